import type { PrismaClient } from '@rihla/db';
import { formatMoney } from '@rihla/db/currencies';
import PDFDocument from 'pdfkit';

/**
 * The PDF receipt of one Payment (issue #14, item 6): attached to the receipt email at send time and downloaded from
 * My trips and the admin, so both read the same facts. Only the standard Helvetica font is used (nothing to
 * download), which encodes Latin-1: other characters are written by `latin1` below. Travellers appear by name only,
 * never with passport details.
 */

const OPERATOR_NAME = 'Rihla Travel';

const PURPOSE_LABEL = { DEPOSIT: 'Deposit', BALANCE: 'Balance', FULL: 'Payment in full' } as const;

/** Helvetica has Latin-1 glyphs only: accents are stripped where that leaves Latin letters, anything else is `?`. */
function latin1(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) <= 0xff && ch.length === 1) {
      out += ch;
      continue;
    }
    const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += plain.length > 0 && [...plain].every((c) => c.charCodeAt(0) <= 0xff) ? plain : '?';
  }
  return out;
}

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The file name both the email and the download use: receipt-RH-7KQ2-M9-2.pdf for the booking's 2nd payment. */
function receiptFileName(reference: string, ordinal: number): string {
  return `receipt-${reference}-${ordinal}.pdf`;
}

type ReceiptPdf = { buffer: Buffer; fileName: string; bookingId: number };

/**
 * Renders the receipt of payment `paymentId`, or null when there is no such payment. `compress: false` keeps the
 * text streams readable (tests search them).
 */
export async function renderReceiptPdf(
  db: PrismaClient,
  paymentId: number,
  { compress = true }: { compress?: boolean } = {},
): Promise<ReceiptPdf | null> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    include: {
      booking: {
        include: {
          package: { select: { name: true } },
          departure: { select: { departDate: true, returnDate: true } },
          travellers: { orderBy: { position: 'asc' }, select: { fullName: true } },
          payments: { orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }], select: { id: true, amount: true } },
        },
      },
    },
  });
  if (!payment) return null;
  const { booking } = payment;
  const ordinal = booking.payments.findIndex((p) => p.id === payment.id) + 1;
  // Paid so far as of this payment (this one included), so an old receipt stays what it was.
  const paidSoFar = booking.payments.slice(0, ordinal).reduce((sum, p) => sum + p.amount, 0);
  const owed = booking.amount ?? paidSoFar;
  const remaining = Math.max(0, owed - paidSoFar);
  const currency = payment.currency;
  const money = (amount: number) => formatMoney(amount, currency);
  const travellers = booking.travellers.length > 0 ? booking.travellers.map((t) => t.fullName) : [booking.name];

  const rows: [string, string][] = [
    ['Booking reference', booking.reference],
    ['Package', booking.package?.name ?? 'Rihla journey'],
  ];
  if (booking.departure) {
    rows.push(['Dates', `${day(booking.departure.departDate)} to ${day(booking.departure.returnDate)}`]);
  }
  if (booking.roomType) rows.push(['Room', booking.roomType.charAt(0) + booking.roomType.slice(1).toLowerCase()]);
  rows.push(
    ['Travellers', travellers.join(', ')],
    ['Payment', PURPOSE_LABEL[payment.purpose]],
    ['Amount paid', money(payment.amount)],
    ['Currency', currency],
    ['Date', day(payment.receivedAt)],
    ['Provider reference', payment.intentId],
    ['Paid so far', money(paidSoFar)],
    ['Remaining balance', money(remaining)],
  );

  const doc = new PDFDocument({ size: 'A4', margin: 56, compress, info: { Title: `Receipt ${booking.reference}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const green = '#1f4d3a';
  const gold = '#b8893b';
  doc.font('Helvetica-Bold').fontSize(20).fillColor(green).text(OPERATOR_NAME);
  doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(gold).text('Payment receipt');
  doc.moveDown(1.5);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#6b6b6b').text(label, 56, y, { width: 150 });
    doc.font('Helvetica').fontSize(11).fillColor('#1a1a1a').text(latin1(value), 216, y, { width: 323 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#6b6b6b')
    .text(`Thank you for travelling with ${OPERATOR_NAME}. Keep this receipt for your records.`, 56);
  doc.end();
  return { buffer: await done, fileName: receiptFileName(booking.reference, ordinal), bookingId: booking.id };
}
