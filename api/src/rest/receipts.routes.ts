import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { paymentReceipt } from '../services/receipts.service.ts';
import { receiptOperations as ops } from './receipts.openapi.ts';
import { routes } from './route.ts';

/** A payment's PDF receipt, as a download: staff, the owner's session or the X-Booking-Token header. */
export function receiptRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings/:id/payments/:paymentId/receipt.pdf', ops('paymentReceipt'), async (ctx, req, reply) => {
    const { pdf, fileName } = await paymentReceipt(ctx, { bookingId: req.params.id, paymentId: req.params.paymentId });
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });
}
