import { createPrismaClient } from '@rihla/db';
import { describe, expect, it } from 'vitest';

import { hasArabicWord, pdfText } from '../../test/pdf-text.ts';
import { paidThroughWorker } from '../../test/support/payment-events.ts';
import { useSmtpServer } from '../../test/support/smtp.ts';
import { deliverOutboxEmail } from '../src/emails/sender.ts';
import { renderReceiptPdf } from '../src/receipts/receipt-pdf.ts';
import { storedReceiptPdf } from '../src/receipts/stored-receipt.ts';

const db = createPrismaClient();
const mailer = useSmtpServer(db);

/** The PDF attached to a raw MIME message. */
function attachedPdf(raw: string): Buffer {
  const base64 = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1];
  return Buffer.from(base64.replace(/\s+/g, ''), 'base64');
}

describe('the PDF receipt', () => {
  it('is named by the receipt email the worker queues, and travels attached to it', async () => {
    const booking = await paidThroughWorker(db);
    const payment = await db.payment.findUniqueOrThrow({ where: { intentId: booking.paymentIntentId! } });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { kind: 'payment-receipt' } });
    expect(mail.paymentId).toBe(payment.id);

    expect(await deliverOutboxEmail(db, mail.id, mailer.sender)).toBe('sent');
    const [received] = mailer.smtp.messages;
    expect(received.raw).toMatch(/Content-Type: application\/pdf; name=receipt-RH-[A-Z0-9-]+-1\.pdf/i);
    expect(received.raw).toContain(`filename=receipt-${booking.reference}-1.pdf`);
    expect(attachedPdf(received.raw).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is kept as mailed: the download reads the same bytes after the booking changes, rendered once', async () => {
    const booking = await paidThroughWorker(db);
    const payment = await db.payment.findUniqueOrThrow({ where: { intentId: booking.paymentIntentId! } });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { kind: 'payment-receipt' } });
    expect(await deliverOutboxEmail(db, mail.id, mailer.sender)).toBe('sent');
    const mailed = attachedPdf(mailer.smtp.messages[0].raw);

    await db.booking.update({ where: { id: booking.id }, data: { name: 'Someone Else', amount: 300_000 } });
    const downloaded = await storedReceiptPdf(db, payment.id);
    expect(downloaded!.pdf.equals(mailed)).toBe(true);
    expect(downloaded!.fileName).toBe(`receipt-${booking.reference}-1.pdf`);
    expect(pdfText(mailed)).not.toContain('Someone Else');
    expect(await db.paymentReceipt.count()).toBe(1);
  });

  it('is not found for a payment that does not exist', async () => {
    expect(await storedReceiptPdf(db, 987_654)).toBeNull();
    expect(await db.paymentReceipt.count()).toBe(0);
  });

  it('writes names in any script: Arabic in Arabic letters, Latin accents Helvetica lacks dropped', async () => {
    const booking = await paidThroughWorker(db);
    await db.booking.update({ where: { id: booking.id }, data: { name: 'محمد Zoë Jiří' } });
    const payment = await db.payment.findUniqueOrThrow({ where: { intentId: booking.paymentIntentId! } });

    const pdf = await renderReceiptPdf(db, payment.id);
    const text = pdfText(pdf!.buffer);
    expect(text).toContain('Zoë Jirí');
    expect(hasArabicWord(text, 'محمد')).toBe(true);
    expect(text).not.toContain('?');
    expect(text).toContain(booking.reference);
    expect(text).toContain(booking.paymentIntentId!);
  });
});
