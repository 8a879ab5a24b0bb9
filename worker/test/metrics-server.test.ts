import type { Server } from 'node:http';

import { createPrismaClient } from '@rihla/db';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../scripts/throwaway.ts';
import { createWorkerMetrics, serveWorkerMetrics } from '../src/metrics.ts';

const db = createPrismaClient();
const TOKEN = 'worker-metrics-token-0123456789';
const saved = { ...process.env };
let server: Server | null;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  Object.assign(process.env, { WORKER_METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
  server = serveWorkerMetrics(createWorkerMetrics(db, []), pino({ level: 'silent' }));
  await new Promise((resolve) => server?.once('listening', resolve));
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  process.env = saved;
  await db.$disconnect();
});

describe("the worker's metrics port", () => {
  it('answers a liveness probe without the token, and nothing else without it', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  it('serves the metrics to the holder of the token', async () => {
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^rihla_bookings_needs_review \d+$/m);
  });
});
