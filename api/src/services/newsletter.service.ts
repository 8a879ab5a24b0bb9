import { randomUUID } from 'node:crypto';

import { notice } from '@rihla/db/error-messages';
import { newsletterConfirmEmail } from '@rihla/worker/emails';
import { z } from 'zod';

import { hashAccessToken } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest } from '../lib/errors.ts';
import { queueEmail, requireEmail } from '../lib/outbox.ts';
import { email, parseInput } from '../lib/validation.ts';

/**
 * Double opt-in (docs/decisions/0013-email-outbox.md): subscribing stores the address PENDING and mails a
 * confirmation link; only a confirmed subscriber would receive letters. Every mail carries an unsubscribe link.
 * Links carry random tokens whose SHA-256 alone is stored, minted when the mail is sent (worker/src/emails/links.ts).
 */

export const SUBSCRIBE_ANSWER = notice('NEWSLETTER_CONFIRM_SENT');
export const CONFIRMED_ANSWER = notice('NEWSLETTER_CONFIRMED');
export const UNSUBSCRIBED_ANSWER = notice('NEWSLETTER_UNSUBSCRIBED');

export const subscribeInput = z.object({ email: email() });
export const tokenInput = z.object({
  token: z
    .string({ error: 'NEWSLETTER_LINK_INCOMPLETE' })
    .trim()
    .min(1, { error: 'NEWSLETTER_LINK_INCOMPLETE' })
    .max(200, { error: 'NEWSLETTER_LINK_INVALID' }),
});

/** The same answer whatever the address's state, so the form tells nobody who is subscribed. */
export async function subscribeNewsletter(ctx: ServiceContext, input: unknown) {
  await ctx.limits.consume('newsletter', ctx.ip);
  const { email: address } = parseInput(subscribeInput, input);
  requireEmail(ctx);
  // The language of the page subscribed from, updated when subscribing again: the mails are written in it. Earlier
  // links stop working; the new mail's are made when it is sent.
  const links = { confirmTokenHash: null, unsubscribeTokenHash: null, locale: ctx.locale ?? 'en' };
  await ctx.db.$transaction(async (tx) => {
    const subscriber = await tx.newsletterSubscriber.upsert({
      where: { email: address },
      create: { email: address, ...links },
      update: links,
    });
    // Someone who unsubscribed and signs up again confirms again.
    if (subscriber.status === 'UNSUBSCRIBED')
      await tx.newsletterSubscriber.update({ where: { id: subscriber.id }, data: { status: 'PENDING' } });
    const message = newsletterConfirmEmail(ctx.config.publicUrl, {
      subscriberId: subscriber.id,
      email: subscriber.email,
      requestKey: `${subscriber.id}-${randomUUID()}`,
      locale: subscriber.locale,
    });
    await queueEmail(ctx, tx, message);
  });
  return SUBSCRIBE_ANSWER;
}

/** The confirmation link works once. */
export async function confirmNewsletter(ctx: ServiceContext, input: unknown) {
  const { token } = parseInput(tokenInput, input);
  const confirmed = await ctx.db.newsletterSubscriber.updateMany({
    where: { confirmTokenHash: hashAccessToken(token) },
    data: { status: 'CONFIRMED', confirmedAt: new Date(), unsubscribedAt: null, confirmTokenHash: null },
  });
  if (confirmed.count === 0) throw badRequest('NEWSLETTER_CONFIRM_LINK_INVALID');
  return CONFIRMED_ANSWER;
}

/** Works as often as it is opened (mail clients and scanners open links twice). */
export async function unsubscribeNewsletter(ctx: ServiceContext, input: unknown) {
  const { token } = parseInput(tokenInput, input);
  const unsubscribed = await ctx.db.newsletterSubscriber.updateMany({
    where: { unsubscribeTokenHash: hashAccessToken(token) },
    data: { status: 'UNSUBSCRIBED', unsubscribedAt: new Date(), confirmTokenHash: null },
  });
  if (unsubscribed.count === 0) throw badRequest('NEWSLETTER_UNSUBSCRIBE_LINK_INVALID');
  return UNSUBSCRIBED_ANSWER;
}
