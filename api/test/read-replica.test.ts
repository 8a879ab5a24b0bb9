import { createPrismaClient, ensureDatabase, migrateDatabase, type PrismaClient } from '@rihla/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dropDatabase } from '../../scripts/throwaway.ts';
import { aPackage } from '../../test/support/factories.ts';
import { gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

/**
 * DATABASE_REPLICA_URL against two real databases: the "replica" is a second throwaway database whose catalogue
 * differs from the primary's (no replication: which rows come back tells which database answered).
 */
const server = process.env.TEST_DATABASE_SERVER!;
const replicaName = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_replica`;
const replicaUrl = `${server}/${replicaName}`;

let replica: PrismaClient;
let t: TestApp;
let plain: TestApp;
let staff: string;
let onPrimary: number;
let onReplica: number;

const PUBLIC_PACKAGES = '{ packages { id name } }';
const names = (rows: unknown) => (rows as { name: string }[]).map((row) => row.name);

async function appReading(replicaSetting: string | undefined) {
  const before = process.env.DATABASE_REPLICA_URL;
  if (replicaSetting) process.env.DATABASE_REPLICA_URL = replicaSetting;
  else delete process.env.DATABASE_REPLICA_URL;
  try {
    return await startTestApp();
  } finally {
    if (before === undefined) delete process.env.DATABASE_REPLICA_URL;
    else process.env.DATABASE_REPLICA_URL = before;
  }
}

beforeAll(async () => {
  await ensureDatabase(replicaUrl);
  await migrateDatabase(replicaUrl);
  replica = createPrismaClient(replicaUrl, 2);
  // Both apps first: each starts by emptying the primary.
  plain = await appReading(undefined);
  t = await appReading(replicaUrl);
  const { token, user } = await userWithToken(t, 'STAFF');
  staff = token;
  onPrimary = (await aPackage(t.deps.db, { code: 'PRI', name: 'Primary Umrah', price: 1000 })).id;
  // The replica's copy of the same account, as replication would have it: its reviews name someone real.
  await replica.user.create({ data: { id: user.id, email: user.email, name: 'Amina Replica', passwordHash: 'x' } });
  // An id the primary cannot have yet, so that each database's package is found by id in that database only.
  onReplica = (await replica.package.create({ data: { id: 1000, code: 'REP', name: 'Replica Hajj', price: 2000 } })).id;
  await replica.review.create({ data: { rating: 4, comment: 'Only here', packageId: onReplica, userId: user.id } });
  await replica.transportMode.create({ data: { code: 'SHIP', name: 'Ship' } });
  await t.deps.db.transportMode.create({ data: { code: 'BUS', name: 'Bus' } });
});

afterAll(async () => {
  // The replica database goes even when the setup failed half way (no app, no client yet).
  try {
    for (const app of [t as TestApp | undefined, plain as TestApp | undefined]) await app?.app.close();
    await (replica as PrismaClient | undefined)?.$disconnect();
  } finally {
    await dropDatabase(server, replicaName);
  }
});

describe('DATABASE_REPLICA_URL', () => {
  it('serves the public catalogue from the replica, over REST and GraphQL', async () => {
    expect(names((await rest(t, 'GET', '/api/packages')).body)).toEqual(['Replica Hajj']);
    expect(names((await gql(t, PUBLIC_PACKAGES)).data.packages)).toEqual(['Replica Hajj']);
    expect((await rest(t, 'GET', `/api/packages/${onReplica}`)).status).toBe(200);
    expect((await rest(t, 'GET', `/api/packages/${onPrimary}`)).status).toBe(404);
    expect(names((await rest(t, 'GET', '/api/transport-modes')).body)).toEqual(['Ship']);
    const reviews = (await rest(t, 'GET', `/api/packages/${onReplica}/reviews`)).body as { items: unknown[] };
    expect(reviews.items).toMatchObject([{ rating: 4, comment: 'Only here', firstName: 'Amina' }]);
  });

  it('keeps staff reads on the primary', async () => {
    const { data } = await gql(t, '{ staffPackages { id name } }', {}, staff);
    expect(names(data.staffPackages)).toEqual(['Primary Umrah']);
  });

  it('writes to the primary only, and reads the primary right after a catalogue write', async () => {
    const created = await gql(
      t,
      'mutation ($input: PackageInput!) { createPackage(input: $input) { id name } }',
      { input: { code: 'NEW', name: 'Written Umrah', price: 1500 } },
      staff,
    );
    expect(created.errors).toBeUndefined();
    expect(await t.deps.db.package.count({ where: { code: 'NEW' } })).toBe(1);
    expect(await replica.package.count({ where: { code: 'NEW' } })).toBe(0);
    // The replica may not have the write yet: for a while the public pages read the primary, which does.
    expect(names((await rest(t, 'GET', '/api/packages')).body)).toEqual(['Primary Umrah', 'Written Umrah']);
  });

  it('reads the primary for everything without it', async () => {
    expect(names((await rest(plain, 'GET', '/api/packages')).body)).toEqual(['Primary Umrah', 'Written Umrah']);
    expect(names((await rest(plain, 'GET', '/api/transport-modes')).body)).toEqual(['Bus']);
  });
});
