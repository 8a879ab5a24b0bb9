import type { PrismaClient } from '@rihla/db';
import { moneySummary } from '@rihla/db/booking-money';
import { Queue, Worker, type WorkerOptions } from 'bullmq';

import { publicUrl } from './config.ts';
import { packageTitle } from './emails/i18n/index.ts';
import { queueEmail } from './emails/outbox.ts';
import { balanceReminderEmail } from './emails/templates/balance-reminder.ts';
import {
  BALANCE_REMINDER_DAYS,
  BALANCE_REMINDER_JOB,
  BALANCE_REMINDERS_QUEUE,
  type BalanceReminderJobData,
  type BalanceRemindersQueue,
} from './jobs.ts';

/**
 * Balance reminders (issue 14, item 3): when a deposit is recorded, the worker schedules one delayed job per
 * reminder day (14, 7 and 2 days before the balance's due date, at 09:00 UTC; days already past are skipped).
 * Job ids make scheduling twice a no-op; paying the balance removes the jobs; and each job re-checks the booking
 * when it runs, so a reminder whose removal was lost (or a booking cancelled meanwhile) mails nothing.
 */

const DAY_MS = 24 * 3600_000;
const SEND_AT_HOUR_UTC = 9;
const CONCURRENCY = 2;
const DAY_S = DAY_MS / 1000;

export type ReminderOutcome = 'queued' | 'not-due';

export const balanceReminderJobId = (bookingId: number, daysBefore: number) =>
  `balance-reminder-${bookingId}-${daysBefore}`;

/** When the reminder `daysBefore` the due date (a calendar day, UTC) is sent. */
const reminderAt = (dueAt: Date, daysBefore: number) =>
  new Date(dueAt.getTime() - daysBefore * DAY_MS + SEND_AT_HOUR_UTC * 3600_000);

/** Adds the reminders still ahead; an existing job id keeps its job (BullMQ ignores the add). */
export async function scheduleBalanceReminders(
  queue: BalanceRemindersQueue,
  bookingId: number,
  dueAt: Date,
  now = Date.now(),
): Promise<number[]> {
  const ahead = BALANCE_REMINDER_DAYS.filter((days) => reminderAt(dueAt, days).getTime() > now);
  await Promise.all(
    ahead.map((daysBefore) =>
      queue.add(
        BALANCE_REMINDER_JOB,
        { bookingId, daysBefore },
        {
          jobId: balanceReminderJobId(bookingId, daysBefore),
          delay: reminderAt(dueAt, daysBefore).getTime() - now,
          attempts: 5,
          backoff: { type: 'exponential', delay: 10_000 },
          removeOnComplete: true,
          removeOnFail: { age: 7 * DAY_S, count: 1_000 },
        },
      ),
    ),
  );
  return ahead;
}

/** Drops the booking's reminders still waiting (the balance is paid). */
export async function cancelBalanceReminders(queue: BalanceRemindersQueue, bookingId: number): Promise<void> {
  await Promise.all(BALANCE_REMINDER_DAYS.map((days) => queue.remove(balanceReminderJobId(bookingId, days))));
}

/**
 * Writes the reminder to the outbox if the booking still waits for its balance (DEPOSIT_PAID, something left
 * to pay); answers the outbox row's id for the sender's wake-up, or 'not-due'. The dedupe key (booking, day)
 * makes a retried job mail once.
 */
export async function queueBalanceReminder(
  db: PrismaClient,
  { bookingId, daysBefore }: BalanceReminderJobData,
  now = new Date(),
): Promise<{ outcome: ReminderOutcome; emailId: number | null }> {
  return db.$transaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { id: bookingId },
      include: {
        package: { select: { name: true, translations: true } },
        payments: { select: { amount: true, currency: true } },
      },
    });
    if (booking?.status !== 'DEPOSIT_PAID' || !booking.balanceDueAt || booking.amount === null || !booking.currency)
      return { outcome: 'not-due', emailId: null };
    const summary = moneySummary(booking, booking.payments);
    const balance = summary.stillOwed ?? 0;
    if (balance <= 0) return { outcome: 'not-due', emailId: null };
    const message = balanceReminderEmail(
      publicUrl(),
      {
        id: booking.id,
        reference: booking.reference,
        name: booking.name,
        email: booking.email,
        title: packageTitle(booking.package, booking.locale),
        hasAccount: booking.userId !== null,
        linkValid: !!booking.accessExpiresAt && booking.accessExpiresAt > now,
        // The customer's language when booking: the reminder is written in it.
        locale: booking.locale,
      },
      { amount: balance, paid: summary.paid, currency: booking.currency, dueAt: booking.balanceDueAt, daysBefore },
    );
    return { outcome: 'queued', emailId: await queueEmail(tx, message) };
  });
}

/** The reminders' queue (producer side, for scheduling) and its worker; `onEmail` wakes the outbox sender. */
export function startBalanceReminders(
  db: PrismaClient,
  options: Pick<WorkerOptions, 'connection' | 'prefix'>,
  producer: Pick<WorkerOptions, 'connection' | 'prefix'>,
  onEmail: (emailId: number) => void,
) {
  const queue: BalanceRemindersQueue = new Queue<BalanceReminderJobData>(BALANCE_REMINDERS_QUEUE, producer);
  const worker = new Worker<BalanceReminderJobData, ReminderOutcome>(
    BALANCE_REMINDERS_QUEUE,
    async (job) => {
      const { outcome, emailId } = await queueBalanceReminder(db, job.data);
      if (emailId !== null) onEmail(emailId);
      return outcome;
    },
    { ...options, concurrency: CONCURRENCY },
  );
  return {
    queue,
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
