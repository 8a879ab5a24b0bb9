import type { BookingStatus, Prisma, RoomType, TransactionClient } from '@rihla/db';
import { type InvoiceBalance, invoiceBalances } from '@rihla/db/agency-money';
import { isTravelling } from '@rihla/db/booking-lifecycle';
import { renderInvoicePdf } from '@rihla/worker/invoice-pdf';
import { z } from 'zod';

import { recordAudit } from '../lib/audit.ts';
import { requireSignedIn, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, foundOr404 } from '../lib/errors.ts';
import { agencyReaderLocale, type Locale } from '../lib/locale.ts';
import { id, pageWindow, parseInput } from '../lib/validation.ts';
import { readerField } from './content-translations.ts';
import { isCalendarDate } from './trip-times.ts';

/**
 * Agencies' invoices (issue #34, decision 0065): staff read every agency's, an agent its own agency's only (another
 * agency's id answers the 404 of a missing one). What an invoice owes and has paid is read by @rihla/db/agency-money,
 * never stored; its state is derived from those figures. The bank transfers staff record against an invoice are
 * bank-transfers.service.ts.
 */

export const INVOICE_STATES = ['OPEN', 'PART_PAID', 'PAID', 'OVERDUE'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
/** The list's filter: OPEN is anything still owing (overdue included), OVERDUE past due, PAID nothing left. */
export const INVOICE_FILTERS = ['OPEN', 'OVERDUE', 'PAID'] as const;
type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** A calendar day (YYYY-MM-DD) as UTC midnight: the `@db.Date` columns' value. */
export const calendarDay = (message: 'TRANSFER_RECEIVED_ON_INVALID' | 'INVOICE_DUE_ON_INVALID') =>
  z
    .string({ error: message })
    .trim()
    .refine(isCalendarDate, { error: message })
    .transform((day) => new Date(`${day}T00:00:00Z`));

export const todayUtc = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

const invoicesInput = z.object({
  agencyId: id.optional(),
  state: z.enum(INVOICE_FILTERS, { error: 'INVOICE_STATE_INVALID' }).optional(),
  page: z.unknown().optional(),
  pageSize: z.unknown().optional(),
});

export const dueDateInput = z.object({ dueOn: calendarDay('INVOICE_DUE_ON_INVALID') });

/** The derived state: paid off, past due, part paid, or open. */
function invoiceState(balance: Pick<InvoiceBalance, 'outstanding' | 'overdue' | 'paid'>): InvoiceState {
  if (balance.outstanding === 0) return 'PAID';
  if (balance.overdue) return 'OVERDUE';
  return balance.paid > 0 ? 'PART_PAID' : 'OPEN';
}

const summarySelect = {
  id: true,
  number: true,
  currency: true,
  total: true,
  issuedOn: true,
  dueOn: true,
  agency: { select: { id: true, name: true, country: true } },
} as const satisfies Prisma.InvoiceSelect;

type SummaryRow = Prisma.InvoiceGetPayload<{ select: typeof summarySelect }>;

export type InvoiceSummary = Omit<SummaryRow, 'issuedOn' | 'dueOn'> &
  Pick<InvoiceBalance, 'owed' | 'paid' | 'outstanding' | 'overdue' | 'daysOverdue'> & {
    issuedOn: string;
    dueOn: string;
    state: InvoiceState;
  };

function summaryOf(row: SummaryRow, balance: InvoiceBalance): InvoiceSummary {
  const { owed, paid, outstanding, overdue, daysOverdue } = balance;
  return {
    ...row,
    issuedOn: isoDay(row.issuedOn),
    dueOn: isoDay(row.dueOn),
    owed,
    paid,
    outstanding,
    overdue,
    daysOverdue,
    state: invoiceState(balance),
  };
}

/** The invoices an agent may read: its agency's; staff read all; anyone else is refused. */
function invoiceScope(viewer: Viewer | null): Prisma.InvoiceWhereInput {
  const signedIn = requireSignedIn(viewer);
  if (signedIn.role === 'AGENT' && signedIn.agencyId !== null) return { agencyId: signedIn.agencyId };
  requireStaff(signedIn);
  return {};
}

const NEWEST_ISSUED = [{ issuedOn: 'desc' as const }, { id: 'desc' as const }];

/** One page of invoices, newest issued first: staff filter by agency and state; an agent reads its agency's. */
export async function invoices(ctx: ServiceContext, args: unknown = {}) {
  const scope = invoiceScope(ctx.viewer);
  const { agencyId, state, ...paging } = parseInput(invoicesInput, args ?? {});
  const { skip, take } = pageWindow(paging);
  // Both: an agent naming another agency gets nothing, not its own invoices.
  const where: Prisma.InvoiceWhereInput = { AND: [agencyId ? { agencyId } : {}, scope] };
  if (!state) {
    const [rows, total] = await Promise.all([
      ctx.db.invoice.findMany({ where, select: summarySelect, orderBy: NEWEST_ISSUED, skip, take }),
      ctx.db.invoice.count({ where }),
    ]);
    const balances = await invoiceBalances(
      ctx.db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row, n) => summaryOf(row, balances[n])), total };
  }
  // A state is read from the figures, so the filter needs every candidate's (one query for them all).
  const ids = await ctx.db.invoice.findMany({ where, select: { id: true }, orderBy: NEWEST_ISSUED });
  const kept = (
    await invoiceBalances(
      ctx.db,
      ids.map((row) => row.id),
    )
  ).filter((balance) => inFilter(balance, state));
  const page = kept.slice(skip, skip + take);
  const rows = await ctx.db.invoice.findMany({
    where: { id: { in: page.map((balance) => balance.invoiceId) } },
    select: summarySelect,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: page.map((balance) => summaryOf(byId.get(balance.invoiceId)!, balance)), total: kept.length };
}

function inFilter(balance: InvoiceBalance, state: InvoiceFilter): boolean {
  if (state === 'PAID') return balance.outstanding === 0;
  if (state === 'OVERDUE') return balance.overdue;
  return balance.outstanding > 0;
}

const lineSelect = {
  id: true,
  description: true,
  quantity: true,
  unitAmount: true,
  amount: true,
  publicAmount: true,
  booking: {
    select: {
      id: true,
      reference: true,
      status: true,
      cancelledAt: true,
      roomType: true,
      package: { select: { name: true, translations: true } },
      departure: { select: { departDate: true } },
      payments: { select: { amount: true, refundedAmount: true, currency: true } },
    },
  },
} as const satisfies Prisma.InvoiceLineSelect;

type LineRow = Prisma.InvoiceLineGetPayload<{ select: typeof lineSelect }>;

export const transferSelect = {
  id: true,
  amount: true,
  currency: true,
  reference: true,
  receivedOn: true,
  appliedAmount: true,
  excessAmount: true,
  reviewedAt: true,
  reviewNote: true,
  createdAt: true,
} as const satisfies Prisma.BankTransferSelect;

type TransferRow = Prisma.BankTransferGetPayload<{ select: typeof transferSelect }>;
export type BankTransferView = Omit<TransferRow, 'receivedOn'> & { receivedOn: string };

export const transferView = ({ receivedOn, ...transfer }: TransferRow): BankTransferView => ({
  ...transfer,
  receivedOn: isoDay(receivedOn),
});

export type InvoiceLineView = {
  id: number;
  bookingId: number;
  bookingReference: string;
  bookingStatus: BookingStatus;
  /** The English record written when it was booked (staff's, the audit's); a reader's words come from the facts. */
  description: string;
  /** The booking's facts, for its words in the reader's language: its package's name, departure, room. */
  packageName: string | null;
  /** YYYY-MM-DD */
  departDate: string | null;
  roomType: RoomType | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  publicAmount: number;
  commission: number;
  /** What this line's booking has paid towards it, and what it still owes (0 once cancelled). */
  paid: number;
  outstanding: number;
};

export type InvoiceDetail = InvoiceSummary & { lines: InvoiceLineView[]; transfers: BankTransferView[] };

/**
 * One line's share of the invoice's figures, as agency-money reads the whole (payments net of refunds in the
 * invoice's currency, capped at the line): what the card-payment button and the transfer's spread need per booking.
 */
function lineFigures(line: LineRow, currency: string) {
  const received = line.booking.payments
    .filter((payment) => payment.currency === currency)
    .reduce((sum, payment) => sum + payment.amount - payment.refundedAmount, 0);
  const paid = Math.min(Math.max(received, 0), line.amount);
  const outstanding = isTravelling(line.booking) ? line.amount - paid : 0;
  return { paid, outstanding };
}

function lineView(line: LineRow, currency: string, locale: Locale): InvoiceLineView {
  return {
    id: line.id,
    bookingId: line.booking.id,
    bookingReference: line.booking.reference,
    bookingStatus: line.booking.status,
    description: line.description,
    packageName: line.booking.package ? readerField(line.booking.package, 'name', locale) : null,
    departDate: line.booking.departure ? isoDay(line.booking.departure.departDate) : null,
    roomType: line.booking.roomType,
    quantity: line.quantity,
    unitAmount: line.unitAmount,
    amount: line.amount,
    publicAmount: line.publicAmount,
    commission: line.publicAmount - line.amount,
    ...lineFigures(line, currency),
  };
}

/** One invoice as `locale`'s reader reads it (agencyReaderLocale): staff's writes read it back in English. */
export async function readInvoice(
  db: ServiceContext['db'] | TransactionClient,
  where: Prisma.InvoiceWhereInput,
  locale: Locale = 'en',
) {
  const row = await db.invoice.findFirst({
    where,
    select: {
      ...summarySelect,
      lines: { select: lineSelect, orderBy: { id: 'asc' } },
      transfers: { select: transferSelect, orderBy: [{ receivedOn: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!row) return null;
  const [balance] = await invoiceBalances(db, [row.id]);
  const { lines, transfers, ...summary } = row;
  return {
    ...summaryOf(summary, balance),
    lines: lines.map((line) => lineView(line, row.currency, locale)),
    transfers: transfers.map(transferView),
  };
}

/** One invoice with its lines, figures and transfers; another agency's answers as a missing one. */
export async function invoice(ctx: ServiceContext, invoiceId: unknown): Promise<InvoiceDetail> {
  const scope = invoiceScope(ctx.viewer);
  const found = foundOr404(
    await readInvoice(ctx.db, { id: parseInput(id, invoiceId), ...scope }, agencyReaderLocale(ctx)),
    'INVOICE_NOT_FOUND',
  );
  if (ctx.viewer?.role !== 'AGENT') return found;
  // Staff's review note is their own working record, as a staff note is: an agent sees the figures only.
  return { ...found, transfers: found.transfers.map((transfer) => ({ ...transfer, reviewNote: null })) };
}

export type TransferForReview = BankTransferView & {
  invoiceId: number;
  invoiceNumber: string;
  agency: InvoiceSummary['agency'];
};

/** What staff should look at: overpayments not yet reviewed, and overdue invoices a transfer did not cover. */
export async function invoiceReviews(ctx: ServiceContext) {
  requireStaff(ctx.viewer);
  const [transfers, shortPaidRows] = await Promise.all([
    ctx.db.bankTransfer.findMany({
      where: { excessAmount: { gt: 0 }, reviewedAt: null },
      select: {
        ...transferSelect,
        invoice: { select: { id: true, number: true } },
        agency: { select: { id: true, name: true, country: true } },
      },
      orderBy: [{ receivedOn: 'asc' }, { id: 'asc' }],
    }),
    ctx.db.invoice.findMany({ where: { transfers: { some: {} } }, select: summarySelect, orderBy: NEWEST_ISSUED }),
  ]);
  const balances = await invoiceBalances(
    ctx.db,
    shortPaidRows.map((row) => row.id),
  );
  const shortPaid = shortPaidRows.map((row, n) => summaryOf(row, balances[n])).filter((summary) => summary.overdue);
  const forReview: TransferForReview[] = transfers.map(({ invoice: billed, agency, ...transfer }) => ({
    ...transferView(transfer),
    invoiceId: billed.id,
    invoiceNumber: billed.number,
    agency,
  }));
  return { transfers: forReview, shortPaid };
}

/** An agreed extension: staff move the due date, never before the invoice was issued; audited. */
export async function changeInvoiceDueDate(ctx: ServiceContext, invoiceId: unknown, input: unknown) {
  const viewer = requireStaff(ctx.viewer);
  const key = parseInput(id, invoiceId);
  const { dueOn } = parseInput(dueDateInput, input);
  return ctx.db.$transaction(async (tx) => {
    const current = foundOr404(
      await tx.invoice.findUnique({ where: { id: key }, select: { number: true, issuedOn: true, dueOn: true } }),
      'INVOICE_NOT_FOUND',
    );
    if (dueOn < current.issuedOn) throw badRequest('INVOICE_DUE_ON_INVALID');
    await tx.invoice.update({ where: { id: key }, data: { dueOn } });
    await recordAudit(tx, viewer, {
      action: 'invoice.due-date',
      entityType: 'Invoice',
      entityId: key,
      summary: `Moved the due date of invoice ${current.number} to ${isoDay(dueOn)}`,
      before: { dueOn: isoDay(current.dueOn) },
      after: { dueOn: isoDay(dueOn) },
    });
    return (await readInvoice(tx, { id: key }))!;
  });
}

/**
 * The invoice as a PDF: staff read it in English, an agent in its request's language (en, ar, id). Who may read it
 * is invoice()'s rule, so another agency's answers the same 404.
 */
export async function invoicePdf(ctx: ServiceContext, invoiceId: unknown) {
  const detail = await invoice(ctx, invoiceId);
  // Rendered on every download (its figures change with the rows): the receipts' per-address budget bounds it.
  await ctx.limits.consume('receipt', ctx.ip);
  return renderInvoicePdf(
    {
      ...detail,
      issuedOn: new Date(`${detail.issuedOn}T00:00:00Z`),
      dueOn: new Date(`${detail.dueOn}T00:00:00Z`),
    },
    agencyReaderLocale(ctx),
  );
}
