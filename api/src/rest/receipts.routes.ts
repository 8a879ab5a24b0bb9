import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import type { BookingKind } from '../services/payable-bookings.ts';
import { paymentReceipt } from '../services/receipts.service.ts';
import { receiptOperations as ops } from './receipts.openapi.ts';
import { type Handler, routes } from './route.ts';

/** A payment's PDF receipt, as a download: staff, the owner's session or the X-Booking-Token header. */
export function receiptRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  const download =
    (kind: BookingKind): Handler =>
    async (ctx, req, reply) => {
      const input = { bookingId: req.params.id, paymentId: req.params.paymentId };
      const { pdf, fileName } = await paymentReceipt(ctx, input, kind);
      reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store');
      return pdf;
    };
  r.get('/bookings/:id/payments/:paymentId/receipt.pdf', ops('paymentReceipt'), download('PACKAGE'));
  r.get('/trip-bookings/:id/payments/:paymentId/receipt.pdf', ops('tripPaymentReceipt'), download('TRIP'));
}
