import { emailLocale, emailTexts } from '../emails/i18n/index.ts';
import { STATEMENT_TEXTS } from './statement-texts.ts';

/**
 * An agency's monthly statement as a PDF (issue #34, decision 0065), from the figures the API read
 * (api/src/services/agency-statements.service.ts): in the agent's language (English, Arabic right to left, or
 * Indonesian), English for staff. Written with the receipts' text writer (decision 0041), so Arabic and Latin mix
 * on one line; tables run in the page's direction (the first column on the right in Arabic).
 */

export type StatementPdfInput = {
  agencyName: string;
  currency: string;
  /** YYYY-MM */
  month: string;
  openingBalance: number;
  commissionEarned: number;
  closingBalance: number;
  bookings: {
    reference: string;
    packageName: string | null;
    departDate: string | null;
    pilgrims: number;
    publicAmount: number;
    netAmount: number;
    commission: number;
    status: string;
    travelling: boolean;
  }[];
  invoices: { number: string; issuedOn: string; dueOn: string; total: number; outstanding: number }[];
  payments: {
    receivedAt: Date;
    invoiceNumber: string | null;
    bookingReference: string;
    transferReference: string | null;
    amount: number;
  }[];
};

const OPERATOR_NAME = 'Rihla Travel';
const GREEN = '#1f4d3a';
const GOLD = '#b8893b';
const INK = '#1a1a1a';
const MUTED = '#6b6b6b';
const RULE = '#d9d4c7';
const PAGE_HEIGHT = 842;
const MARGIN = 40;
const WIDTH = 595 - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;

/** The file both staff's and the agent's downloads use: statement-al-noor-travel-2026-11.pdf. */
export function statementFileName(agencyName: string, month: string, extension: 'pdf' | 'csv'): string {
  const slug =
    agencyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'agency';
  return `statement-${slug}-${month}.${extension}`;
}

type Column = { title: string; width: number };

export async function renderStatementPdf(input: StatementPdfInput, language: string): Promise<Buffer> {
  // Loaded on first use, as the receipts are: pdfkit and the fonts are kept out of the API's start-up.
  const [{ default: PDFDocument }, { PdfTextWriter }] = await Promise.all([
    import('pdfkit'),
    import('../receipts/pdf-text-writer.ts'),
  ]);
  const locale = emailLocale(language);
  const { money, date } = emailTexts(locale);
  const l = STATEMENT_TEXTS[locale];
  const rtl = locale === 'ar';
  const [year, month] = input.month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const day = (value: string | Date) => date(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value);
  const amount = (value: number) => money(value, input.currency).replaceAll(' ', '\u00a0');
  const title = `${l.title}: ${input.agencyName}, ${monthName}`;

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: locale, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfTextWriter(doc, rtl ? 'rtl' : 'ltr');

  let y = writer.paragraph(OPERATOR_NAME, MARGIN, MARGIN, WIDTH, { size: 18, color: GREEN, weight: 'bold' });
  y = writer.paragraph(`${l.title}: \u2068${input.agencyName}\u2069`, MARGIN, y + 2, WIDTH, {
    size: 13,
    color: GOLD,
    weight: 'bold',
  });
  y = writer.paragraph(`${l.period}: ${monthName}  ·  ${l.currency}: ${input.currency}`, MARGIN, y + 4, WIDTH, {
    size: 10,
    color: MUTED,
  });
  y += 12;

  // The three figures an agent looks for first, side by side in the page's direction.
  const summary: [string, number][] = [
    [l.openingBalance, input.openingBalance],
    [l.commissionEarned, input.commissionEarned],
    [l.closingBalance, input.closingBalance],
  ];
  const boxWidth = WIDTH / summary.length;
  let summaryEnd = y;
  summary.forEach(([label, value], index) => {
    const x = rtl ? MARGIN + WIDTH - (index + 1) * boxWidth : MARGIN + index * boxWidth;
    const labelEnd = writer.paragraph(label, x, y, boxWidth - 8, { size: 9, color: MUTED });
    const valueEnd = writer.paragraph(amount(value), x, labelEnd + 2, boxWidth - 8, {
      size: 13,
      color: index === 1 ? GREEN : INK,
      weight: 'bold',
    });
    summaryEnd = Math.max(summaryEnd, valueEnd);
  });
  y = summaryEnd + 16;

  const newPageIfBelow = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };

  /** One row of cells; columns run right to left in Arabic. Returns where the row ends. */
  const row = (columns: Column[], cells: string[], style: { size: number; color: string; weight?: 'bold' }) => {
    let x = rtl ? MARGIN + WIDTH : MARGIN;
    let end = y;
    columns.forEach((column, index) => {
      if (rtl) x -= column.width;
      end = Math.max(end, writer.paragraph(cells[index], x, y, column.width - 4, style, 'auto'));
      if (!rtl) x += column.width;
    });
    return end;
  };

  const table = (heading: string, columns: Column[], rows: string[][]) => {
    newPageIfBelow(60);
    y = writer.paragraph(heading, MARGIN, y, WIDTH, { size: 12, color: GREEN, weight: 'bold' }) + 4;
    if (rows.length === 0) {
      y = writer.paragraph(l.none, MARGIN, y, WIDTH, { size: 9, color: MUTED }) + 14;
      return;
    }
    const header = () => {
      y =
        row(
          columns,
          columns.map((c) => c.title),
          { size: 8, color: MUTED, weight: 'bold' },
        ) + 2;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
      y += 3;
    };
    header();
    for (const cells of rows) {
      if (y + 24 > BOTTOM) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      y = row(columns, cells, { size: 8, color: INK }) + 3;
    }
    y += 12;
  };

  table(
    l.bookings,
    [
      { title: l.reference, width: 64 },
      { title: l.package, width: 100 },
      { title: l.departure, width: 62 },
      { title: l.pilgrims, width: 38 },
      { title: l.publicAmount, width: 65 },
      { title: l.netAmount, width: 65 },
      { title: l.commission, width: 60 },
      { title: l.status, width: 61 },
    ],
    input.bookings.map((b) => [
      b.reference,
      b.packageName ?? '',
      b.departDate ? day(b.departDate) : '',
      String(b.pilgrims),
      amount(b.publicAmount),
      amount(b.netAmount),
      b.travelling ? amount(b.commission) : `(${amount(b.commission)})`,
      l.statuses[b.status] ?? b.status,
    ]),
  );
  if (input.bookings.some((b) => !b.travelling)) {
    y = writer.paragraph(l.notEarned, MARGIN, y - 8, WIDTH, { size: 8, color: MUTED }) + 12;
  }
  table(
    l.invoices,
    [
      { title: l.number, width: 115 },
      { title: l.issued, width: 100 },
      { title: l.due, width: 100 },
      { title: l.total, width: 100 },
      { title: l.outstanding, width: 100 },
    ],
    input.invoices.map((i) => [i.number, day(i.issuedOn), day(i.dueOn), amount(i.total), amount(i.outstanding)]),
  );
  table(
    l.payments,
    [
      { title: l.date, width: 95 },
      { title: l.invoice, width: 100 },
      { title: l.booking, width: 90 },
      { title: l.transfer, width: 130 },
      { title: l.amount, width: 100 },
    ],
    input.payments.map((p) => [
      day(p.receivedAt),
      p.invoiceNumber ?? '',
      p.bookingReference,
      p.transferReference ?? l.card,
      amount(p.amount),
    ]),
  );
  doc.end();
  return done;
}
