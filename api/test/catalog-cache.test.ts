import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { createCatalogCache, entryOf } from '../src/lib/catalog-cache.ts';
import { publicGraphqlCache } from '../src/lib/public-graphql-cache.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

let t: TestApp;
let staff: string;
let admin: string;
/** A second API process of the same install (same database, same Redis prefix), as behind a load balancer. */
let other: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await userWithToken(t, 'STAFF')).token;
  admin = (await userWithToken(t, 'ADMIN')).token;
  other = await buildApp({ config: t.deps.config, db: t.deps.db });
});
afterAll(async () => {
  await other.app.close();
  await t.app.close();
});

const PACKAGES = '{ packages { id name price } }';
const names = (body: { name: string }[]) => body.map((p) => p.name);

/** Another process hears an invalidation over Redis pub/sub within milliseconds; this waits for it, bounded. */
async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the other process never showed the change');
}

describe('public catalogue cache', () => {
  it('a staff edit shows at once on the next public read, REST and GraphQL', async () => {
    const created = await rest(t, 'POST', '/api/packages', {
      token: staff,
      json: { code: 'CACHE-1', name: 'Cached Umrah', price: 100_000 },
    });
    expect(created.status).toBe(201);
    const id: number = created.body.id;

    const first = await rest(t, 'GET', '/api/packages');
    expect(names(first.body)).toContain('Cached Umrah');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await rest(t, 'GET', '/api/packages', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await gql(t, PACKAGES)).data.packages).toContainEqual({ id, name: 'Cached Umrah', price: 100_000 });

    // A REST edit: both REST and GraphQL show it on the very next read, with a new ETag.
    await rest(t, 'PATCH', `/api/packages/${id}`, { token: staff, json: { name: 'Renamed Umrah' } });
    const after = await rest(t, 'GET', '/api/packages', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(names(after.body)).toContain('Renamed Umrah');
    expect((await rest(t, 'GET', `/api/packages/${id}`)).body.name).toBe('Renamed Umrah');
    expect((await gql(t, PACKAGES)).data.packages).toContainEqual({ id, name: 'Renamed Umrah', price: 100_000 });

    // A GraphQL edit, the same.
    const updated = await gql(
      t,
      'mutation($id: Int!) { updatePackage(id: $id, input: { price: 90000 }) { price } }',
      { id },
      staff,
    );
    expect(updated.data.updatePackage.price).toBe(90_000);
    expect((await gql(t, PACKAGES)).data.packages).toContainEqual({ id, name: 'Renamed Umrah', price: 90_000 });
    expect((await gql(t, '{ package(id: ' + id + ') { price } }')).data.package.price).toBe(90_000);
    expect((await rest(t, 'GET', `/api/packages/${id}`)).body.price).toBe(90_000);

    // A delete.
    expect((await rest(t, 'DELETE', `/api/packages/${id}`, { token: admin })).status).toBe(200);
    expect((await rest(t, 'GET', `/api/packages/${id}`)).status).toBe(404);
    expect(names((await rest(t, 'GET', '/api/packages')).body)).not.toContain('Renamed Umrah');
    expect((await gql(t, PACKAGES)).data.packages.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('training, transport modes and classes are invalidated by their writes', async () => {
    await rest(t, 'POST', '/api/training/modules', { token: staff, json: { title: 'Ihram', slug: 'ihram' } });
    const lessons = async () => ({
      rest: (await rest(t, 'GET', '/api/training/modules/ihram')).body.lessons.length,
      list: (await gql(t, '{ trainingModules { slug lessons { title } } }')).data.trainingModules[0].lessons.length,
      one: (await gql(t, '{ trainingModule(slugOrId: "ihram") { lessons { title } } }')).data.trainingModule.lessons
        .length,
    });
    expect(await lessons()).toEqual({ rest: 0, list: 0, one: 0 });
    await rest(t, 'POST', '/api/training/modules/ihram/lessons', { token: staff, json: { title: 'Intention' } });
    expect(await lessons()).toEqual({ rest: 1, list: 1, one: 1 });

    const mode = await rest(t, 'POST', '/api/transport-modes', { token: staff, json: { code: 'BUS', name: 'Bus' } });
    expect((await gql(t, '{ transportModes { code enabled } }')).data.transportModes).toEqual([
      { code: 'BUS', enabled: true },
    ]);
    await rest(t, 'PATCH', `/api/transport-modes/${mode.body.id}`, { token: staff, json: { enabled: false } });
    expect((await rest(t, 'GET', '/api/transport-modes')).body[0].enabled).toBe(false);
    expect((await gql(t, '{ transportModes { code enabled } }')).data.transportModes[0].enabled).toBe(false);

    const klass = await rest(t, 'POST', '/api/service-classes', {
      token: staff,
      json: { code: 'ECO', name: 'Economy', multiplier: 1 },
    });
    expect((await gql(t, '{ serviceClasses { multiplier } }')).data.serviceClasses).toEqual([{ multiplier: 1 }]);
    await gql(t, `mutation { updateServiceClass(id: ${klass.body.id}, input: { multiplier: 1.5 }) { id } }`, {}, staff);
    expect((await rest(t, 'GET', '/api/service-classes')).body[0].multiplier).toBe(1.5);
    expect((await gql(t, '{ serviceClasses { multiplier } }')).data.serviceClasses).toEqual([{ multiplier: 1.5 }]);
  });

  it('a write in one API process invalidates the cache of every other process (Redis pub/sub)', async () => {
    const pkg = await rest(t, 'POST', '/api/packages', { token: staff, json: { code: 'CACHE-2', name: 'Before' } });
    const otherNames = async () => names((await rest(other, 'GET', '/api/packages')).body);
    const otherGraphql = async () => (await gql(other, PACKAGES)).data.packages.map((p: { name: string }) => p.name);
    expect(await otherNames()).toContain('Before');
    expect(await otherGraphql()).toContain('Before');

    await rest(t, 'PATCH', `/api/packages/${pkg.body.id}`, { token: staff, json: { name: 'After' } });
    await eventually(async () => (await otherNames()).includes('After'));
    await eventually(async () => (await otherGraphql()).includes('After'));
    expect(await otherNames()).not.toContain('Before');
  });

  it('never serves one viewer’s answer to another', async () => {
    const mixed = '{ packages { id } bookings { total } }';
    expect((await gql(t, mixed)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, mixed, {}, staff)).data.bookings.total).toBe(0);
    expect((await gql(t, mixed)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    // A revoked or forged session is still refused on a cached catalogue read.
    expect((await rest(t, 'GET', '/api/packages', { token: 'forged.token.value' })).status).toBe(401);
    expect((await gql(t, PACKAGES, {}, 'forged.token.value')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('reads the database while Redis is unreachable, and still invalidates its own entries', async () => {
    let loads = 0;
    const cache = await createCatalogCache({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'down', log: t.app.log });
    const load = () => Promise.resolve(++loads);
    expect((await cache.read('packages', 'all', load)).value).toBe(1);
    expect((await cache.read('packages', 'all', load)).value).toBe(2);
    await cache.invalidate('packages');
    await cache.close();

    const local = await createCatalogCache({ keyPrefix: 'local', log: t.app.log });
    expect((await local.read('packages', 'all', load)).value).toBe(3);
    expect((await local.read('packages', 'all', load)).value).toBe(3);
    await local.invalidate('packages');
    expect((await local.read('packages', 'all', load)).value).toBe(4);
  });

  it('does not keep a load that raced an invalidation', async () => {
    const cache = await createCatalogCache({ keyPrefix: 'race', log: t.app.log });
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('packages', 'all', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.invalidate('packages');
    release('stale');
    expect((await slow).value).toBe('stale');
    expect((await cache.read('packages', 'all', () => Promise.resolve('fresh'))).value).toBe('fresh');
  });

  it('answers only anonymous catalogue queries before Yoga, each document once until a write', async () => {
    const cache = await createCatalogCache({ keyPrefix: 'graphql', log: t.app.log });
    const cachedAnswer = publicGraphqlCache(cache);
    let runs = 0;
    const execute = () => {
      runs += 1;
      return new Response(JSON.stringify({ data: { packages: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const request = (body: object, headers: Record<string, string> = {}) =>
      ({ method: 'POST', headers: { accept: 'application/json', ...headers }, body }) as unknown as FastifyRequest;
    const apollo = {
      operationName: 'Packages',
      query: 'query Packages { packages { id __typename } }',
      variables: {},
      extensions: { clientLibrary: { name: '@apollo/client', version: '4.0.0' } },
    };

    expect((await cachedAnswer(request(apollo), execute))?.body).toBe('{"data":{"packages":[]}}');
    await cachedAnswer(request(apollo), execute);
    expect(runs).toBe(1);
    await cache.invalidate('training');
    await cachedAnswer(request(apollo), execute);
    expect(runs).toBe(1);
    await cache.invalidate('packages');
    await cachedAnswer(request(apollo), execute);
    expect(runs).toBe(2);

    for (const [body, headers] of [
      [apollo, { authorization: 'Bearer token' }],
      [apollo, { 'x-booking-token': 'secret' }],
      [{ query: '{ packages { id } bookings { total } }' }, {}],
      [{ query: '{ me { id } }' }, {}],
      [{ query: 'mutation { deletePackage(id: 1) }' }, {}],
      [{ query: '{ ...Everything } fragment Everything on Query { packages { id } }' }, {}],
      [{ query: '{ __schema { types { name } } }' }, {}],
      [{ query: `{ packages { id } }${' '.repeat(4000)}` }, {}],
    ] as const) {
      expect(cachedAnswer(request(body, headers), execute)).toBeNull();
    }
  });
});

describe('a catalogue entry', () => {
  it('keeps its body as bytes and makes each compressed copy once, when first asked for', () => {
    const value = [{ id: 1, name: 'عمرة رمضان', description: 'Flights, visa and a hotel near the Haram. '.repeat(40) }];
    const entry = entryOf(value);
    expect(JSON.parse(entry.body.toString('utf8'))).toEqual(value);
    const br = entry.encoded('br');
    expect(entry.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(entry.body)).toBe(true);
    expect(gunzipSync(entry.encoded('gzip')).equals(entry.body)).toBe(true);
    expect(br.length).toBeLessThan(entry.body.length / 5);
  });
});
