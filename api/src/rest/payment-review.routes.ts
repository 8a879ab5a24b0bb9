import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { listPaymentEvents, replayPaymentEvent, resolveBookingReview } from '../services/payment-review.service.ts';
import { paymentReviewOperations as ops } from './payment-review.openapi.ts';
import { listBody, OK, routes } from './route.ts';

export function paymentReviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/payment-events', ops('listPaymentEvents'), async (ctx, req, reply) =>
    listBody(await listPaymentEvents(ctx, req.query), req, reply),
  );
  r.post(
    '/payment-events/:id/replay',
    ops('replayPaymentEvent'),
    (ctx, req) => replayPaymentEvent(ctx, req.params.id),
    200,
  );
  r.post(
    '/bookings/:id/review',
    ops('resolveBookingReview'),
    async (ctx, req) => {
      await resolveBookingReview(ctx, req.params.id, req.body);
      return OK;
    },
    200,
  );
}
