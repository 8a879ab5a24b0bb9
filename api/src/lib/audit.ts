import type { Prisma, TransactionClient } from '@rihla/db';

import type { Viewer } from './auth/viewer.ts';

/**
 * The audit log's one door (issue #14, item 8): every staff or admin change, and a customer's own actions on their
 * booking, write one AuditEntry in the transaction of the change, so the entry exists exactly when the change
 * commits. `before` / `after` carry the changed fields only: never a password, token or passport number.
 */

type Tx = TransactionClient;

export type AuditEntryInput = {
  /** Dotted verb: `package.update`, `departure.create`, `user.role`, `booking.refund`, `booking.cancel-request`. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** One line a person reads in the Activity page, e.g. "Changed the price of Classic Umrah 10 nights". */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Who acted: a signed-in viewer, or the system (the worker, a customer holding only a booking token). */
/** Who acted: a session's viewer, or an account acting as it is created (sign-up adopting a booking). */
export type AuditActor = Pick<Viewer, 'id' | 'email' | 'role'> | null;

const SENSITIVE = /password|token|secret|passport/i;

export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: actor?.role ?? 'SYSTEM',
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      summary: entry.summary,
      before: jsonOrNull(entry.before),
      after: jsonOrNull(entry.after),
    },
  });
}

/**
 * The fields of `after` whose value differs from `before`, each side holding only those: what an update changed.
 * Fields named like secrets are left out whatever the caller passes.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || SENSITIVE.test(key)) continue;
    if (JSON.stringify(comparable(before[key])) === JSON.stringify(comparable(value))) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now };
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

function jsonOrNull(value: Record<string, unknown> | null | undefined): Prisma.InputJsonValue | undefined {
  if (!value) return undefined;
  const safe = Object.fromEntries(Object.entries(value).filter(([key]) => !SENSITIVE.test(key)));
  return JSON.parse(JSON.stringify(safe)) as Prisma.InputJsonValue;
}
