import { storedReceiptPdf } from '@rihla/worker/receipts';
import { z } from 'zod';

import { requireBookingAccess } from '../lib/booking-access.ts';
import type { ServiceContext } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { id, parseInput } from '../lib/validation.ts';
import type { BookingKind } from './payable-bookings.ts';

/**
 * The PDF receipt of one payment of a booking (issue #14, item 6), the same document the receipt email carries.
 * Staff, the booking's signed-in owner or the holder of its access token; anyone else, and a payment of another
 * booking, gets the 404 of a missing booking (ids cannot be probed). The kept copy is served (rendered here only when
 * the email has not rendered it yet), and each client address may download RECEIPT_RATE_LIMIT a minute (issue #28).
 * A trip booking's payments have receipts too (docs/decisions/0047): `kind` says which booking the id names.
 */

const receiptInput = z.object({ bookingId: id, paymentId: id });

export async function paymentReceipt(
  ctx: ServiceContext,
  input: unknown,
  kind: BookingKind = 'PACKAGE',
): Promise<{ pdf: Buffer; fileName: string }> {
  const { bookingId, paymentId } = parseInput(receiptInput, input);
  await ctx.limits.consume('receipt', ctx.ip);
  const guard = { userId: true, accessTokenHash: true, accessExpiresAt: true } as const;
  const booking =
    kind === 'PACKAGE'
      ? await ctx.db.booking.findUnique({
          where: { id: bookingId },
          select: { ...guard, mailedAccessTokenHash: true, agencyId: true },
        })
      : await ctx.db.tripBooking
          .findUnique({ where: { id: bookingId }, select: guard })
          .then((trip) => trip && { ...trip, agencyId: null });
  requireBookingAccess(ctx, booking);
  const owner = kind === 'PACKAGE' ? { bookingId } : { tripBookingId: bookingId };
  const payment = await ctx.db.payment.findFirst({ where: { id: paymentId, ...owner }, select: { id: true } });
  const receipt = payment && (await storedReceiptPdf(ctx.db, payment.id));
  if (!receipt) throw notFound('RECEIPT_NOT_FOUND');
  return receipt;
}
