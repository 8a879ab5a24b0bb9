import { randomBytes } from 'node:crypto';

import { englishMessage } from '@rihla/db/error-messages';
import { z } from 'zod';

import type { ServiceContext } from '../lib/context.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { parseInput, trimmed } from '../lib/validation.ts';
import { isDemoProvider } from '../payments/provider.ts';
import { receiveWebhook, signEvent } from './webhooks.service.ts';

/** Stripe's documented test card that is always declined. */
const DECLINED_TEST_CARD = '4000000000000002';
// The decline a real card would get, in the words Stripe's test card gives.
const DECLINE_MESSAGE = englishMessage('CARD_DECLINED');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const cardInput = z.object({
  clientSecret: trimmed('CLIENT_SECRET_REQUIRED'),
  cardNumber: z
    .string({ error: 'CARD_NUMBER_INCOMPLETE' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{13,19}$/.test(v), { error: 'CARD_NUMBER_INCOMPLETE' })
    .refine(luhnValid, { error: 'CARD_NUMBER_INVALID' }),
  expiry: z
    .string({ error: 'CARD_EXPIRY_INCOMPLETE' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: 'CARD_EXPIRY_INCOMPLETE' })
    .refine(
      (v) => {
        const [month, year] = v.split('/').map((p) => Number(p.trim()));
        const now = new Date();
        return (
          2000 + year > now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
        );
      },
      { error: 'CARD_EXPIRED' },
    ),
  cvc: z
    .string({ error: 'CARD_CVC_INCOMPLETE' })
    .trim()
    .regex(/^\d{3,4}$/, { error: 'CARD_CVC_INCOMPLETE' }),
});

/**
 * The demo provider's "card network": turns a demo card form into the signed event Stripe would send
 * (succeeded, or payment_failed for the declined test card) and delivers it to the real webhook path. It answers
 * FAILED with the decline's reason, or PENDING for an accepted card (PAID when the booking was already paid).
 * The booking becomes PAID only when the worker processes that event. The client secret proves the intent;
 * its booking (package or trip) is found through our record of that intent, never through metadata.
 */
export async function confirmDemoPayment(ctx: ServiceContext, input: unknown) {
  const demo = ctx.payments;
  if (!isDemoProvider(demo)) throw badRequest('DEMO_PAYMENTS_DISABLED');
  await ctx.limits.consume('payment', ctx.ip);
  const card = parseInput(cardInput, input);
  const intentId = await demo.intentIdForSecret(card.clientSecret);
  const intent = intentId
    ? await ctx.db.paymentIntent.findUnique({
        where: { id: intentId },
        include: { booking: true, tripBooking: true },
      })
    : null;
  const booking = intent?.booking ?? intent?.tripBooking;
  if (!intent || !booking) throw notFound('PAYMENT_NOT_FOUND');
  if (intent.cancelledAt) throw conflict('PAYMENT_REPLACED');
  if (booking.status === 'PAID') return { status: booking.status, message: null };

  const declined = card.cardNumber === DECLINED_TEST_CARD;
  const metadata =
    intent.bookingId != null
      ? { bookingId: String(intent.bookingId) }
      : { tripBookingId: String(intent.tripBookingId) };
  const event = {
    id: `evt_demo_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: declined ? 0 : intent.amount,
        currency: intent.currency.toLowerCase(),
        status: declined ? 'requires_payment_method' : 'succeeded',
        metadata,
        ...(declined ? { last_payment_error: { code: 'card_declined', message: DECLINE_MESSAGE } } : {}),
      },
    },
  };
  const payload = JSON.stringify(event);
  await receiveWebhook(ctx, payload, signEvent(payload, ctx.config.stripe.webhookSecret));
  // An accepted card is PENDING until the worker records the event: the booking's status read above may still be
  // an earlier decline's FAILED, which the checkout would show as this payment failing.
  return declined
    ? { status: 'FAILED' as const, message: DECLINE_MESSAGE }
    : { status: 'PENDING' as const, message: null };
}
