import { englishMessageOf } from '@rihla/db/error-messages';
import { type ErrorParams, type ErrorReason, isErrorReason } from '@rihla/db/error-reasons';
import fc from 'fast-check';
import {
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage } from '../../test/support/factories.ts';
import type { Limits } from '../src/lib/rate-limits.ts';
import { schema } from '../src/schema/index.ts';
import { everyone, startTestApp, type TestApp } from './helpers.ts';

/**
 * Random input to every REST route and GraphQL mutation, from every kind of caller. Whatever comes in, the
 * answer is a 4xx in words (never a 500), no body carries a stack trace or the database's wording, and a
 * refused request has written nothing. Rate limits are lifted so the inputs reach the services.
 */

const unlimited: Limits = { consume: async () => {}, forgive: async () => {}, close: async () => {} };
const RUNS_PER_REST_ROUTE = 15;
const RUNS_PER_MUTATION = 15;
/** zod's own wording, which no answer may carry (each issue is a code of @rihla/db/error-reasons). */
const ZOD_TEXT = /^Invalid input|expected .* received|^Invalid option|^Too (big|small)|^Unrecognized key/i;
/** What a leaked internal looks like: a stack frame, a source path, Prisma or PostgreSQL's own words. */
const LEAK = /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|prisma|invalid input syntax|Invalid `|violates|constraint|node_modules/i;

let t: TestApp;
let tokens: Record<'anonymous' | 'USER' | 'STAFF' | 'ADMIN', string | undefined>;
let fixtureIds: number[];
let tables: string[];

beforeAll(async () => {
  t = await startTestApp({ limits: unlimited });
  tokens = await everyone(t);
  const db = t.deps.db;
  const pkg = await aPackage(db, { code: 'FUZZ', name: 'Fuzz Umrah', price: 100_000 });
  const mode = await db.transportMode.create({ data: { code: 'TRAIN', name: 'Train' } });
  await db.serviceClass.create({ data: { code: 'ECONOMY', name: 'Economy', multiplier: 1 } });
  await db.trainingModule.create({ data: { title: 'Ihram', slug: 'ihram', lessons: { create: { title: 'First' } } } });
  await db.booking.create({
    data: {
      name: 'Hassan',
      email: 'hassan@example.com',
      phone: '1',
      packageId: pkg.id,
      amount: 100_000,
      currency: 'USD',
    },
  });
  fixtureIds = [1, 2, pkg.id, mode.id];
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`;
  tables = rows.map((r) => r.name);
});
afterAll(async () => t.app.close());

/** One text that changes whenever any row of any table is inserted, updated or deleted. */
async function databaseState(): Promise<string> {
  const parts = tables.map(
    (name) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${name}" x)`,
  );
  const [row] = await t.deps.db.$queryRawUnsafe<{ state: string }[]>(`SELECT ${parts.join(" || ',' || ")} AS state`);
  return row.state;
}

const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'false',
    'true',
    '0',
    '-1',
    '2147483648',
    '1e308',
    'NaN',
    '\u0000',
    'a\u0000b',
    '2027-01-10',
    '9999-12-31',
  ),
  fc.constantFrom(
    'a@example.com',
    'USD',
    'JPY',
    'PACKAGE',
    'TRIP',
    'ADMIN',
    'CONFIRMED',
    '<script>',
    '../../etc/passwd',
    "'; DROP TABLE x; --",
    'ﷺ🕋',
  ),
  fc.constantFrom(0, -1, 1, 2, 2 ** 31, -(2 ** 31) - 1, 1.5, 1e308, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(true, false, null, [], [1], {}, { nested: { deeper: [1, { x: 'y' }] } }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant('x'.repeat(3000)),
  fc.constant(`${'a'.repeat(3000)}@example.com`),
);

/** A plausible value for every field name the services read: random bodies change a few of them, so the
 * other fields pass and the changed ones reach their own rule (and the database, if a rule is missing). */
const PLAUSIBLE: Record<string, unknown> = {
  name: 'Amina',
  email: 'amina@example.com',
  phone: '+966500000000',
  packageId: 1,
  code: 'CODE1',
  description: 'About',
  price: 1000,
  currency: 'USD',
  clearPrice: false,
  enabled: true,
  multiplier: 1.5,
  title: 'Title',
  slug: 'slug-x',
  order: 1,
  videoUrl: 'https://www.youtube.com/embed/x',
  content: 'Text',
  message: 'Hello',
  password: 'correct-horse',
  currentPassword: 'correct-horse',
  newPassword: 'new-password-1',
  role: 'STAFF',
  amount: 1000,
  status: 'CONFIRMED',
  rating: 5,
  comment: 'Good',
  origin: 'JED',
  destination: 'MED',
  departDate: '2027-01-10',
  returnDate: '2027-01-12',
  tripType: 'ONEWAY',
  passengers: 1,
  modes: 'TRAIN',
  klass: 'ALL',
  optionId: 's1-2027-01-10-ECONOMY',
  bookingId: 1,
  kind: 'PACKAGE',
  clientSecret: 'pi_x_secret_y',
  q: 'je',
  page: 1,
  pageSize: 10,
  baseFare: 1000,
  seats: 10,
  active: true,
  departureMinutes: 600,
  durationMin: 60,
  resolution: 'PAID',
  outcome: 'succeeded',
  id: 1,
};
const FIELDS = Object.keys(PLAUSIBLE);
const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELDS), nasty, { minKeys: 1, maxKeys: 3 })
      .map((changed) => ({ ...PLAUSIBLE, ...changed })),
  },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 10 }) },
  { weight: 1, arbitrary: nasty },
);
const pathValue = fc.oneof(
  fc.constantFrom(...['1', '2', '3', '0', '-1', '2147483648', 'ihram', 'abc', '1.5', '%00', '%E2%80%AE']),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const caller = fc.constantFrom<keyof typeof tokens>('anonymous', 'USER', 'STAFF', 'ADMIN');
const bookingToken = fc.option(fc.constantFrom('x', 'A'.repeat(27), 'A'.repeat(500)), { nil: undefined });

/** JSON text of a fuzzed value; `undefined` (and functions) have none, whatever lib.d.ts says. */
const jsonText = (value: unknown) => (JSON.stringify(value) as string | undefined) ?? '';

type Route = { method: string; url: string };
/** The app's own route table (fastify's printRoutes tree), so a route added later is fuzzed too. */
function restRoutes(): Route[] {
  const found: Route[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line.replace(/│ {3}/g, '    '));
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join('').replace(/\/+/g, '/');
    for (const method of (match.at(3) ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      if (url.startsWith('/api/')) found.push({ method, url });
    }
  }
  return found;
}

function expectCleanRefusal(where: string, status: number, text: string) {
  expect(status, `${where} -> ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, where).not.toMatch(LEAK);
  if (status >= 400) {
    const parsed = JSON.parse(text) as { error?: unknown; reason?: unknown; params?: ErrorParams };
    expect(typeof parsed.error === 'string' && parsed.error.length > 0, `${where}: ${text.slice(0, 200)}`).toBe(true);
    expect(parsed.error, where).not.toMatch(ZOD_TEXT);
    // Every refusal is a code of the table, and its English is the table's, with its values.
    expect(isErrorReason(parsed.reason), `${where}: ${text.slice(0, 200)}`).toBe(true);
    expect(parsed.error, where).toBe(englishMessageOf(parsed.reason as ErrorReason, parsed.params));
  }
}

describe('every REST route', () => {
  it('answers random input with a 4xx in words, never a 500, and writes nothing when it refuses', async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(caller, pathValue, body, bookingToken, async (who, param, input, token) => {
          const url = route.url.replace(/:\w+/g, param);
          const headers: Record<string, string> = {};
          if (tokens[who]) headers.authorization = `Bearer ${tokens[who]}`;
          if (token) headers['x-booking-token'] = token;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const query =
            !hasBody && input && typeof input === 'object' && !Array.isArray(input)
              ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`
              : '';
          const before = await databaseState();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}${query}`,
            headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(hasBody ? { payload: JSON.stringify(input) } : {}),
          });
          const where = `${route.method} ${url}${query.slice(0, 200)} as ${who} with ${jsonText(input).slice(0, 300)}`;
          expectCleanRefusal(where, response.statusCode, response.body);
          if (response.statusCode >= 400) expect(await databaseState(), `${where} wrote rows`).toBe(before);
        }),
        { numRuns: RUNS_PER_REST_ROUTE },
      );
    }
  }, 120_000);

  it('each field set to a value that once reached the database (NUL, 3 KB text, 2^31) is refused in words', async () => {
    const killers = ['a\u0000b', 'k'.repeat(3000), 2 ** 31];
    const failures: string[] = [];
    for (const route of restRoutes()) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const url = route.url.replace(/:\w+/g, '1');
      for (const field of FIELDS) {
        for (const killer of killers) {
          const input = { ...PLAUSIBLE, [field]: killer };
          const query = hasBody ? '' : `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}${query}`,
            headers: {
              authorization: `Bearer ${tokens.ADMIN}`,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: JSON.stringify(input) } : {}),
          });
          try {
            expectCleanRefusal(
              `${route.method} ${url} with ${field}=${JSON.stringify(killer).slice(0, 12)}`,
              response.statusCode,
              response.body,
            );
          } catch (error) {
            failures.push((error as Error).message.split('\n')[0]);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('broken bodies (bad JSON, wrong types, oversized, empty) never answer with internals', async () => {
    const payloads: [string, string][] = [
      ['{"name":', 'application/json'],
      ['', 'application/json'],
      ['{"__proto__": {"x": 1}}', 'application/json'],
      ['not json at all', 'text/plain'],
      ['<x/>', 'application/xml'],
      ['--nope\r\n', 'multipart/form-data; boundary=nope'],
      ['[{"reason": 42}]', 'application/json'],
      ['{"reason": 42, "amount": [], "name": {}}', 'application/json'],
      [JSON.stringify({ name: 'y'.repeat(200_000) }), 'application/json'],
    ];
    for (const route of restRoutes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      for (const [payload, type] of payloads) {
        const url = route.url.replace(/:\w+/g, '1');
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': type, authorization: `Bearer ${tokens.ADMIN}` },
        });
        expectCleanRefusal(
          `${route.method} ${url} with ${type}: ${payload.slice(0, 40)}`,
          response.statusCode,
          response.body,
        );
      }
    }
  }, 60_000);
});

/** Values shaped like the argument's GraphQL type (so they reach the resolver), drawn from the nasty ones. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, depth);
  if (isListType(type)) return fc.array(valueFor(type.ofType, depth + 1), { maxLength: 3 });
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  const idLike = fc.oneof(
    fc.constantFrom(...fixtureIds, 0, -1, 2 ** 31 - 1),
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  );
  switch (type.name) {
    case 'Int':
      return idLike;
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0.1, 1, 2.5, 1e300));
    case 'Boolean':
      return fc.boolean();
    default:
      return nasty.map((v) => (typeof v === 'string' ? v : jsonText(v)));
  }
}

describe('every GraphQL mutation', () => {
  it('answers random variables with typed errors (never INTERNAL_SERVER_ERROR) and writes nothing when it refuses', async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(20);
    for (const mutation of mutations) {
      const declared = mutation.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const passed = mutation.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isObjectType(getNamedType(mutation.type)) ? '{ __typename }' : '';
      const query = `mutation Fuzz${declared ? `(${declared})` : ''} { ${mutation.name}${passed ? `(${passed})` : ''} ${selection} }`;
      const variables = fc.oneof(
        { weight: 9, arbitrary: fc.record(Object.fromEntries(mutation.args.map((a) => [a.name, valueFor(a.type)]))) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...mutation.args.map((a) => a.name), 'extra'), nasty) },
      );
      await fc.assert(
        fc.asyncProperty(caller, variables, bookingToken, async (who, vars, token) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (tokens[who]) headers.authorization = `Bearer ${tokens[who]}`;
          if (token) headers['x-booking-token'] = token;
          const before = await databaseState();
          const response = await t.app.inject({
            method: 'POST',
            url: '/graphql',
            headers,
            payload: { query, variables: vars },
          });
          const where = `${mutation.name} as ${who} with ${JSON.stringify(vars).slice(0, 300)}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          expect(response.body, where).not.toMatch(LEAK);
          const result = response.json<{
            data?: Record<string, unknown> | null;
            errors?: { message?: unknown; extensions?: { code?: unknown; reason?: unknown } }[];
          }>();
          for (const error of result.errors ?? []) {
            expect(typeof error.message === 'string' && error.message.length > 0, where).toBe(true);
            expect(error.message, where).not.toMatch(ZOD_TEXT);
            const reason = error.extensions?.reason;
            if (reason !== undefined) expect(isErrorReason(reason), `${where}: ${JSON.stringify(reason)}`).toBe(true);
            expect(error.extensions?.code, `${where}: ${String(error.message)}`).not.toBe('INTERNAL_SERVER_ERROR');
          }
          if (result.errors?.length) expect(await databaseState(), `${where} wrote rows`).toBe(before);
        }),
        { numRuns: RUNS_PER_MUTATION },
      );
    }
  }, 120_000);
});
