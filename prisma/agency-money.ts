/**
 * What agencies' invoices say, read one way for every page, PDF, statement, reminder and the credit check (decision
 * 0065): nothing here is stored. An invoice line is owed while its booking travels (`TRAVELLING_WHERE`); a line whose
 * booking was cancelled or lapsed owes only what it kept paid. Paid is the booking's Payment rows net of refunds, in
 * the invoice's currency (bank transfers staff recorded and card payments alike). A line never counts as owing less
 * than nothing: money over a line's amount is a transfer's excess, kept apart for review (BankTransfer.excessAmount).
 */
import { TRAVELLING_WHERE } from './booking-lifecycle.ts';
import { Prisma } from './generated/client/client.ts';
import type { PrismaClient, TransactionClient } from './index.ts';

type Db = PrismaClient | TransactionClient;

export type InvoiceBalance = {
  invoiceId: number;
  agencyId: number;
  currency: string;
  /** As issued: the sum of its lines. */
  total: number;
  /** What its lines owe now (a cancelled booking's line owes what it kept paid). */
  owed: number;
  /** Net of refunds, applied to its lines. */
  paid: number;
  /** owed - paid, never below 0. */
  outstanding: number;
  dueOn: Date;
  /** Due before today (UTC) and not paid off. */
  overdue: boolean;
  /** Whole days since dueOn (0 while not yet due). */
  daysOverdue: number;
};

/** The SQL of one invoice's figures per row, for the readers below. `today` is a UTC date. */
function balancesSql(where: Prisma.Sql, today: string): Prisma.Sql {
  return Prisma.sql`
    SELECT i.id AS "invoiceId", i."agencyId", i.currency, i.total, i."dueOn",
           COALESCE(SUM(x.owed), 0)::int AS owed,
           COALESCE(SUM(LEAST(x.paid, x.owed)), 0)::int AS paid,
           COALESCE(SUM(GREATEST(x.owed - x.paid, 0)), 0)::int AS outstanding,
           GREATEST(${today}::date - i."dueOn", 0)::int AS "daysOverdue"
    FROM "Invoice" i
    LEFT JOIN LATERAL (
      SELECT CASE WHEN b."cancelledAt" IS NULL
                   AND b.status::text IN (${Prisma.join(TRAVELLING_WHERE.status.in)})
                  THEN l.amount ELSE LEAST(l.amount, COALESCE(p.paid, 0)) END AS owed,
             COALESCE(p.paid, 0) AS paid
      FROM "InvoiceLine" l
      JOIN "Booking" b ON b.id = l."bookingId"
      LEFT JOIN LATERAL (
        SELECT SUM(pay.amount - pay."refundedAmount") AS paid FROM "Payment" pay
        WHERE pay."bookingId" = b.id AND pay.currency = i.currency
      ) p ON true
      WHERE l."invoiceId" = i.id
    ) x ON true
    WHERE ${where}
    GROUP BY i.id`;
}

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

function toBalance(row: Omit<InvoiceBalance, 'overdue'>): InvoiceBalance {
  return { ...row, overdue: row.outstanding > 0 && row.daysOverdue > 0 };
}

/** The figures of the given invoices, in the order asked (a missing id is left out). */
export async function invoiceBalances(db: Db, invoiceIds: number[], now = new Date()): Promise<InvoiceBalance[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db.$queryRaw<Omit<InvoiceBalance, 'overdue'>[]>(
    balancesSql(Prisma.sql`i.id IN (${Prisma.join(invoiceIds)})`, todayUtc(now)),
  );
  const byId = new Map(rows.map((row) => [row.invoiceId, toBalance(row)]));
  return invoiceIds.flatMap((id) => byId.get(id) ?? []);
}

/** Every invoice of one agency with something still to pay, oldest due first. */
export async function openInvoicesOf(db: Db, agencyId: number, now = new Date()): Promise<InvoiceBalance[]> {
  const rows = await db.$queryRaw<Omit<InvoiceBalance, 'overdue'>[]>(
    balancesSql(Prisma.sql`i."agencyId" = ${agencyId}`, todayUtc(now)),
  );
  return rows
    .map(toBalance)
    .filter((row) => row.outstanding > 0)
    .sort((a, b) => a.dueOn.getTime() - b.dueOn.getTime() || a.invoiceId - b.invoiceId);
}

/** Every agency's open invoices at once (aged receivables, reminders), oldest due first. */
export async function allOpenInvoices(db: Db, now = new Date()): Promise<InvoiceBalance[]> {
  const rows = await db.$queryRaw<Omit<InvoiceBalance, 'overdue'>[]>(balancesSql(Prisma.sql`true`, todayUtc(now)));
  return rows
    .map(toBalance)
    .filter((row) => row.outstanding > 0)
    .sort((a, b) => a.dueOn.getTime() - b.dueOn.getTime() || a.invoiceId - b.invoiceId);
}

export type AgencyExposure = {
  /** What its open invoices still owe. */
  outstanding: number;
  /** Of which overdue. */
  overdue: number;
  /** Its overdue invoices, oldest due first. */
  overdueInvoiceIds: number[];
};

/** What one agency owes now: the credit check reads this, under a lock on the agency row (see its caller). */
export async function agencyExposure(db: Db, agencyId: number, now = new Date()): Promise<AgencyExposure> {
  const open = await openInvoicesOf(db, agencyId, now);
  const overdue = open.filter((row) => row.overdue);
  return {
    outstanding: open.reduce((sum, row) => sum + row.outstanding, 0),
    overdue: overdue.reduce((sum, row) => sum + row.outstanding, 0),
    overdueInvoiceIds: overdue.map((row) => row.invoiceId),
  };
}
