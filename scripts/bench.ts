/**
 * `npm run bench`: the compiled product, started as `npm start` starts it (API and worker bundles, each its own
 * `node` process, default settings), measured warm against a floor measured in the same run:
 *
 * - catalogue: `GET /api/packages` and GraphQL `{ packages {...} }`, Rihla vs a plain Fastify + pg server
 *   (scripts/bench/floor.ts: same rows, same JSON), interleaved rounds, BENCH_CONNECTIONS keep-alive clients;
 *   and `GET /api/packages` against the ceiling: plain Fastify sending the same bytes from memory, what one
 *   request costs with no hook, header or log (the cost of the product's request path is the ratio), in
 *   alternating 1 s slices, with each server's CPU per request (/proc: steadier than req/s on a shared machine);
 * - payments: webhook ack and event -> PAID one event at a time, the checkout push (GraphQL subscription over
 *   SSE: webhook 200 -> PAID on the stream), and a burst of signed events with duplicates (PAID per second, lost,
 *   doubled);
 * - startup (spawn -> answering) and resident memory of the API and the worker.
 *
 * Own database `rihla_bench` (dropped, migrated and seeded like `npm start` at every run), own queue prefix, free
 * ports. Prints one Markdown table with ratios and goals; exits non-zero if a payment was lost or doubled or a
 * catalogue request failed. Knobs (env): BENCH_SECONDS (per target, 8), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP_SECONDS (2), BENCH_SEQUENTIAL (200), BENCH_PUSH (20), BENCH_BURST (1000), BENCH_DUPLICATES (200),
 * BENCH_BURST_CONCURRENCY (20), BENCH_STARTS (3), BENCH_DATABASE_SERVER, BENCH_NODE_ARGS (extra node flags for the
 * API and the worker, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). The burst also reports CPU ms per event of
 * each party (scripts/bench/cpu.ts): on a shared machine that moves far less than events per second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createPrismaClient } from '@rihla/db';
import pg from 'pg';

import { ceilingSendsRihlasBytes, combine, load, type LoadFigures, sameAnswers } from './bench/catalogue.ts';
import { cpuPerUnit, processCpuMs, sampleCpu } from './bench/cpu.ts';
import { burst, createBookings, PaidWatch, push, sequential, Webhook } from './bench/payments.ts';
import { rssMiB, type Running, startApi, startFloor, startWorker, stop } from './bench/processes.ts';
import { type Row, table } from './bench/report.ts';
import { percentile } from './bench-lib.ts';
import { bundleServersIfStale } from './bundle.ts';
import { log, prepareDatabase } from './lib.ts';
import { deleteRedisKeys, dropDatabase, freePort } from './throwaway.ts';

const num = (name: string, fallback: number) => Number(process.env[name] || fallback);
const SECONDS = num('BENCH_SECONDS', 8);
const ROUNDS = num('BENCH_ROUNDS', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const WARMUP_SECONDS = num('BENCH_WARMUP_SECONDS', 2);
const SEQUENTIAL = num('BENCH_SEQUENTIAL', 200);
const PUSHES = num('BENCH_PUSH', 20);
const BURST = num('BENCH_BURST', 1000);
const DUPLICATES = num('BENCH_DUPLICATES', 200);
const BURST_CONCURRENCY = num('BENCH_BURST_CONCURRENCY', 20);
const STARTS = Math.max(1, num('BENCH_STARTS', 3));
const SERVER = process.env.BENCH_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const databaseUrl = `${SERVER}/rihla_bench`;
const prefix = `rihla-bench-${Date.now().toString(36)}`;
const runDir = mkdtempSync(path.join(os.tmpdir(), 'rihla-bench-'));
const started = Date.now();
const loadAtStart = os.loadavg();

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// 1. The compiled product and a fresh database, prepared by the same steps as `npm start`.
await bundleServersIfStale(log);
await dropDatabase(SERVER, 'rihla_bench');
await prepareDatabase(databaseUrl);
const db = createPrismaClient(databaseUrl);
const warmBookings = await createBookings(db, 5, 'warm');
const rewarmBookings = await createBookings(db, 20, 'rewarm');
const sequentialBookings = await createBookings(db, SEQUENTIAL, 'seq');
const pushBookings = await createBookings(db, PUSHES, 'push');
const burstBookings = await createBookings(db, BURST, 'burst');
const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });

// Everything `npm start` passes (the caller's environment, defaults for the rest), on this run's database,
// queue prefix, upload folder and ports.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  QUEUE_PREFIX: prefix,
  UPLOAD_DIR: path.join(runDir, 'uploads'),
};
const apiPort = await freePort();
const floorPort = await freePort();
const rihla = `http://127.0.0.1:${apiPort}`;
const floorBase = `http://127.0.0.1:${floorPort}`;

let api: Running | undefined;
let worker: Running | undefined;
let floor: Running | undefined;
const watch = new PaidWatch(REDIS_URL, prefix, sql);
let webhook: Webhook | undefined;
let failed = false;
try {
  // 2. Startup: API and worker spawned together, as `npm start` does; the last start stays up.
  const apiStarts: number[] = [];
  const workerStarts: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    [api, worker] = await Promise.all([
      startApi(env, apiPort, path.join(runDir, 'api.log')),
      startWorker(env, path.join(runDir, 'worker.log')),
    ]);
    apiStarts.push(api.startupMs);
    workerStarts.push(worker.startupMs);
    if (i < STARTS - 1) await Promise.all([stop(api), stop(worker)]);
  }
  if (!api || !worker) throw new Error('the product did not start');
  floor = await startFloor(env, floorPort, path.join(runDir, 'floor.log'));
  const rssStarted = { api: rssMiB(api.child), worker: rssMiB(worker.child), floor: rssMiB(floor.child) };
  log(`API, worker and floor running (logs in ${runDir}); warming up`);

  // 3. Warm: same answers checked, a few seconds of each load, a few payments through the whole pipeline.
  const notes: string[] = [];
  for (const target of ['rest', 'graphql'] as const) {
    const note = await sameAnswers(floorBase, rihla, target);
    if (note) notes.push(note);
    for (const base of [floorBase, rihla]) await load(base, target, CONNECTIONS, WARMUP_SECONDS);
  }
  const ceilingNote = await ceilingSendsRihlasBytes(floorBase, rihla);
  if (ceilingNote) notes.push(ceilingNote);
  await load(floorBase, 'ceiling', CONNECTIONS, WARMUP_SECONDS);
  const secret = (await db.installSecret.findUniqueOrThrow({ where: { name: 'demo-webhook' } })).value;
  webhook = new Webhook(new URL(`${rihla}/api/payments/webhook`), secret);
  await watch.listen();
  await sequential(webhook, watch, warmBookings);
  if (!watch.live) notes.push('no live PAID messages on Redis: event -> PAID polled from the database every 2 ms');

  // 4. Catalogue: interleaved rounds, the order flipped every round. Rihla's REST load alternates with the ceiling's
  // in 1 s slices (on a shared machine a neighbour's burst then hits both), with the CPU each server spent.
  const roundSeconds = SECONDS / ROUNDS;
  const slices = Math.max(1, Math.round(roundSeconds));
  type Who = 'floor' | 'rihla' | 'ceiling';
  const runs = {
    rest: { floor: [], rihla: [], ceiling: [] } as Record<Who, LoadFigures[]>,
    graphql: { floor: [], rihla: [], ceiling: [] } as Record<Who, LoadFigures[]>,
  };
  const sliceCpuMs = { rihla: 0, ceiling: 0 };
  const restSlices = async () => {
    for (let slice = 0; slice < slices; slice++) {
      for (const who of slice % 2 === 0 ? (['rihla', 'ceiling'] as const) : (['ceiling', 'rihla'] as const)) {
        const pid = (who === 'rihla' ? api : floor)!.child.pid!;
        const before = processCpuMs(pid);
        const [base, target] = who === 'rihla' ? [rihla, 'rest' as const] : [floorBase, 'ceiling' as const];
        runs.rest[who].push(await load(base, target, CONNECTIONS, roundSeconds / slices));
        sliceCpuMs[who] += processCpuMs(pid) - before;
      }
    }
  };
  log(`catalogue: ${CONNECTIONS} connections, ${ROUNDS} x ${roundSeconds} s per target, interleaved`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of ['rest', 'graphql'] as const) {
      const floorFirst = round % 2 === 0;
      const floorRun = () => load(floorBase, target, CONNECTIONS, roundSeconds).then((f) => runs[target].floor.push(f));
      if (floorFirst) await floorRun();
      if (target === 'rest') await restSlices();
      else runs.graphql.rihla.push(await load(rihla, 'graphql', CONNECTIONS, roundSeconds));
      if (!floorFirst) await floorRun();
    }
  }
  const rssLoaded = { api: rssMiB(api.child), floor: rssMiB(floor.child) };
  const catalogue = {
    rest: { floor: combine(runs.rest.floor), rihla: combine(runs.rest.rihla) },
    graphql: { floor: combine(runs.graphql.floor), rihla: combine(runs.graphql.rihla) },
  };
  const ceiling = combine(runs.rest.ceiling);

  // 5. Payments, one at a time, then the checkout push, then the burst.
  log(`payments: ${SEQUENTIAL} sequential events, ${PUSHES} checkout pushes, burst ${BURST} + ${DUPLICATES}`);
  // Warmed again, not measured: 20 s of catalogue load went by since the payment path last ran, and its first event
  // after that took 16-22 ms in every run, a cold start that the steady state's p99 is not about. (The warm-up of
  // step 3 stays, so the memory measured after the catalogue includes the payment path's modules.)
  const rewarm = await sequential(webhook, watch, rewarmBookings);
  const seq = await sequential(webhook, watch, sequentialBookings);
  const pushed = await push(rihla, webhook, pushBookings);
  const parties = { API: api.child.pid, worker: worker.child.pid, bench: process.pid };
  const cpuBefore = await sampleCpu(parties, sql);
  const bursted = await burst(webhook, watch, sql, burstBookings, DUPLICATES, BURST_CONCURRENCY);
  const burstCpu = cpuPerUnit(cpuBefore, await sampleCpu(parties, sql), bursted.events);
  const rssWorker = rssMiB(worker.child);
  // After the payment phases: the API has been lightly loaded for a while, so V8 may have shrunk its heap.
  const rssApiEnd = rssMiB(api.child);

  // 6. The table.
  const ms = (v: number) => (Number.isFinite(v) ? (v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`) : 'n/a');
  const mib = (v: number) => `${v.toFixed(0)} MiB`;
  const rps = (f: LoadFigures) => `${f.rps.toFixed(0)} req/s (p50 ${f.p50} ms, p99 ${f.p99} ms)`;
  const p = (values: number[], q: number) =>
    percentile(
      [...values].sort((a, b) => a - b),
      q,
    );
  const timeRatio = (t: keyof typeof catalogue) => catalogue[t].floor.rps / catalogue[t].rihla.rps;
  const ceilingRatio = ceiling.rps / catalogue.rest.rihla.rps;
  const cpuPerRequest = (who: 'rihla' | 'ceiling', figures: LoadFigures) => (sliceCpuMs[who] * 1000) / figures.requests;
  const cpuUs = { rihla: cpuPerRequest('rihla', catalogue.rest.rihla), ceiling: cpuPerRequest('ceiling', ceiling) };
  const eventsPerSecond = bursted.events / bursted.paidSeconds;
  const rows: Row[] = [
    {
      measure: 'GET /api/packages',
      floor: rps(catalogue.rest.floor),
      rihla: rps(catalogue.rest.rihla),
      ratio: timeRatio('rest'),
      goal: '≤ 1.3x',
      met: timeRatio('rest') <= 1.3,
    },
    {
      measure: 'raw Fastify serving the same bytes from memory (ceiling)',
      floor: `${rps(ceiling)}; ${cpuUs.ceiling.toFixed(0)} µs of CPU per request`,
      rihla: '',
    },
    {
      measure: 'cached GET /api/packages vs that ceiling (alternating 1 s slices)',
      rihla:
        `${rps(catalogue.rest.rihla)}; ${cpuUs.rihla.toFixed(0)} µs of CPU per request, ` +
        `${(cpuUs.rihla / cpuUs.ceiling).toFixed(1)}x the ceiling's`,
      ratio: ceilingRatio,
      goal: '≤ 2.5x',
      met: ceilingRatio <= 2.5,
    },
    {
      measure: 'GraphQL `{ packages {...} }`',
      floor: rps(catalogue.graphql.floor),
      rihla: rps(catalogue.graphql.rihla),
      ratio: timeRatio('graphql'),
      goal: '≤ 1.5x',
      met: timeRatio('graphql') <= 1.5,
    },
    {
      measure: `webhook ack p50 / p99 (sequential, n=${seq.acks.length})`,
      rihla: `${ms(p(seq.acks, 50))} / ${ms(p(seq.acks, 99))}`,
      goal: 'p99 < 10 ms',
      met: p(seq.acks, 99) < 10,
    },
    {
      measure: 'webhook ack of the first event after the catalogue load (cold, not in the p99)',
      rihla: ms(rewarm.acks[0] ?? NaN),
    },
    {
      measure: `event -> PAID p50 / p95 (sequential${watch.live ? '' : ', polled'})`,
      rihla: `${ms(p(seq.toPaid, 50))} / ${ms(p(seq.toPaid, 95))}`,
      goal: 'p95 < 100 ms',
      met: p(seq.toPaid, 95) < 100,
    },
    pushed.available
      ? {
          measure: `checkout push p50 / p95 (webhook 200 -> SSE PAID, n=${pushed.latencies.length}${pushed.missed ? `, ${pushed.missed} missed` : ''})`,
          rihla: `${ms(p(pushed.latencies, 50))} / ${ms(p(pushed.latencies, 95))}`,
          goal: 'p95 < 300 ms',
          met: pushed.missed === 0 && p(pushed.latencies, 95) < 300,
        }
      : { measure: 'checkout push', rihla: 'push: not available', goal: '< 300 ms', met: false },
    {
      measure: `burst: ${bursted.events} events + ${bursted.duplicates} duplicates, ${bursted.concurrency} at a time`,
      rihla: `${eventsPerSecond.toFixed(0)} events/s reach PAID (acks p50 ${ms(p(bursted.acks, 50))}, p99 ${ms(p(bursted.acks, 99))})`,
      goal: '≥ 300 events/s',
      met: eventsPerSecond >= 300,
    },
    {
      measure: 'burst: CPU per event reaching PAID (duplicates included in the work)',
      rihla: Object.entries(burstCpu)
        .map(([party, cpuMs]) => `${party} ${cpuMs.toFixed(2)} ms`)
        .join(', '),
    },
    {
      measure: 'burst: lost / doubled',
      rihla: `${bursted.lost} / ${bursted.doubled}`,
      goal: '0 / 0',
      met: bursted.lost === 0 && bursted.doubled === 0,
    },
    {
      measure: `API startup (spawn -> answering, median of ${STARTS})`,
      floor: ms(floor.startupMs),
      rihla: ms(median(apiStarts)),
      ratio: median(apiStarts) / floor.startupMs,
      goal: '< 1.5 s',
      met: median(apiStarts) < 1500,
    },
    {
      measure: 'API RSS after the catalogue load (just started; at the end)',
      floor: `${mib(rssLoaded.floor)} (${mib(rssStarted.floor)})`,
      rihla: `${mib(rssLoaded.api)} (${mib(rssStarted.api)}; ${mib(rssApiEnd)})`,
      ratio: rssLoaded.api / rssLoaded.floor,
      goal: '< 150 MiB',
      met: rssLoaded.api < 150,
    },
    {
      measure: `worker startup (spawn -> ready, median of ${STARTS}) / RSS after the burst (just started)`,
      rihla: `${ms(median(workerStarts))} / ${mib(rssWorker)} (${mib(rssStarted.worker)})`,
    },
  ];
  const cpus = os.cpus();
  console.log(
    [
      '',
      `## npm run bench: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.hostname()}, ` +
        `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
        `Node ${process.version}`,
      `load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; LOG_LEVEL ${process.env.LOG_LEVEL || 'info (default)'}; ` +
        `${CONNECTIONS} connections, ${ROUNDS} x ${roundSeconds} s per catalogue target; ratio = Rihla's time / floor's`,
      '',
      table(rows),
      ...notes.map((n) => `\nNote: ${n}`),
      ...(pushed.available ? [] : [`\npush: not available (${pushed.reason})`]),
      '',
      `(${Math.round((Date.now() - started) / 1000)} s in all)`,
    ].join('\n'),
  );
  const catalogFailures =
    Object.values(catalogue).reduce((n, t) => n + t.floor.failed + t.rihla.failed, 0) + ceiling.failed;
  if (catalogFailures) console.error(`${catalogFailures} catalogue requests failed`);
  failed = bursted.lost > 0 || bursted.doubled > 0 || catalogFailures > 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  webhook?.close();
  watch.close();
  await Promise.all([stop(api), stop(worker), stop(floor)]);
  await sql.end();
  await db.$disconnect();
  await deleteRedisKeys(REDIS_URL, prefix);
  if (!failed && !process.env.KEEP_BENCH_RUN) rmSync(runDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
