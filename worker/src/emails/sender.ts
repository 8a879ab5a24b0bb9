import type { PrismaClient } from '@rihla/db';
import { type Job, Worker, type WorkerOptions } from 'bullmq';
import nodemailer from 'nodemailer';

import { mailFrom, smtpUrl } from '../config.ts';
import { EMAIL_ATTEMPTS, type EmailJobData, EMAILS_QUEUE, type EmailsQueue, enqueueEmail } from '../jobs.ts';
import type { Logger } from '../log.ts';
import { storedReceiptPdf } from '../receipts/stored-receipt.ts';
import { mintLinks, storedLinks, withLiveLinks } from './links.ts';
import { escape } from './message.ts';
import { NO_SMTP } from './outbox.ts';

/**
 * The sender of the email outbox (docs/decisions/0013-email-outbox.md). A row is claimed with a conditional
 * update (PENDING, or SENDING past its lease -> SENDING with a new lease), sent with the Message-ID
 * `<outbox-{id}@rihla>`, then marked SENT. Two senders never send one row at once; a crash between sending and
 * marking leaves the row SENDING until its lease ends, and the resend carries the same Message-ID.
 */

export type SendMail = (mail: {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** A consultation reply's thread (RFC 5322): the message it answers, and every earlier one of the thread. */
  inReplyTo?: string;
  references?: string[];
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}) => Promise<unknown>;

/**
 * `devMailbox`: no SMTP_URL outside production. The sender then delivers into the row's development mailbox
 * columns (live links included, ADMINs alone read them) instead of sending: a fresh install can follow its links.
 */
export type Sender = { send: SendMail | null; from: string; leaseMs: number; devMailbox?: boolean };
export type Delivery = 'sent' | 'skipped' | 'no-smtp' | 'dev-mailbox';

// Longer than any one send can take (the transport's timeouts below add up to well under it).
const LEASE_MS = 5 * 60_000;
// A row this old still PENDING lost its wake-up job (or its job is waiting on a backoff; the add is then a no-op).
const SWEEP_OLDER_THAN_MS = 30_000;
const EMAIL_CONCURRENCY = 4;

export const outboxMessageId = (id: number) => `<outbox-${id}@rihla>`;

/**
 * The SMTP transport of SMTP_URL. Without one, the development mailbox outside production; in production nothing
 * (messages then wait in the outbox, their secret links never minted).
 */
export function createSender(
  url = smtpUrl(),
  from = mailFrom(),
  production = process.env.NODE_ENV === 'production',
): Sender {
  if (!url) return { send: null, from, leaseMs: LEASE_MS, devMailbox: !production };
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  return { send: (mail) => transport.sendMail(mail), from, leaseMs: LEASE_MS };
}

/**
 * Sends one outbox row at most once per claim. Throws when the SMTP server refuses or is unreachable: the row goes
 * back to PENDING (FAILED on the last attempt) with the error, and the caller (the job) retries with backoff.
 */
export async function deliverOutboxEmail(
  db: PrismaClient,
  emailId: number,
  sender: Sender,
  { finalAttempt = false, now = new Date() }: { finalAttempt?: boolean; now?: Date } = {},
): Promise<Delivery> {
  if (!sender.send && !sender.devMailbox) {
    await db.outboxEmail.updateMany({ where: { id: emailId, status: 'PENDING' }, data: { lastError: NO_SMTP } });
    return 'no-smtp';
  }
  const claimed = await db.outboxEmail.updateManyAndReturn({
    where: {
      id: emailId,
      OR: [{ status: 'PENDING' }, { status: 'SENDING', leaseUntil: { lt: now } }],
    },
    data: { status: 'SENDING', leaseUntil: new Date(now.getTime() + sender.leaseMs), attempts: { increment: 1 } },
  });
  if (claimed.length === 0) return 'skipped';
  const [row] = claimed;
  const messageId = outboxMessageId(row.id);
  try {
    // The secret links are minted for this send only: the live message goes out, the row keeps its placeholders.
    const live = await mintLinks(db, storedLinks(row.links), now);
    const html = withLiveLinks(row.html, live, escape);
    const text = withLiveLinks(row.text, live);
    if (!sender.send) {
      await db.outboxEmail.updateMany({
        where: { id: row.id, status: 'SENDING' },
        data: {
          status: 'DEV_MAILBOX',
          sentAt: null,
          leaseUntil: null,
          lastError: null,
          messageId,
          devMailboxHtml: html,
          devMailboxText: text,
        },
      });
      return 'dev-mailbox';
    }
    // The payment's kept receipt (rendered on first use, normally here): a retry and the download send the same bytes.
    const receipt = row.paymentId === null ? null : await storedReceiptPdf(db, row.paymentId);
    const thread = await threadOf(db, row);
    await sender.send({
      from: sender.from,
      to: row.to,
      subject: row.subject,
      html,
      text,
      messageId,
      ...thread,
      ...(receipt && {
        attachments: [{ filename: receipt.fileName, content: receipt.pdf, contentType: 'application/pdf' }],
      }),
    });
  } catch (err) {
    await db.outboxEmail.updateMany({
      where: { id: row.id, status: 'SENDING' },
      data: { status: finalAttempt ? 'FAILED' : 'PENDING', leaseUntil: null, lastError: errorText(err) },
    });
    throw err;
  }
  await db.outboxEmail.updateMany({
    where: { id: row.id, status: 'SENDING' },
    data: { status: 'SENT', sentAt: new Date(), leaseUntil: null, lastError: null, messageId },
  });
  return 'sent';
}

/**
 * A consultation reply answers the messages sent to the visitor before it (the acknowledgement, earlier replies):
 * their Message-IDs are the rows' (`<outbox-{id}@rihla>`), so a mail client shows one conversation.
 */
async function threadOf(
  db: PrismaClient,
  row: { id: number; kind: string; consultationId: number | null },
): Promise<{ inReplyTo?: string; references?: string[] }> {
  if (row.kind !== 'consultation-reply' || row.consultationId === null) return {};
  const earlier = await db.outboxEmail.findMany({
    where: {
      consultationId: row.consultationId,
      id: { lt: row.id },
      kind: { in: ['consultation-ack', 'consultation-reply'] },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  if (earlier.length === 0) return {};
  const references = earlier.map((email) => outboxMessageId(email.id));
  return { inReplyTo: references[references.length - 1], references };
}

/** Queues the rows whose wake-up job was lost, and those whose sender died mid-send (lease over). */
export async function sweepOutbox(
  db: PrismaClient,
  queue: EmailsQueue,
  { now = new Date(), olderThanMs = SWEEP_OLDER_THAN_MS, batchSize = 200 } = {},
): Promise<number> {
  const due = await db.outboxEmail.findMany({
    where: {
      OR: [
        { status: 'PENDING', createdAt: { lt: new Date(now.getTime() - olderThanMs) } },
        { status: 'SENDING', leaseUntil: { lt: now } },
      ],
    },
    orderBy: { id: 'asc' },
    take: batchSize,
    select: { id: true },
  });
  for (const { id } of due) await requeue(queue, id);
  return due.length;
}

/** Without SMTP: marks the rows still waiting as unsendable (the admin Emails page says why); how many it marked. */
export async function markUnsendable(db: PrismaClient): Promise<number> {
  const { count } = await db.outboxEmail.updateMany({
    where: { status: 'PENDING', lastError: null },
    data: { lastError: NO_SMTP },
  });
  return count;
}

/** A job left over from the lost send (it finished as 'skipped') must not swallow the new add. */
async function requeue(queue: EmailsQueue, emailId: number): Promise<void> {
  const existing = await queue.getJob(`email-${emailId}`);
  if (existing && ((await existing.isCompleted()) || (await existing.isFailed()))) await existing.remove();
  await enqueueEmail(queue, emailId);
}

export function startEmailWorker(
  db: PrismaClient,
  logger: Logger,
  options: Pick<WorkerOptions, 'connection' | 'prefix'>,
  sender: Sender = createSender(),
): { close(): Promise<void>; worker: Worker<EmailJobData, Delivery> } {
  if (sender.devMailbox) logger.warn('no SMTP_URL: emails go to the development mailbox (admin Emails page)');
  else if (!sender.send) logger.warn('no SMTP_URL: emails stay in the outbox unsent, their links never made');
  const worker = new Worker<EmailJobData, Delivery>(
    EMAILS_QUEUE,
    (job: Job<EmailJobData>) =>
      deliverOutboxEmail(db, job.data.emailId, sender, { finalAttempt: job.attemptsMade + 1 >= EMAIL_ATTEMPTS }),
    { ...options, concurrency: EMAIL_CONCURRENCY },
  );
  // The outbox sweep (sweepOutbox) runs as a cluster-wide job scheduler of the maintenance queue (sweeper.ts).
  return {
    worker,
    async close() {
      await worker.close();
    },
  };
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}
