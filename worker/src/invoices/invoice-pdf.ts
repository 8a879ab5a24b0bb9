import type { RoomType } from '@rihla/db';

import { emailTexts } from '../emails/i18n/index.ts';

/**
 * An agency's invoice as a PDF (issue #34, decision 0065), rendered on request by the API from the figures
 * @rihla/db/agency-money reads (nothing here computes money). English for staff, the agent's language otherwise
 * (en, ar, id: texts beside the emails' in emails/i18n); Arabic right to left, with any script in names, through the
 * receipt's writer (decision 0041).
 */

const OPERATOR_NAME = 'Rihla Travel';

const englishDay = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * One booking billed. Its words are written from its booking in the document's language; `description` is the
 * English record stored when it was booked, written only for a booking without a departure or a room, which the
 * agent booking flow never makes.
 */
export type InvoicePdfLine = {
  bookingReference: string;
  description: string;
  packageName: string | null;
  /** YYYY-MM-DD */
  departDate: string | null;
  roomType: RoomType | null;
  quantity: number;
  unitAmount: number;
  amount: number;
};

export type InvoicePdfData = {
  number: string;
  currency: string;
  issuedOn: Date;
  dueOn: Date;
  agency: { name: string; country: string };
  lines: InvoicePdfLine[];
  total: number;
  paid: number;
  outstanding: number;
};

export async function renderInvoicePdf(
  invoice: InvoicePdfData,
  language: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { locale, t, format, money, dayWithHijri } = emailTexts(language);
  const l = t.invoicePdf;
  const rtl = locale === 'ar';
  // Days as the receipt writes them: '20 November 2026' in English, with the Hijri date in Arabic; on one line.
  const day = (d: Date) => (locale === 'en' ? englishDay(d) : dayWithHijri(d)).replaceAll(' ', '\u00a0');
  const amount = (value: number) => money(value, invoice.currency);
  // The package's name is a proper name, written as it is; the quantity is the line's pilgrims.
  const describe = (line: InvoicePdfLine) =>
    line.packageName && line.departDate && line.roomType
      ? format(l.lineDescription, {
          package: line.packageName,
          date: day(new Date(`${line.departDate}T00:00:00Z`)),
          roomWithPilgrims: format(t.common.roomWithPilgrims, {
            room: t.receiptPdf.rooms[line.roomType],
            count: line.quantity,
          }),
        })
      : line.description;

  // pdfkit and the Arabic font load on the first PDF of a process, as the receipt's do (decision 0010, Memory).
  const [{ default: PDFDocument }, { PdfTextWriter }] = await Promise.all([
    import('pdfkit'),
    import('../receipts/pdf-text-writer.ts'),
  ]);
  const title = format(l.documentTitle, { number: invoice.number }).replace(/[\u2068\u2069]/g, '');
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: locale, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfTextWriter(doc, rtl ? 'rtl' : 'ltr');
  const left = 56;
  const width = 483;
  const muted = { size: 10, color: '#6b6b6b' };
  const body = { size: 11, color: '#1a1a1a' };
  // A column [start, start + size] from the reading side: mirrored in Arabic.
  const column = (start: number, size: number) => (rtl ? left + width - start - size : left + start);

  let y = writer.paragraph(OPERATOR_NAME, left, 56, width, { size: 20, color: '#1f4d3a', weight: 'bold' });
  y = writer.paragraph(l.title, left, y + 2, width, { size: 12, color: '#b8893b' });
  y += 18;
  const facts: [string, string][] = [
    [l.billedTo, `${invoice.agency.name} (${invoice.agency.country})`],
    [l.number, invoice.number],
    [l.issuedOn, day(invoice.issuedOn)],
    [l.dueOn, day(invoice.dueOn)],
  ];
  for (const [label, value] of facts) {
    const labelEnd = writer.paragraph(label, column(0, 150), y, 150, muted);
    const valueEnd = writer.paragraph(value, column(160, 323), y, 323, body, 'auto');
    y = Math.max(labelEnd, valueEnd) + 6;
  }

  y += 14;
  // The lines' table: booking and description, quantity, unit price, amount.
  const columns = [
    { start: 0, size: 233 },
    { start: 238, size: 40 },
    { start: 283, size: 95 },
    { start: 383, size: 100 },
  ];
  const cell = (text: string, n: number, style: typeof body, top: number, direction?: 'auto') =>
    writer.paragraph(text, column(columns[n].start, columns[n].size), top, columns[n].size, style, direction);
  /** Cells from column `first` on. */
  const row = (cells: string[], style: typeof body, top: number, first = 0) =>
    Math.max(...cells.map((text, n) => cell(text, first + n, style, top, 'auto')));
  y = row([l.line, l.quantity, l.unit, l.amount], muted, y) + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#d8d0c0')
    .lineWidth(0.5)
    .stroke();
  y += 6;
  for (const line of invoice.lines) {
    const figures = row([String(line.quantity), amount(line.unitAmount), amount(line.amount)], body, y, 1);
    // The reference on its own line, then the words in the page's direction: an Arabic sentence that starts with
    // a Latin package name still reads right to left.
    const described = cell(describe(line), 0, body, cell(line.bookingReference, 0, body, y, 'auto') + 1);
    y = Math.max(figures, described) + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#d8d0c0')
    .lineWidth(0.5)
    .stroke();
  y += 8;
  const totals: [string, string, boolean][] = [
    [l.total, amount(invoice.total), false],
    [l.paid, amount(invoice.paid), false],
    [l.outstanding, amount(invoice.outstanding), true],
  ];
  for (const [label, value, strong] of totals) {
    const style = strong ? { ...body, weight: 'bold' as const } : body;
    const labelEnd = writer.paragraph(label, column(238, 140), y, 140, style);
    const valueEnd = writer.paragraph(value, column(383, 100), y, 100, style, 'auto');
    y = Math.max(labelEnd, valueEnd) + 5;
  }

  y += 22;
  y = writer.paragraph(l.howToPay, left, y, width, { size: 12, color: '#1f4d3a', weight: 'bold' }) + 4;
  y = writer.paragraph(
    format(l.bankTransfer, { operator: OPERATOR_NAME, number: invoice.number }),
    left,
    y,
    width,
    body,
  );
  writer.paragraph(l.card, left, y + 4, width, muted);
  doc.end();
  return { pdf: await done, fileName: `invoice-${invoice.number}.pdf` };
}
