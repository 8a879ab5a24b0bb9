import { createHash } from 'node:crypto';

import { createPrismaClient } from '@rihla/db';
import { describe, expect, it } from 'vitest';

import { aCustomer } from '../../test/support/factories.ts';
import { useSmtpServer } from '../../test/support/smtp.ts';
import {
  bookingClaimEmail,
  bookingReceivedEmail,
  newsletterConfirmEmail,
  passwordResetEmail,
  queueEmail,
} from '../src/emails/index.ts';
import type { OutboxMessage } from '../src/emails/outbox.ts';
import { createSender, deliverOutboxEmail } from '../src/emails/sender.ts';

/** Secret links are made when a message is sent (docs/decisions/0013): the row never holds a working one. */

const db = createPrismaClient();
const PUBLIC_URL = 'https://rihla.example';
const PLACEHOLDER = '[secure link 1: created when the email is sent]';
const mailer = useSmtpServer(db);

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (text: string, page: string) => {
  const match = new RegExp(`${page.replaceAll('?', '\\?')}#token=([\\w-]+)`).exec(text);
  expect(match, `${page} link in:\n${text}`).toBeTruthy();
  return match![1];
};

async function sendOne(message: OutboxMessage, through = mailer.sender) {
  const id = await db.$transaction((tx) => queueEmail(tx, message));
  const delivery = await deliverOutboxEmail(db, id, through);
  return { id, delivery, row: await db.outboxEmail.findUniqueOrThrow({ where: { id } }) };
}

/** No column of the row holds the token, and its html and text show the placeholder. */
function expectRowRedacts(row: { html: string; text: string; subject: string }, token: string) {
  expect(JSON.stringify(row)).not.toContain(token);
  expect(row.text).toContain(PLACEHOLDER);
  expect(row.html).toContain(PLACEHOLDER);
}

const resetMail = (user: { id: number; email: string; name: string }) =>
  passwordResetEmail(PUBLIC_URL, {
    userId: user.id,
    requestKey: `r-${Math.random()}`,
    email: user.email,
    name: user.name,
    validMinutes: 60,
  });

describe('links minted at send time', () => {
  it('a password reset mail carries a fresh one-hour token; the row keeps only the placeholder', async () => {
    const user = await aCustomer(db);
    const before = Date.now();
    const { delivery, row } = await sendOne(resetMail(user));
    expect(delivery).toBe('sent');
    const token = tokenOf(mailer.smtp.messages[0].text, `${PUBLIC_URL}/reset-password`);
    expect(mailer.smtp.messages[0].html).toContain(`href="${PUBLIC_URL}/reset-password#token=${token}"`);
    expectRowRedacts(row, token);
    const [reset] = await db.passwordReset.findMany({ omit: { tokenHash: false } });
    expect(reset).toMatchObject({ userId: user.id, tokenHash: sha256(token), usedAt: null });
    expect(reset.expiresAt.getTime() - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect(reset.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('a booking received mail carries its own access token, stored hashed beside the one shown at booking', async () => {
    const booking = await db.booking.create({
      data: { name: 'Amina', email: 'amina@example.com', accessTokenHash: sha256('shown-at-booking') },
    });
    const message = bookingReceivedEmail(PUBLIC_URL, {
      id: booking.id,
      kind: 'PACKAGE',
      name: 'Amina',
      email: 'amina@example.com',
      title: 'Umrah',
      amount: null,
      currency: null,
    });
    const { row } = await sendOne(message);
    const token = tokenOf(mailer.smtp.messages[0].text, `${PUBLIC_URL}/checkout?booking=${booking.id}&kind=PACKAGE`);
    expectRowRedacts(row, token);
    expect(
      await db.booking.findUniqueOrThrow({
        where: { id: booking.id },
        omit: { accessTokenHash: false, mailedAccessTokenHash: false },
      }),
    ).toMatchObject({
      accessTokenHash: sha256('shown-at-booking'),
      mailedAccessTokenHash: sha256(token),
    });
  });

  it('a claim link is a row of its own: account, address, hash and expiry', async () => {
    const user = await aCustomer(db);
    const message = bookingClaimEmail(PUBLIC_URL, {
      userId: user.id,
      name: 'Amina',
      email: user.email,
      requestKey: 'c1',
      minutes: 30,
    });
    const { row } = await sendOne(message);
    const token = tokenOf(mailer.smtp.messages[0].text, `${PUBLIC_URL}/my-trips/claim`);
    expectRowRedacts(row, token);
    expect(await db.bookingClaimLink.findMany({ omit: { tokenHash: false } })).toMatchObject([
      { userId: user.id, email: user.email, tokenHash: sha256(token) },
    ]);
  });

  it('a newsletter confirmation carries a confirm and an unsubscribe link, both anchors, both stored hashed', async () => {
    const subscriber = await db.newsletterSubscriber.create({ data: { email: 'reader@example.com' } });
    const message = newsletterConfirmEmail(PUBLIC_URL, {
      subscriberId: subscriber.id,
      email: subscriber.email,
      requestKey: 'n1',
    });
    const { row } = await sendOne(message);
    const sent = mailer.smtp.messages[0];
    const confirm = tokenOf(sent.text, `${PUBLIC_URL}/newsletter/confirm`);
    const unsubscribe = tokenOf(sent.text, `${PUBLIC_URL}/newsletter/unsubscribe`);
    expect(sent.html).toContain(`<a href="${PUBLIC_URL}/newsletter/unsubscribe#token=${unsubscribe}"`);
    expect(JSON.stringify(row)).not.toContain(confirm);
    expect(JSON.stringify(row)).not.toContain(unsubscribe);
    expect(row.text).toContain('[secure link 2: created when the email is sent]');
    expect(
      await db.newsletterSubscriber.findUniqueOrThrow({
        where: { id: subscriber.id },
        omit: { confirmTokenHash: false, unsubscribeTokenHash: false },
      }),
    ).toMatchObject({
      confirmTokenHash: sha256(confirm),
      unsubscribeTokenHash: sha256(unsubscribe),
    });
  });

  it('outside production without SMTP the development mailbox gets the live message; the copy stays redacted', async () => {
    const user = await aCustomer(db);
    const devMailbox = createSender('', 'Rihla <no-reply@rihla.example>', false);
    const { delivery, row } = await sendOne(resetMail(user), devMailbox);
    expect(delivery).toBe('dev-mailbox');
    expect(mailer.smtp.messages).toHaveLength(0);
    const token = tokenOf(row.devMailboxText!, `${PUBLIC_URL}/reset-password`);
    expect(row).toMatchObject({ status: 'DEV_MAILBOX', lastError: null, sentAt: null });
    expect(row.text + row.html).not.toContain(token);
    expect(row.devMailboxHtml).toContain(`#token=${token}`);
    expect((await db.passwordReset.findFirstOrThrow({ omit: { tokenHash: false } })).tokenHash).toBe(sha256(token));
  });

  it('in production without SMTP nothing is minted', async () => {
    const user = await aCustomer(db);
    const none = createSender('', 'Rihla <no-reply@rihla.example>', true);
    const { delivery, row } = await sendOne(resetMail(user), none);
    expect(delivery).toBe('no-smtp');
    expect(row).toMatchObject({ status: 'PENDING', devMailboxHtml: null, devMailboxText: null });
    expect(await db.passwordReset.count()).toBe(0);
  });
});
