/**
 * `npm run test:restarts`: the product rides out a restart of each of its dependencies (issue #28, item 5;
 * docs/runbook.md, "A dependency restarts"). Starts the product as `npm start` does (supervisor, compiled API and
 * worker) on a private PostgreSQL and a private Redis (scripts/restarts/servers.ts), then twice sends a burst of
 * signed payment events with 20 % duplicates, a failed delivery sent again every 2 s as Stripe retries:
 *
 * 1. Redis is killed at 30 % of the deliveries and comes back empty (no persistence): every booking is PAID once,
 *    and the job schedulers Redis lost exist again;
 * 2. PostgreSQL stops immediately at 30 % and is up again 3 s later: every booking is PAID once, and the API
 *    refused deliveries with 503 + Retry-After while it was down instead of acknowledging what it did not record.
 *
 * And through both: no process of the product exited (same PIDs). Prints a table and exits non-zero when a check
 * fails; everything it started is stopped either way (logs kept on failure, or with KEEP_RESTARTS_RUN=1).
 * A script like the scale proof, not a vitest file: it owns its servers and kills them, and it runs alone in
 * `npm test` (its timings would blur on a machine busy with the other suites). About two minutes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createPrismaClient } from '@rihla/db';
import { Redis } from 'ioredis';
import pg from 'pg';

import { type BenchBooking, burst, createBookings, PaidWatch, Webhook } from './bench/payments.ts';
import { guardedRun } from './guarded-run.ts';
import { log, root } from './lib.ts';
import { startPrivatePostgres, startPrivateRedis } from './restarts/servers.ts';
import { freePort, stopProductGroup } from './throwaway.ts';

const BOOKINGS = Number(process.env.RESTARTS_BOOKINGS || 300);
const CONCURRENCY = 16;
/** Stripe sends a failed delivery again; this proof every 2 s, for at most this long. */
const RETRY_EVERY_MS = 2_000;
const RETRY_FOR_MS = 60_000;
/** From the last acknowledgement to every booking PAID: the sweep's period (15 s) and then some. */
const DRAIN_MS = 90_000;
const POSTGRES_DOWN_MS = 3_000;
const START_TIMEOUT_MS = 240_000;
const RUN_TIMEOUT_MS = 8 * 60_000;
const PREFIX = 'rihla-restarts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const runDir = mkdtempSync(path.join(os.tmpdir(), 'rihla-restarts-'));
// PostgreSQL runs as the postgres user when this runs as root: it must reach its folder inside.
chmodSync(runDir, 0o755);
const productLog = path.join(runDir, 'product.log');

type Check = { check: string; figure: string; holds: boolean };
const checks: Check[] = [];
let failed = true;
let product: ChildProcess | undefined;
const { closers, cleanup } = guardedRun({
  runDir,
  keepLogs: Boolean(process.env.KEEP_RESTARTS_RUN),
  timeoutMs: RUN_TIMEOUT_MS,
  failed: () => failed,
});

/** The product's processes: every descendant of `npm start` (tsx, the supervisor, the API, the worker). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Stripe's side: a delivery not answered 200 is sent again every RETRY_EVERY_MS; the answers are counted. */
class RetryingProvider {
  delivered = 0;
  readonly refusals = new Map<string, number>();
  constructor(private readonly webhook: Webhook) {}

  async send(bookingId: number): Promise<number> {
    const deadline = Date.now() + RETRY_FOR_MS;
    for (;;) {
      try {
        const ms = await this.webhook.send(bookingId);
        this.delivered++;
        return ms;
      } catch (error) {
        const answer = (error as Error).message;
        this.refusals.set(answer, (this.refusals.get(answer) ?? 0) + 1);
        if (Date.now() > deadline) throw error;
        await sleep(RETRY_EVERY_MS);
      }
    }
  }
}

type Phase = { name: string; bookings: BenchBooking[]; disrupt: () => Promise<void> };

/** One burst with its disruption at 30 % of the deliveries; checks every booking PAID exactly once. */
async function payThrough(phase: Phase, webhook: Webhook, sql: pg.Pool, watch: PaidWatch) {
  const provider = new RetryingProvider(webhook);
  const duplicates = Math.round(phase.bookings.length * 0.2);
  const disruption = (async () => {
    while (provider.delivered < (phase.bookings.length + duplicates) * 0.3) await sleep(5);
    log(`${phase.name}: at ${provider.delivered} acknowledged deliveries`);
    await phase.disrupt();
  })();
  const figures = await burst(provider, watch, sql, phase.bookings, duplicates, CONCURRENCY, DRAIN_MS);
  await disruption;
  const ids = phase.bookings.map((b) => b.id);
  const { rows } = await sql.query<{ unpaid: string; twice: string; unprocessed: string }>(
    `SELECT
       (SELECT count(*) FROM unnest($1::int[]) b(id) WHERE NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."bookingId" = b.id)) AS unpaid,
       (SELECT count(*) FROM (SELECT "bookingId" FROM "Payment" WHERE "bookingId" = ANY($1) GROUP BY 1 HAVING count(*) > 1) t) AS twice,
       (SELECT count(*) FROM "PaymentEvent" WHERE id = ANY($2) AND ("processedAt" IS NULL OR "deadAt" IS NOT NULL)) AS unprocessed`,
    [ids, ids.map((id) => `evt_bench_${id}`)],
  );
  const refusals = [...provider.refusals].map(([answer, n]) => `${n}× ${answer}`).join(', ') || 'none';
  const [unpaid, twice, unprocessed] = [rows[0].unpaid, rows[0].twice, rows[0].unprocessed].map(Number);
  checks.push(
    {
      check: `${phase.name}: every booking PAID (${ids.length} + ${duplicates} duplicates)`,
      figure: `${figures.paid} PAID in ${figures.paidSeconds.toFixed(1)} s; refused before the ack: ${refusals}`,
      holds: figures.paid === ids.length && unpaid === 0,
    },
    {
      check: `${phase.name}: 0 lost, 0 doubled, every event processed`,
      figure: `${unpaid} without a payment, ${twice} with two, ${figures.doubled} PAID twice, ${unprocessed} events unprocessed or dead`,
      holds: unpaid === 0 && twice === 0 && figures.doubled === 0 && unprocessed === 0,
    },
  );
  return provider;
}

/** The job schedulers in Redis: each queue's `<prefix>:<queue>:repeat` sorted set, by scheduler id. */
async function jobSchedulers(redisUrl: string): Promise<string[]> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const sets = await client.keys(`${PREFIX}:*:repeat`);
    const ids = await Promise.all(
      sets.map(async (key) => (await client.zrange(key, '0', '-1')).map((id) => `${key}:${id}`)),
    );
    return ids.flat().sort();
  } finally {
    client.disconnect();
  }
}

try {
  const postgres = await startPrivatePostgres(runDir);
  closers.push(() => postgres.stop());
  const redis = await startPrivateRedis(runDir);
  closers.push(() => redis.stop());
  const databaseUrl = `${postgres.serverUrl}/rihla_restarts`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`private PostgreSQL ${postgres.serverUrl}, private Redis ${redis.url}; logs in ${runDir}`);
  product = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: PREFIX,
      UPLOAD_DIR: path.join(runDir, 'uploads'),
    },
    stdio: ['ignore', openSync(productLog, 'a'), openSync(productLog, 'a')],
    detached: true,
  });
  // The supervisor's SIGTERM stops its children; the process group takes whatever outlived it.
  closers.push(() => stopProductGroup(product, 15_000));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (product.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm start did not come up (see ${productLog})`);
    await sleep(500);
  }
  const processes = descendants(product.pid!).sort();
  log(`product up on ${baseUrl}: processes ${processes.join(', ')}`);

  const db = createPrismaClient(databaseUrl);
  const secret = (await db.installSecret.findUniqueOrThrow({ where: { name: 'demo-webhook' } })).value;
  const redisBookings = await createBookings(db, BOOKINGS, 'redis');
  const postgresBookings = await createBookings(db, BOOKINGS, 'postgres');
  await db.$disconnect();
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // Its connections die with the PostgreSQL restart: the pool drops them and opens new ones.
  sql.on('error', () => undefined);
  closers.push(() => sql.end());
  const webhook = new Webhook(new URL(`${baseUrl}/api/payments/webhook`), secret);
  closers.push(() => webhook.close());
  const watch = new PaidWatch(redis.url, PREFIX, sql);
  closers.push(() => watch.close());

  const schedulersBefore = await jobSchedulers(redis.url);
  await payThrough(
    { name: 'Redis restarted empty', bookings: redisBookings, disrupt: () => redis.restartEmpty() },
    webhook,
    sql,
    watch,
  );
  const schedulersAfter = await jobSchedulers(redis.url);
  const missing = schedulersBefore.filter((id) => !schedulersAfter.includes(id));
  checks.push({
    check: 'Redis restarted empty: the job schedulers exist again',
    figure: missing.length
      ? `missing: ${missing.join(', ')}`
      : `${schedulersAfter.length} of ${schedulersBefore.length}`,
    holds: schedulersBefore.length > 0 && missing.length === 0,
  });

  const provider = await payThrough(
    {
      name: 'PostgreSQL restarted',
      bookings: postgresBookings,
      async disrupt() {
        await postgres.stopImmediately();
        await sleep(POSTGRES_DOWN_MS);
        await postgres.start();
      },
    },
    webhook,
    sql,
    watch,
  );
  const answers = [...provider.refusals.keys()];
  checks.push({
    check: 'PostgreSQL down: deliveries refused with 503, never a 200 for an unrecorded event',
    figure: answers.join(', ') || 'none refused',
    holds: answers.length > 0 && answers.every((answer) => answer === 'webhook answered 503'),
  });

  const processesAfter = descendants(product.pid!).sort();
  checks.push({
    check: 'no process of the product exited',
    figure: `before ${processes.join(', ')}; after ${processesAfter.join(', ')}`,
    holds: processes.length >= 3 && processes.join() === processesAfter.join(),
  });
} catch (error) {
  console.error(error);
  checks.push({ check: 'the run', figure: `error: ${(error as Error).message.split('\n')[0]}`, holds: false });
} finally {
  const width = Math.max(...checks.map((c) => c.check.length));
  console.log(
    `\n${checks.map((c) => `${c.holds ? 'ok  ' : 'FAIL'}  ${c.check.padEnd(width)}  ${c.figure}`).join('\n')}\n`,
  );
  failed = checks.some((c) => !c.holds);
  if (failed) console.error('[rihla] some checks did not hold');
  await cleanup();
}
process.exit(failed ? 1 : 0);
