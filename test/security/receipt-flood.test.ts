/**
 * Issue #28, item 6: one token holder rendered 334 PDF receipts in 4.5 s and slowed the catalogue. A receipt is now
 * rendered once and kept (docs/decisions/0013), and downloads are limited per client address (RECEIPT_RATE_LIMIT,
 * 20 a minute by default, docs/decisions/0007 section 4).
 */
import { describe, expect, it } from 'vitest';

import { bookPricedPackage } from './support/checkout.ts';
import { from, sql } from './support/product.ts';

const RECEIPT_RATE_LIMIT = 20;
const BURST = RECEIPT_RATE_LIMIT + 10;

describe('a burst of receipt downloads by one token holder', () => {
  it('is served from one kept copy, refused with 429 past the limit, and nobody else is held up', async () => {
    const holder = from(151);
    const booking = await bookPricedPackage(holder, { name: 'Receipt Flood', email: 'receipt-flood@security.example' });
    const [payment] = await sql<{ id: number }>(
      `INSERT INTO "Payment" ("bookingId", "intentId", purpose, amount, currency, provider, "receivedAt")
       VALUES ($1, $2, 'FULL', $3, $4, 'demo', now()) RETURNING id`,
      [booking.id, `pi_receipt_flood_${booking.id}`, booking.amount, booking.currency],
    );
    const path = `/api/bookings/${booking.id}/payments/${payment.id}/receipt.pdf`;

    const replies = await Promise.all(
      Array.from({ length: BURST }, () => holder.get(path, { bookingToken: booking.token })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RECEIPT_RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - RECEIPT_RATE_LIMIT);
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({
      error: 'Too many attempts. Please wait a minute and try again.',
      reason: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const served = new Set(replies.filter((r) => r.status === 200).map((r) => r.text));
    expect(served.size).toBe(1);
    expect(await sql('SELECT "paymentId" FROM "PaymentReceipt" WHERE "paymentId" = $1', [payment.id])).toHaveLength(1);

    // Another client is not limited by the holder's burst: the catalogue and the same receipt still answer.
    const neighbour = from(152);
    expect((await neighbour.get('/api/packages')).status).toBe(200);
    expect((await neighbour.get(path, { bookingToken: booking.token })).status).toBe(200);
  });
});
