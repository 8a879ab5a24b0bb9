import { csvCell, decimalAmount } from './admin-bookings-csv.ts';
import type { AgedReceivables, AgencyStatement } from './agency-statements.service.ts';
import { dayOf } from './trip-times.ts';

/**
 * The statement and the aged receivables as CSV files (issue #34): cells guarded against formula injection as the
 * bookings export guards them, amounts as decimals in the currency's exponent, a byte order mark so spreadsheet
 * apps read names in any script as UTF-8.
 */

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
const BOM = '\uFEFF';

type Movement = { date: string; order: number; cells: (string | number | null)[] };

/**
 * One row per movement of the month, by date: a booking made (its net amount and the commission it earns, none once
 * cancelled), an invoice issued (its total), a payment received (net of refunds).
 */
export function statementCsv(statement: AgencyStatement): string {
  const money = (amount: number) => decimalAmount(amount, statement.currency);
  const movements: Movement[] = [
    ...statement.bookings.map((b) => ({
      date: dayOf(b.createdAt),
      order: 0,
      cells: [
        'BOOKING',
        b.reference,
        [b.packageName, `${b.pilgrims} pilgrims`, b.departDate && `departs ${b.departDate}`, b.status]
          .filter(Boolean)
          .join('; '),
        money(b.netAmount),
        money(b.travelling ? b.commission : 0),
      ],
    })),
    ...statement.invoices.map((i) => ({
      date: i.issuedOn,
      order: 1,
      cells: ['INVOICE', i.number, `due ${i.dueOn}; outstanding ${money(i.outstanding)}`, money(i.total), null],
    })),
    ...statement.payments.map((p) => ({
      date: dayOf(p.receivedAt),
      order: 2,
      cells: [
        'PAYMENT',
        p.transferReference ?? 'card',
        [p.invoiceNumber && `invoice ${p.invoiceNumber}`, `booking ${p.bookingReference}`].filter(Boolean).join('; '),
        money(p.amount),
        null,
      ],
    })),
  ];
  movements.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  const header = line(['date', 'type', 'reference', 'description', 'amount', 'commission']);
  return BOM + header + movements.map((m) => line([m.date, ...m.cells])).join('');
}

/** One row per agency and currency, then one total row per currency (agency `TOTAL`). */
export function agedReceivablesCsv(report: AgedReceivables): string {
  const header = line([
    'agency',
    'currency',
    'invoices',
    'current',
    'days_1_30',
    'days_31_60',
    'days_61_90',
    'days_over_90',
    'total',
  ]);
  const buckets = (row: AgedReceivables['totals'][number]) =>
    [row.current, row.days1To30, row.days31To60, row.days61To90, row.over90, row.total].map((amount) =>
      decimalAmount(amount, row.currency),
    );
  const agencies = report.agencies.map((row) => line([row.agencyName, row.currency, row.invoices, ...buckets(row)]));
  const totals = report.totals.map((row) => line(['TOTAL', row.currency, null, ...buckets(row)]));
  return BOM + header + agencies.join('') + totals.join('');
}
