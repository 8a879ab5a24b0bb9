/**
 * `npm run bench:search`: a steady load of varied trip searches against the real app and database.
 * The app is built in-process and listens on a random local port; BENCH_CLIENTS clients (default 20) each send
 * one request at a time for BENCH_SECONDS (default 10) over keep-alive HTTP. Prints p50/p95/p99 latency and
 * requests per second. The database (rihla_bench_search: never the app's own) is
 * created and migrated if needed; an empty one gets the demo catalogue, and an empty timetable the demo network,
 * so the figures are always measured on the seeded network. Searches only read: nothing else is written.
 */
import type { AddressInfo } from 'node:net';

import { createPrismaClient, databaseUrl } from '@rihla/db';

import { seedNetwork } from '../prisma/seed/network.ts';
import { benchDatabaseUrl, percentile } from './bench-lib.ts';
import { log, prepareDatabase } from './lib.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = 2;
process.env.LOG_LEVEL ||= 'error';
process.env.DATABASE_URL = benchDatabaseUrl('search');

async function ensureNetwork() {
  const db = createPrismaClient();
  try {
    if ((await db.scheduledService.count()) > 0) return;
    const services = await db.$transaction((tx) => seedNetwork(tx), { timeout: 60_000 });
    log(`seeded the trip network (${services} scheduled services)`);
  } finally {
    await db.$disconnect();
  }
}

// What pilgrims search: international arrivals, rail and coach between the holy cities, ferries, round trips.
const routes: Record<string, string>[] = [
  { origin: 'LHR', destination: 'JED' },
  { origin: 'LHR', destination: 'MED', tripType: 'ROUNDTRIP' },
  { origin: 'IST', destination: 'JED', klass: 'BUSINESS' },
  { origin: 'CAI', destination: 'MED' },
  { origin: 'KUL', destination: 'JED', passengers: '4' },
  { origin: 'CGK', destination: 'Madinah', tripType: 'ROUNDTRIP' },
  { origin: 'DXB', destination: 'JED', modes: 'FLIGHTS' },
  { origin: 'KHI', destination: 'JED', klass: 'COMMONER' },
  { origin: 'LOS', destination: 'MED' },
  { origin: 'JED', destination: 'MED', modes: 'TRAIN,BUS', passengers: '2' },
  { origin: 'Mecca', destination: 'Medina', tripType: 'ROUNDTRIP', sort: 'PRICE' },
  { origin: 'Madinah', destination: 'Makkah', modes: 'TRAIN', klass: 'ROYAL' },
  { origin: 'جدة', destination: 'مكة', modes: 'BUS,TRAIN', times: 'MORNING,EVENING' },
  { origin: 'Haramain Railway King Abdulaziz Airport Station', destination: 'Haramain Railway Madinah Station' },
  { origin: 'Safaga Port', destination: 'Jeddah Islamic Port', modes: 'FERRY' },
  { origin: 'Jeddah', destination: 'Heathrow', passengers: '3', sort: 'DURATION' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The n-th search of the mix: a route on one of the next 60 days (return a week later for round trips). */
function searchUrl(n: number): string {
  const route = routes[n % routes.length];
  const depart = 1 + ((n * 7) % 60);
  const query = new URLSearchParams({ passengers: '1', klass: 'ALL', ...route, departDate: dayIn(depart) });
  if (route.tripType === 'ROUNDTRIP') query.set('returnDate', dayIn(depart + 7));
  return `/api/search/trips?${query}`;
}

async function load(base: string, seconds: number) {
  const latencies: number[] = [];
  let failures = 0;
  let withOptions = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(base + searchUrl(next++));
      const body = (await response.json()) as {
        flights?: unknown[];
        bus?: unknown[];
        train?: unknown[];
        ferry?: unknown[];
      };
      latencies.push(performance.now() - started);
      if (!response.ok) failures++;
      else if ([body.flights, body.bus, body.train, body.ferry].some((group) => group?.length)) withOptions++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return {
    latencies: latencies.sort((a, b) => a - b),
    failures,
    withOptions,
    elapsed: (performance.now() - started) / 1000,
  };
}

await prepareDatabase();
await ensureNetwork();
const { buildApp } = await import('../api/src/app.ts');
const { app } = await buildApp();
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
try {
  log(`warming up for ${WARMUP_SECONDS} s`);
  await load(base, WARMUP_SECONDS);
  log(
    `${CLIENTS} clients x ${SECONDS} s of trip searches against ${databaseUrl().replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`,
  );
  const { latencies, failures, withOptions, elapsed } = await load(base, SECONDS);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    [
      `requests      ${latencies.length} (${failures} failed, ${withOptions} with options)`,
      `throughput    ${(latencies.length / elapsed).toFixed(0)} req/s`,
      `latency p50   ${ms(percentile(latencies, 50))}`,
      `latency p95   ${ms(percentile(latencies, 95))}`,
      `latency p99   ${ms(percentile(latencies, 99))}`,
      `latency max   ${ms(latencies.at(-1) ?? 0)}`,
    ].join('\n'),
  );
  // A bench whose searches find nothing measures nothing useful: fail loudly.
  if (failures || withOptions < latencies.length / 2) process.exitCode = 1;
} finally {
  await app.close();
}
