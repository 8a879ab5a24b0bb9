import Stripe from 'stripe';

import type { ServiceContext } from '../lib/context.ts';
import { badRequest } from '../lib/errors.ts';

// Only the signature helpers are used: they are pure functions and never call Stripe's API.
const signer = new Stripe('sk_test_signature_helpers_only');
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
  let event: Stripe.Event;
  try {
    event = signer.webhooks.constructEvent(rawBody, signature, ctx.config.stripe.webhookSecret, TOLERANCE_SECONDS);
  } catch {
    throw badRequest('Invalid webhook signature.');
  }
  const inserted = await ctx.db.$executeRaw`
    INSERT INTO "PaymentEvent" (id, type, payload) VALUES (${event.id}, ${event.type}, ${JSON.stringify(event)}::jsonb)
    ON CONFLICT (id) DO NOTHING`;
  if (inserted === 0) return { received: true, duplicate: true, queued: false };
  const queued = await ctx.queues.queueRecordedEvent(ctx.db, event.id).then(
    () => true,
    () => false,
  );
  return { received: true, duplicate: false, queued };
}

/** Signs an event the way Stripe does, for the demo provider (and tests). */
export function signEvent(payload: string, secret: string): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}
