import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { adminBookingList } from '../services/admin-bookings.service.ts';
import { createBooking, setBookingQuote } from '../services/bookings.service.ts';
import { consultationList, createConsultation } from '../services/consultations.service.ts';
import { confirmDemoPayment } from '../services/demo-payments.service.ts';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter.service.ts';
import { checkoutBooking, createPaymentIntent, getPaymentConfig, paymentStatus } from '../services/payments.service.ts';
import { listBody, routes } from './route.ts';

export function bookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/bookings', (ctx, req) => createBooking(ctx, req.body));
  r.get('/bookings', async (ctx, req, reply) => listBody(await adminBookingList.rest(ctx, req.query), req, reply));
  r.patch('/bookings/:id/quote', (ctx, req) => setBookingQuote(ctx, req.params.id, req.body));
  r.get('/bookings/:id/checkout', (ctx, req) => checkoutBooking(ctx, { id: req.params.id, kind: req.query.kind }));

  r.post('/consultations', async (ctx, req) => ({
    message: 'Consultation request sent!',
    consultation: await createConsultation(ctx, req.body),
  }));
  r.get('/consultations', async (ctx, req, reply) => listBody(await consultationList.rest(ctx, req.query), req, reply));
  r.post('/newsletter', (ctx, req) => subscribeNewsletter(ctx, req.body), 200);
  r.post('/newsletter/confirm', (ctx, req) => confirmNewsletter(ctx, req.body), 200);
  r.post('/newsletter/unsubscribe', (ctx, req) => unsubscribeNewsletter(ctx, req.body), 200);

  r.get('/payments/config', (ctx) => Promise.resolve(getPaymentConfig(ctx)));
  r.post('/payments/create-intent', (ctx, req) => createPaymentIntent(ctx, req.body), 200);
  r.get('/payments/status', async (ctx, req) => ({ status: await paymentStatus(ctx, req.query) }));
  r.post('/payments/demo/confirm', (ctx, req) => confirmDemoPayment(ctx, req.body), 200);
}
