import { Prisma, sqlPool } from '@rihla/db';
import { runOn } from '@rihla/db/sql';
import type Stripe from 'stripe';

import type { ServiceContext } from '../lib/context.ts';
import { AppError, badRequest } from '../lib/errors.ts';
import { stripeWebhooks } from '../payments/stripe-sdk.ts';

const TOLERANCE_SECONDS = 300;

export type WebhookOutcome = { received: true; duplicate: boolean; queued: boolean };
/** What the route answers, and the verified event's type (for the receipts' metrics). */
export type WebhookReceipt = { answer: WebhookOutcome; eventType: string };

/**
 * Verifies a provider event on its raw body, records it (event id unique) and queues it for the worker.
 * No payment work happens here. If the queue is unreachable the event stays recorded and the worker's
 * sweeper queues it later, so a 200 never loses an event. Every delivery is counted by type and outcome
 * (rihla_webhook_events_total: a run of bad signatures is an alert, ops/alerts.yml).
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  try {
    const { answer, eventType } = await verifyRecordAndQueue(ctx, rawBody, signature);
    const outcome = answer.duplicate ? 'duplicate' : answer.queued ? 'queued' : 'queue_down';
    ctx.metrics.webhooks.inc({ type: eventType, outcome });
    return answer;
  } catch (error) {
    const outcome =
      error instanceof AppError ? (signature ? 'bad_signature' : 'missing_signature') : ('error' as const);
    ctx.metrics.webhooks.inc({ type: 'unknown', outcome });
    throw error;
  }
}

async function verifyRecordAndQueue(
  ctx: ServiceContext,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  if (!signature) throw badRequest('WEBHOOK_SIGNATURE_MISSING');
  const webhooks = stripeWebhooks(); // outside the try: a failed SDK load is no bad signature
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, ctx.config.stripe.webhookSecret, TOLERANCE_SECONDS);
  } catch (error) {
    // constructEvent checks the signature first, then parses: a SyntaxError is a signed body that is not JSON.
    throw badRequest(error instanceof SyntaxError ? 'WEBHOOK_BODY_NOT_JSON' : 'WEBHOOK_SIGNATURE_INVALID');
  }
  // queuedAt is stamped by the insert, ahead of the add it expects to succeed: the ack costs one insert and one
  // Redis call. A failed add clears the stamp so the sweeper queues the event soon; should the process die between
  // the two, the provider's retry queues it (queueIfUnprocessed), else the sweeper, which finds it has no job. The
  // stored payload is the verified body itself. One statement, sent through node-postgres directly (Prisma's cost
  // per statement was a measurable share of the ack, docs/decisions/0024), also tells a redelivery whether the event
  // still waits: as of the statement's start, so a delivery racing the first one's insert sees it as processed and leaves the add to that first delivery (alive, it is adding it).
  const [recorded] = await runOn(sqlPool(ctx.db))<{ inserted: boolean; unprocessed: boolean }>(Prisma.sql`
    WITH inserted AS (
      INSERT INTO "PaymentEvent" (id, type, payload, "queuedAt")
      VALUES (${event.id}, ${event.type}, ${rawBody.toString()}::jsonb, now())
      ON CONFLICT (id) DO NOTHING
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM inserted) AS inserted,
      EXISTS (SELECT 1 FROM "PaymentEvent" WHERE id = ${event.id} AND "processedAt" IS NULL AND "deadAt" IS NULL)
        AS unprocessed`);
  if (!recorded.inserted) {
    if (recorded.unprocessed) await queueIfUnprocessed(ctx, event.id);
    return { answer: { received: true, duplicate: true, queued: false }, eventType: event.type };
  }
  const queued = await ctx.queues.queueRecordedEvent(ctx.db, event.id, { fresh: true, reqId: ctx.reqId }).then(
    () => true,
    () => unstampQueued(ctx, event.id).then(() => false),
  );
  return { answer: { received: true, duplicate: false, queued }, eventType: event.type };
}

/**
 * A redelivery of an event not processed yet. The first delivery's process may have died between its insert and
 * its add (SIGKILL, a lost host): it answered no 200, so the provider retries, and the row stamped queued had no job
 * until the sweeper's next run found none. One plain add makes sure a job exists; while the first job exists
 * (waiting, running, retrying) it is a no-op, since the job id is the event's. Best effort: the sweeper stays.
 */
async function queueIfUnprocessed(ctx: ServiceContext, eventId: string): Promise<void> {
  await ctx.queues.queueRecordedEvent(ctx.db, eventId, { fresh: true, reqId: ctx.reqId }).catch(() => undefined);
}

async function unstampQueued(ctx: ServiceContext, eventId: string): Promise<void> {
  await ctx.db.paymentEvent
    .updateMany({ where: { id: eventId, processedAt: null }, data: { queuedAt: null } })
    // The sweeper still catches the event (it has no job): the 200 must not turn into a 500 here.
    .catch(() => undefined);
}

/** Signs an event the way Stripe does, for the demo provider (and tests). */
export function signEvent(payload: string, secret: string): string {
  return stripeWebhooks().generateTestHeaderString({ payload, secret });
}
