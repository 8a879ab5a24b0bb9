// The lifecycle of a package traveller's visa (issue #33 §2, docs/decisions/0058-traveller-visas.md): which status
// may follow which, as data, and the one writer of a visa's status, which also writes its history row.
import type { VisaStatus } from './generated/client/client.ts';
import type { TransactionClient } from './index.ts';

/**
 * Every allowed move, from each status to the statuses that may follow it. Staff make every move. A refused visa may
 * be submitted again (a new application); a submitted one may go back to not started (withdrawn before a decision).
 * An issued visa is final: a mistake is corrected by hand, not by a move that would unsend its email.
 */
export const VISA_MOVES = {
  NOT_STARTED: { SUBMITTED: true },
  SUBMITTED: { ISSUED: true, REFUSED: true, NOT_STARTED: true },
  ISSUED: {},
  REFUSED: { SUBMITTED: true, NOT_STARTED: true },
} as const satisfies Record<VisaStatus, Partial<Record<VisaStatus, true>>>;

/** Whether a visa in `from` may move to `to`. */
export function canMoveVisa(from: VisaStatus, to: VisaStatus): boolean {
  const targets: Partial<Record<VisaStatus, true>> = VISA_MOVES[from];
  return targets[to] === true;
}

/** The statuses a visa in `from` may move to, in the table's order (the staff page's actions). */
export function visaMovesFrom(from: VisaStatus): VisaStatus[] {
  return Object.keys(VISA_MOVES[from]) as VisaStatus[];
}

/**
 * What the customer and staff see: the stored status, except that a visa not started whose traveller's documents
 * are all approved reads DOCUMENTS_COMPLETE. `documentsComplete` is the one input from the documents (issue #33 §1):
 * true when every document the package asks of the traveller is approved, false when one is not, null while unknown.
 */
export type VisaStage = VisaStatus | 'DOCUMENTS_COMPLETE';

export function visaStage(status: VisaStatus, documentsComplete: boolean | null): VisaStage {
  switch (status) {
    case 'NOT_STARTED':
      return documentsComplete ? 'DOCUMENTS_COMPLETE' : 'NOT_STARTED';
    case 'SUBMITTED':
    case 'ISSUED':
    case 'REFUSED':
      return status;
    default:
      return assertNeverVisa(status);
  }
}

function assertNeverVisa(value: never): never {
  throw new Error(`Unhandled visa status: ${String(value)}`);
}

/** Who moved the visa, kept on its history row. */
export type VisaMover = { id: number; email: string } | null;

export type VisaMove = {
  to: VisaStatus;
  /** A refusal's reason (required for REFUSED by the callers), kept on the visa and its history row. */
  reason?: string | null;
  visaNumber?: string | null;
  by: VisaMover;
  now?: Date;
};

/** A move the table does not allow (the services check first and answer a worded 409; this guards the rest). */
export class VisaMoveRefused extends Error {
  constructor(
    readonly from: VisaStatus,
    readonly to: VisaStatus,
  ) {
    super(`A visa may not move from ${from} to ${to} (see VISA_MOVES).`);
    this.name = 'VisaMoveRefused';
  }
}

/**
 * Moves a traveller's visa from the status it was read in (`from`; NOT_STARTED when it has no row yet) to `move.to`:
 * the conditional write (a concurrent move makes it answer false, nothing written) and its TravellerVisaChange row.
 * Throws VisaMoveRefused for a move VISA_MOVES does not allow. Answers the history row's id (it keys the move's email),
 * or null when the visa was no longer in `from`.
 */
export async function moveVisa(
  tx: TransactionClient,
  travellerId: number,
  from: VisaStatus,
  move: VisaMove,
): Promise<number | null> {
  if (!canMoveVisa(from, move.to)) throw new VisaMoveRefused(from, move.to);
  const now = move.now ?? new Date();
  const data = {
    status: move.to,
    refusalReason: move.to === 'REFUSED' ? (move.reason ?? null) : null,
    issuedAt: move.to === 'ISSUED' ? now : null,
    ...(move.to === 'ISSUED' ? { visaNumber: move.visaNumber ?? null } : {}),
    updatedById: move.by?.id ?? null,
  };
  await tx.travellerVisa.upsert({
    where: { travellerId },
    create: { travellerId, status: 'NOT_STARTED' },
    update: {},
  });
  const changed = await tx.travellerVisa.updateMany({ where: { travellerId, status: from }, data });
  if (changed.count === 0) return null;
  const visa = await tx.travellerVisa.findUniqueOrThrow({ where: { travellerId }, select: { id: true } });
  const change = await tx.travellerVisaChange.create({
    select: { id: true },
    data: {
      visaId: visa.id,
      from,
      to: move.to,
      reason: move.reason ?? null,
      byId: move.by?.id ?? null,
      byEmail: move.by?.email ?? null,
      createdAt: now,
    },
  });
  return change.id;
}
