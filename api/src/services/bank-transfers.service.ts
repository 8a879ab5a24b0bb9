import type { BookingStatus, PaymentPurpose, TransactionClient } from '@rihla/db';
import { type BookingMoved, canMove, moveBooking, withBookingMoves } from '@rihla/db/booking-lifecycle';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { conflict, foundOr404, notFound, writeOrExplain } from '../lib/errors.ts';
import { hasNoNul, id, int, parseInput } from '../lib/validation.ts';
import { published } from './cancellations.service.ts';
import {
  type BankTransferView,
  calendarDay,
  type InvoiceDetail,
  readInvoice,
  todayUtc,
  transferSelect,
  transferView,
} from './invoices.service.ts';

/**
 * Bank transfers an agency sends against an invoice (issue #34, decision 0065): staff preview, then record one; it is
 * applied to the invoice's bookings in line order as Payment rows (provider `bank`), each booking moved by the
 * lifecycle, and money over what the invoice owes is the transfer's excess, which staff review. Audited.
 */

const TRANSFER_REFERENCE_MAX = 60;
const REVIEW_NOTE_MAX = 500;

export const bankTransferInput = z.object({
  amount: int('TRANSFER_AMOUNT_INVALID', { min: 1 }),
  reference: z
    .string({ error: 'TRANSFER_REFERENCE_INVALID' })
    .trim()
    .min(1, { error: 'TRANSFER_REFERENCE_INVALID' })
    .max(TRANSFER_REFERENCE_MAX, { error: 'TRANSFER_REFERENCE_INVALID' })
    .refine(hasNoNul, { error: 'TEXT_HAS_NUL' }),
  receivedOn: calendarDay('TRANSFER_RECEIVED_ON_INVALID').refine((day) => day <= todayUtc(), {
    error: 'TRANSFER_RECEIVED_ON_INVALID',
  }),
});

export const reviewTransferInput = z.object({
  note: z
    .string({ error: 'TRANSFER_REVIEW_NOTE_INVALID' })
    .trim()
    .min(1, { error: 'TRANSFER_REVIEW_NOTE_INVALID' })
    .max(REVIEW_NOTE_MAX, { error: 'TRANSFER_REVIEW_NOTE_INVALID' })
    .refine(hasNoNul, { error: 'TEXT_HAS_NUL' }),
});

export type TransferApplication = {
  bookingId: number;
  bookingReference: string;
  amount: number;
  purpose: PaymentPurpose;
  /** The booking's line is paid off by it. */
  paysOff: boolean;
};

export type TransferPlan = {
  applications: TransferApplication[];
  applied: number;
  excess: number;
  /** What the invoice owes once the transfer is recorded. */
  outstandingAfter: number;
};

/** How `amount` spreads over the lines in order, each up to what it still owes; the rest is excess. */
function planTransfer(detail: InvoiceDetail, amount: number): TransferPlan {
  let left = amount;
  const applications: TransferApplication[] = [];
  for (const line of detail.lines) {
    if (left === 0) break;
    const part = Math.min(left, line.outstanding);
    if (part === 0) continue;
    left -= part;
    const paysOff = part === line.outstanding;
    const purpose: PaymentPurpose = line.paid > 0 ? 'BALANCE' : paysOff ? 'FULL' : 'DEPOSIT';
    applications.push({
      bookingId: line.bookingId,
      bookingReference: line.bookingReference,
      amount: part,
      purpose,
      paysOff,
    });
  }
  const applied = amount - left;
  return { applications, applied, excess: left, outstandingAfter: detail.outstanding - applied };
}

const TRANSFER_TAKEN = (reference: string) => ({
  duplicate: { reason: 'TRANSFER_REFERENCE_TAKEN' as const, params: { reference } },
});

async function lockedInvoice(tx: TransactionClient, invoiceId: number): Promise<InvoiceDetail> {
  // Two transfers recorded at once on one invoice would both read the same figures and both apply them.
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Invoice" WHERE id = ${invoiceId} FOR UPDATE`;
  if (locked.length === 0) throw notFound('INVOICE_NOT_FOUND');
  // Its bookings too, in id order, as the card payment's worker locks the one it pays: a card payment and a transfer
  // on the same booking then read each other's money instead of both paying what was owed before.
  await tx.$queryRaw`
    SELECT b.id FROM "Booking" b JOIN "InvoiceLine" l ON l."bookingId" = b.id
    WHERE l."invoiceId" = ${invoiceId} ORDER BY b.id FOR UPDATE OF b`;
  return (await readInvoice(tx, { id: invoiceId }))!;
}

/** What a transfer would do, written nowhere: staff see it before they confirm. Staff only. */
export async function previewBankTransfer(
  ctx: ServiceContext,
  invoiceId: unknown,
  input: unknown,
): Promise<TransferPlan> {
  requireStaff(ctx.viewer);
  const invoiceKey = parseInput(id, invoiceId);
  const { amount, reference } = parseInput(bankTransferInput, input);
  const detail = foundOr404(await readInvoice(ctx.db, { id: invoiceKey }), 'INVOICE_NOT_FOUND');
  if (detail.transfers.some((transfer) => transfer.reference === reference))
    throw conflict('TRANSFER_REFERENCE_TAKEN', { reference });
  return planTransfer(detail, amount);
}

export type RecordedTransfer = { transfer: BankTransferView; invoice: InvoiceDetail; plan: TransferPlan };

/**
 * Records a bank transfer on an invoice (staff), in one transaction under a lock on the invoice: the transfer row,
 * a Payment per booking it pays into and each booking's move (DEPOSIT_PAID while part paid, PAID when covered), and
 * its audit row. previewBankTransfer answers the same plan without writing.
 */
export async function recordBankTransfer(
  ctx: ServiceContext,
  invoiceId: unknown,
  input: unknown,
): Promise<RecordedTransfer> {
  const viewer = requireStaff(ctx.viewer);
  const invoiceKey = parseInput(id, invoiceId);
  const { amount, reference, receivedOn } = parseInput(bankTransferInput, input);
  return withBookingMoves(ctx.db, published(ctx), async (tx, moved) => {
    const before = await lockedInvoice(tx, invoiceKey);
    const plan = planTransfer(before, amount);
    const transfer = await writeOrExplain(
      tx.bankTransfer.create({
        data: {
          invoiceId: invoiceKey,
          agencyId: before.agency.id,
          amount,
          currency: before.currency,
          reference,
          receivedOn,
          appliedAmount: plan.applied,
          excessAmount: plan.excess,
          recordedById: viewer.id,
        },
        select: transferSelect,
      }),
      TRANSFER_TAKEN(reference),
    );
    for (const application of plan.applications) {
      await applyToBooking(tx, { transferId: transfer.id, currency: before.currency, receivedOn, application, moved });
    }
    await recordAudit(tx, viewer, {
      action: 'invoice.transfer',
      entityType: 'Invoice',
      entityId: invoiceKey,
      summary: `Recorded bank transfer ${reference} of ${amount} ${before.currency} on invoice ${before.number}`,
      before: { outstanding: before.outstanding, paid: before.paid },
      after: {
        transferId: transfer.id,
        amount,
        applied: plan.applied,
        excess: plan.excess,
        outstanding: plan.outstandingAfter,
        bookings: plan.applications.map(({ bookingId, amount: part }) => ({ bookingId, amount: part })),
      },
    });
    const after = (await readInvoice(tx, { id: invoiceKey }))!;
    return { transfer: transferView(transfer), invoice: after, plan };
  });
}

async function applyToBooking(
  tx: TransactionClient,
  {
    transferId,
    currency,
    receivedOn,
    application,
    moved,
  }: {
    transferId: number;
    currency: string;
    receivedOn: Date;
    application: TransferApplication;
    moved: BookingMoved[];
  },
) {
  const { bookingId, amount, purpose, paysOff } = application;
  await tx.payment.create({
    data: {
      bookingId,
      intentId: `bank-${transferId}-${bookingId}`,
      purpose,
      amount,
      currency,
      provider: 'bank',
      bankTransferId: transferId,
      receivedAt: receivedOn,
    },
  });
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { id: true, status: true } });
  const to: BookingStatus = paysOff ? 'PAID' : 'DEPOSIT_PAID';
  // A booking already where the money takes it (or in review, where staff decide) keeps its status.
  if (booking.status === to || !canMove(booking.status, to, 'payment')) return;
  await moveBooking(tx, booking, to, {
    by: 'payment',
    data: { holdExpiresAt: null, ...(to === 'PAID' ? { paidAt: receivedOn } : {}) },
    moved,
  });
}

/** Staff say what was done with a transfer's overpayment (refunded by bank, kept as credit); audited. */
export async function reviewBankTransfer(ctx: ServiceContext, transferId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, transferId);
  const { note } = parseInput(reviewTransferInput, input);
  return ctx.db.$transaction(async (tx) => {
    const transfer = foundOr404(
      await tx.bankTransfer.findUnique({
        where: { id: key },
        select: { ...transferSelect, invoice: { select: { number: true } } },
      }),
      'BANK_TRANSFER_NOT_FOUND',
    );
    if (transfer.excessAmount === 0) throw conflict('TRANSFER_NO_EXCESS');
    // Conditional: two reviews at once, one wins and the other is told it was done.
    const reviewed = await tx.bankTransfer.updateMany({
      where: { id: key, reviewedAt: null },
      data: { reviewedAt: new Date(), reviewedById: viewer.id, reviewNote: note },
    });
    if (reviewed.count === 0) throw conflict('TRANSFER_ALREADY_REVIEWED');
    await recordAudit(tx, viewer, {
      action: 'bank-transfer.review',
      entityType: 'BankTransfer',
      entityId: key,
      summary: `Reviewed the overpayment of ${transfer.excessAmount} ${transfer.currency} on invoice ${transfer.invoice.number}`,
      after: { excessAmount: transfer.excessAmount, note },
    });
    return transferView(await tx.bankTransfer.findUniqueOrThrow({ where: { id: key }, select: transferSelect }));
  });
}
