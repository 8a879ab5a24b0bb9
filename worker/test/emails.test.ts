import { createPrismaClient } from '@rihla/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { linksIn, useSmtpServer } from '../../test/support/smtp.ts';
import { waitFor } from '../../test/wait.ts';
import {
  bookingReceivedEmail,
  consultationAckEmail,
  consultationReplyEmail,
  paymentReceiptEmail,
  queueEmail,
} from '../src/emails/index.ts';
import { NO_SMTP } from '../src/emails/outbox.ts';
import {
  createSender,
  deliverOutboxEmail,
  markUnsendable,
  outboxMessageId,
  type Sender,
  sweepOutbox,
} from '../src/emails/sender.ts';
import { closeQueues, createQueues, enqueueEmail, type Queues } from '../src/jobs.ts';
import { type RunningWorkers, startWorkers } from '../src/workers.ts';
import { logger } from './helpers.ts';

const db = createPrismaClient();
const PUBLIC_URL = 'https://rihla.example';
const mailer = useSmtpServer(db);

const consultation = { id: 7, name: 'Amina', email: 'amina@example.com', message: 'Umrah in March for four?' };

async function queued(message = consultationAckEmail(PUBLIC_URL, consultation)) {
  return db.$transaction((tx) => queueEmail(tx, message));
}

describe('the outbox', () => {
  it('stores one row per event, however often the event queues it', async () => {
    const first = await queued();
    const again = await queued();
    expect(again).toBe(first);
    expect(await db.outboxEmail.count()).toBe(1);
  });

  it('writes nothing when the transaction that queues it rolls back', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await queueEmail(tx, consultationAckEmail(PUBLIC_URL, consultation));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.outboxEmail.count()).toBe(0);
  });
});

describe('the sender', () => {
  it('threads a consultation reply on the messages of its consultation sent before it (issue #32)', async () => {
    const asked = await db.consultation.create({
      data: { name: 'Amina', email: 'amina@example.com', message: 'Umrah?', locale: 'id' },
    });
    const queue = (message: ReturnType<typeof consultationAckEmail>) =>
      db.$transaction((tx) => queueEmail(tx, { ...message, consultationId: asked.id }));
    const ack = await queue(consultationAckEmail(PUBLIC_URL, asked));
    const first = await queue(consultationReplyEmail(asked, 'Ya, bisa.\nSalam', 'a'));
    const second = await queue(consultationReplyEmail(asked, 'Satu lagi', 'b'));
    for (const id of [ack, first, second]) expect(await deliverOutboxEmail(db, id, mailer.sender)).toBe('sent');
    const [ackMail, firstMail, secondMail] = mailer.smtp.messages;
    const header = (raw: string, name: string) =>
      new RegExp(`^${name}: (.+)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n\s+/g, ' '))?.[1];
    expect(header(ackMail.raw, 'In-Reply-To')).toBeUndefined();
    expect(firstMail.subject).toBe('Re: pertanyaan Anda kepada Rihla');
    expect(firstMail.text).toContain('Ya, bisa.\r\nSalam');
    expect(header(firstMail.raw, 'In-Reply-To')).toBe(outboxMessageId(ack));
    expect(header(secondMail.raw, 'In-Reply-To')).toBe(outboxMessageId(first));
    expect(header(secondMail.raw, 'References')).toBe(`${outboxMessageId(ack)} ${outboxMessageId(first)}`);
  });

  it('sends the message over SMTP with its deterministic Message-ID, then marks it SENT', async () => {
    const id = await queued();
    expect(await deliverOutboxEmail(db, id, mailer.sender)).toBe('sent');
    expect(mailer.smtp.messages).toHaveLength(1);
    const [mail] = mailer.smtp.messages;
    expect(mail.to).toEqual(['amina@example.com']);
    expect(mail.subject).toBe('We received your consultation request');
    expect(mail.messageId).toBe(outboxMessageId(id));
    expect(mail.text).toContain('Thank you, Amina');
    expect(linksIn(mail.text)).toEqual(['https://rihla.example/packages']);
    expect(mail.html).toContain('href="https://rihla.example/packages"');
    const row = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, messageId: `<outbox-${id}@rihla>`, leaseUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends once when two senders deliver the same row at the same time, and never again once SENT', async () => {
    const id = await queued();
    const outcomes = await Promise.all([
      deliverOutboxEmail(db, id, mailer.sender),
      deliverOutboxEmail(db, id, mailer.sender),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(await deliverOutboxEmail(db, id, mailer.sender)).toBe('skipped');
    expect(mailer.smtp.messages).toHaveLength(1);
  });

  it('after a crash between sending and marking, resends only when the lease is over, with the same Message-ID', async () => {
    const id = await queued();
    // The first sender hands the message to SMTP and dies before marking it.
    const crashing: Sender = {
      ...mailer.sender,
      send: async (mail) => {
        await mailer.sender.send!(mail);
        throw new Error('process killed');
      },
    };
    const sendAndDie = async () => {
      const claimed = await db.outboxEmail.updateManyAndReturn({
        where: { id, status: 'PENDING' },
        data: {
          status: 'SENDING',
          leaseUntil: new Date(Date.now() + mailer.sender.leaseMs),
          attempts: { increment: 1 },
        },
      });
      const row = claimed[0];
      await crashing.send!({ ...row, from: mailer.sender.from, messageId: outboxMessageId(id) }).catch(() => undefined);
    };
    await sendAndDie();
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id } })).status).toBe('SENDING');
    // The lease holds: a second sender (or BullMQ's stalled-job retry) leaves the row alone.
    expect(await deliverOutboxEmail(db, id, mailer.sender)).toBe('skipped');
    expect(mailer.smtp.messages).toHaveLength(1);
    // Past the lease the row is sent again: the same Message-ID lets the receiving side see one message.
    const later = new Date(Date.now() + mailer.sender.leaseMs + 1_000);
    expect(await deliverOutboxEmail(db, id, mailer.sender, { now: later })).toBe('sent');
    expect(mailer.smtp.messages.map((mail) => mail.messageId)).toEqual([outboxMessageId(id), outboxMessageId(id)]);
    expect(new Set(mailer.smtp.messages.map((mail) => mail.messageId)).size).toBe(1);
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('puts a refused message back to PENDING with the error, sends it on the retry, and marks it FAILED on the last', async () => {
    const id = await queued();
    mailer.smtp.refuse(1);
    await expect(deliverOutboxEmail(db, id, mailer.sender)).rejects.toThrow(/try again later/);
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: expect.stringMatching(/try again later/),
    });
    expect(await deliverOutboxEmail(db, id, mailer.sender)).toBe('sent');
    expect(mailer.smtp.messages).toHaveLength(1);

    const other = await queued(consultationAckEmail(PUBLIC_URL, { ...consultation, id: 8 }));
    mailer.smtp.refuse(1);
    await expect(deliverOutboxEmail(db, other, mailer.sender, { finalAttempt: true })).rejects.toThrow();
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id: other } })).status).toBe('FAILED');
  });

  it('in production without SMTP_URL keeps the message PENDING and says why', async () => {
    const id = await queued();
    expect(await deliverOutboxEmail(db, id, createSender('', undefined, true))).toBe('no-smtp');
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      lastError: NO_SMTP,
    });
  });

  it('without SMTP_URL the outbox sweep says why on every waiting message, in one statement', async () => {
    const waiting = await queued();
    const sent = await queued(consultationAckEmail(PUBLIC_URL, { ...consultation, id: 9 }));
    await db.outboxEmail.update({ where: { id: sent }, data: { status: 'SENT', sentAt: new Date() } });
    expect(await markUnsendable(db)).toBe(1);
    expect(await db.outboxEmail.findUniqueOrThrow({ where: { id: waiting } })).toMatchObject({
      status: 'PENDING',
      lastError: NO_SMTP,
    });
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id: sent } })).lastError).toBeNull();
    expect(await markUnsendable(db)).toBe(0);
  });
});

describe('the booking messages', () => {
  const booking = {
    id: 42,
    kind: 'PACKAGE' as const,
    name: 'Amina',
    email: 'amina@example.com',
    title: 'Umrah in Ramadan',
    amount: 150_000,
    currency: 'USD',
  };

  it('booking received stores a placeholder where the pay link goes, and what the sender mints for it', () => {
    const mail = bookingReceivedEmail(PUBLIC_URL, booking);
    expect(mail).toMatchObject({
      to: 'amina@example.com',
      kind: 'booking-received',
      dedupeKey: 'booking-received:PACKAGE:42',
      links: [
        {
          page: 'https://rihla.example/checkout?booking=42&kind=PACKAGE#token=',
          grant: { purpose: 'booking-access', bookingId: 42 },
        },
      ],
    });
    expect(mail.subject).toBe('Booking received: Umrah in Ramadan (#42)');
    expect(mail.text).toContain('Pay now: [secure link 1: created when the email is sent]');
    expect(linksIn(mail.text)).toEqual([]);
    expect(mail.text).toContain('Amount: USD 1,500.00');
    expect(mail.html).toContain('href="[secure link 1: created when the email is sent]"');
  });

  it('a booking awaiting its quote says so instead of an amount', () => {
    const mail = bookingReceivedEmail(PUBLIC_URL, { ...booking, amount: null, currency: null });
    expect(mail.text).toContain('Amount: Quote to follow');
    expect(mail.text).toContain('Our team will contact you shortly with a quote.');
  });

  it('the payment receipt names the amount, the date and the provider reference, once per payment', () => {
    const payment = {
      key: 'pi_1',
      amount: 50_000,
      currency: 'USD',
      paidAt: new Date('2026-11-25T10:00:00Z'),
      providerReference: 'pi_1',
    };
    const mail = paymentReceiptEmail(PUBLIC_URL, { ...booking, reference: 'RH-7KQ2-M9' }, payment);
    expect(mail.subject).toBe('Payment received: USD 500.00 for Umrah in Ramadan (RH-7KQ2-M9)');
    expect(mail.text).toContain('Amount paid: USD 500.00\nDate: 2026-11-25\nPayment reference: pi_1');
    expect(mail.dedupeKey).toBe('payment-receipt:pi_1');
  });
});

describe('the emails queue', () => {
  let queues: Queues;
  let workers: RunningWorkers | undefined;
  beforeAll(() => {
    queues = createQueues({ logger });
  });
  afterEach(async () => {
    await workers?.close();
    workers = undefined;
  });
  afterAll(() => closeQueues(queues));

  it('a wake-up job sends the message; the sweep sends one whose job was lost', async () => {
    // Starting the workers runs the outbox sweep at once (a job scheduler's first slot): unsent rows other test files
    // left in the shared database would go out through this test's SMTP server first. They are set aside, so only
    // this test's messages are in play (server test files run one at a time).
    await db.outboxEmail.updateMany({
      where: { status: { in: ['PENDING', 'SENDING'] } },
      data: { status: 'FAILED', lastError: 'set aside by the emails queue test' },
    });
    // Jobs are named by outbox id (`email-<id>`), and every test restarts the ids at 1: a job another file left on
    // this run's prefix (a failed one is kept, a retry waits) would silently swallow this test's wake-up.
    await queues.emails.obliterate({ force: true });
    workers = await startWorkers({ db, logger, sender: mailer.sender });
    const woken = await queued();
    await enqueueEmail(queues.emails, woken);
    await waitFor(async () => (await db.outboxEmail.findUniqueOrThrow({ where: { id: woken } })).status === 'SENT');

    const lost = await queued(consultationAckEmail(PUBLIC_URL, { ...consultation, id: 9 }));
    expect(await sweepOutbox(db, queues.emails, { olderThanMs: 0 })).toBe(1);
    await waitFor(async () => (await db.outboxEmail.findUniqueOrThrow({ where: { id: lost } })).status === 'SENT');
    expect(mailer.smtp.messages.map((mail) => mail.messageId)).toEqual([outboxMessageId(woken), outboxMessageId(lost)]);
  });
});
