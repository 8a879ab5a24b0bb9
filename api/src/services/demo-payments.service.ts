import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { parseInput } from '../lib/validation.ts';
import { receiveWebhook, signEvent } from './webhooks.service.ts';

/** Stripe's documented test card that is always declined. */
export const DECLINED_TEST_CARD = '4000000000000002';
const DECLINE_MESSAGE = 'Your card was declined.';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardInput = z.object({
  clientSecret: z.string().trim().min(1, { error: 'clientSecret is required.' }),
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{13,19}$/.test(v), { error: 'Your card number is incomplete.' })
    .refine(luhnValid, { error: 'Your card number is invalid.' }),
  expiry: z
    .string({ error: 'Your card’s expiration date is incomplete.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: 'Your card’s expiration date is incomplete.' })
    .refine(
      (v) => {
        const [month, year] = v.split('/').map((p) => Number(p.trim()));
        const now = new Date();
        return 2000 + year! > now.getUTCFullYear() || (2000 + year! === now.getUTCFullYear() && month! >= now.getUTCMonth() + 1);
      },
      { error: 'Your card’s expiration date is in the past.' },
    ),
  cvc: z.string({ error: 'Your card’s security code is incomplete.' }).trim().regex(/^\d{3,4}$/, { error: 'Your card’s security code is incomplete.' }),
});

/**
 * The demo provider's "card network": turns a demo card form into the signed event Stripe would send
 * (succeeded, or payment_failed for the declined test card) and delivers it to the real webhook path.
 * The booking becomes PAID only when the worker processes that event.
 */
export async function confirmDemoPayment(ctx: ServiceContext, input: unknown) {
  if (ctx.payments.name !== 'DEMO') throw badRequest('Demo payments are disabled: this server uses Stripe.');
  const card = parseInput(cardInput, input);
  const intentId = await ctx.payments.intentIdForSecret(card.clientSecret);
  const booking = intentId ? await ctx.db.booking.findUnique({ where: { paymentIntentId: intentId } }) : null;
  if (!booking || !intentId) throw notFound('Payment not found.');
  if (booking.status === 'PAID') return { status: booking.status, message: null };

  const declined = card.cardNumber === DECLINED_TEST_CARD;
  const event = {
    id: `evt_demo_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: booking.amount,
        currency: booking.currency?.toLowerCase(),
        status: declined ? 'requires_payment_method' : 'succeeded',
        metadata: { bookingId: String(booking.id) },
        ...(declined ? { last_payment_error: { code: 'card_declined', message: DECLINE_MESSAGE } } : {}),
      },
    },
  };
  const payload = JSON.stringify(event);
  await receiveWebhook(ctx, payload, signEvent(payload, ctx.config.stripe.webhookSecret));
  return declined ? { status: 'FAILED' as const, message: DECLINE_MESSAGE } : { status: booking.status, message: null };
}
