import { z } from 'zod';

import { cardInput } from '../../services/demo-payments.service.ts';
import { CHECKOUT_STATUSES } from '../../services/payable-bookings.ts';
import { eventListInput, resolutionInput } from '../../services/payment-review.service.ts';
import { checkoutInput, intentInput, statusInput } from '../../services/payments.service.ts';
import { rows } from './models.ts';
import { calendarDay, Ok, operations, timestamp } from './operation.ts';

export const paymentOperations = operations(() => {
  const { BookingWithPackage } = rows();
  const bookingStatus = z.enum(CHECKOUT_STATUSES);

  /** What the checkout page shows about a package or trip booking (services/payable-bookings.ts). */
  const Checkout = z
    .object({
      id: z.number().int(),
      kind: z.enum(['PACKAGE', 'TRIP']),
      reference: z.string(),
      status: bookingStatus,
      title: z.string(),
      customerName: z.string(),
      amount: z.number().int().nullable().meta({ description: 'Minor units; null while awaiting a quote.' }),
      currency: z.string().nullable(),
      holdExpiresAt: timestamp.nullable(),
      paidAt: timestamp.nullable(),
      amountPaid: z.number().int(),
      balanceDue: z.number().int().nullable(),
      balanceDueAt: calendarDay.nullable(),
      depositDue: z.number().int().nullable(),
      balanceOverdue: z.boolean(),
      dueNow: z
        .object({ purpose: z.enum(['FULL', 'DEPOSIT', 'BALANCE']), amount: z.number().int() })
        .nullable()
        .meta({ description: 'What a card pays now; null when nothing can be paid now.' }),
    })
    .meta({ id: 'Checkout' });

  const PaymentConfig = z
    .object({
      provider: z.string().meta({ description: '`stripe` or `demo`.' }),
      publishableKey: z.string().nullable(),
    })
    .meta({ id: 'PaymentConfig' });

  const PaymentEvent = z
    .object({
      id: z.string(),
      type: z.string(),
      receivedAt: timestamp,
      processedAt: timestamp.nullable(),
      deadAt: timestamp.nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    })
    .meta({ id: 'PaymentEvent' });

  return {
    checkoutBooking: {
      operationId: 'getCheckout',
      summary: 'What the checkout shows about a booking',
      tag: 'payments',
      access: 'booking',
      query: checkoutInput.pick({ kind: true }),
      response: Checkout,
    },
    paymentConfig: {
      operationId: 'getPaymentConfig',
      summary: 'The card provider and its publishable key',
      tag: 'payments',
      access: 'public',
      response: PaymentConfig,
    },
    createPaymentIntent: {
      operationId: 'createPaymentIntent',
      summary: 'Start (or resume) the card payment of what is due now',
      tag: 'payments',
      access: 'booking',
      body: intentInput,
      response: PaymentConfig.extend({
        clientSecret: z.string(),
        booking: BookingWithPackage.nullable().meta({ description: 'Package bookings; null for a trip.' }),
        checkout: Checkout,
      }),
      errors: [409, 429, 502],
    },
    paymentStatus: {
      operationId: 'getPaymentStatus',
      summary: "A booking's status (the checkout polls it)",
      tag: 'payments',
      access: 'booking',
      query: statusInput,
      response: z.object({ status: bookingStatus }),
    },
    confirmDemoPayment: {
      operationId: 'confirmDemoPayment',
      summary: 'Pay with a demo card (demo mode only)',
      tag: 'payments',
      access: 'public',
      body: cardInput,
      response: z.object({
        status: bookingStatus,
        message: z.string().nullable().meta({ description: 'Why the card was declined.' }),
      }),
      errors: [404, 409, 429],
    },
    receiveWebhook: {
      operationId: 'receivePaymentWebhook',
      summary: 'Stripe events (signed); acknowledged once stored, processed by the worker',
      description:
        'The body is the raw Stripe event (up to 1 MB), verified against the `Stripe-Signature` header with ' +
        'the webhook secret. A duplicate event is acknowledged again and not processed twice.',
      tag: 'payments',
      access: 'stripe',
      headers: z.object({
        'Stripe-Signature': z.string().meta({ description: '`t=<timestamp>,v1=<HMAC-SHA256 of the raw body>`.' }),
      }),
      body: z.object({ id: z.string(), type: z.string() }).loose().meta({ description: 'A Stripe event.' }),
      response: z.object({ received: z.literal(true), duplicate: z.boolean(), queued: z.boolean() }),
    },
    listPaymentEvents: {
      operationId: 'listPaymentEvents',
      summary: 'Payment events by state (dead ones by default)',
      tag: 'payment review',
      access: 'staff',
      query: eventListInput,
      paging: 'page',
      response: z.array(PaymentEvent),
    },
    replayPaymentEvent: {
      operationId: 'replayPaymentEvent',
      summary: 'Queue a dead payment event again',
      tag: 'payment review',
      access: 'staff',
      params: z.object({ id: z.string().min(1).max(255) }),
      response: PaymentEvent,
      errors: [404, 409],
    },
    resolveBookingReview: {
      operationId: 'resolveBookingReview',
      summary: 'Resolve a booking flagged NEEDS_REVIEW',
      tag: 'payment review',
      access: 'staff',
      body: resolutionInput,
      response: Ok,
      errors: [404, 409],
    },
  };
});
