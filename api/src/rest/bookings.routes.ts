import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { adminBookingList } from '../services/admin-bookings.service.ts';
import { createBooking, setBookingQuote } from '../services/bookings.service.ts';
import { consultationList, createConsultation } from '../services/consultations.service.ts';
import { confirmDemoPayment } from '../services/demo-payments.service.ts';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '../services/newsletter.service.ts';
import { checkoutBooking, createPaymentIntent, getPaymentConfig, paymentStatus } from '../services/payments.service.ts';
import { bookingOperations as ops } from './openapi/bookings.ts';
import { paymentOperations as pay } from './openapi/payments.ts';
import { listBody, routes } from './route.ts';

export function bookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/bookings', ops('createBooking'), async (ctx, req) => shownToCustomer(await createBooking(ctx, req.body)));
  r.get('/bookings', ops('listBookings'), async (ctx, req, reply) =>
    listBody(await adminBookingList.rest(ctx, req.query), req, reply),
  );
  r.patch('/bookings/:id/quote', ops('setBookingQuote'), (ctx, req) => setBookingQuote(ctx, req.params.id, req.body));
  r.get('/bookings/:id/checkout', pay('checkoutBooking'), (ctx, req) =>
    checkoutBooking(ctx, { id: req.params.id, kind: req.query.kind }),
  );

  r.post('/consultations', ops('createConsultation'), async (ctx, req) => ({
    message: 'Consultation request sent!',
    consultation: await createConsultation(ctx, req.body),
  }));
  r.get('/consultations', ops('listConsultations'), async (ctx, req, reply) =>
    listBody(await consultationList.rest(ctx, req.query), req, reply),
  );
  r.post('/newsletter', ops('subscribeNewsletter'), (ctx, req) => subscribeNewsletter(ctx, req.body), 200);
  r.post('/newsletter/confirm', ops('confirmNewsletter'), (ctx, req) => confirmNewsletter(ctx, req.body), 200);
  r.post(
    '/newsletter/unsubscribe',
    ops('unsubscribeNewsletter'),
    (ctx, req) => unsubscribeNewsletter(ctx, req.body),
    200,
  );

  r.get('/payments/config', pay('paymentConfig'), (ctx) => Promise.resolve(getPaymentConfig(ctx)));
  r.post(
    '/payments/create-intent',
    pay('createPaymentIntent'),
    async (ctx, req) => shownToCustomer(await createPaymentIntent(ctx, req.body)),
    200,
  );
  r.get('/payments/status', pay('paymentStatus'), async (ctx, req) => ({
    status: await paymentStatus(ctx, req.query),
  }));
  r.post('/payments/demo/confirm', pay('confirmDemoPayment'), (ctx, req) => confirmDemoPayment(ctx, req.body), 200);
}

/**
 * A booking as the customer's answers show it: the access tokens' hashes stay in the database (GraphQL's Booking
 * type has no such field; the REST answers carried the whole row).
 */
function shownToCustomer<
  T extends { booking: { accessTokenHash: string | null; mailedAccessTokenHash: string | null } | null },
>(answer: T) {
  if (!answer.booking) return answer;
  const { accessTokenHash: _hash, mailedAccessTokenHash: _mailed, ...booking } = answer.booking;
  return { ...answer, booking };
}
