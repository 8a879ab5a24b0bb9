import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NO_HANG_MS } from '../../test/wait.ts';
import { sweepExpiredHolds } from '../../worker/src/holds.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectQueues } from '../src/lib/queues.ts';
import { rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let route: { modeId: number; operatorId: number; originId: number; destinationId: number };

const DAY_MS = 24 * 3600_000;
const day = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
const CAP_MESSAGE =
  'You already hold seats on 3 unpaid bookings. Pay for one or wait for a hold to expire before booking more.';
const BOOK = `mutation($input: BookTripInput!) { bookTrip(input: $input) { accessToken booking { id holdExpiresAt status } } }`;

let clients = 0;
/** A fresh client address: the booking rate limit and the cap on open seat holds count per client. */
const newClient = () => `203.0.${113 + (++clients >> 8)}.${clients & 255}`;

async function post(
  ip: string,
  url: string,
  payload: object,
  { token, app = t.app }: { token?: string; app?: TestApp['app'] } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** A daily 09:00 Jeddah -> Madinah train; returns a booking request for its COMMONER class on `day`. */
async function departure(seats = 417) {
  const service = await t.deps.db.scheduledService.create({
    data: {
      ...route,
      serviceNumber: 'HHR 9',
      departureMinutes: 540,
      timezone: 'Asia/Riyadh',
      durationMin: 120,
      seats,
      baseFare: 10000,
      currency: 'SAR',
    },
  });
  const input = (passengers = 1) => ({
    optionId: `s${service.id}-${day}-COMMONER`,
    passengers,
    // One name per passenger (issue #31).
    travellers: Array.from({ length: passengers }, (_, i) => ({ fullName: `Amina Rahman ${i + 1}` })),
    email: 'amina@example.com',
    acceptTerms: true,
  });
  const book = (ip: string, passengers = 1, token?: string) =>
    post(ip, '/api/custom-bookings', input(passengers), { token });
  const seatsSold = async () =>
    (
      await t.deps.db.seatInventory.aggregate({
        where: { serviceId: service.id, departureDate: new Date(`${day}T00:00:00Z`) },
        _sum: { seatsSold: true },
      })
    )._sum.seatsSold ?? 0;
  const bookings = () =>
    t.deps.db.tripBooking.findMany({
      where: { serviceId: service.id },
      orderBy: { id: 'asc' },
      omit: { accessTokenHash: false, holdClientKey: false },
    });
  return { input, book, seatsSold, bookings };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const near = (actual: Date | null | undefined, expected: number, slackMs = 5_000) =>
  expect(Math.abs((actual?.getTime() ?? 0) - expected)).toBeLessThan(slackMs);

// The run's queues outlive each file while ids restart with each file's empty database: start and end clean.
const holdsQueue = () => t.deps.queues.all().find((queue) => queue.name === 'holds')!;

beforeAll(async () => {
  t = await startTestApp();
  await holdsQueue().obliterate({ force: true });
  staff = (await userWithToken(t, 'STAFF')).token;
  const db = t.deps.db;
  const mode = await db.transportMode.create({ data: { code: 'TRAIN', name: 'Train' } });
  await db.serviceClass.create({ data: { code: 'COMMONER', name: 'Commoner', multiplier: '1.0' } });
  const station = (name: string, city: string) =>
    db.location.create({ data: { type: 'STATION', name, city, country: 'Saudi Arabia', timezone: 'Asia/Riyadh' } });
  const [origin, destination] = [
    await station('Jeddah Station', 'Jeddah'),
    await station('Madinah Station', 'Madinah'),
  ];
  const operator = await db.operator.create({ data: { code: 'HHR', name: 'Haramain', modeId: mode.id } });
  route = { modeId: mode.id, operatorId: operator.id, originId: origin.id, destinationId: destination.id };
});
afterAll(async () => {
  await holdsQueue().obliterate({ force: true });
  await t.app.close();
});

describe('trip booking access token', () => {
  it('is shown once, stored only as its hash, and the booking holds its seats for SEAT_HOLD_MINUTES', async () => {
    const trip = await departure();
    const ip = newClient();
    const before = Date.now();
    const { status, body } = await trip.book(ip, 2);
    expect(status).toBe(201);
    expect(body).toMatchObject({ message: 'Booking received', booking: { status: 'PENDING', passengers: 2 } });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(body.booking).not.toHaveProperty('accessTokenHash');
    expect(body.booking).not.toHaveProperty('holdClientKey');

    const [row] = await trip.bookings();
    expect(row.accessTokenHash).toBe(sha256(body.accessToken));
    expect(JSON.stringify(row)).not.toContain(body.accessToken);
    expect(row.holdClientKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    expect(row.userId).toBeNull();
    near(row.holdExpiresAt, before + 20 * 60_000);
    near(row.accessExpiresAt, before + 30 * DAY_MS);
    expect(body.booking.holdExpiresAt).toBe(row.holdExpiresAt!.toISOString());
    expect(await trip.seatsSold()).toBe(2);

    // The hold's expiry is waiting in the queue for that moment.
    const job = await holdsQueue().getJob(`hold-${row.id}`);
    expect(job).toMatchObject({ name: 'expire-hold', data: { tripBookingId: row.id } });
    expect(await job!.isDelayed()).toBe(true);
    near(new Date(job!.timestamp + job!.delay), row.holdExpiresAt!.getTime(), 1_000);
    await job!.remove();
  });

  it('is answered on GraphQL too, and a signed-in customer’s booking records its owner', async () => {
    const trip = await departure();
    const { user, token } = await userWithToken(t, 'USER');
    const { body } = await post(
      newClient(),
      '/graphql',
      { query: BOOK, variables: { input: trip.input() } },
      { token },
    );
    expect(body.errors).toBeUndefined();
    const [row] = await trip.bookings();
    expect(body.data.bookTrip.accessToken).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(row).toMatchObject({
      id: body.data.bookTrip.booking.id,
      userId: user.id,
      accessTokenHash: sha256(body.data.bookTrip.accessToken),
    });
  });
});

describe('open seat holds per client', () => {
  it('refuses a fourth unpaid hold with a 429, lets other clients book, and frees a place once a hold is paid or lapses', async () => {
    const trip = await departure();
    const [client, other] = [newClient(), newClient()];
    for (let i = 0; i < 3; i++) expect((await trip.book(client)).status).toBe(201);
    const refused = await trip.book(client);
    expect(refused).toMatchObject({ status: 429, body: { error: CAP_MESSAGE } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(19 * 60);
    const viaGraphql = await post(client, '/graphql', { query: BOOK, variables: { input: trip.input() } });
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: CAP_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect(await trip.bookings()).toHaveLength(3);
    expect(await trip.seatsSold()).toBe(3);
    expect((await trip.book(other)).status).toBe(201);

    const [paid, lapsed] = await trip.bookings();
    await t.deps.db.tripBooking.update({ where: { id: paid.id }, data: { status: 'PAID', holdExpiresAt: null } });
    expect((await trip.book(client)).status).toBe(201);
    expect((await trip.book(client)).status).toBe(429);
    // Lapsed but not yet swept by the worker: no longer an open hold.
    await t.deps.db.tripBooking.update({
      where: { id: lapsed.id },
      data: { holdExpiresAt: new Date(Date.now() - 1_000) },
    });
    expect((await trip.book(client)).status).toBe(201);
  });

  it('holds under parallel requests from one client', async () => {
    const trip = await departure();
    const client = newClient();
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => trip.book(client)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await trip.bookings()).toHaveLength(3);
    expect(await trip.seatsSold()).toBe(3);
  });

  it('holds when one GraphQL request books a 417-seat train by alias: refused whole, or capped at three', async () => {
    const trip = await departure(417);
    const input = JSON.stringify(trip.input(9)).replace(/"(\w+)":/g, '$1:');
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `b${i}: bookTrip(input: ${input}) { booking { id } }`).join(' ')} }`;

    // 46 and 12 aliases are refused before anything runs (alias and mutation-count limits).
    for (const n of [46, 12]) {
      const attack = await post(newClient(), '/graphql', { query: aliased(n) });
      expect(attack.body.errors?.length).toBeGreaterThan(0);
      expect(await trip.bookings()).toHaveLength(0);
    }

    // Three per request run one after another; a second request from the same client meets the cap.
    const client = newClient();
    expect((await post(client, '/graphql', { query: aliased(3) })).body.errors).toBeUndefined();
    const { body } = await post(client, '/graphql', { query: aliased(3) });
    expect(body.errors[0]).toMatchObject({ message: CAP_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    expect(await trip.bookings()).toHaveLength(3);
    expect(await trip.seatsSold()).toBe(27);
  });
});

describe('hold expiry', () => {
  it('puts an unpaid booking’s seats back on sale once its hold lapses, and frees its place under the cap', async () => {
    const trip = await departure(5);
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await trip.book(client)).status).toBe(201);
    expect((await trip.book(newClient(), 3)).status).toBe(409);

    const [first] = await trip.bookings();
    await t.deps.db.tripBooking.update({
      where: { id: first.id },
      data: { holdExpiresAt: new Date(Date.now() - 1_000) },
    });
    await sweepExpiredHolds(t.deps.db);
    expect(await t.deps.db.tripBooking.findUnique({ where: { id: first.id } })).toMatchObject({
      status: 'EXPIRED',
      holdExpiresAt: null,
    });
    expect(await trip.seatsSold()).toBe(2);
    expect((await trip.book(client, 3)).status).toBe(201);
  });

  it('still books when Redis is unreachable, without hanging, leaving the hold to the sweeper', async () => {
    const trip = await departure();
    const redisUrl = process.env.REDIS_URL;
    process.env.REDIS_URL = 'redis://127.0.0.1:9';
    const deadQueues = connectQueues(t.app.log);
    if (redisUrl === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = redisUrl;
    const offline = await buildApp({ config: t.deps.config, db: t.deps.db, queues: deadQueues });
    try {
      const started = Date.now();
      const { status } = await post(newClient(), '/api/custom-bookings', trip.input(), { app: offline.app });
      expect(status).toBe(201);
      expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
      const [row] = await trip.bookings();
      expect(row.holdExpiresAt).not.toBeNull();
    } finally {
      await offline.app.close();
    }
  });
});

describe('staff decisions on held bookings', () => {
  it('end the hold: cancelling a booking whose payment failed returns its seats, confirming keeps them', async () => {
    const trip = await departure();
    const first = (await trip.book(newClient(), 2)).body.booking.id;
    const second = (await trip.book(newClient(), 3)).body.booking.id;
    await t.deps.db.tripBooking.update({ where: { id: first }, data: { status: 'FAILED' } });

    const cancelled = await rest(t, 'PATCH', `/api/custom-bookings/${first}/status`, {
      token: staff,
      json: { status: 'CANCELLED' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'CANCELLED', holdExpiresAt: null } });
    expect(cancelled.body).not.toHaveProperty('accessTokenHash');
    expect(await trip.seatsSold()).toBe(3);
    const confirmed = await rest(t, 'PATCH', `/api/custom-bookings/${second}/status`, {
      token: staff,
      json: { status: 'CONFIRMED' },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'CONFIRMED', holdExpiresAt: null } });
    expect(await trip.seatsSold()).toBe(3);

    const list = await rest(t, 'GET', '/api/custom-bookings?pageSize=100', { token: staff });
    expect(list.body.every((b: object) => !('accessTokenHash' in b) && !('holdClientKey' in b))).toBe(true);
    const page = await post(
      newClient(),
      '/graphql',
      { query: '{ tripBookings(pageSize: 100) { items { id status holdExpiresAt reviewReason } } }' },
      { token: staff },
    );
    expect(page.body.data.tripBookings.items).toContainEqual({
      id: second,
      status: 'CONFIRMED',
      holdExpiresAt: null,
      reviewReason: null,
    });
  });
});

describe('hold settings', () => {
  it('reads SEAT_HOLD_MINUTES (1 to 1440, default 20) and MAX_OPEN_HOLDS (default 3)', () => {
    expect(loadConfig({})).toMatchObject({ seatHoldMinutes: 20, maxOpenHolds: 3 });
    expect(loadConfig({ SEAT_HOLD_MINUTES: '45', MAX_OPEN_HOLDS: '5' })).toMatchObject({
      seatHoldMinutes: 45,
      maxOpenHolds: 5,
    });
    for (const bad of ['0', '1441', '15.5', 'soon'])
      expect(() => loadConfig({ SEAT_HOLD_MINUTES: bad }), bad).toThrow(/SEAT_HOLD_MINUTES/);
    expect(() => loadConfig({ MAX_OPEN_HOLDS: '0' })).toThrow(/MAX_OPEN_HOLDS/);
  });

  it('follows them: a one-minute hold, one open hold per client', async () => {
    const trip = await departure();
    const strict = await buildApp({ config: { ...t.deps.config, seatHoldMinutes: 1, maxOpenHolds: 1 }, db: t.deps.db });
    try {
      const client = newClient();
      const before = Date.now();
      expect((await post(client, '/api/custom-bookings', trip.input(), { app: strict.app })).status).toBe(201);
      near((await trip.bookings())[0].holdExpiresAt, before + 60_000);
      expect(await post(client, '/api/custom-bookings', trip.input(), { app: strict.app })).toMatchObject({
        status: 429,
        body: {
          error:
            'You already hold seats on 1 unpaid booking. Pay for one or wait for a hold to expire before booking more.',
        },
      });
    } finally {
      await strict.app.close();
    }
  });
});
