import type Stripe from 'stripe';

import type { ServiceContext } from '../lib/context.ts';
import { badRequest } from '../lib/errors.ts';
import { stripeWebhooks } from '../payments/stripe-sdk.ts';

const TOLERANCE_SECONDS = 300;

export type WebhookOutcome = { received: true; duplicate: boolean; queued: boolean };

/**
 * Verifies a provider event on its raw body, records it (event id unique) and queues it for the worker.
 * No payment work happens here. If the queue is unreachable the event stays recorded and the worker's
 * sweeper queues it later, so a 200 never loses an event.
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!signature) throw badRequest('Missing Stripe-Signature header.');
  const webhooks = stripeWebhooks(); // outside the try: a failed SDK load is no bad signature
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, ctx.config.stripe.webhookSecret, TOLERANCE_SECONDS);
  } catch {
    throw badRequest('Invalid webhook signature.');
  }
  // queuedAt is stamped by the insert, ahead of the add it expects to succeed: the ack costs one insert and one
  // Redis call. A failed add clears the stamp so the sweeper queues the event soon; should the process die between
  // the two, the sweeper requeues it once it sat unprocessed past its requeue delay. The stored payload is the
  // verified body itself.
  const inserted = await ctx.db.$executeRaw`
    INSERT INTO "PaymentEvent" (id, type, payload, "queuedAt")
    VALUES (${event.id}, ${event.type}, ${rawBody.toString()}::jsonb, now())
    ON CONFLICT (id) DO NOTHING`;
  if (inserted === 0) return { received: true, duplicate: true, queued: false };
  const queued = await ctx.queues.queueRecordedEvent(ctx.db, event.id, { fresh: true }).then(
    () => true,
    () => unstampQueued(ctx, event.id).then(() => false),
  );
  return { received: true, duplicate: false, queued };
}

async function unstampQueued(ctx: ServiceContext, eventId: string): Promise<void> {
  await ctx.db.paymentEvent
    .updateMany({ where: { id: eventId, processedAt: null }, data: { queuedAt: null } })
    // The sweeper's requeue delay still catches the event: the 200 must not turn into a 500 here.
    .catch(() => undefined);
}

/** Signs an event the way Stripe does, for the demo provider (and tests). */
export function signEvent(payload: string, secret: string): string {
  return stripeWebhooks().generateTestHeaderString({ payload, secret });
}
