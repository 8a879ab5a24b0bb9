import { writeFileSync } from 'node:fs';

import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { hasArabicWord, pdfText } from '../../test/pdf-text.ts';
import { aDeparture, aPackage } from '../../test/support/factories.ts';
import { paidThroughWorker } from '../../test/support/payment-events.ts';
import { renderReceiptPdf } from '../src/receipts/receipt-pdf.ts';

const db = createPrismaClient();

afterAll(async () => {
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase(db);
});

/** A booking made in `locale` by `name`, paid in full through the worker: its receipt email and the PDF's text. */
async function paidIn(locale: string, name = 'Amina Test') {
  const pkg = await aPackage(db, {
    code: `R${locale}`,
    name: 'Umrah in Ramadan',
    price: 150_000,
    translations: { ar: { name: 'عمرة رمضان' } },
  });
  const departure = await aDeparture(db, {
    packageId: pkg.id,
    departDate: new Date('2027-03-01'),
    returnDate: new Date('2027-03-11'),
  });
  const booking = await paidThroughWorker(db, { locale, name, packageId: pkg.id, departureId: departure.id });
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { kind: 'payment-receipt' } });
  const payment = await db.payment.findUniqueOrThrow({ where: { id: mail.paymentId! } });
  const pdf = await renderReceiptPdf(db, payment.id);
  if (process.env.RECEIPT_PDF_DIR) writeFileSync(`${process.env.RECEIPT_PDF_DIR}/receipt-${locale}.pdf`, pdf!.buffer);
  return { booking, mail, payment, text: pdfText(pdf!.buffer) };
}

describe('the receipt in the customer’s language', () => {
  it('is mailed in Indonesian with an Indonesian PDF', async () => {
    const { booking, mail, text } = await paidIn('id', 'Siti Nurhaliza');
    expect(mail.subject).toBe(`Pembayaran diterima: US$1.500,00 untuk Umrah in Ramadan (${booking.reference})`);
    expect(mail.text).toContain('/id/packages');
    expect(text).toContain('Tanda terima pembayaran');
    expect(text).toContain('Pembayaran penuh');
    expect(text).toContain('US$1.500,00');
    expect(text).toContain('1 Maret 2027 s.d. 11 Maret 2027');
    expect(text).toContain('Siti Nurhaliza');
    expect(text).toContain('Terima kasih telah bepergian bersama Rihla Travel.');
  });

  it('is Arabic, with the Arabic name in Arabic letters and the Hijri dates, mail and PDF alike', async () => {
    const { booking, mail, payment, text } = await paidIn('ar', 'محمد عبد الله');
    expect(mail.subject).toMatch(/^.*تم استلام الدفعة.*عمرة رمضان/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('/ar/packages');

    expect(text).not.toContain('?');
    for (const word of ['محمد', 'عبد', 'الله', 'إيصال', 'دفع', 'عمرة', 'رمضان', 'المبلغ', 'المدفوع']) {
      expect(hasArabicWord(text, word), `${word} in:\n${text}`).toBe(true);
    }
    // Latin values inside the Arabic page come out whole, in their own order.
    expect(text).toContain(booking.reference);
    expect(text).toContain(payment.intentId);
    expect(text).toContain('1,500.00');
    expect(text).not.toContain('$US');
    // The payment's day and the departure's in the Hijri (Umm al-Qura) calendar, as the web writes it.
    const hijri = new Intl.DateTimeFormat('ar-u-ca-islamic-umalqura', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const day of [payment.receivedAt, new Date('2027-03-01')]) {
      const parts = hijri.formatToParts(day);
      const month = parts.find((p) => p.type === 'month')!.value;
      const year = parts.find((p) => p.type === 'year')!.value;
      expect(hasArabicWord(text, month), `${month} in:\n${text}`).toBe(true);
      expect(text).toContain(year);
    }
  });

  it('writes an Arabic traveller name in Arabic letters in an English receipt too', async () => {
    const { booking, mail, text } = await paidIn('en', 'محمد عبد الله');
    expect(mail.subject).toBe(`Payment received: USD 1,500.00 for Umrah in Ramadan (${booking.reference})`);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('USD 1,500.00');
    expect(text).toContain('1 March 2027 to 11 March 2027');
    expect(text).not.toContain('?');
    for (const word of ['محمد', 'عبد', 'الله']) expect(hasArabicWord(text, word), `${word} in:\n${text}`).toBe(true);
  });
});
