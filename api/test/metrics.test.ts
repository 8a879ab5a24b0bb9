import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aPackage } from '../../test/support/factories.ts';
import { waitFor } from '../../test/wait.ts';
import { type RunningWorkers, startWorkers } from '../../worker/src/workers.ts';
import { loadConfig } from '../src/config.ts';
import { gql, rest, startTestApp, type TestApp } from './helpers.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
let workers: RunningWorkers;

beforeAll(async () => {
  t = await startTestApp({ config: { ...loadConfig(), metricsToken: TOKEN } });
  workers = await startWorkers({ db: t.deps.db, logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await workers.close();
  await t.app.close();
});

/** The value of one sample of a Prometheus text exposition, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(',') : [];
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

async function scrape() {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

async function paidBooking() {
  const pkg = await aPackage(t.deps.db, {
    code: `MET${Date.now().toString(36)}`,
    name: 'Measured trip',
    price: 150000,
    currency: 'USD',
  });
  const booked = await rest(t, 'POST', '/api/bookings', {
    json: { acceptTerms: true, name: 'Maryam', email: 'maryam@example.com', phone: '1', packageId: pkg.id },
  });
  const headers = { 'x-booking-token': booked.body.accessToken as string };
  const bookingId = booked.body.booking.id as number;
  const intent = await rest(t, 'POST', '/api/payments/create-intent', {
    headers,
    json: { bookingId, amount: 150000, currency: 'USD' },
  });
  const confirmed = await rest(t, 'POST', '/api/payments/demo/confirm', {
    json: { clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.status).toBe(200);
  await waitFor(
    async () => (await t.deps.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status === 'PAID',
  );
}

describe('metrics', () => {
  it('are only for the holder of the metrics token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const noToken = await startTestApp({ config: { ...loadConfig(), metricsToken: '' } });
    // Without a token there is no metrics route: the path is just another page of the site.
    expect((await noToken.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('rihla_');
    await noToken.app.close();
  });

  it('move with a paid booking and a webhook with a bad signature, in the API and the worker', async () => {
    const before = await scrape();
    await paidBooking();
    const refused = await rest(t, 'POST', '/api/payments/webhook', {
      payload: '{"id":"evt_forged","type":"payment_intent.succeeded"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(refused.status).toBe(400);
    await gql(t, 'query SetupRequired { setupRequired }');

    const after = await scrape();
    const webhook = (outcome: string, type: string) =>
      sample(after, 'rihla_webhook_events_total', { type, outcome }) -
      sample(before, 'rihla_webhook_events_total', { type, outcome });
    expect(webhook('queued', 'payment_intent.succeeded')).toBe(1);
    expect(webhook('bad_signature', 'unknown')).toBe(1);
    const refusedRequests = { route: '/api/payments/webhook', method: 'POST', status_code: '400' };
    expect(sample(after, 'rihla_http_request_duration_seconds_count', refusedRequests)).toBe(
      sample(before, 'rihla_http_request_duration_seconds_count', refusedRequests) + 1,
    );
    expect(
      sample(after, 'rihla_graphql_operation_duration_seconds_count', { operation: 'SetupRequired', outcome: 'ok' }),
    ).toBe(sample(before, 'rihla_graphql_operation_duration_seconds_count', { operation: 'SetupRequired' }) + 1);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // The worker reads its state gauges from the database at most every 5 s (worker/src/metrics.ts STATE_TTL_MS): a
    // scrape soon after an earlier one shows the state before the booking, so wait for the read after it.
    const worker = await waitFor(async () => {
      const text = await workers.metrics.text();
      return sample(text, 'rihla_bookings', { kind: 'package', status: 'PAID' }) > 0 && text;
    });
    expect(sample(worker, 'rihla_jobs_total', { queue: 'payment-events', outcome: 'completed' })).toBeGreaterThan(0);
    expect(sample(worker, 'rihla_job_latency_seconds_count', { queue: 'payment-events' })).toBeGreaterThan(0);
    expect(sample(worker, 'rihla_bookings', { kind: 'package', status: 'PAID' })).toBeGreaterThan(0);
    expect(worker).toMatch(/^rihla_queue_jobs\{queue="payment-events",state="waiting"\} \d+$/m);
    expect(worker).toMatch(/^rihla_bookings_needs_review \d+$/m);
    // Every backlog status is a series, at 0 when empty: the email of the booking above may be PENDING or SENDING.
    for (const status of ['PENDING', 'SENDING', 'FAILED']) {
      expect(worker).toMatch(new RegExp(`^rihla_outbox_emails\\{status="${status}"\\} \\d+$`, 'm'));
    }
  });
});

describe('labels a client can choose', () => {
  it('stay bounded: 10,000 invented operation names, paths and odd methods leave the scrape small', async () => {
    const before = await scrape();
    // In small batches: a burst of thousands would trip the event-loop guard (503) before the scrape.
    for (let batch = 0; batch < 1000; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => gql(t, `query Invented${batch * 10 + i} { __typename }`)));
    }
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.app.inject({ method: 'GET', url: `/api/no-such-page-${i}` })),
    );
    await t.app.inject({ method: 'PROPFIND', url: '/api/packages' });

    const after = await scrape();
    expect(after).not.toContain('Invented');
    expect(after).not.toContain('no-such-page');
    expect(after).not.toContain('PROPFIND');
    const invented = (text: string) =>
      sample(text, 'rihla_graphql_operation_duration_seconds_count', { operation: 'other', type: 'query' });
    expect(invented(after) - invented(before)).toBe(10_000);
    expect(after.length).toBeLessThan(before.length + 20_000);
  }, 120_000);
});
