/**
 * `npm run test:scale`: Rihla as several processes on one machine, proved (issue #17, docs/capacity.md). Starts
 * the compiled product as `npm start` does, but 3 APIs (TRUST_PROXY=1) behind Debian's nginx, 2 workers, and
 * PgBouncer in transaction mode in front of PostgreSQL, on a throwaway database and Redis prefix; then checks:
 *
 * - 2,000 signed payment events + 20 % duplicates spread over nginx and each API: every booking PAID exactly once;
 * - the same with one worker and one API SIGKILLed a third in: still none lost or doubled, and the drain time;
 * - the login limit counts once for the cluster, and a forged X-Forwarded-For through nginx does not escape it;
 * - a checkout subscribed on API A is pushed PAID for an event API B received;
 * - a staff edit through API A is served by the other APIs within a second;
 * - each periodic job ran once per period, not once per worker;
 * - and first, without Docker: the compose `scale` profile parses and its nginx site passes `nginx -t`.
 *
 * Prints a table of figures and exits non-zero when a check fails; everything it started is stopped either way
 * (logs kept on failure, or with KEEP_SCALE_RUN=1). Knobs (env): SCALE_EVENTS (2000), SCALE_KILL_EVENTS (1000),
 * SCALE_DATABASE_SERVER, REDIS_URL.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createPrismaClient } from '@rihla/db';
import pg from 'pg';

import { bundleServersIfStale } from './bundle.ts';
import { guardedRun } from './guarded-run.ts';
import { log, prepareDatabase } from './lib.ts';
import { catalogReads, checkoutPush, loginLimit, schedulerRuns, staffEdit } from './scale/checks.ts';
import { type Cluster, startCluster } from './scale/cluster.ts';
import { checkComposeProfile } from './scale/compose.ts';
import { startDatabasePool } from './scale/database.ts';
import { payments as startPayments } from './scale/payments.ts';
import {
  catalogCheck,
  type Check,
  editCheck,
  loginCheck,
  paymentChecks,
  pushCheck,
  schedulerChecks,
  table,
  usageCheck,
} from './scale/report.ts';
import { measureUsage, OWN_APPLICATION_NAME } from './scale/usage.ts';
import { deleteRedisKeys, dropDatabase } from './throwaway.ts';

const EVENTS = Number(process.env.SCALE_EVENTS || 2000);
const KILL_EVENTS = Number(process.env.SCALE_KILL_EVENTS || 1000);
const SERVER = process.env.SCALE_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const AUTH_LIMIT = 10;
/** Past a scheduler's period, time for its job to be promoted, taken and completed. */
const SCHEDULER_MARGIN_MS = 5_000;
/** Past this the run is stuck: it fails and cleans up rather than hold CI. */
const RUN_TIMEOUT_MS = 10 * 60_000;

const started = Date.now();
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const database = `rihla_scale_${tag}`;
const prefix = `rihla-scale-${tag}`;
const runDir = mkdtempSync(path.join(os.tmpdir(), 'rihla-scale-'));

let cluster: Cluster | undefined;
let failed = true;
const { closers, cleanup } = guardedRun({
  runDir,
  keepLogs: Boolean(process.env.KEEP_SCALE_RUN),
  timeoutMs: RUN_TIMEOUT_MS,
  failed: () => failed,
});
// The run's database and Redis keys go last, once every process using them stopped.
closers.push(
  () => deleteRedisKeys(REDIS_URL, prefix),
  () => dropDatabase(SERVER, database),
);

const checks: Check[] = [];
/** Runs one check; an error fails that check with its message, and the run goes on to the others. */
async function check(name: string, run: () => Promise<Check[]>) {
  try {
    checks.push(...(await run()));
  } catch (error) {
    console.error(error);
    checks.push({
      check: name,
      figure: `error: ${(error as Error).message.split('\n')[0].slice(0, 200)}`,
      holds: false,
    });
  }
}

try {
  await check('compose `scale` profile', async () => {
    const compose = await checkComposeProfile();
    const problems = compose.problems.join('; ');
    return [
      {
        check: 'compose `scale` profile parses; nginx -t of its site',
        figure: problems || compose.summary,
        holds: !problems,
      },
    ];
  });
  await bundleServersIfStale(log);
  const directUrl = `${SERVER}/${database}`;
  await prepareDatabase(directUrl);
  const pool = await startDatabasePool(directUrl);
  closers.push(() => pool.stop());
  log(`database ${database} ${pool.description}; Redis prefix ${prefix}; logs in ${runDir}`);

  // This script's own connections go straight to PostgreSQL, named so that usage.ts can tell them apart.
  const ownUrl = `${directUrl}?application_name=${OWN_APPLICATION_NAME}`;
  const db = createPrismaClient(ownUrl);
  closers.push(() => db.$disconnect());
  const sql = new pg.Pool({ connectionString: ownUrl, max: 4 });
  // The database is dropped WITH (FORCE) at the end: a connection it cuts must not crash the run as an unhandled error.
  sql.on('error', () => undefined);
  closers.push(() => sql.end());

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: pool.url,
    QUEUE_PREFIX: prefix,
    UPLOAD_DIR: path.join(runDir, 'uploads'),
    // Exactly one hop: nginx. Direct calls to an API (this script's) could name any address, which the login
    // check uses to pick its own.
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    // The documents and seat-allocation jobs look hourly in production; every scheduler must have a slot within this
    // run's window.
    DOCUMENT_JOBS_EVERY_MS: '20000',
  };
  log('starting 3 APIs, 2 workers and nginx');
  cluster = await startCluster(env, runDir, { apis: 3, workers: 2 });
  closers.push(() => cluster?.stop());
  const running = cluster;
  const windowStart = Date.now();
  const [apiA, apiB, apiC] = running.apis;
  const payments = await startPayments(running, db, sql, REDIS_URL, prefix);
  closers.push(() => payments.close());

  log('catalogue reads: one API, then nginx over 3');
  await check('catalogue reads', async () => [catalogCheck(await catalogReads(running))]);

  log(`payments: ${EVENTS} events + 20 % duplicates over nginx and the 3 APIs`);
  await check('payments', async () => {
    const [run, usage] = await measureUsage(sql, REDIS_URL, database, () => payments.run('scale', EVENTS));
    return [...paymentChecks(run), usageCheck(usage, run.events + run.duplicates)];
  });

  log(`payments: ${KILL_EVENTS} more, worker-1 and api-C SIGKILLed a third in`);
  const victims = [running.workers[0], apiC];
  await check('payments with kills', async () =>
    paymentChecks(await payments.run('kill', KILL_EVENTS, victims), 'worker-1 and api-C'),
  );
  for (const victim of victims) await running.restart(victim);

  log('login limit, checkout push, staff edit');
  await check('login limit', async () => [loginCheck(await loginLimit(running, AUTH_LIMIT))]);
  await check('checkout push', async () => [pushCheck(await checkoutPush(payments, apiA, apiB))]);
  await check('staff edit', async () => [editCheck(await staffEdit(running, apiA))]);
  await check('periodic jobs', async () => {
    // Every scheduler must have had a slot in the window: on a fast run, wait for the longest period to fit.
    const periods = (await schedulerRuns(REDIS_URL, prefix, windowStart)).map((r) => r.everyMs);
    const wait = windowStart + Math.max(0, ...periods) + SCHEDULER_MARGIN_MS - Date.now();
    if (wait > 0) {
      log(`waiting ${Math.ceil(wait / 1000)} s so the longest job scheduler period fits the window`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return schedulerChecks(await schedulerRuns(REDIS_URL, prefix, windowStart), Date.now() - windowStart);
  });

  console.log(`\n${table(checks, started, pool.description)}\n`);
  const broken = checks.filter((c) => !c.holds);
  if (broken.length) console.error(`[rihla] ${broken.length} check(s) did not hold`);
  failed = broken.length > 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
