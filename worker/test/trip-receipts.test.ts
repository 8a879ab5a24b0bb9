import { createPrismaClient } from '@rihla/db';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { resetDatabase } from '../../test/db.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { aBooking, aTripBooking } from '../../test/support/factories.ts';
import { recordEvent, recordIntent } from '../../test/support/payment-events.ts';
import { economyClass, trainService } from '../../test/train-service.ts';
import { processPaymentEvent } from '../src/payment-events.ts';
import { renderReceiptPdf } from '../src/receipts/receipt-pdf.ts';

const db = createPrismaClient();

beforeEach(() => resetDatabase(db));
afterAll(() => db.$disconnect());

describe('a paid trip booking', () => {
  it('mails its receipt in the customer’s language, naming the journey and every passenger, once', async () => {
    const service = await trainService(db, { seats: 10, baseFare: 25_000 });
    const classId = await economyClass(db);
    const trip = await aTripBooking(db, {
      serviceId: service.id,
      classId,
      departureDate: new Date('2027-03-01'),
      // 08:00 in Riyadh, stored as UTC.
      startDate: new Date('2027-03-01T05:00:00Z'),
      passengers: 2,
      amount: 50_000,
      currency: 'SAR',
      locale: 'id',
      travellers: {
        create: [
          { position: 1, fullName: 'Yusuf Ali' },
          { position: 2, fullName: 'Maryam Ali' },
        ],
      },
    });
    await recordIntent(db, { id: 'pi_trip_receipt', tripBookingId: trip.id, amount: 50_000, currency: 'SAR' });
    const paid = () =>
      recordEvent(db, 'payment_intent.succeeded', {
        tripBookingId: trip.id,
        paymentIntentId: 'pi_trip_receipt',
        amountReceived: 50_000,
        currency: 'sar',
      });

    expect(await processPaymentEvent(db, await paid())).toBe('applied');
    expect(await processPaymentEvent(db, await paid())).toBe('noop');

    const receipts = await db.outboxEmail.findMany({ where: { kind: 'payment-receipt', to: trip.email } });
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt.dedupeKey).toBe('payment-receipt:pi_trip_receipt');
    expect(receipt.subject).toContain('Jeddah → Makkah');
    for (const text of ['Penumpang', 'Yusuf Ali, Maryam Ali', 'Haramain HHR 1', 'Economy', '08:00', 'Berangkat'])
      expect(receipt.text).toContain(text);

    // The money is a Payment row of the trip booking, written once whatever the redeliveries (decision 0047), and
    // the receipt email carries its PDF.
    const payments = await db.payment.findMany({ where: { intentId: 'pi_trip_receipt' } });
    expect(payments).toEqual([
      expect.objectContaining({ tripBookingId: trip.id, bookingId: null, amount: 50_000, currency: 'SAR' }),
    ]);
    expect(receipt.paymentId).toBe(payments[0].id);
    const pdf = await renderReceiptPdf(db, payments[0].id);
    expect(pdf?.fileName).toBe(`receipt-${trip.reference}-1.pdf`);
    const text = pdfText(pdf!.buffer);
    for (const part of ['Jeddah - Makkah', 'Yusuf Ali, Maryam Ali', 'SAR']) expect(text).toContain(part);
  });

  it('refuses a money row naming no booking or two (the database checks it)', async () => {
    const trip = await aTripBooking(db, { amount: 1_000, currency: 'SAR' });
    const row = { intentId: 'pi_none', purpose: 'FULL' as const, amount: 1_000, currency: 'SAR', provider: 'STRIPE' };
    const booking = await aBooking(db);
    const rows = [{}, { tripBookingId: trip.id, bookingId: booking.id }];
    for (const owner of rows)
      await expect(db.payment.create({ data: { ...row, ...owner, receivedAt: new Date() } })).rejects.toThrow(
        /Payment_one_booking/,
      );
    expect(await db.payment.count()).toBe(0);
  });
});
