import { Readable } from 'node:stream';

import type { Prisma } from '@rihla/db';
import { CURRENCY_EXPONENTS, isCurrency } from '@rihla/db/currencies';

import { requireStaff } from '../lib/auth/viewer.ts';
import type { ServiceContext } from '../lib/context.ts';
import { NEWEST_FIRST } from '../lib/validation.ts';
import { bookingListWhere, parseBookingFilter, staffMoneyOf } from './admin-bookings.service.ts';
import { dayOf } from './trip-times.ts';

/**
 * The admin bookings list as a CSV file, with the list's own filters. Rows are read in keyset pages and written
 * as they come, so an export of 50,000 bookings never holds them all in memory.
 */

const PAGE = 1000;

const HEADER = [
  'reference',
  'status',
  'created_at',
  'name',
  'email',
  'phone',
  'package',
  'departure_date',
  'return_date',
  'room_type',
  'travellers',
  'currency',
  'amount',
  // Gross received, settled refunds, refunds asked and not settled, and what the booking keeps (paid less both).
  'paid',
  'refunded',
  'refund_pending',
  'net',
  'balance_due_at',
  'cancelled_at',
];

/** Minor units as a plain decimal in the currency's own exponent: (189900, USD) -> 1899.00, (1250, KWD) -> 1.250. */
export function decimalAmount(amount: number, currency: string): string {
  const exponent = isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2;
  if (exponent === 0) return String(amount);
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

// A cell starting with one of these is run as a formula by spreadsheet apps (CSV injection): a leading quote
// makes it text. Tab and carriage return are on OWASP's list too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text neutralised, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let cell = String(value);
  if (typeof value === 'string' && FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

const exportInclude = {
  package: { select: { name: true } },
  departure: { select: { departDate: true, returnDate: true } },
  payments: { select: { amount: true, currency: true } },
  refunds: { select: { amount: true, currency: true, status: true } },
} as const;

type Position = { createdAt: Date; id: number };

/** One keyset page of the export, newest first, strictly after `position` when given. */
function exportPage(ctx: ServiceContext, where: Prisma.BookingWhereInput, position: Position | null) {
  const older = position
    ? { OR: [{ createdAt: { lt: position.createdAt } }, { createdAt: position.createdAt, id: { lt: position.id } }] }
    : {};
  return ctx.db.booking.findMany({
    where: { AND: [where, older] },
    include: exportInclude,
    orderBy: NEWEST_FIRST,
    take: PAGE,
  });
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

function rowLine(b: ExportRow): string {
  const money = (value: number | null) => (value === null || !b.currency ? null : decimalAmount(value, b.currency));
  const { paid, refunded, refundPending, net } = staffMoneyOf(b);
  return csvLine([
    b.reference,
    b.status,
    b.createdAt.toISOString(),
    b.name,
    b.email,
    b.phone,
    b.package?.name ?? null,
    b.departure ? dayOf(b.departure.departDate) : null,
    b.departure ? dayOf(b.departure.returnDate) : null,
    b.roomType,
    b.travellerCount,
    b.currency,
    money(b.amount),
    money(paid),
    money(refunded),
    money(refundPending),
    money(net),
    b.balanceDueAt ? dayOf(b.balanceDueAt) : null,
    b.cancelledAt?.toISOString() ?? null,
  ]);
}

/** The CSV text of the bookings matching the filter in `args`, newest first, as a stream of lines. */
export function bookingsCsv(ctx: ServiceContext, args: unknown): Readable {
  requireStaff(ctx.viewer);
  const filter = parseBookingFilter(args);
  async function* lines() {
    const where = await bookingListWhere(ctx.db, filter);
    // A byte order mark, so spreadsheet apps read the UTF-8 names (Arabic, accents) as UTF-8.
    yield `\uFEFF${csvLine(HEADER)}`;
    let position: Position | null = null;
    for (;;) {
      const rows = await exportPage(ctx, where, position);
      if (rows.length) yield rows.map(rowLine).join('');
      if (rows.length < PAGE) return;
      position = rows[rows.length - 1];
    }
  }
  return Readable.from(lines());
}
