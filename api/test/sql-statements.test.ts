import { createPrismaAdapter, SECRET_COLUMNS } from '@rihla/db';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PrismaClient } from '../../prisma/generated/client/client.ts';
import { aPackage, aTripBooking } from '../../test/support/factories.ts';
import { processPaymentEvent } from '../../worker/src/payment-events.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';
import { deliverWebhook, paymentIntentEvent } from './webhook-events.ts';

/**
 * SQL statements per request for the main lists, counted with Prisma's query event on the app's own client.
 * Each count includes the one statement that loads the signed-in viewer.
 */
let statements: string[] = [];
const db = new PrismaClient({
  adapter: createPrismaAdapter(),
  omit: SECRET_COLUMNS,
  log: [{ emit: 'event', level: 'query' }],
});
db.$on('query', (event) => statements.push(event.query));

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp({ db });
  const { user, token } = await userWithToken(t, 'STAFF');
  staff = token;
  const pkg = await aPackage(db, { code: 'SQL', name: 'Counted Umrah', price: 1000 });
  const mode = await db.transportMode.create({ data: { code: 'BUS', name: 'Bus' } });
  const klass = await db.serviceClass.create({ data: { code: 'ECO', name: 'Economy', multiplier: 1 } });
  for (let i = 0; i < 30; i += 1) {
    await db.booking.create({ data: { name: `B${i}`, email: `b${i}@example.com`, packageId: pkg.id } });
    await db.review.create({ data: { rating: 5, comment: `R${i}`, packageId: pkg.id, userId: user.id } });
    await db.consultation.create({ data: { name: `C${i}`, email: `c${i}@example.com`, message: 'Hello' } });
    await aTripBooking(db, { name: `T${i}`, transportId: mode.id, classId: klass.id });
  }
  const module = await db.trainingModule.create({ data: { title: 'Ihram', slug: 'ihram' } });
  await db.lesson.createMany({ data: [1, 2, 3].map((order) => ({ moduleId: module.id, order, title: `L${order}` })) });
});
afterAll(async () => {
  await t.app.close();
  await db.$disconnect();
});
beforeEach(() => {
  statements = [];
});

async function countGraphql(query: string, token?: string) {
  statements = [];
  const result = await gql(t, query, {}, token);
  expect(result.errors).toBeUndefined();
  return statements.length;
}

describe('SQL statements per list request', () => {
  it.each([
    ['bookings', '{ bookings(pageSize: 20) { total items { id name package { name } } } }', 4],
    ['bookings without the package', '{ bookings(pageSize: 20) { total items { id name } } }', 3],
    ['reviews', '{ reviews { total items { rating package { name } user { name } } } }', 5],
    ['custom bookings', '{ tripBookings { total items { id transport { name } service { name } } } }', 5],
    ['consultations', '{ consultations { total items { id name } } }', 3],
    ['users', '{ users { total items { id email } } }', 3],
    ['bookings connection', '{ bookingsConnection(first: 10) { edges { node { id package { name } } } } }', 3],
    ['reviews connection', '{ reviewsConnection(first: 10) { edges { node { id } } pageInfo { hasNextPage } } }', 2],
  ])('%s (GraphQL)', async (_name, query, expected) => {
    expect(await countGraphql(query, staff)).toBe(expected);
  });

  // The REST bookings list carries each booking's package and departure (the admin list shows both): one statement
  // per relation, whatever the page size.
  it.each([
    ['/api/bookings', 5],
    ['/api/bookings?limit=10', 4],
    ['/api/reviews?limit=10', 4],
    // Its rows carry their money (decision 0055): the Payment and Refund rows, one statement each.
    ['/api/custom-bookings?limit=10', 6],
  ])('REST %s', async (url, expected) => {
    statements = [];
    expect((await rest(t, 'GET', url, { token: staff })).status).toBe(200);
    expect(statements).toHaveLength(expected);
  });

  it('training modules with their lessons: one load, then none while cached', async () => {
    const query = '{ trainingModules { slug lessons { title } } }';
    expect(await countGraphql(query)).toBe(2);
    expect(await countGraphql(query)).toBe(0);
    expect(await countGraphql(query, staff)).toBe(1);
  });

  it('packages: the rows and their offers in four statements, then none while cached (REST and GraphQL share the entry)', async () => {
    // The offers (package-offers.ts) read prices, upcoming departures and room prices once for every package.
    statements = [];
    expect((await rest(t, 'GET', '/api/packages')).status).toBe(200);
    expect(statements).toHaveLength(4);
    expect(await countGraphql('{ packages { id name } }')).toBe(0);
  });

  it('an Apollo Client request (operation name, extensions, its Accept) is answered from the cache too', async () => {
    const apollo = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json,application/json;q=0.9',
        },
        payload: {
          operationName: 'Packages',
          query: 'query Packages { packages { id name __typename } }',
          variables: {},
          extensions: { clientLibrary: { name: '@apollo/client', version: '4.0.0' } },
        },
      });
    expect((await apollo()).json().data.packages).toHaveLength(1);
    statements = [];
    expect((await apollo()).json().data.packages).toHaveLength(1);
    expect(statements).toHaveLength(0);
  });
});

/**
 * The payment path sends its statements through node-postgres directly (docs/decisions/0024), where Prisma's query
 * event does not see them: these are counted on the wire, every statement any pg client of this process sends.
 * Last in the file: its app resets the database.
 */
describe('SQL statements per payment, counted on the wire', () => {
  let onTheWire: string[] | null = null;
  const query = Object.getOwnPropertyDescriptor(pg.Client.prototype, 'query')!.value as (...args: unknown[]) => unknown;
  let paying: TestApp;
  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config] = args as [string | { text?: string }];
      const text = typeof config === 'string' ? config : (config.text ?? '');
      // A connection's session setup (createPool) is paid once per connection, not per payment.
      if (!text.startsWith('SET TimeZone')) onTheWire?.push(text.trim().split(/\s+/).slice(0, 3).join(' '));
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
    paying = await startTestApp();
  });
  afterAll(async () => {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    await paying.app.close();
  });
  const counted = async <T>(work: () => Promise<T>) => {
    onTheWire = [];
    try {
      await work();
      return onTheWire;
    } finally {
      onTheWire = null;
    }
  };

  it('one statement to record an event, four to pay its booking, one to find its redelivery paid already', async () => {
    const booking = await paying.deps.db.booking.create({
      data: { name: 'Counted', email: 'counted@example.com', amount: 189900, currency: 'USD' },
    });
    const intentId = `pi_counted_${booking.id}`;
    await paying.deps.db.paymentIntent.create({
      data: { id: intentId, provider: 'demo', bookingId: booking.id, amount: 189900, currency: 'USD' },
    });
    await paying.deps.db.booking.update({ where: { id: booking.id }, data: { paymentIntentId: intentId } });
    const event = paymentIntentEvent('payment_intent.succeeded', booking.id, intentId, `evt_counted_${booking.id}`);

    expect(await counted(() => deliverWebhook(paying, event))).toEqual(['WITH inserted AS']);
    expect(await counted(() => processPaymentEvent(paying.deps.db, `evt_counted_${booking.id}`))).toEqual([
      'BEGIN; SET LOCAL',
      'WITH claimed AS',
      'WITH payment AS',
      'COMMIT',
    ]);
    expect((await paying.deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
    // A redelivery after the payment: recorded already and processed, so not queued again.
    expect(await counted(() => deliverWebhook(paying, event))).toEqual(['WITH inserted AS']);
  });
});
