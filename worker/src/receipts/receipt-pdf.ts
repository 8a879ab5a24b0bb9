import type { PrismaClient } from '@rihla/db';
import { formatMoney } from '@rihla/db/currencies';

import { emailLocale, formatMoney as formatMoneyIn, packageTitle } from '../emails/i18n/index.ts';

/**
 * The PDF receipt of one Payment (issue #14, item 6), rendered once and kept by stored-receipt.ts: attached to the
 * receipt email and downloaded from My trips and the admin, the same bytes. Only the standard Helvetica font is used (nothing to
 * download), which encodes Latin-1: other characters are written by `latin1` below. Travellers appear by name only,
 * never with passport details.
 */

const OPERATOR_NAME = 'Rihla Travel';

/**
 * The receipt in the customer's language (Booking.locale), as far as a PDF can write it. pdfkit lays out text left
 * to right and cannot shape Arabic script (joined letter forms, right-to-left runs) with the standard fonts, so an
 * Arabic customer's receipt stays in English with Latin figures; their email around it is in Arabic. Indonesian is
 * written in Latin letters: its receipt is translated.
 */
const LABELS = {
  en: {
    title: 'Payment receipt',
    bookingReference: 'Booking reference',
    package: 'Package',
    journey: 'Rihla journey',
    dates: 'Dates',
    datesRange: (from: string, to: string) => `${from} to ${to}`,
    room: 'Room',
    rooms: { QUAD: 'Quad', TRIPLE: 'Triple', DOUBLE: 'Double', SINGLE: 'Single' },
    travellers: 'Travellers',
    payment: 'Payment',
    purposes: { DEPOSIT: 'Deposit', BALANCE: 'Balance', FULL: 'Payment in full' },
    amountPaid: 'Amount paid',
    currency: 'Currency',
    date: 'Date',
    providerReference: 'Provider reference',
    paidSoFar: 'Paid so far',
    remaining: 'Remaining balance',
    thanks: (operator: string) => `Thank you for travelling with ${operator}. Keep this receipt for your records.`,
  },
  id: {
    title: 'Tanda terima pembayaran',
    bookingReference: 'Referensi pemesanan',
    package: 'Paket',
    journey: 'Perjalanan Rihla',
    dates: 'Tanggal perjalanan',
    datesRange: (from: string, to: string) => `${from} s.d. ${to}`,
    room: 'Kamar',
    rooms: { QUAD: 'Quad (berempat)', TRIPLE: 'Triple (bertiga)', DOUBLE: 'Double (berdua)', SINGLE: 'Single' },
    travellers: 'Jemaah',
    payment: 'Pembayaran',
    purposes: { DEPOSIT: 'Uang muka', BALANCE: 'Pelunasan', FULL: 'Pembayaran penuh' },
    amountPaid: 'Jumlah dibayar',
    currency: 'Mata uang',
    date: 'Tanggal',
    providerReference: 'Referensi penyedia pembayaran',
    paidSoFar: 'Total dibayar',
    remaining: 'Sisa pembayaran',
    thanks: (operator: string) =>
      `Terima kasih telah bepergian bersama ${operator}. Simpan tanda terima ini sebagai arsip Anda.`,
  },
} as const;

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

const dayIn = (locale: 'en' | 'id') => (d: Date) =>
  d.toLocaleDateString(locale === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The file name both the email and the download use: receipt-RH-7KQ2-M9-2.pdf for the booking's 2nd payment. */
function receiptFileName(reference: string, ordinal: number): string {
  return `receipt-${reference}-${ordinal}.pdf`;
}

type ReceiptPdf = { buffer: Buffer; fileName: string };

/** Renders the receipt of payment `paymentId` as the booking stands now, or null when there is no such payment. */
export async function renderReceiptPdf(db: PrismaClient, paymentId: number): Promise<ReceiptPdf | null> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    include: {
      booking: {
        include: {
          package: { select: { name: true, translations: true } },
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
  // Arabic (see LABELS) and any other language: English.
  const locale = emailLocale(booking.locale) === 'id' ? 'id' : 'en';
  const l = LABELS[locale];
  const day = dayIn(locale);
  const money = (amount: number) =>
    locale === 'en' ? formatMoney(amount, currency) : formatMoneyIn(amount, currency, locale);
  const travellers = booking.travellers.length > 0 ? booking.travellers.map((t) => t.fullName) : [booking.name];

  const rows: [string, string][] = [
    [l.bookingReference, booking.reference],
    [l.package, booking.package ? packageTitle(booking.package, locale) : l.journey],
  ];
  if (booking.departure) {
    rows.push([l.dates, l.datesRange(day(booking.departure.departDate), day(booking.departure.returnDate))]);
  }
  if (booking.roomType) rows.push([l.room, l.rooms[booking.roomType]]);
  rows.push(
    [l.travellers, travellers.join(', ')],
    [l.payment, l.purposes[payment.purpose]],
    [l.amountPaid, money(payment.amount)],
    [l.currency, currency],
    [l.date, day(payment.receivedAt)],
    [l.providerReference, payment.intentId],
    [l.paidSoFar, money(paidSoFar)],
    [l.remaining, money(remaining)],
  );

  // pdfkit and its font engine are ~3 MiB of source the API would otherwise hold from startup, for a download that
  // is rare; the first receipt of a process pays the load (docs/decisions/0010, Memory).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${booking.reference}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const green = '#1f4d3a';
  const gold = '#b8893b';
  doc.font('Helvetica-Bold').fontSize(20).fillColor(green).text(OPERATOR_NAME);
  doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(gold).text(l.title);
  doc.moveDown(1.5);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#6b6b6b').text(label, 56, y, { width: 150 });
    doc.font('Helvetica').fontSize(11).fillColor('#1a1a1a').text(latin1(value), 216, y, { width: 323 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor('#6b6b6b').text(l.thanks(OPERATOR_NAME), 56);
  doc.end();
  return { buffer: await done, fileName: receiptFileName(booking.reference, ordinal) };
}
