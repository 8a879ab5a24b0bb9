import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { waitFor } from '../../test/wait.ts';
import { createSender } from '../../worker/src/emails/sender.ts';
import { type RunningWorkers, startWorkers } from '../../worker/src/workers.ts';
import { signEvent } from '../src/services/webhooks.service.ts';
import { rest, startTestApp, type TestApp } from './helpers.ts';
import { paymentIntentEvent } from './webhook-events.ts';

/** A request's id reads across the API's and the worker's logs: the webhook's id rides in its payment job. */

type Line = { msg: string; eventId?: string; reqId?: string };
let t: TestApp;
let workers: RunningWorkers;
const workerLines: Line[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const logger = pino({ level: 'debug' }, { write: (line: string) => void workerLines.push(JSON.parse(line) as Line) });
  workers = await startWorkers({ db: t.deps.db, logger, sender: createSender('') });
});
afterAll(async () => {
  await workers.close();
  await t.app.close();
});

describe('request ids across API -> queue -> worker', () => {
  it("logs the webhook request's id with the worker's line for its payment job", async () => {
    const eventId = `evt_reqid_${Math.random().toString(36).slice(2, 10)}`;
    const payload = paymentIntentEvent('payment_intent.succeeded', 999_999, 'pi_reqid_unknown', eventId);
    const reqId = `stripe-${eventId}`;
    const call = await rest(t, 'POST', '/api/payments/webhook', {
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signEvent(payload, t.deps.config.stripe.webhookSecret),
        'x-request-id': reqId,
      },
    });
    expect(call.status).toBe(200);
    expect(call.headers['x-request-id']).toBe(reqId);

    const line = await waitFor(() => Promise.resolve(workerLines.find((l) => l.eventId === eventId)));
    expect(line.reqId).toBe(reqId);
  });
});
