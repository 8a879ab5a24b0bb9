import type { PrismaClient } from '@rihla/db';
import type { UploadStorage } from '@rihla/db/storage';
import { Queue, Worker, type WorkerOptions } from 'bullmq';

import { documentJobsEveryMs, publicUrl } from './config.ts';
import { deleteExpiredDocuments } from './document-retention.ts';
import { sweepDocumentsReminders } from './documents-reminders.ts';
import { markUnsendable, type Sender, sweepOutbox } from './emails/sender.ts';
import { sweepInvoiceReminders } from './invoice-reminders.ts';
import {
  type EmailsQueue,
  enqueueEmail,
  eventsWithoutJob,
  PAYMENT_EVENT_ATTEMPTS,
  type PaymentEventsQueue,
  queueRecordedEvent,
} from './jobs.ts';
import type { Logger } from './log.ts';
import type { JobSchedulers } from './schedulers.ts';
import { releaseDueAllocations } from './seat-allocations.ts';

export type SweepOptions = {
  /** Leaves the webhook time to queue an event itself before the sweeper does. */
  olderThanMs: number;
  logger: Logger;
  batchSize?: number;
};

/**
 * Queues recorded events that never reached Redis (it was down when the webhook ran), and requeues those
 * whose job is gone (Redis restarted empty or failed over to a replica that had not caught up: its jobs went with
 * its data, while PostgreSQL still says queued). Dead events (attempts spent) stay put until an admin replays them;
 * one that spent its attempts without the worker marking it (killed mid-failure) is marked dead here instead of
 * requeued. Returns how many it queued; with Redis down it logs and stops.
 */
export async function sweepUnqueuedEvents(
  db: PrismaClient,
  queue: PaymentEventsQueue,
  { olderThanMs, logger, batchSize = 500 }: SweepOptions,
): Promise<number> {
  // Both sides are instants (timestamptz against a Date), so the process's and the database's zones do not matter.
  const now = Date.now();
  const stale = { processedAt: null, deadAt: null, receivedAt: { lt: new Date(now - olderThanMs) } };
  const buried = await db.paymentEvent.updateMany({
    where: { ...stale, attempts: { gte: PAYMENT_EVENT_ATTEMPTS } },
    data: { deadAt: new Date(now) },
  });
  if (buried.count > 0)
    logger.error({ dead: buried.count }, 'payment events spent their attempts: marked dead for an admin to replay');

  const events = await db.paymentEvent.findMany({
    where: stale,
    orderBy: { receivedAt: 'asc' },
    take: batchSize,
    select: { id: true, queuedAt: true },
  });
  let lost: Set<string>;
  try {
    lost = await eventsWithoutJob(
      queue,
      events.filter((event) => event.queuedAt).map((event) => event.id),
    );
  } catch (err) {
    logger.warn({ err }, 'sweep could not read the queue (Redis unreachable?); the next sweep retries');
    return 0;
  }
  if (lost.size > 0)
    logger.warn({ lost: lost.size }, 'payment events whose job Redis lost (restarted empty?): queued again');

  let queued = 0;
  for (const { id } of events.filter((event) => !event.queuedAt || lost.has(event.id))) {
    try {
      await queueRecordedEvent(db, queue, id);
      queued += 1;
    } catch (err) {
      logger.warn(
        { err, eventId: id, queued },
        'sweep stopped at an event it could not queue (Redis unreachable?); the next sweep retries',
      );
      break;
    }
  }
  if (queued > 0) logger.info({ queued }, 'swept unqueued payment events onto the queue');
  return queued;
}

/**
 * Periodic sweeps of a pool of workers (docs/decisions/0018-scale-out.md): each is a BullMQ job scheduler of the
 * maintenance queue with a stable id, so however many workers run, one job per period exists cluster-wide and
 * whichever worker is free takes it. Every worker upserts the same schedulers at start, and again after Redis came
 * back (./schedulers.ts; idempotent by id); an
 * `every` scheduler's slots are aligned to multiples of its period, so two upserts never add two jobs for a slot.
 */
export const MAINTENANCE_QUEUE = 'maintenance';
export const SWEEP_PAYMENT_EVENTS_JOB = 'sweep-payment-events';
const SWEEP_OUTBOX_JOB = 'sweep-outbox';
const DOCUMENT_RETENTION_JOB = 'delete-expired-documents';
const DOCUMENTS_REMINDERS_JOB = 'documents-reminders';
const INVOICE_REMINDERS_JOB = 'invoice-reminders';
const SEAT_ALLOCATIONS_JOB = 'release-seat-allocations';
type MaintenanceJobData = Record<string, never>;

export type SweepPeriods = {
  paymentEventsMs: number;
  outboxMs: number;
  documentRetentionMs: number;
  documentsRemindersMs: number;
  invoiceRemindersMs: number;
  seatAllocationsMs: number;
};
/**
 * Retention and reminders count in days: an hourly run deletes a file within the hour of its day, in bounded
 * batches, and mails a reminder on time (documentJobsEveryMs).
 */
export const sweepPeriods = (env = process.env): SweepPeriods => ({
  paymentEventsMs: 15_000,
  outboxMs: 30_000,
  documentRetentionMs: documentJobsEveryMs(env),
  documentsRemindersMs: documentJobsEveryMs(env),
  // Overdue invoices count in days too (decision 0065).
  invoiceRemindersMs: documentJobsEveryMs(env),
  // Release dates are days too: the documents jobs' period (hourly; the scale proof's short one) serves them.
  seatAllocationsMs: documentJobsEveryMs(env),
});
// Leaves the webhook time to queue an event itself before the sweeper does.
const SWEEP_OLDER_THAN_MS = 10_000;
// A run that finds nothing is worth nothing past its period: failed runs are kept for a look, not retried.
const SCHEDULED = { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };

export async function startMaintenance(
  db: PrismaClient,
  queues: { paymentEvents: PaymentEventsQueue; emails: EmailsQueue },
  logger: Logger,
  options: Pick<WorkerOptions, 'connection' | 'prefix'>,
  producer: Pick<WorkerOptions, 'connection' | 'prefix'>,
  {
    sender,
    periods = sweepPeriods(),
    schedulers,
    retention,
  }: {
    sender: Sender;
    periods?: SweepPeriods;
    schedulers: JobSchedulers;
    /** Where the travellers' sealed files are, and how many days after the return they are kept. */
    retention: { storage: UploadStorage; days: number };
  },
) {
  const queue = new Queue<MaintenanceJobData>(MAINTENANCE_QUEUE, producer);
  // One at a time per worker; across the pool a scheduler never has two jobs of one slot anyway.
  const worker = new Worker<MaintenanceJobData, number>(
    MAINTENANCE_QUEUE,
    async (job) => {
      let count = 0;
      if (job.name === SWEEP_PAYMENT_EVENTS_JOB)
        count = await sweepUnqueuedEvents(db, queues.paymentEvents, { olderThanMs: SWEEP_OLDER_THAN_MS, logger });
      // Without SMTP nothing can be sent, so nothing is worth re-queuing: new rows are only marked as waiting for it.
      else if (job.name === SWEEP_OUTBOX_JOB)
        count = sender.send || sender.devMailbox ? await sweepOutbox(db, queues.emails) : await markUnsendable(db);
      else if (job.name === DOCUMENT_RETENTION_JOB) {
        const deleted = await deleteExpiredDocuments(db, retention.storage, { retentionDays: retention.days, logger });
        count = deleted.documents + deleted.eVisas;
      } else if (job.name === DOCUMENTS_REMINDERS_JOB) {
        const emailIds = await sweepDocumentsReminders(db, publicUrl());
        await Promise.all(emailIds.map((id) => enqueueEmail(queues.emails, id)));
        count = emailIds.length;
      } else if (job.name === INVOICE_REMINDERS_JOB) {
        const emailIds = await sweepInvoiceReminders(db, publicUrl());
        await Promise.all(emailIds.map((id) => enqueueEmail(queues.emails, id)));
        count = emailIds.length;
      } else if (job.name === SEAT_ALLOCATIONS_JOB) count = await releaseDueAllocations(db, logger);
      logger.debug({ job: job.name, jobId: job.id, count }, 'sweep ran');
      return count;
    },
    { ...options, concurrency: 1 },
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${SWEEP_PAYMENT_EVENTS_JOB}-periodic`,
      { every: periods.paymentEventsMs },
      { name: SWEEP_PAYMENT_EVENTS_JOB, data: {}, opts: SCHEDULED },
    ),
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${SWEEP_OUTBOX_JOB}-periodic`,
      { every: periods.outboxMs },
      { name: SWEEP_OUTBOX_JOB, data: {}, opts: SCHEDULED },
    ),
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${DOCUMENT_RETENTION_JOB}-periodic`,
      { every: periods.documentRetentionMs },
      { name: DOCUMENT_RETENTION_JOB, data: {}, opts: SCHEDULED },
    ),
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${DOCUMENTS_REMINDERS_JOB}-periodic`,
      { every: periods.documentsRemindersMs },
      { name: DOCUMENTS_REMINDERS_JOB, data: {}, opts: SCHEDULED },
    ),
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${INVOICE_REMINDERS_JOB}-periodic`,
      { every: periods.invoiceRemindersMs },
      { name: INVOICE_REMINDERS_JOB, data: {}, opts: SCHEDULED },
    ),
  );
  await schedulers.add(() =>
    queue.upsertJobScheduler(
      `${SEAT_ALLOCATIONS_JOB}-periodic`,
      { every: periods.seatAllocationsMs },
      { name: SEAT_ALLOCATIONS_JOB, data: {}, opts: SCHEDULED },
    ),
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
