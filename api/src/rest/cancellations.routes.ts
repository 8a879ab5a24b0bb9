import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { cancellationPolicy, setCancellationPolicy } from '../services/cancellation-policy.ts';
import { cancellationQuote, requestCancellation } from '../services/cancellations.service.ts';
import { cancelBooking, refundBooking } from '../services/settlements.service.ts';
import { cancellationOperations as ops } from './cancellations.openapi.ts';
import { routes } from './route.ts';

/** Cancellation policy, the customer's cancellation (preview, then confirm), staff cancel and refund. */
export function cancellationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/packages/:id/cancellation-policy', ops('getCancellationPolicy'), (ctx, req) =>
    cancellationPolicy(ctx, req.params.id),
  );
  r.patch('/packages/:id/cancellation-policy', ops('setCancellationPolicy'), (ctx, req) =>
    setCancellationPolicy(ctx, req.params.id, req.body),
  );
  r.get('/bookings/:id/cancellation', ops('cancellationQuote'), (ctx, req) => cancellationQuote(ctx, req.params.id));
  r.post(
    '/bookings/:id/cancellation',
    ops('requestCancellation'),
    (ctx, req) => requestCancellation(ctx, req.params.id, req.body),
    200,
  );
  r.post('/bookings/:id/cancel', ops('cancelBooking'), (ctx, req) => cancelBooking(ctx, req.params.id, req.body), 200);
  r.post(
    '/bookings/:id/refunds',
    ops('refundBooking'),
    async (ctx, req) => {
      await refundBooking(ctx, req.params.id, req.body);
      return cancellationQuote(ctx, req.params.id);
    },
    201,
  );
}
