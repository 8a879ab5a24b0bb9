import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { aPackage } from '../../test/support/factories.ts';
import { paidThroughWorker } from '../../test/support/payment-events.ts';
import { renderReceiptPdf } from '../src/receipts/receipt-pdf.ts';

const db = createPrismaClient();

afterAll(async () => {
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase(db);
});

/** A booking made in `locale`, paid in full through the worker: its receipt email and the payment's PDF. */
async function paidIn(locale: string) {
  const pkg = await aPackage(db, {
    code: `R${locale}`,
    name: 'Umrah in Ramadan',
    price: 150_000,
    translations: { ar: { name: 'عمرة رمضان' } },
  });
  const booking = await paidThroughWorker(db, { locale, packageId: pkg.id });
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { kind: 'payment-receipt' } });
  const pdf = await renderReceiptPdf(db, mail.paymentId!);
  return { booking, mail, pdf: pdfText(pdf!.buffer) };
}

describe('the receipt in the customer’s language', () => {
  it('is mailed in Indonesian with an Indonesian PDF', async () => {
    const { booking, mail, pdf } = await paidIn('id');
    expect(mail.subject).toBe(`Pembayaran diterima: US$1.500,00 untuk Umrah in Ramadan (${booking.reference})`);
    expect(mail.text).toContain('/id/packages');
    expect(pdf).toContain('Tanda terima pembayaran');
    expect(pdf).toContain('Pembayaran penuh');
    expect(pdf).toContain('US$1.500,00');
  });

  it('is mailed in Arabic (the package’s Arabic name, right to left); the PDF stays English', async () => {
    const { mail, pdf } = await paidIn('ar');
    expect(mail.subject).toMatch(/^.*تم استلام الدفعة.*عمرة رمضان/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('/ar/packages');
    // pdfkit cannot shape Arabic script: the PDF is the English one.
    expect(pdf).toContain('Payment receipt');
    expect(pdf).toContain('Umrah in Ramadan');
    expect(pdf).toContain('USD 1,500.00');
  });

  it('stays as before in English', async () => {
    const { booking, mail, pdf } = await paidIn('en');
    expect(mail.subject).toBe(`Payment received: USD 1,500.00 for Umrah in Ramadan (${booking.reference})`);
    expect(pdf).toContain('Payment receipt');
  });
});
