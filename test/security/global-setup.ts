/**
 * Starts the product exactly as `npm start` does (`tsx scripts/start.ts`: migrate, seed, build the web app and the
 * server bundles if stale, then the compiled API + worker) on a fresh `rihla_sec_<run>` database, its own Redis prefix and a free port, with
 * nothing set but what a fresh install has. Its output goes to a file the log checks read. Then sets up what
 * every attack needs: the first admin, and one trip hold planted early so its one-minute expiry overlaps the
 * other attacks. Stops everything and drops the database at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { deleteRedisKeys, dropDatabase, freePort, stopProductGroup } from '../../scripts/throwaway.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { inDays, trainOptions } from './support/catalogue.ts';
import { productEnv } from './support/env.ts';
import { type Client, client } from './support/http.ts';
import { type PlantedHold, type ProductInfo, root, tsx } from './support/run.ts';

// A stale web app is rebuilt first (codegen + vite: about a minute on a busy machine).
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 10_000;
const ADMIN = { name: 'Security Admin', email: 'admin@security.example', password: 'Sec-admin-Password-2026!' };

export default async function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const server = process.env.TEST_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';
  const database = `rihla_sec_${run}`;
  const runDir = `/tmp/rihla-sec-${run}`;
  mkdirSync(runDir, { recursive: true });
  const port = await freePort();
  const settings = {
    databaseUrl: `${server}/${database}`,
    queuePrefix: `rihla-sec-${run}`,
    uploadDir: path.join(runDir, 'uploads'),
    port,
  };
  const logFile = path.join(runDir, 'product.log');
  const baseUrl = `http://127.0.0.1:${port}`;

  // Mail goes to an SMTP server as in production (sent links are minted and leave; none stays in the database), not
  // into the development mailbox, whose copies hold working links by design (docs/decisions/0013).
  const smtp = await startSmtpServer();
  const output = openSync(logFile, 'a');
  // Its own process group: the supervisor stops its children on SIGTERM; the group is the fallback.
  const product = spawn(tsx, ['scripts/start.ts'], {
    cwd: root,
    env: productEnv(settings, { SMTP_URL: smtp.url }),
    stdio: ['ignore', output, output],
    detached: true,
  });

  const teardown = async () => {
    await stopProductGroup(product, STOP_TIMEOUT_MS);
    await smtp.close();
    if (!process.env.KEEP_SECURITY_RUN) await dropDatabase(server, database);
    await deleteRedisKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', settings.queuePrefix);
    if (!process.env.KEEP_SECURITY_RUN) rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const setupClient = client(baseUrl, '127.0.0.1');
    await waitUntilServing(setupClient, product, logFile);
    const admin = await createFirstAdmin(setupClient);
    const info: ProductInfo = {
      baseUrl,
      ...settings,
      runDir,
      adminToken: admin.token,
      adminId: admin.id,
      plantedHold: await plantHold(client(baseUrl, '127.0.0.250')).catch((error: Error) => ({ error: error.message })),
    };
    project.provide('product', info);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function waitUntilServing(c: Client, product: ChildProcess, logFile: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (product.exitCode !== null) throw new Error(`npm start exited with ${product.exitCode}:\n${tail(logFile)}`);
    const ready = await c.get('/api/auth/setup-required').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`npm start did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

async function createFirstAdmin(c: Client): Promise<{ token: string; id: number }> {
  const reply = await c.post('/api/auth/register', { ...ADMIN, role: 'ADMIN' });
  if (reply.status !== 201 || reply.body.role !== 'ADMIN')
    throw new Error(`first admin not created: ${reply.status} ${reply.text}`);
  const me = await c.graphql('{ me { id } }', {}, { token: reply.body.token });
  return { token: reply.body.token, id: Number(me.body.data.me.id) };
}

/** Two seats of a train a week ahead, booked by a customer who never pays. */
async function plantHold(c: Client): Promise<PlantedHold> {
  const departDate = inDays(7);
  const passengers = 2;
  const option = (await trainOptions(c, departDate)).at(0);
  if (!option) throw new Error(`no train JED -> MED on ${departDate}`);
  const booked = await c.post('/api/custom-bookings', {
    optionId: option.id,
    passengers,
    // One name per passenger (issue #31): `name` alone books one passenger only.
    travellers: Array.from({ length: passengers }, (_, i) => ({ fullName: `Never Pays ${i + 1}` })),
    email: 'never-pays@security.example',
    acceptTerms: true,
  });
  if (booked.status !== 201) throw new Error(`trip booking failed: ${booked.status} ${booked.text.slice(0, 300)}`);
  const seatsHeld = (await trainOptions(c, departDate)).find((o) => o.id === option.id)?.seats ?? -1;
  return {
    bookingId: booked.body.booking.id,
    accessToken: booked.body.accessToken,
    optionId: option.id,
    departDate,
    passengers,
    seatsBefore: option.seats,
    seatsHeld,
    holdExpiresAt: booked.body.booking.holdExpiresAt ?? '',
  };
}
