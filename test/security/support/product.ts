import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';
import { expect, inject } from 'vitest';

import { freePort } from '../../../scripts/throwaway.ts';
import { productEnv } from './env.ts';
import { type Client, client, type Reply } from './http.ts';
import { compiledApi, type ProductInfo, root } from './run.ts';
import { sentSecrets } from './secrets.ts';

export const product = (): ProductInfo => inject('product');

/** A client of the running product connecting from a loopback address of its own (see http.ts). */
export const fromAddress = (address: string): Client => client(product().baseUrl, address);
/**
 * The client at 127.0.0.<host>. Each file keeps to its own hosts: booking access 5x, payments 6x, sessions 7x,
 * rate limits 8x and 127.0.1.x, holds 9x, GraphQL 10x, inputs 11x and 150-199, logs 12x, degraded 13x,
 * uploads 14x, production mode 200, outbox secrets 127.0.2.x, two-factor 127.0.3.x,
 * invitations 127.0.4.x, staff notes 127.0.5.x,
 * the listeners' staff 127.0.6.x, agencies 127.0.12.x; the global setup 1 and 250.
 */
export const from = (host: number): Client => fromAddress(`127.0.0.${host}`);

/** Everything the product processes of this run printed so far. */
export function productLogs(): string {
  const { runDir } = product();
  return readdirSync(runDir)
    .filter((name) => name.endsWith('.log'))
    .map((name) => readFileSync(path.join(runDir, name), 'utf8'))
    .join('\n');
}

let pool: pg.Pool | undefined;
/** Reads the product's database directly: what the attack left behind, and the operator's own secrets. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: product().databaseUrl, max: 2 });
  return (await pool.query(text, params)).rows as T[];
}
export async function closeDb() {
  await pool?.end();
  pool = undefined;
}

/** Polls until `check` gives a value; fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** What a stack trace, a source location or a database message looks like in a response body. */
const LEAK_MARKERS = ['    at ', '.ts:', 'prisma', 'invalid `'];

/** A refusal a client can act on: 4xx, and nothing of the server's insides. */
export function expectCleanRefusal(reply: Reply, what: string) {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  expectNoLeak(reply, what);
}

export function expectNoLeak(reply: Reply, what: string) {
  const body = reply.text.toLowerCase();
  for (const marker of LEAK_MARKERS) expect(body, `${what} leaks "${marker}"`).not.toContain(marker);
}

export type Exit = { code: number | null; output: string; timedOut: boolean };

/** Runs one compiled API process (as `npm start` runs it) with extra settings until it exits, or kills it after `timeoutMs`. */
export function runApiUntilExit(extra: Record<string, string>, port: number, timeoutMs: number): Promise<Exit> {
  const { databaseUrl, queuePrefix, uploadDir } = product();
  const env = productEnv({ databaseUrl, queuePrefix, uploadDir, port }, extra);
  return new Promise((resolve) => {
    const child = spawn(compiledApi.command, compiledApi.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/**
 * A second API process of the same install (same database, Redis prefix and settings unless `extra` changes
 * them, another port), as a load-balanced deployment runs them. Its output joins the run's logs.
 */
export async function startSecondApi(
  name: string,
  extra: Record<string, string> = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const { databaseUrl, queuePrefix, uploadDir, runDir } = product();
  const port = await freePort();
  const output = openSync(path.join(runDir, `${name}.log`), 'a');
  const env = productEnv({ databaseUrl, queuePrefix, uploadDir, port }, extra);
  const child = spawn(compiledApi.command, compiledApi.args, { cwd: root, env, stdio: ['ignore', output, output] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
    child.kill('SIGTERM');
    const exitedInTime = await Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
    if (!exitedInTime) child.kill('SIGKILL');
  };
  try {
    const probe = client(baseUrl, '127.0.0.1');
    await eventually(
      `${name} answering`,
      async () =>
        child.exitCode === null &&
        (await probe.get('/api/auth/setup-required').then(
          (r) => r.status === 200,
          () => false,
        )),
      60_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

// pino writes synchronously, but the last request's line may still be on its way through the pipe.
const LOG_SETTLE_MS = 300;

/** None of the secrets this file sent or received (see secrets.ts) appears in anything the product printed. */
export async function expectLogsFreeOfSecrets() {
  await new Promise((r) => setTimeout(r, LOG_SETTLE_MS));
  const logs = productLogs();
  const leaked = [...sentSecrets()].filter(([value]) => logs.includes(value)).map(([, what]) => what);
  expect(leaked, 'secrets that appear in the product logs').toEqual([]);
}
