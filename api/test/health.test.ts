import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { BUSY, findMigrationsDir, migrationNames, readinessCheck } from '../src/lib/health.ts';
import { queuesWith, rest, startTestApp, type TestApp } from './helpers.ts';

/** Health, readiness and back-pressure (issue #17, docs/decisions/0018-scale-out.md). */

const METRICS_TOKEN = 'metrics-token-for-the-health-tests-0123';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: { ...loadConfig(), metricsToken: METRICS_TOKEN } });
});
afterAll(async () => {
  await t.app.close();
});

/** Keeps the event loop busy for `times` stretches of `ms`, letting timers run in between (a swamped process). */
async function blockEventLoop(times: number, ms: number) {
  for (let i = 0; i < times; i += 1) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // busy: no timer, no I/O callback runs meanwhile
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('health and readiness', () => {
  it('/healthz answers while the process runs, outside /api and with a request id', async () => {
    const call = await rest(t, 'GET', '/healthz');
    expect(call.status).toBe(200);
    expect(call.body).toEqual({ status: 'ok' });
    expect(call.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/readyz is 200 when PostgreSQL and Redis answer and every migration is applied', async () => {
    const call = await rest(t, 'GET', '/readyz');
    expect(call.status).toBe(200);
    expect(call.body).toEqual({ status: 'ok', checks: { db: 'ok', redis: 'ok', migrations: 'ok' } });
  });

  it('/readyz is 503 and names the check when Redis does not answer', async () => {
    const down = await startTestApp({
      queues: queuesWith(t, { ping: () => Promise.reject(new Error('Connection is closed.')) }),
    });
    try {
      const call = await rest(down, 'GET', '/readyz');
      expect(call.status).toBe(503);
      expect(call.body).toEqual({ status: 'unavailable', checks: { db: 'ok', redis: 'fail', migrations: 'ok' } });
    } finally {
      await down.app.close();
    }
  });

  it('knows the shipped migrations and fails readiness while one is not applied', async () => {
    const names = migrationNames(findMigrationsDir());
    expect(names.length).toBeGreaterThan(10);
    expect(names).toContain('20261125190000_languages');
    const ready = readinessCheck(t.deps, [...names, '29991231000000_not_yet_deployed']);
    expect(await ready()).toEqual({ status: 'unavailable', checks: { db: 'ok', redis: 'ok', migrations: 'fail' } });
    expect((await readinessCheck(t.deps, names)()).status).toBe('ok');
  });
});

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
    const kept = await rest(t, 'GET', '/healthz', { headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    for (const bad of ['has space', 'x'.repeat(65), '{"forged":true}', '-leading-dash']) {
      const replaced = await rest(t, 'GET', '/healthz', { headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('back-pressure', () => {
  it('answers 503 with Retry-After while the event loop lags; the health routes and the metrics still answer', async () => {
    expect((await rest(t, 'GET', '/api/packages')).status).toBe(200);
    await blockEventLoop(3, 1_500);
    const busy = await rest(t, 'GET', '/api/packages');
    const alive = await rest(t, 'GET', '/healthz');
    // A swamped process's figures are what its operator needs then: Prometheus still scrapes them.
    const scraped = await rest(t, 'GET', '/metrics', { token: METRICS_TOKEN });
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body).toMatchObject({ error: BUSY, reason: 'SERVER_BUSY' });
    expect(alive.status).toBe(200);
    expect(scraped.status).toBe(200);
    expect(scraped.body).toContain('rihla_http_request_duration_seconds');
    // Once the loop keeps up again (next samples), requests are served again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await rest(t, 'GET', '/api/packages')).status).toBe(200);
  }, 30_000);
});
