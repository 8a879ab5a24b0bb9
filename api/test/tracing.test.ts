import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createPrismaClient, type PrismaClient } from '@rihla/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { bundleServersIfStale } from '../../scripts/bundle.ts';
import { freePort } from '../../scripts/throwaway.ts';
import { resetDatabase } from '../../test/db.ts';
import { aPackage } from '../../test/support/factories.ts';
import { waitFor } from '../../test/wait.ts';
import { createSender } from '../../worker/src/emails/sender.ts';
import { createLogger } from '../../worker/src/log.ts';
import { startTracing, type Tracing } from '../../worker/src/tracing.ts';
import { type RunningWorkers, startWorkers } from '../../worker/src/workers.ts';
import { signEvent } from '../src/services/webhooks.service.ts';
import { type ReceivedSpan, startOtlpReceiver } from './otlp-receiver.ts';
import { paymentIntentEvent } from './webhook-events.ts';

/**
 * One trace across the payment pipeline (docs/decisions/0020-tracing.md), on the compiled API as `npm start` runs
 * it (api/dist/main.js: bundled packages are where load-order instrumentation breaks) and the real workers: the
 * webhook's server span -> the queue add -> the worker's job -> the booking's PAID update (its SQL) -> the publish.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const SPAN_KIND = { server: 2, producer: 4, consumer: 5 } as const;
const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
type LogLine = {
  msg?: string;
  req?: { url?: string };
  reqId?: string;
  eventId?: string;
  trace_id?: string;
  span_id?: string;
};

/** Records every package URL the API process resolves whose path names OpenTelemetry (an ESM resolve hook). */
const scratch = mkdtempSync(path.join(tmpdir(), 'rihla-tracing-'));
writeFileSync(
  path.join(scratch, 'hooks.mjs'),
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/opentelemetry|otel/.test(resolved.url)) appendFileSync(process.env.RIHLA_RESOLVED_LOG, resolved.url + '\\n');
  return resolved;
}`,
);
writeFileSync(
  path.join(scratch, 'register.mjs'),
  `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);`,
);

type Api = { child: ChildProcess; baseUrl: string; lines: LogLine[]; resolvedLog: string };

/** The compiled API on a free port, with the given extra environment and no OTEL_* setting of the test's own. */
async function startApi(name: string, env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const resolvedLog = path.join(scratch, `${name}.resolved`);
  writeFileSync(resolvedLog, '');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));
  const child = spawn(
    process.execPath,
    ['--import', path.join(scratch, 'register.mjs'), '--enable-source-maps', 'api/dist/main.js'],
    {
      cwd: root,
      env: {
        ...inherited,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        // NODE_ENV=test (the suite's) silences the API's log; these tests read it.
        LOG_LEVEL: 'info',
        RIHLA_RESOLVED_LOG: resolvedLog,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: LogLine[] = [];
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => void (errors += chunk.toString('utf8')));
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = buffered + chunk.toString('utf8');
    const complete = text.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
  });
  await waitFor(() => {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${errors}`);
    return Promise.resolve(lines.some((line) => line.msg?.startsWith('Rihla is running')));
  }, 30_000);
  return { child, baseUrl: `http://127.0.0.1:${port}`, lines, resolvedLog };
}

async function stopApi({ child }: Api) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function call(api: Api, urlPath: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A booking of a new package, its intent, and the provider's signed `payment_intent.succeeded` for it. */
async function paidThroughWebhook(api: Api, db: PrismaClient) {
  const pkg = await aPackage(db, {
    code: `OTEL${randomBytes(3).toString('hex')}`,
    name: 'Traced trip',
    price: 189900,
    currency: 'USD',
  });
  const booked = await call(
    api,
    '/api/bookings',
    JSON.stringify({ name: 'Maryam', email: 'maryam@example.com', phone: '1', packageId: pkg.id, acceptTerms: true }),
  );
  const booking = booked.body.booking as { id: number };
  const intent = await call(
    api,
    '/api/payments/create-intent',
    JSON.stringify({ bookingId: booking.id, amount: 189900, currency: 'USD' }),
    { 'x-booking-token': String(booked.body.accessToken) },
  );
  const intentId = String(intent.body.clientSecret).split('_secret_')[0] ?? '';
  const eventId = `evt_otel_${randomBytes(4).toString('hex')}`;
  const payload = paymentIntentEvent('payment_intent.succeeded', booking.id, intentId, eventId);
  const delivered = await call(api, '/api/payments/webhook', payload, {
    'stripe-signature': signEvent(payload, webhookSecret),
  });
  expect(delivered.status).toBe(200);
  await waitFor(async () => (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status === 'PAID');
  return { bookingId: booking.id, eventId };
}

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let db: PrismaClient;
let api: Api | undefined;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  await bundleServersIfStale(() => undefined);
  db = createPrismaClient();
  await resetDatabase(db);
}, 120_000);
afterEach(async () => {
  if (api) await stopApi(api);
  api = undefined;
});
afterAll(async () => {
  await db.$disconnect();
  await receiver.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('tracing on (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  let tracing: Tracing | null = null;
  let workers: RunningWorkers | undefined;
  const workerLines: LogLine[] = [];

  afterAll(async () => {
    await workers?.close();
    await tracing?.stop();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  });

  it('one trace runs from the webhook through the queue and the worker to the PAID update and the publish', async () => {
    const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
    api = await startApi('traced', { ...otel, OTEL_SERVICE_NAME: 'rihla-api-under-test' });
    Object.assign(process.env, otel);
    tracing = await startTracing('rihla-worker');
    const logger = createLogger({ write: (line: string) => void workerLines.push(JSON.parse(line) as LogLine) });
    logger.level = 'debug';
    workers = await startWorkers({ db, logger, sender: createSender('') });

    const { bookingId, eventId } = await paidThroughWebhook(api, db);

    const inTrace = (traceId: string) => receiver.spans.filter((span) => span.traceId === traceId);
    const server = await waitFor(() =>
      Promise.resolve(
        receiver.spans.find(
          (span) => span.kind === SPAN_KIND.server && span.attributes['url.path'] === '/api/payments/webhook',
        ),
      ),
    );
    expect(server.service).toBe('rihla-api-under-test');
    const find = (predicate: (span: ReceivedSpan) => boolean) =>
      waitFor(() => Promise.resolve(inTrace(server.traceId).find(predicate)));
    const add = await find((span) => span.kind === SPAN_KIND.producer && span.name.startsWith('add payment-events'));
    const job = await find(
      (span) => span.kind === SPAN_KIND.consumer && span.name.startsWith('process payment-events'),
    );
    // instrumentation-pg's statement (db.statement under the semantic conventions it defaults to).
    const sql = (span: ReceivedSpan) =>
      String(span.attributes['db.statement'] ?? span.attributes['db.query.text'] ?? '');
    const paidUpdate = await find((span) => /UPDATE "Booking" SET status/.test(sql(span)));
    const publish = await find(
      (span) => span.name === 'publish booking-status' && span.attributes['rihla.booking.id'] === bookingId,
    );

    expect(add.service).toBe('rihla-api-under-test');
    expect([job.service, paidUpdate.service, publish.service]).toEqual([
      'rihla-worker',
      'rihla-worker',
      'rihla-worker',
    ]);
    expect(publish.attributes['rihla.booking.status']).toBe('PAID');
    // Parent links, not just a shared id: the job continues the add, the SQL and the publish run inside the job.
    const byId = new Map(inTrace(server.traceId).map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan): string[] => {
      const parent = byId.get(span.parentSpanId);
      return parent ? [parent.spanId, ...ancestors(parent)] : [];
    };
    expect(ancestors(add)).toContain(server.spanId);
    expect(ancestors(job)).toContain(add.spanId);
    expect(ancestors(paidUpdate)).toContain(job.spanId);
    expect(ancestors(publish)).toContain(job.spanId);

    // Logs join the trace. The webhook route logs only warnings (a provider's burst), so the API's side is shown on
    // the booking request's line; the worker's on its line for this event's job.
    const bookingServer = receiver.spans.find(
      (span) => span.kind === SPAN_KIND.server && span.attributes['url.path'] === '/api/bookings',
    );
    const bookingLine = api.lines.find((line) => line.msg === 'incoming request' && line.req?.url === '/api/bookings');
    expect(bookingLine?.trace_id).toBe(bookingServer?.traceId);
    expect(bookingLine?.span_id).toMatch(/^[0-9a-f]{16}$/);
    const jobLine = workerLines.find((line) => line.eventId === eventId && line.msg === 'payment event processed');
    expect(jobLine?.trace_id).toBe(server.traceId);

    // The SDK was loaded, through the hook the next test relies on to say it was not.
    expect(readFileSync(api.resolvedLog, 'utf8')).toContain('@opentelemetry/sdk-trace-node');
  });
});

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('exports nothing, loads no OpenTelemetry module and writes no trace ids', async () => {
    const exportsBefore = receiver.exports();
    api = await startApi('untraced', {});
    let workers: RunningWorkers | undefined;
    try {
      expect(await startTracing('rihla-worker')).toBeNull();
      workers = await startWorkers({ db, logger: createLogger({ write: () => undefined }), sender: createSender('') });
      await paidThroughWebhook(api, db);
    } finally {
      await workers?.close();
    }
    await stopApi(api);

    expect(readFileSync(api.resolvedLog, 'utf8')).toBe('');
    expect(api.lines.some((line) => line.trace_id !== undefined)).toBe(false);
    expect(api.lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(receiver.exports()).toBe(exportsBefore);
  });
});
