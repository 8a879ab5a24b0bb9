import { storedReceiptPdf } from '@rihla/worker/receipts';
import { z } from 'zod';

import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';

/**
 * The PDF receipt of one payment of a booking (issue #14, item 6), the same document the receipt email carries.
 * Staff, the booking's signed-in owner or the holder of its access token; anyone else, and a payment of another
 * booking, gets the 404 of a missing booking (ids cannot be probed). The kept copy is served (rendered here only when
 * the email has not rendered it yet), and each client address may download RECEIPT_RATE_LIMIT a minute (issue #28).
 */

const receiptInput = z.object({ bookingId: id, paymentId: id });

export async function paymentReceipt(ctx: ServiceContext, input: unknown): Promise<{ pdf: Buffer; fileName: string }> {
  const { bookingId, paymentId } = parseInput(receiptInput, input);
  await ctx.limits.consume('receipt', ctx.ip);
  const booking = await ctx.db.booking.findUnique({
    where: { id: bookingId },
    select: { userId: true, accessTokenHash: true, mailedAccessTokenHash: true, accessExpiresAt: true },
  });
  requireBookingAccess(ctx, booking);
  const payment = await ctx.db.payment.findFirst({ where: { id: paymentId, bookingId }, select: { id: true } });
  const receipt = payment && (await storedReceiptPdf(ctx.db, payment.id));
  if (!receipt) throw notFound('RECEIPT_NOT_FOUND');
  return receipt;
}
