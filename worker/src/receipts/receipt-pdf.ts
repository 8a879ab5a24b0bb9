import type { PrismaClient } from '@rihla/db';

import { emailTexts, packageTitle } from '../emails/i18n/index.ts';

/**
 * The PDF receipt of one Payment (issue #14, item 6), rendered once and kept by stored-receipt.ts: attached to the
 * receipt email and downloaded from My trips and the admin, the same bytes. It is in the customer's language
 * (Booking.locale; texts in emails/i18n beside the emails'), an Arabic one right to left with the Hijri (Umm
 * al-Qura) dates beside the Gregorian ones, and names in any script (issue #31: pdf-text-writer.ts). Travellers
 * appear by name only, never with passport details.
 */

const OPERATOR_NAME = 'Rihla Travel';

// English days as the receipt always wrote them ('15 March 2027'); the emails' English days are ISO dates.
const englishDay = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The file name both the email and the download use: receipt-RH-7KQ2-M9-2.pdf for the booking's 2nd payment. */
function receiptFileName(reference: string, ordinal: number): string {
  return `receipt-${reference}-${ordinal}.pdf`;
}

type ReceiptPdf = { buffer: Buffer; fileName: string };

const paymentsInOrder = {
  orderBy: [{ receivedAt: 'asc' as const }, { id: 'asc' as const }],
  select: { id: true, amount: true },
};

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
          payments: paymentsInOrder,
        },
      },
      // A trip booking's payment (docs/decisions/0047): its journey stands where a package's name does.
      tripBooking: {
        include: {
          travellers: { orderBy: { position: 'asc' }, select: { fullName: true } },
          payments: paymentsInOrder,
        },
      },
    },
  });
  const booking = payment?.booking ?? payment?.tripBooking;
  if (!payment || !booking) return null;
  const trip = payment.tripBooking;
  const ordinal = booking.payments.findIndex((p) => p.id === payment.id) + 1;
  // Paid so far as of this payment (this one included), so an old receipt stays what it was.
  const paidSoFar = booking.payments.slice(0, ordinal).reduce((sum, p) => sum + p.amount, 0);
  const owed = booking.amount ?? paidSoFar;
  const remaining = Math.max(0, owed - paidSoFar);
  const currency = payment.currency;
  const { locale, t, format, money, dayWithHijri } = emailTexts(booking.locale);
  const l = t.receiptPdf;
  const rtl = locale === 'ar';
  // A day stays on one line, its Hijri date beside it.
  const day = (d: Date) => (locale === 'en' ? englishDay(d) : dayWithHijri(d)).replaceAll(' ', '\u00a0');
  // Each name isolated (bidi), so an Arabic name beside a Latin one keeps its place in the list.
  const names = booking.travellers.length > 0 ? booking.travellers.map((t) => t.fullName) : [booking.name];
  const travellers = names.map((name) => `\u2068${name}\u2069`).join(rtl ? '، ' : ', ');
  const pkg = payment.booking;

  const rows: [string, string][] = [
    [l.bookingReference, booking.reference],
    trip
      ? // A plain hyphen between the places: the receipt's fonts have no arrow.
        [l.journey, `\u2068${trip.origin}\u2069 - \u2068${trip.destination}\u2069`]
      : [l.package, pkg?.package ? packageTitle(pkg.package, locale) : l.journey],
  ];
  if (trip) rows.push([l.dates, day(trip.departureDate ?? trip.startDate)]);
  if (pkg?.departure) {
    const { departDate, returnDate } = pkg.departure;
    rows.push([l.dates, format(l.datesRange, { from: day(departDate), to: day(returnDate) })]);
  }
  if (pkg?.roomType) rows.push([l.room, l.rooms[pkg.roomType]]);
  rows.push(
    [l.travellers, travellers],
    [l.payment, l.purposes[payment.purpose]],
    [l.amountPaid, money(payment.amount, currency)],
    [l.currency, currency],
    [l.date, day(payment.receivedAt)],
    [l.providerReference, payment.intentId],
    [l.paidSoFar, money(paidSoFar, currency)],
    [l.remaining, money(remaining, currency)],
  );

  // pdfkit, its font engine, the bidi tables and the Arabic font are ~3 MiB the API would otherwise hold from
  // startup, for a download that is rare; the first receipt of a process pays the load (docs/decisions/0010, Memory).
  const [{ default: PDFDocument }, { PdfTextWriter }] = await Promise.all([
    import('pdfkit'),
    import('./pdf-text-writer.ts'),
  ]);
  const title = format(l.documentTitle, { reference: booking.reference }).replace(/[\u2068\u2069]/g, '');
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
  const labelWidth = 150;
  const valueWidth = 323;
  // Labels on the reading side: the left in English and Indonesian, the right in Arabic.
  const labelX = rtl ? left + width - labelWidth : left;
  const valueX = rtl ? left : left + width - valueWidth;
  let y = writer.paragraph(OPERATOR_NAME, left, 56, width, { size: 20, color: '#1f4d3a', weight: 'bold' });
  y = writer.paragraph(l.title, left, y + 2, width, { size: 12, color: '#b8893b' });
  y += 24;
  for (const [label, value] of rows) {
    const labelEnd = writer.paragraph(label, labelX, y, labelWidth, { size: 10, color: '#6b6b6b' });
    // A value takes the direction of its first letter: a Latin reference stays one left-to-right word in Arabic.
    const valueEnd = writer.paragraph(value, valueX, y, valueWidth, { size: 11, color: '#1a1a1a' }, 'auto');
    y = Math.max(labelEnd, valueEnd) + 7;
  }
  y += 20;
  writer.paragraph(format(l.thanks, { operator: OPERATOR_NAME }), left, y, width, { size: 9, color: '#6b6b6b' });
  doc.end();
  return { buffer: await done, fileName: receiptFileName(booking.reference, ordinal) };
}
