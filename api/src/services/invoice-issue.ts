import type { TransactionClient } from '@rihla/db';

import { todayUtc } from './trip-times.ts';

/**
 * Issuing an agency's invoice in the transaction that makes the bookings it bills (decision 0065). Numbers are
 * RIH-<year>-<0001…>, drawn from InvoiceSequence by one upsert: concurrent issuers queue on the year's row, and a
 * rolled-back transaction gives its number back with it, so a year's numbers have no gaps.
 */

type InvoicedLine = {
  bookingId: number;
  description: string;
  quantity: number;
  unitAmount: number;
  publicAmount: number;
};

export type IssuedInvoice = { id: number; number: string; total: number; dueOn: Date };

const DAY_MS = 86_400_000;

const invoiceNumber = (year: number, n: number) => `RIH-${year}-${String(n).padStart(4, '0')}`;

async function nextInvoiceNumber(tx: TransactionClient, year: number): Promise<string> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceSequence" (year, last) VALUES (${year}::int, 1)
    ON CONFLICT (year) DO UPDATE SET last = "InvoiceSequence".last + 1
    RETURNING last`;
  return invoiceNumber(year, row.last);
}

/** One invoice for `lines`, issued today and due after the agency's payment terms. */
export async function issueInvoice(
  tx: TransactionClient,
  agency: { id: number; currency: string; paymentTermsDays: number },
  lines: InvoicedLine[],
  { issuedById, now = new Date() }: { issuedById: number | null; now?: Date },
): Promise<IssuedInvoice> {
  // A calendar day at midnight UTC, as @db.Date columns read back.
  const issuedOn = new Date(todayUtc(now.getTime()));
  const dueOn = new Date(issuedOn.getTime() + agency.paymentTermsDays * DAY_MS);
  const number = await nextInvoiceNumber(tx, issuedOn.getUTCFullYear());
  const invoice = await tx.invoice.create({
    data: {
      number,
      agencyId: agency.id,
      currency: agency.currency,
      total: lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0),
      issuedOn,
      dueOn,
      issuedById,
      lines: { create: lines.map((line) => ({ ...line, amount: line.quantity * line.unitAmount })) },
    },
    select: { id: true, number: true, total: true, dueOn: true },
  });
  return invoice;
}
