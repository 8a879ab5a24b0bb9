import type { BookingStatus } from '@rihla/db';
import { allOpenInvoices, invoiceBalances } from '@rihla/db/agency-money';
import { isTravelling } from '@rihla/db/booking-lifecycle';
import { z } from 'zod';

import { requireAgent, requireSignedIn, requireStaff, type Viewer } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { badRequest, foundOr404, notFound } from '../lib/errors.ts';
import { agencyReaderLocale } from '../lib/locale.ts';
import { id, parseInput } from '../lib/validation.ts';
import { agedReceivablesCsv, statementCsv } from './agency-statements-csv.ts';
import { readerField } from './content-translations.ts';
import { dayOf } from './trip-times.ts';

/**
 * An agency's monthly statement and the aged receivables (issue #34, decision 0065). Nothing here is stored: every
 * figure is read from the agency's bookings, invoices and Payment rows. Invoices' figures now are
 * `@rihla/db/agency-money`'s; the opening and closing balances apply its rule for a line (a travelling booking's line
 * owes its amount, a cancelled one's what it kept paid) to the payments received before the month's start and end.
 * A payment counts net of its refunds on the day it was received.
 */

// Months are UTC calendar months; a statement starts in 2000 at the earliest (no agency is older).
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FIRST_YEAR = 2000;

export const statementInput = z.object({
  month: z
    .string({ error: 'STATEMENT_MONTH_INVALID' })
    .max(7, { error: 'STATEMENT_MONTH_INVALID' })
    .regex(MONTH, { error: 'STATEMENT_MONTH_INVALID' })
    .refine((month) => Number(month.slice(0, 4)) >= FIRST_YEAR, { error: 'STATEMENT_MONTH_INVALID' }),
});
export const statementFormat = z.enum(['pdf', 'csv'], { error: 'STATEMENT_FORMAT_INVALID' });
type StatementFormat = z.infer<typeof statementFormat>;

export type StatementBooking = {
  reference: string;
  createdAt: Date;
  packageName: string | null;
  departDate: string | null;
  pilgrims: number;
  publicAmount: number;
  netAmount: number;
  commission: number;
  status: BookingStatus;
  /** False once cancelled: its commission is not earned. */
  travelling: boolean;
};

export type StatementInvoice = {
  number: string;
  issuedOn: string;
  dueOn: string;
  total: number;
  outstanding: number;
};

export type StatementPayment = {
  receivedAt: Date;
  invoiceNumber: string | null;
  bookingReference: string;
  /** The bank transfer's reference, or null for a card payment. */
  transferReference: string | null;
  amount: number;
};

export type AgencyStatement = {
  agency: { id: number; name: string; country: string };
  currency: string;
  month: string;
  /** The month's first day and the last (UTC). */
  from: string;
  to: string;
  openingBalance: number;
  bookings: StatementBooking[];
  invoices: StatementInvoice[];
  payments: StatementPayment[];
  commissionEarned: number;
  closingBalance: number;
};

/** The month's bounds [start, end) in UTC; a month not begun yet is refused. */
function monthBounds(month: string, now: Date): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  const start = new Date(Date.UTC(year, monthNumber - 1, 1));
  if (start > now) throw badRequest('STATEMENT_MONTH_FUTURE');
  return { start, end: new Date(Date.UTC(year, monthNumber, 1)) };
}

type LineRow = {
  amount: number;
  invoice: { issuedOn: Date; currency: string };
  booking: {
    status: BookingStatus;
    cancelledAt: Date | null;
    payments: { amount: number; refundedAmount: number; currency: string; receivedAt: Date }[];
  };
};

/** What the invoices issued before `at` still owed at `at`, by agency-money's rule for a line. */
function balanceAt(lines: LineRow[], at: Date): number {
  return lines
    .filter((line) => line.invoice.issuedOn < at)
    .reduce((sum, line) => {
      const inCurrency = line.booking.payments.filter((p) => p.currency === line.invoice.currency);
      const net = (payments: typeof inCurrency) => payments.reduce((s, p) => s + p.amount - p.refundedAmount, 0);
      const owed = isTravelling(line.booking) ? line.amount : Math.min(line.amount, net(inCurrency));
      const paidBefore = net(inCurrency.filter((p) => p.receivedAt < at));
      return sum + Math.max(owed - Math.min(paidBefore, owed), 0);
    }, 0);
}

async function statementOf(ctx: ServiceContext, agencyId: number, args: unknown): Promise<AgencyStatement> {
  const { month } = parseInput(statementInput, args);
  const now = new Date();
  const { start, end } = monthBounds(month, now);
  const agency = foundOr404(
    await ctx.db.agency.findUnique({
      where: { id: agencyId },
      select: { id: true, name: true, country: true, currency: true },
    }),
    'NOT_FOUND',
  );
  const inMonth = { gte: start, lt: end };
  const [bookings, invoices, payments, lines] = await Promise.all([
    ctx.db.booking.findMany({
      where: { agencyId, createdAt: inMonth },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        reference: true,
        createdAt: true,
        travellerCount: true,
        amount: true,
        publicAmount: true,
        status: true,
        cancelledAt: true,
        package: { select: { name: true, translations: true } },
        departure: { select: { departDate: true } },
      },
    }),
    ctx.db.invoice.findMany({
      where: { agencyId, issuedOn: inMonth },
      orderBy: [{ issuedOn: 'asc' }, { id: 'asc' }],
      select: { id: true, number: true, issuedOn: true, dueOn: true, total: true },
    }),
    ctx.db.payment.findMany({
      where: { booking: { agencyId }, receivedAt: inMonth },
      orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }],
      select: {
        receivedAt: true,
        amount: true,
        refundedAmount: true,
        bankTransfer: { select: { reference: true } },
        booking: { select: { reference: true, invoiceLine: { select: { invoice: { select: { number: true } } } } } },
      },
    }),
    ctx.db.invoiceLine.findMany({
      where: { invoice: { agencyId, issuedOn: { lt: end } } },
      select: {
        amount: true,
        invoice: { select: { issuedOn: true, currency: true } },
        booking: {
          select: {
            status: true,
            cancelledAt: true,
            payments: { select: { amount: true, refundedAmount: true, currency: true, receivedAt: true } },
          },
        },
      },
    }),
  ]);
  const balances = new Map(
    (
      await invoiceBalances(
        ctx.db,
        invoices.map((invoice) => invoice.id),
        now,
      )
    ).map((b) => [b.invoiceId, b]),
  );
  const statementBookings = bookings.map((b): StatementBooking => {
    const net = b.amount ?? 0;
    const publicAmount = b.publicAmount ?? net;
    return {
      reference: b.reference,
      createdAt: b.createdAt,
      packageName: b.package ? readerField(b.package, 'name', agencyReaderLocale(ctx)) : null,
      departDate: b.departure ? dayOf(b.departure.departDate) : null,
      pilgrims: b.travellerCount,
      publicAmount,
      netAmount: net,
      commission: publicAmount - net,
      status: b.status,
      travelling: isTravelling(b),
    };
  });
  return {
    agency: { id: agency.id, name: agency.name, country: agency.country },
    currency: agency.currency,
    month,
    from: dayOf(start),
    to: dayOf(new Date(end.getTime() - 1)),
    openingBalance: balanceAt(lines, start),
    bookings: statementBookings,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      issuedOn: dayOf(invoice.issuedOn),
      dueOn: dayOf(invoice.dueOn),
      total: invoice.total,
      outstanding: balances.get(invoice.id)?.outstanding ?? 0,
    })),
    payments: payments.map((p) => ({
      receivedAt: p.receivedAt,
      invoiceNumber: p.booking?.invoiceLine?.invoice.number ?? null,
      bookingReference: p.booking?.reference ?? '',
      transferReference: p.bankTransfer?.reference ?? null,
      amount: p.amount - p.refundedAmount,
    })),
    // TRAVELLING_WHERE's rule (isTravelling) on rows already read: a cancelled or lapsed booking earns no commission.
    commissionEarned: statementBookings.filter((b) => b.travelling).reduce((sum, b) => sum + b.commission, 0),
    closingBalance: balanceAt(lines, end),
  };
}

/**
 * The agency whose statement the caller may read: any for staff; for an agent its own, another agency's id being
 * the 404 of a missing one (ids cannot be probed). Anyone else is refused.
 */
function readableAgencyId(viewer: Viewer | null, agencyIdArg: unknown): number {
  if (requireSignedIn(viewer).role !== 'AGENT') requireStaff(viewer);
  const agencyId = parseInput(id, agencyIdArg);
  if (viewer?.role === 'AGENT' && requireAgent(viewer).agencyId !== agencyId) throw notFound();
  return agencyId;
}

/** One agency's statement for a month: staff any agency's, an agent its own. A missing agency is a 404. */
export async function agencyStatement(
  ctx: ServiceContext,
  agencyIdArg: unknown,
  args: unknown,
): Promise<AgencyStatement> {
  return statementOf(ctx, readableAgencyId(ctx.viewer, agencyIdArg), args);
}

/** An agent: its own agency's statement, and no other. */
export async function myAgencyStatement(ctx: ServiceContext, args: unknown): Promise<AgencyStatement> {
  const agent = requireAgent(ctx.viewer);
  return statementOf(ctx, agent.agencyId, args);
}

// ---------------------------------------------------------------------------------------------------------------
// Aged receivables

export const agedReceivablesInput = z.object({
  asOf: z
    .string({ error: 'RECEIVABLES_AS_OF_INVALID' })
    .max(10, { error: 'RECEIVABLES_AS_OF_INVALID' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'RECEIVABLES_AS_OF_INVALID' })
    .refine((day) => !Number.isNaN(Date.parse(day)) && dayOf(new Date(day)) === day, {
      error: 'RECEIVABLES_AS_OF_INVALID',
    })
    .optional(),
});

/** Outstanding money by days past due: current (not yet due), 1-30, 31-60, 61-90 and over 90. */
type AgingBuckets = {
  current: number;
  days1To30: number;
  days31To60: number;
  days61To90: number;
  over90: number;
  total: number;
};

export type AgencyAging = AgingBuckets & { agencyId: number; agencyName: string; currency: string; invoices: number };
export type CurrencyAging = AgingBuckets & { currency: string };
export type AgedReceivables = { asOf: string; agencies: AgencyAging[]; totals: CurrencyAging[] };

const emptyBuckets = (): AgingBuckets => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  over90: 0,
  total: 0,
});

function bucketOf(daysOverdue: number): keyof Omit<AgingBuckets, 'total'> {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return 'days1To30';
  if (daysOverdue <= 60) return 'days31To60';
  if (daysOverdue <= 90) return 'days61To90';
  return 'over90';
}

function add(buckets: AgingBuckets, daysOverdue: number, amount: number) {
  buckets[bucketOf(daysOverdue)] += amount;
  buckets.total += amount;
}

/**
 * Staff: what every agency's open invoices owe, by agency and currency, aged from `asOf` (today by default, UTC);
 * totals per currency, never across currencies. Agencies by name.
 */
export async function agedReceivables(ctx: ServiceContext, args: unknown = {}): Promise<AgedReceivables> {
  requireStaff(ctx.viewer);
  const { asOf } = parseInput(agedReceivablesInput, args);
  const at = asOf ? new Date(`${asOf}T00:00:00Z`) : new Date();
  const open = await allOpenInvoices(ctx.db, at);
  const names = new Map(
    (
      await ctx.db.agency.findMany({
        where: { id: { in: [...new Set(open.map((row) => row.agencyId))] } },
        select: { id: true, name: true },
      })
    ).map((agency) => [agency.id, agency.name]),
  );
  const byAgency = new Map<string, AgencyAging>();
  const byCurrency = new Map<string, CurrencyAging>();
  for (const row of open) {
    const key = `${row.agencyId}\u0000${row.currency}`;
    let agency = byAgency.get(key);
    if (!agency) {
      const agencyName = names.get(row.agencyId) ?? '';
      agency = { agencyId: row.agencyId, agencyName, currency: row.currency, invoices: 0, ...emptyBuckets() };
      byAgency.set(key, agency);
    }
    agency.invoices += 1;
    add(agency, row.daysOverdue, row.outstanding);
    let total = byCurrency.get(row.currency);
    if (!total) {
      total = { currency: row.currency, ...emptyBuckets() };
      byCurrency.set(row.currency, total);
    }
    add(total, row.daysOverdue, row.outstanding);
  }
  return {
    asOf: dayOf(at),
    agencies: [...byAgency.values()].sort(
      (a, b) => a.agencyName.localeCompare(b.agencyName) || a.currency.localeCompare(b.currency),
    ),
    totals: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Downloads

export type StatementFile = { body: Buffer | string; fileName: string; contentType: string };

async function fileOf(statement: AgencyStatement, format: StatementFormat, language: string): Promise<StatementFile> {
  const { renderStatementPdf, statementFileName } = await import('@rihla/worker/statement-pdf');
  const fileName = statementFileName(statement.agency.name, statement.month, format);
  if (format === 'csv') return { body: statementCsv(statement), fileName, contentType: 'text/csv; charset=utf-8' };
  const pdf = await renderStatementPdf({ ...statement, agencyName: statement.agency.name }, language);
  return { body: pdf, fileName, contentType: 'application/pdf' };
}

/** A download of an agency's statement, the CSV or the PDF: in English for staff, in the agent's language. */
export async function agencyStatementFile(
  ctx: ServiceContext,
  agencyIdArg: unknown,
  args: { month?: unknown; format?: unknown },
): Promise<StatementFile> {
  const agencyId = readableAgencyId(ctx.viewer, agencyIdArg);
  const format = parseInput(statementFormat, args.format);
  // A PDF is rendered on each download (it changes with the month's rows): the receipts' per-address budget keeps
  // a download loop from holding the API's CPU.
  if (format === 'pdf') await ctx.limits.consume('receipt', ctx.ip);
  return fileOf(await statementOf(ctx, agencyId, args), format, agencyReaderLocale(ctx));
}

/** An agent's download of its own agency's statement: the PDF in the agent's language, or the CSV. */
export async function myAgencyStatementFile(
  ctx: ServiceContext,
  args: { month?: unknown; format?: unknown },
): Promise<StatementFile> {
  return agencyStatementFile(ctx, requireAgent(ctx.viewer).agencyId, args);
}

/** Staff's download of the aged receivables as CSV. */
export async function agedReceivablesFile(
  ctx: ServiceContext,
  args: { asOf?: unknown; format?: unknown },
): Promise<StatementFile> {
  requireStaff(ctx.viewer);
  parseInput(z.literal('csv', { error: 'RECEIVABLES_FORMAT_INVALID' }), args.format);
  const report = await agedReceivables(ctx, { asOf: args.asOf });
  return {
    body: agedReceivablesCsv(report),
    fileName: `aged-receivables-${report.asOf}.csv`,
    contentType: 'text/csv; charset=utf-8',
  };
}
