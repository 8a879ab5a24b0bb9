/** Helpers for the benchmark scripts: a dedicated database, percentiles, bounded concurrency. */
import { createPrismaClient, ensureDatabase, migrateDatabase } from '@rihla/db';

/** Benchmarks never use the app's database: they get `rihla_bench` (or BENCH_DATABASE_URL). */
const BENCH_SERVER = process.env.BENCH_DATABASE_SERVER || 'postgresql://postgres@127.0.0.1:5432';

/** The trip-search benchmark's own database, kept between runs with its seeded network. */
export const benchDatabaseUrl = (name: 'search') => `${BENCH_SERVER}/rihla_bench_${name}`;

export async function benchDatabase(name: 'search') {
  const url = benchDatabaseUrl(name);
  await ensureDatabase(url);
  await migrateDatabase(url);
  process.env.DATABASE_URL = url;
  return { url, db: createPrismaClient(url) };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `${label}: p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, p99 ${f(percentile(sorted, 99))} (n=${samples.length})`;
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` in flight. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
