import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { aPackage } from '../../test/support/factories.ts';
import { linksIn, startSmtpServer } from '../../test/support/smtp.ts';
import { EMAIL_KINDS } from '../../worker/src/emails/outbox.ts';
import { createSender, deliverOutboxEmail, type Sender } from '../../worker/src/emails/sender.ts';
import type { Config } from '../src/config.ts';
import { PASSWORD_RESET, RESET_REQUESTED } from '../src/services/auth.service.ts';
import { CONFIRMED_ANSWER, SUBSCRIBE_ANSWER, UNSUBSCRIBED_ANSWER } from '../src/services/newsletter.service.ts';
import { configWithLimits, gql, rest, startTestApp, type TestApp, userWithToken } from './helpers.ts';

const PUBLIC_URL = 'https://rihla.example';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sender: Sender;

/** What the worker does: every PENDING row through the real SMTP path; answers the messages received. */
async function sendOutbox() {
  const before = smtp.messages.length;
  const rows = await t.deps.db.outboxEmail.findMany({ where: { status: 'PENDING' }, orderBy: { id: 'asc' } });
  for (const row of rows) await deliverOutboxEmail(t.deps.db, row.id, sender);
  return smtp.messages.slice(before);
}

/** The fragment token of the one link of `text` under `path`. */
function tokenOf(text: string, path: string): string {
  const link = linksIn(text).find((url) => url.startsWith(`${PUBLIC_URL}${path}#token=`));
  expect(link, `a ${path} link`).toBeDefined();
  return new URL(link!).hash.slice('#token='.length);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  sender = createSender(smtp.url, 'Rihla <no-reply@rihla.example>');
  const config: Config = configWithLimits(
    { auth: 1000, consultation: 1000, newsletter: 1000 },
    {
      publicUrl: PUBLIC_URL,
    },
  );
  t = await startTestApp({ config });
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  await t.deps.db.outboxEmail.deleteMany();
});

describe('consultation emails', () => {
  it('acknowledge the visitor and tell the admins, queued with the request', async () => {
    const { user: admin } = await userWithToken(t, 'ADMIN');
    const created = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'Amina', email: 'amina@example.com', message: 'Umrah in March for four?' },
    });
    expect(created.status).toBe(201);
    const id = created.body.consultation.id as number;
    const rows = await t.deps.db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.kind, row.to, row.dedupeKey, row.status])).toEqual([
      ['consultation-ack', 'amina@example.com', `consultation-ack:${id}`, 'PENDING'],
      ['consultation-staff', admin.email, `consultation-staff:${id}`, 'PENDING'],
    ]);

    const [ack, staff] = await sendOutbox();
    expect(ack.to).toEqual(['amina@example.com']);
    expect(ack.subject).toBe('We received your consultation request');
    expect(ack.text).not.toContain('Umrah in March for four?');
    expect(staff.text).toContain('Umrah in March for four?');
    expect(linksIn(ack.text)).toEqual([`${PUBLIC_URL}/packages`]);
    expect(staff.to).toEqual([admin.email]);
    expect(staff.subject).toBe('New consultation request from Amina');
    expect(linksIn(staff.text)).toEqual([`${PUBLIC_URL}/admin/consultations`]);
  });

  it('keep an optional phone or WhatsApp number, shown to staff in the list and the email', async () => {
    const { user: admin, token } = await userWithToken(t, 'ADMIN');
    const created = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'Yusuf', email: 'yusuf@example.com', phone: ' +62 (812) 3456-7890 ', message: 'Hajj 2027?' },
    });
    expect(created.status).toBe(201);
    const id = created.body.consultation.id as number;
    expect((await t.deps.db.consultation.findUniqueOrThrow({ where: { id } })).phone).toBe('+62 (812) 3456-7890');
    const listed = await gql(t, '{ consultations(page: 1, pageSize: 1) { items { name phone } } }', {}, token);
    expect(listed.data.consultations.items).toEqual([{ name: 'Yusuf', phone: '+62 (812) 3456-7890' }]);
    const [ack, staff] = await sendOutbox();
    expect(staff.to).toContain(admin.email);
    expect(staff.text).toContain('+62 (812) 3456-7890');
    // The visitor's own acknowledgement does not repeat what they typed.
    expect(ack.text).not.toContain('3456-7890');

    // An empty number is no number.
    const without = await rest(t, 'POST', '/api/consultations', {
      json: { name: 'Sara', email: 'sara@example.com', phone: '  ', message: 'Umrah?' },
    });
    expect(without.status).toBe(201);
    expect(without.body.consultation.phone).toBeNull();
  });

  it.each(['12345', '+1 (555) 123-4567 ext 2', '0812 3456 7890 1234 5678 9', 'call me'])(
    'refuse the phone %j with a worded 400 and store nothing',
    async (phone) => {
      const before = await t.deps.db.consultation.count();
      const refused = await rest(t, 'POST', '/api/consultations', {
        json: { name: 'Sara', email: 'sara@example.com', phone, message: 'Umrah?' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        reason: 'CONSULTATION_PHONE_INVALID',
        error:
          'Please enter a phone or WhatsApp number of 6 to 20 digits (spaces, +, - and brackets are fine), or leave it empty.',
      });
      expect(await t.deps.db.consultation.count()).toBe(before);
    },
  );

  it('an invalid request stores and mails nothing', async () => {
    const before = await t.deps.db.outboxEmail.count();
    const refused = await rest(t, 'POST', '/api/consultations', { json: { name: '', email: 'x', message: '' } });
    expect(refused.status).toBe(400);
    expect(await t.deps.db.outboxEmail.count()).toBe(before);
  });
});

describe('newsletter double opt-in', () => {
  it('subscribe mails a confirm link; the link confirms once; the unsubscribe link works, twice', async () => {
    const subscribed = await rest(t, 'POST', '/api/newsletter', { json: { email: 'reader@example.com' } });
    expect(subscribed.body).toEqual(SUBSCRIBE_ANSWER);
    const subscriber = () =>
      t.deps.db.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'reader@example.com' } });
    expect((await subscriber()).status).toBe('PENDING');

    const [mail] = await sendOutbox();
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.subject).toBe('Please confirm your subscription to the Rihla newsletter');
    const confirm = tokenOf(mail.text, '/newsletter/confirm');
    const unsubscribe = tokenOf(mail.text, '/newsletter/unsubscribe');
    // Only hashes are stored: the database knows neither token.
    expect(JSON.stringify(await subscriber())).not.toContain(confirm);

    expect((await rest(t, 'POST', '/api/newsletter/confirm', { json: { token: confirm } })).body).toEqual(
      CONFIRMED_ANSWER,
    );
    expect(await subscriber()).toMatchObject({ status: 'CONFIRMED', confirmedAt: expect.any(Date) });
    const reused = await rest(t, 'POST', '/api/newsletter/confirm', { json: { token: confirm } });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatch(/already been used/);

    for (let click = 0; click < 2; click += 1) {
      const answer = await rest(t, 'POST', '/api/newsletter/unsubscribe', { json: { token: unsubscribe } });
      expect(answer.body).toEqual(UNSUBSCRIBED_ANSWER);
    }
    expect((await subscriber()).status).toBe('UNSUBSCRIBED');
    expect((await rest(t, 'POST', '/api/newsletter/unsubscribe', { json: { token: 'forged' } })).status).toBe(400);
  });

  it('answers the same for a confirmed address, which stays confirmed', async () => {
    await rest(t, 'POST', '/api/newsletter', { json: { email: 'loyal@example.com' } });
    const [first] = await sendOutbox();
    await rest(t, 'POST', '/api/newsletter/confirm', { json: { token: tokenOf(first.text, '/newsletter/confirm') } });
    const again = await rest(t, 'POST', '/api/newsletter', { json: { email: 'LOYAL@example.com' } });
    expect(again.body).toEqual(SUBSCRIBE_ANSWER);
    expect(
      (await t.deps.db.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'loyal@example.com' } })).status,
    ).toBe('CONFIRMED');
    expect(await t.deps.db.newsletterSubscriber.count({ where: { email: 'loyal@example.com' } })).toBe(1);
  });
});

describe('password reset', () => {
  it('mails a one-hour link that sets the password once and ends every session', async () => {
    const { user, token: session } = await userWithToken(t, 'USER', 'forgetful@example.com');
    const asked = await rest(t, 'POST', '/api/auth/password-reset', { json: { email: 'Forgetful@example.com' } });
    expect(asked.body).toEqual(RESET_REQUESTED);
    const [mail] = await sendOutbox();
    expect(mail.to).toEqual(['forgetful@example.com']);
    expect(mail.subject).toBe('Reset your Rihla password');
    const link = tokenOf(mail.text, '/reset-password');
    const reset = await t.deps.db.passwordReset.findFirstOrThrow({ where: { userId: user.id } });
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeCloseTo(3600_000, -3);

    const done = await rest(t, 'POST', '/api/auth/password-reset/confirm', {
      json: { token: link, password: 'a-new-passphrase' },
    });
    expect(done.body).toEqual(PASSWORD_RESET);
    expect((await rest(t, 'GET', '/api/packages', { token: session })).status).toBe(401);
    const login = await rest(t, 'POST', '/api/auth/login', {
      json: { email: 'forgetful@example.com', password: 'a-new-passphrase' },
    });
    expect(login.status).toBe(200);

    const again = await rest(t, 'POST', '/api/auth/password-reset/confirm', {
      json: { token: link, password: 'another-passphrase' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This reset link has expired or has already been used. Please ask for a new one.');
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const before = await t.deps.db.outboxEmail.count();
    const asked = await rest(t, 'POST', '/api/auth/password-reset', { json: { email: 'nobody@example.com' } });
    expect(asked.body).toEqual(RESET_REQUESTED);
    expect(await t.deps.db.outboxEmail.count()).toBe(before);
  });

  it('refuses an expired link and a short password', async () => {
    await userWithToken(t, 'USER', 'late@example.com');
    await rest(t, 'POST', '/api/auth/password-reset', { json: { email: 'late@example.com' } });
    const [mail] = await sendOutbox();
    const link = tokenOf(mail.text, '/reset-password');
    const short = await rest(t, 'POST', '/api/auth/password-reset/confirm', {
      json: { token: link, password: 'short' },
    });
    expect(short.body.error).toBe('Password must be at least 8 characters.');
    await t.deps.db.passwordReset.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await rest(t, 'POST', '/api/auth/password-reset/confirm', {
      json: { token: link, password: 'long-enough-now' },
    });
    expect(expired.status).toBe(400);
  });
});

describe('booking received', () => {
  it('mails the booker the payment link carrying the access token, queued with the booking', async () => {
    const pkg = await aPackage(t.deps.db, {
      code: `MAIL${Date.now().toString(36)}`,
      name: 'Umrah in Ramadan',
      price: 189_900,
      currency: 'USD',
    });
    const booked = await rest(t, 'POST', '/api/bookings', {
      json: { acceptTerms: true, name: 'Maryam', email: 'maryam@example.com', phone: '1', packageId: pkg.id },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.booking.id as number;
    const [mail] = await sendOutbox();
    expect(mail.to).toEqual(['maryam@example.com']);
    expect(mail.subject).toMatch(/^Booking received: Umrah in Ramadan \(/);
    expect(mail.text).toContain('Amount: USD 1,899.00');
    // The link carries its own token, made when the mail was sent: it opens the booking as the one shown at
    // booking does, and the outbox row holds neither.
    const mailed = tokenOf(mail.text, `/checkout?booking=${id}&kind=PACKAGE`);
    expect(mailed).not.toBe(booked.body.accessToken);
    const row = await t.deps.db.outboxEmail.findFirstOrThrow({ where: { kind: 'booking-received' } });
    expect(JSON.stringify(row)).not.toContain(mailed);
    expect(JSON.stringify(row)).not.toContain(booked.body.accessToken as string);
    const checkout = await rest(t, 'GET', `/api/bookings/${id}/checkout?kind=PACKAGE`, {
      headers: { 'x-booking-token': mailed },
    });
    expect(checkout.status).toBe(200);
  });
});

describe('the admin Emails list', () => {
  it('shows staff the outbox newest first, filtered by kind and status, with one message in full; customers get 403', async () => {
    const { token: staff } = await userWithToken(t, 'STAFF');
    const { token: customer } = await userWithToken(t, 'USER');
    await rest(t, 'POST', '/api/newsletter', { json: { email: 'list@example.com' } });
    const list = await rest(t, 'GET', '/api/emails?kind=newsletter-confirm&status=PENDING&limit=1', {
      token: staff,
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ to: 'list@example.com', kind: 'newsletter-confirm', status: 'PENDING' });
    expect(list.body[0].html).toBeUndefined();
    const one = await rest(t, 'GET', `/api/emails/${list.body[0].id}`, { token: staff });
    expect(one.body.email.html).toContain('Confirm my subscription');
    expect((await rest(t, 'GET', '/api/emails', { token: customer })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/emails?status=LOST', { token: staff })).status).toBe(400);
  });

  it('names every kind the worker queues in the GraphQL EmailKind enum, and filters by it', async () => {
    const { token: staff } = await userWithToken(t, 'STAFF');
    const kinds = await gql(t, '{ __type(name: "EmailKind") { enumValues { name } } }');
    const names = (kinds.data.__type.enumValues as { name: string }[]).map((value) => value.name);
    expect(names.toSorted()).toEqual(EMAIL_KINDS.map((kind) => kind.toUpperCase().replaceAll('-', '_')).toSorted());

    await rest(t, 'POST', '/api/newsletter', { json: { email: 'enum@example.com' } });
    const query = `query ($kind: EmailKind) { outboxEmails(kind: $kind) { items { to kind } } }`;
    const confirms = await gql(t, query, { kind: 'NEWSLETTER_CONFIRM' }, staff);
    expect(confirms.data.outboxEmails.items).toContainEqual({ to: 'enum@example.com', kind: 'NEWSLETTER_CONFIRM' });
    const resets = await gql(t, query, { kind: 'PASSWORD_RESET' }, staff);
    expect(resets.data.outboxEmails.items).not.toContainEqual(expect.objectContaining({ to: 'enum@example.com' }));
    expect((await gql(t, query, { kind: 'newsletter-confirm' }, staff)).errors).toBeDefined();
  });
});
