import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as webDocuments from '../../web/src/gql/graphql.ts';
import { loadConfig } from '../src/config.ts';
import { GRAPHQL_LIMITS } from '../src/graphql.ts';
import { gql, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * Every operation the web app sends, as the browser sends it: codegen's compiled documents, each with the
 * fragments it spreads (a fragment's fields count toward the cost as often as it is spread).
 */
function webOperations(): string[] {
  return Object.entries(webDocuments)
    .filter(([name]) => name.endsWith('Document'))
    .map(([, document]) => print(document as DocumentNode));
}

const SEARCH = '{ origin: "JED", destination: "MED", departDate: "2027-01-10" }';
const aliased = (n: number) =>
  `query { ${Array.from({ length: n }, (_, i) => `t${i}: searchTrips(input: ${SEARCH}) { train { id } }`).join(' ')} }`;

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await startTestApp();
  prod = await startTestApp({ config: { ...loadConfig(), production: true } });
});
afterAll(async () => {
  await dev.app.close();
  await prod.app.close();
});

describe('GraphQL limits (before anything runs)', () => {
  // How fast the refusal is, is timed against the running product by test/security/graphql-and-headers.test.ts.
  it('a query asking searchTrips 500 times by alias is refused while parsing, without executing', async () => {
    const body = await gql(dev, aliased(500));
    // No `data` at all: the operation failed before execution (GraphQL spec 6.1), so no resolver ran.
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: `Syntax Error: Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`,
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      },
    ]);
  });

  it('refuses too many aliases, too deep a query and too many directives, each with a clear message', async () => {
    const aliases = await gql(dev, aliased(GRAPHQL_LIMITS.aliases + 1));
    expect(aliases.data).toBeUndefined();
    expect(aliases.errors?.[0]?.message).toBe(
      `Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}.`,
    );

    // The depth is judged on the text alone, before field names are checked.
    const nested = (depth: number): string => (depth === 0 ? 'id' : `package { ${nested(depth - 1)} }`);
    const deep = await gql(dev, `{ ${nested(GRAPHQL_LIMITS.depth + 2)} }`);
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.map((e) => e.message)).toContain(
      `Syntax Error: Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found ${GRAPHQL_LIMITS.depth + 3}.`,
    );

    const directives = await gql(
      dev,
      `{ setupRequired ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.directives + 1)} }`,
    );
    expect(directives.data).toBeUndefined();
    expect(directives.errors?.[0]?.message).toMatch(/^Syntax Error: Directives limit of 20 exceeded/);
  });

  it('refuses more than 3 mutations in one request (46 aliased bookTrip once held a whole train)', async () => {
    const booking = (i: number) =>
      `b${i}: bookTrip(input: { optionId: "s1-2027-01-10-ECONOMY", name: "A", email: "a@example.com", passengers: 1 }) { accessToken }`;
    const response = await gql(dev, `mutation { ${[1, 2, 3, 4].map(booking).join(' ')} }`);
    expect(response.data).toBeUndefined();
    expect(response.errors?.map((e) => e.message)).toEqual(['At most 3 mutations per request, found 4.']);
    const viaFragment = await gql(
      dev,
      `mutation { ...twice ...twice b9: subscribeNewsletter(email: "x@example.com") { message } } fragment twice on Mutation { ${booking(1)} ${booking(2)} ${booking(3)} }`,
    );
    expect(viaFragment.errors?.map((e) => e.message)).toContain('At most 3 mutations per request, found 4.');
    expect(await dev.deps.db.tripBooking.count()).toBe(0);
  });

  it('every operation of the web app passes the limits', async () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(40);
    const admin = (await userWithToken(dev, 'ADMIN')).token;
    for (const operation of operations) {
      const response = await gql(dev, operation, {}, admin);
      // Missing variables are fine (a coercion error); a limit refusal is not.
      for (const error of response.errors ?? []) expect(error.message, operation).not.toMatch(/limit of \d+ exceeded/);
    }
  });
});

describe('GraphQL in production', () => {
  it('refuses introspection and hides field suggestions; development keeps both', async () => {
    const introspection = '{ __schema { types { name } } }';
    const refused = await gql(prod, introspection);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await gql(dev, introspection)).data.__schema.types.length).toBeGreaterThan(10);

    const typo = await gql(prod, '{ packagez { id } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "packagez" on type "Query". [Suggestion hidden]');
    expect((await gql(dev, '{ packagez { id } }')).errors?.[0]?.message).toBe(
      'Cannot query field "packagez" on type "Query". Did you mean "package" or "packages"?',
    );
  });

  it('serves no GraphiQL page in production', async () => {
    const page = (app: TestApp) => app.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect((await page(dev)).body).toContain('GraphiQL');
    expect((await page(prod)).body).not.toContain('GraphiQL');
  });

  it('a database error a service did not expect is answered in words, never in Prisma’s', async () => {
    const staff = (await userWithToken(prod, 'STAFF')).token;
    await prod.deps.db.transportMode.create({ data: { code: 'CAMEL', name: 'Camel' } });
    // Renaming two rows to one unique value is the kind of P2002 the service does not translate itself.
    const mode = await prod.deps.db.transportMode.create({ data: { code: 'MULE', name: 'Mule' } });
    await prod.deps.db.$executeRawUnsafe('CREATE UNIQUE INDEX "d_test_unique_name" ON "TransportMode" (name)');
    try {
      const renamed = await gql(
        prod,
        `mutation { updateTransportMode(id: ${mode.id}, input: { name: "Camel" }) { id } }`,
        {},
        staff,
      );
      expect(renamed.errors?.[0]).toMatchObject({ message: 'This already exists.', extensions: { code: 'CONFLICT' } });
      expect(JSON.stringify(renamed)).not.toMatch(/prisma|Unique constraint|\.ts:/i);
    } finally {
      await prod.deps.db.$executeRawUnsafe('DROP INDEX "d_test_unique_name"');
    }
  });
});
