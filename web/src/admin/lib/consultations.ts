import type { ConsultationStatus, OutboxStatus } from '../../gql/graphql';
import type { StatusLook } from './status';

/** How a consultation's status reads in the back-office (issue #32). */
export const CONSULTATION_STATUS_LOOKS = {
  NEW: { variant: 'gold', label: 'New' },
  ANSWERED: { variant: 'green', label: 'Answered' },
  CLOSED: { variant: 'neutral', label: 'Closed' },
} as const satisfies Record<ConsultationStatus, StatusLook>;

export const CONSULTATION_STATUSES = Object.keys(CONSULTATION_STATUS_LOOKS) as ConsultationStatus[];

export const isConsultationStatus = (value: string | null): value is ConsultationStatus =>
  CONSULTATION_STATUSES.includes(value as ConsultationStatus);

/** A thread message's delivery, as the outbox says (queued until the worker sends it). */
export const THREAD_STATUS_LOOKS = {
  PENDING: { variant: 'gold', label: 'Queued' },
  SENDING: { variant: 'blue', label: 'Sending' },
  SENT: { variant: 'green', label: 'Sent' },
  FAILED: { variant: 'red', label: 'Failed' },
  DEV_MAILBOX: { variant: 'blue', label: 'Dev mailbox, not sent' },
} as const satisfies Record<OutboxStatus, StatusLook>;

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic', id: 'Indonesian' };

export const CONSULTATION_REPLY_MAX = 5000;
