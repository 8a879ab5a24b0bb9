import { randomUUID } from 'node:crypto';

import { createPrismaClient } from '@rihla/db';
import { Queue } from 'bullmq';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { aPackage } from '../../test/support/factories.ts';
import { recordEvent, recordIntent } from '../../test/support/payment-events.ts';
import { waitFor } from '../../test/wait.ts';
import {
  balanceReminderJobId,
  cancelBalanceReminders,
  queueBalanceReminder,
  scheduleBalanceReminders,
} from '../src/balance-reminders.ts';
import { queuePrefix } from '../src/config.ts';
import {
  addPaymentEvent,
  BALANCE_REMINDERS_QUEUE,
  type BalanceReminderJobData,
  closeQueues,
  createQueues,
  redisConnection,
} from '../src/jobs.ts';
import { type PaymentEffect, processPaymentEvent } from '../src/payment-events.ts';
import { startWorkers } from '../src/workers.ts';
import { logger } from './helpers.ts';

const db = createPrismaClient();
const DAY_MS = 24 * 3600_000;
const OWED = 200_000; // USD 2,000.00 for two travellers
const DEPOSIT = 40_000; // 20 %

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

/** A calendar day `days` from today (UTC), as Booking.balanceDueAt stores it. */
function dayFromToday(days: number): Date {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return new Date(today.getTime() + days * DAY_MS);
}

/** A booking of a package asking a 20 % deposit, balance due in `dueInDays`, as createBooking leaves it. */
async function depositBooking(dueInDays = 60) {
  const pkg = await aPackage(db, {
    code: `DEP-${randomUUID().slice(0, 6)}`,
    name: 'Umrah with deposit',
    price: 100_000,
    currency: 'USD',
  });
  return db.booking.create({
    data: {
      name: 'Amina Test',
      email: 'amina@example.com',
      packageId: pkg.id,
      amount: OWED,
      currency: 'USD',
      travellerCount: 2,
      depositDue: DEPOSIT,
      balanceDueAt: dayFromToday(dueInDays),
      accessExpiresAt: new Date(Date.now() + 30 * DAY_MS),
    },
  });
}

/** What checkout does: records an intent for the purpose and makes it the booking's current one. */
async function checkout(bookingId: number, purpose: 'FULL' | 'DEPOSIT' | 'BALANCE', amount: number) {
  const id = `pi_${purpose.toLowerCase()}_${randomUUID().slice(0, 8)}`;
  await recordIntent(db, { id, bookingId, amount, currency: 'USD' });
  await db.paymentIntent.update({ where: { id }, data: { purpose } });
  await db.booking.update({ where: { id: bookingId }, data: { paymentIntentId: id } });
  return id;
}

async function pay(bookingId: number, intentId: string, amountReceived: number, currency = 'usd') {
  const effects: PaymentEffect[] = [];
  const eventId = await recordEvent(db, 'payment_intent.succeeded', {
    bookingId,
    paymentIntentId: intentId,
    amountReceived,
    currency,
  });
  const outcome = await processPaymentEvent(db, eventId, undefined, (effect) => effects.push(effect));
  return { outcome, effects, eventId };
}

async function state(bookingId: number) {
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { payments: { orderBy: { id: 'asc' } }, transitions: { orderBy: { id: 'asc' } } },
  });
  return {
    status: booking.status,
    reviewReason: booking.reviewReason,
    paymentIntentId: booking.paymentIntentId,
    payments: booking.payments.map((p) => `${p.purpose} ${p.amount} ${p.currency}`),
    transitions: booking.transitions.map((t) => `${t.from}->${t.to}`),
  };
}

const receipts = () => db.outboxEmail.findMany({ where: { kind: 'payment-receipt' }, orderBy: { id: 'asc' } });

describe('deposit and balance', () => {
  it('moves a booking to DEPOSIT_PAID on the deposit and to PAID only once the balance covers what is owed', async () => {
    const booking = await depositBooking();
    const depositIntent = await checkout(booking.id, 'DEPOSIT', DEPOSIT);

    const deposit = await pay(booking.id, depositIntent, DEPOSIT);
    expect(deposit.outcome).toBe('applied');
    expect(await state(booking.id)).toMatchObject({
      status: 'DEPOSIT_PAID',
      payments: ['DEPOSIT 40000 USD'],
      transitions: ['PENDING->DEPOSIT_PAID'],
    });
    expect(deposit.effects).toEqual([
      { kind: 'email', emailId: expect.any(Number) },
      { kind: 'deposit-paid', bookingId: booking.id, balanceDueAt: booking.balanceDueAt },
    ]);
    const afterDeposit = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(afterDeposit.paidAt).toBeNull();
    // The booking email's link keeps working until a week after the balance is due.
    expect(afterDeposit.accessExpiresAt!.getTime()).toBe(booking.balanceDueAt!.getTime() + 7 * DAY_MS);

    const balanceIntent = await checkout(booking.id, 'BALANCE', OWED - DEPOSIT);
    const balance = await pay(booking.id, balanceIntent, OWED - DEPOSIT);
    expect(balance.outcome).toBe('applied');
    expect(await state(booking.id)).toMatchObject({
      status: 'PAID',
      paymentIntentId: balanceIntent,
      payments: ['DEPOSIT 40000 USD', 'BALANCE 160000 USD'],
      transitions: ['PENDING->DEPOSIT_PAID', 'DEPOSIT_PAID->PAID'],
    });
    expect(balance.effects).toEqual([
      { kind: 'email', emailId: expect.any(Number) },
      { kind: 'paid', bookingId: booking.id },
    ]);

    const [first, second] = await receipts();
    const due = booking.balanceDueAt!.toISOString().slice(0, 10);
    expect(first.subject).toMatch(/^Deposit received: USD 400\.00 for Umrah with deposit \(RH-/);
    expect(first.to).toBe('amina@example.com');
    expect(first.dedupeKey).toBe(`payment-receipt:${depositIntent}`);
    expect(first.text).toContain(`Deposit paid: USD 400.00`);
    expect(first.text).toContain(`Still to pay: USD 1,600.00 by ${due}`);
    expect(first.text).toContain('http://localhost:4000/my-trips');
    expect(second.subject).toMatch(/^Balance received: USD 1,600\.00/);
    expect(second.text).toContain('Still to pay: Nothing: paid in full');
  });

  it('records a balance short of what is owed and sends the booking to review with the amounts', async () => {
    const booking = await depositBooking();
    await pay(booking.id, await checkout(booking.id, 'DEPOSIT', DEPOSIT), DEPOSIT);
    const short = await checkout(booking.id, 'BALANCE', 100_000);

    expect((await pay(booking.id, short, 100_000)).outcome).toBe('review');

    expect(await state(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: `Payment of USD 1,000.00 received for ${short}: USD 1,400.00 paid in all, USD 2,000.00 owed, USD 600.00 still due.`,
      payments: ['DEPOSIT 40000 USD', 'BALANCE 100000 USD'],
    });
    expect(await receipts()).toHaveLength(1);
  });

  it('sends a balance paid twice to review and keeps both payments', async () => {
    const booking = await depositBooking();
    await pay(booking.id, await checkout(booking.id, 'DEPOSIT', DEPOSIT), DEPOSIT);
    const first = await checkout(booking.id, 'BALANCE', OWED - DEPOSIT);
    const second = await checkout(booking.id, 'BALANCE', OWED - DEPOSIT);
    expect((await pay(booking.id, first, OWED - DEPOSIT)).outcome).toBe('applied');

    expect((await pay(booking.id, second, OWED - DEPOSIT)).outcome).toBe('review');

    expect(await state(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: `Paid twice (${first} and ${second}): refund one.`,
      payments: ['DEPOSIT 40000 USD', 'BALANCE 160000 USD', 'BALANCE 160000 USD'],
    });
  });

  it('counts a deposit once however often and in whatever order its events arrive', async () => {
    const booking = await depositBooking();
    const intent = await checkout(booking.id, 'DEPOSIT', DEPOSIT);
    const eventId = await recordEvent(db, 'payment_intent.succeeded', {
      bookingId: booking.id,
      paymentIntentId: intent,
      amountReceived: DEPOSIT,
    });
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => processPaymentEvent(db, eventId)));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    // The same success delivered again as another event, then a late failure of that intent.
    expect((await pay(booking.id, intent, DEPOSIT)).outcome).toBe('noop');
    const failed = await recordEvent(db, 'payment_intent.payment_failed', {
      bookingId: booking.id,
      paymentIntentId: intent,
    });
    expect(await processPaymentEvent(db, failed)).toBe('noop');

    expect(await state(booking.id)).toMatchObject({
      status: 'DEPOSIT_PAID',
      payments: ['DEPOSIT 40000 USD'],
      transitions: ['PENDING->DEPOSIT_PAID'],
    });
    expect(await receipts()).toHaveLength(1);
  });

  it('keeps a failed first attempt from blocking the deposit that follows it', async () => {
    const booking = await depositBooking();
    const intent = await checkout(booking.id, 'DEPOSIT', DEPOSIT);
    const failed = await recordEvent(db, 'payment_intent.payment_failed', {
      bookingId: booking.id,
      paymentIntentId: intent,
    });
    expect(await processPaymentEvent(db, failed)).toBe('applied');
    expect((await pay(booking.id, intent, DEPOSIT)).outcome).toBe('applied');
    expect((await state(booking.id)).transitions).toEqual(['PENDING->FAILED', 'FAILED->DEPOSIT_PAID']);
  });

  it('records a deposit in another currency but counts nothing of it and sends the booking to review', async () => {
    const booking = await depositBooking();
    const intent = await checkout(booking.id, 'DEPOSIT', DEPOSIT);

    expect((await pay(booking.id, intent, DEPOSIT, 'eur')).outcome).toBe('review');

    expect(await state(booking.id)).toMatchObject({
      status: 'NEEDS_REVIEW',
      reviewReason: 'Payment in EUR, booking is in USD.',
      payments: ['DEPOSIT 40000 EUR'],
    });
    expect(await receipts()).toHaveLength(0);
  });

  it('sends a deposit smaller than the deposit due to review', async () => {
    const booking = await depositBooking();
    const intent = await checkout(booking.id, 'DEPOSIT', DEPOSIT);
    expect((await pay(booking.id, intent, 10_000)).outcome).toBe('review');
    expect((await state(booking.id)).reviewReason).toBe(
      `Payment of USD 100.00 received for ${intent}, but the deposit is USD 400.00.`,
    );
  });

  it('pays in full at once when the customer chose the full amount instead of the deposit', async () => {
    const booking = await depositBooking();
    const intent = await checkout(booking.id, 'FULL', OWED);
    expect((await pay(booking.id, intent, OWED)).outcome).toBe('applied');
    expect(await state(booking.id)).toMatchObject({ status: 'PAID', payments: ['FULL 200000 USD'] });
    expect((await receipts())[0].subject).toMatch(/^Payment received: USD 2,000\.00/);
  });
});

describe('balance reminders', () => {
  const reminderQueue = () =>
    new Queue<BalanceReminderJobData>(BALANCE_REMINDERS_QUEUE, {
      connection: redisConnection('producer'),
      prefix: queuePrefix(),
    });

  it('schedules the reminders still ahead once, at 09:00 UTC 14, 7 and 2 days before, and removes them', async () => {
    const queue = reminderQueue();
    try {
      const bookingId = 900_000 + Math.floor(Math.random() * 99_999);
      const dueAt = dayFromToday(10);
      const now = Date.now();
      expect(await scheduleBalanceReminders(queue, bookingId, dueAt, now)).toEqual([7, 2]);
      await scheduleBalanceReminders(queue, bookingId, dueAt, now);
      const jobs = (await queue.getDelayed()).filter((job) => job.data.bookingId === bookingId);
      expect(jobs.map((job) => job.id).sort()).toEqual([
        balanceReminderJobId(bookingId, 2),
        balanceReminderJobId(bookingId, 7),
      ]);
      for (const job of jobs) {
        const at = dueAt.getTime() - job.data.daysBefore * DAY_MS + 9 * 3600_000;
        expect(job.opts.delay).toBe(at - now);
      }
      await cancelBalanceReminders(queue, bookingId);
      expect((await queue.getDelayed()).filter((job) => job.data.bookingId === bookingId)).toEqual([]);
    } finally {
      await queue.close();
    }
  });

  it('mails a reminder only while the balance is still due, once per day', async () => {
    const booking = await depositBooking(14);
    await pay(booking.id, await checkout(booking.id, 'DEPOSIT', DEPOSIT), DEPOSIT);

    const first = await queueBalanceReminder(db, { bookingId: booking.id, daysBefore: 14 });
    const again = await queueBalanceReminder(db, { bookingId: booking.id, daysBefore: 14 });
    expect(first.outcome).toBe('queued');
    expect(again.emailId).toBe(first.emailId);
    const mail = await db.outboxEmail.findUniqueOrThrow({ where: { id: first.emailId! } });
    const due = booking.balanceDueAt!.toISOString().slice(0, 10);
    expect(mail).toMatchObject({ kind: 'balance-reminder', to: 'amina@example.com' });
    expect(mail.subject).toMatch(new RegExp(`^Balance of USD 1,600\\.00 due by ${due}: Umrah with deposit \\(RH-`));
    expect(mail.text).toContain('payment link in your booking email');
    expect(mail.text).toContain('http://localhost:4000/my-trips');

    await pay(booking.id, await checkout(booking.id, 'BALANCE', OWED - DEPOSIT), OWED - DEPOSIT);
    expect(await queueBalanceReminder(db, { bookingId: booking.id, daysBefore: 7 })).toEqual({
      outcome: 'not-due',
      emailId: null,
    });
    await db.booking.update({ where: { id: booking.id }, data: { status: 'CANCELLED' } });
    expect((await queueBalanceReminder(db, { bookingId: booking.id, daysBefore: 2 })).outcome).toBe('not-due');
  });

  it('the worker schedules the reminders when the deposit is recorded and removes them when the balance is paid', async () => {
    const queues = createQueues({ logger });
    const queue = reminderQueue();
    const workers = await startWorkers({ db, logger, sender: { send: null, from: 'test@rihla', leaseMs: 60_000 } });
    try {
      const booking = await depositBooking(30);
      const reminders = async () =>
        (await queue.getDelayed()).filter((job) => job.data.bookingId === booking.id).map((job) => job.id);
      const deposit = await recordEvent(db, 'payment_intent.succeeded', {
        bookingId: booking.id,
        paymentIntentId: await checkout(booking.id, 'DEPOSIT', DEPOSIT),
        amountReceived: DEPOSIT,
      });
      await addPaymentEvent(queues.paymentEvents, deposit);
      const scheduled = await waitFor(async () => {
        const ids = await reminders();
        return ids.length === 3 && ids;
      });
      expect(scheduled.sort()).toEqual([14, 2, 7].map((days) => balanceReminderJobId(booking.id, days)).sort());

      const balance = await recordEvent(db, 'payment_intent.succeeded', {
        bookingId: booking.id,
        paymentIntentId: await checkout(booking.id, 'BALANCE', OWED - DEPOSIT),
        amountReceived: OWED - DEPOSIT,
      });
      await addPaymentEvent(queues.paymentEvents, balance);
      await waitFor(async () => (await reminders()).length === 0);
      expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('PAID');
    } finally {
      await workers.close();
      await queue.close();
      await closeQueues(queues);
    }
  });
});
