import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { confirmDemoPayment } from '../services/demo-payments.service.ts';
import { checkoutBooking, createPaymentIntent, getPaymentConfig, paymentStatus } from '../services/payments.service.ts';
import { paymentOperations as ops } from './payments.openapi.ts';
import { routes } from './route.ts';

/** The checkout of a package or trip booking: what it shows, the card payment and the demo provider's card. */
export function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.get('/bookings/:id/checkout', ops('checkoutBooking'), (ctx, req) =>
    checkoutBooking(ctx, { id: req.params.id, kind: req.query.kind }),
  );
  r.get('/payments/config', ops('paymentConfig'), (ctx) => Promise.resolve(getPaymentConfig(ctx)));
  r.post('/payments/create-intent', ops('createPaymentIntent'), (ctx, req) => createPaymentIntent(ctx, req.body), 200);
  r.get('/payments/status', ops('paymentStatus'), async (ctx, req) => ({
    status: await paymentStatus(ctx, req.query),
  }));
  r.post('/payments/demo/confirm', ops('confirmDemoPayment'), (ctx, req) => confirmDemoPayment(ctx, req.body), 200);
}
