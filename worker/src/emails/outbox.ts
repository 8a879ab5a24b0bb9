import type { TransactionClient } from '@rihla/db';

import type { SecretLink } from './links.ts';
import type { RenderedEmail } from './message.ts';

export const EMAIL_KINDS = [
  'consultation-ack',
  'consultation-staff',
  'consultation-reply',
  'newsletter-confirm',
  'password-reset',
  'booking-received',
  'payment-receipt',
  'booking-claim',
  'cancellation-request',
  'booking-cancelled',
  'refund-confirmed',
  'balance-reminder',
  'account-security',
  'staff-invitation',
  'visa-issued',
  'visa-refused',
  'document-reviewed',
  'documents-reminder',
  'invoice-overdue',
  'agency-booking-confirmed',
  'agency-pilgrim-booked',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The note on a message kept in the outbox because no SMTP server is configured (SMTP_URL). */
export const NO_SMTP = 'not sent: no SMTP_URL';

/**
 * A message ready for the outbox. `dedupeKey` names the event that causes it (e.g. 'consultation-ack:42'):
 * queueing the same event twice stores one row, so a retried transaction never mails twice.
 */
export type OutboxMessage = RenderedEmail & {
  to: string;
  kind: EmailKind;
  dedupeKey: string;
  /** The secret links whose placeholders html and text hold; minted when the message is sent (links.ts). */
  links?: SecretLink[];
  /** A consultation's thread (its acknowledgement, each staff reply): the back-office shows it, the sender threads it. */
  consultationId?: number;
};

/**
 * Writes the message in the caller's transaction, so it exists exactly when the change that causes it is
 * committed. Answers the row's id (the existing row's when the key was queued before) for the sender's wake-up job.
 */
export async function queueEmail(tx: TransactionClient, message: OutboxMessage): Promise<number> {
  const row = await tx.outboxEmail.upsert({
    where: { dedupeKey: message.dedupeKey },
    create: { ...message, links: message.links ?? [] },
    update: {},
    select: { id: true },
  });
  return row.id;
}
