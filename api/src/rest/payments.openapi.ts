import { PaymentPurpose, RoomType } from '@rihla/db';
import { z } from 'zod';

import { PAYMENT_PROVIDER_NAMES } from '../payments/provider.ts';
import { cardInput } from '../services/demo-payments.service.ts';
import { BOOKING_KINDS, CHECKOUT_STATUSES } from '../services/payable-bookings.ts';
import { checkoutInput, intentInput, statusInput } from '../services/payments.service.ts';
import { rows } from './openapi/models.ts';
import { calendarDay, operations, timestamp } from './openapi/operation.ts';

export const paymentOperations = operations(() => {
  const { BookingWithPackage } = rows();
  const bookingStatus = z.enum(CHECKOUT_STATUSES);

  /** What the checkout page shows about a package or trip booking (services/payable-bookings.ts). */
  const Checkout = z
    .object({
      id: z.number().int(),
      kind: z.enum(BOOKING_KINDS),
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
        .object({ purpose: z.enum(PaymentPurpose), amount: z.number().int() })
        .nullable()
        .meta({ description: 'What a card pays now; null when nothing can be paid now.' }),
      payableNow: z.boolean().meta({ description: 'Whether a card may pay the booking in its status now.' }),
      departDate: calendarDay.nullable().meta({ description: 'The departure’s first day (package bookings).' }),
      returnDate: calendarDay.nullable().meta({ description: 'The departure’s last day (package bookings).' }),
      roomType: z.enum(RoomType).nullable().meta({ description: 'The room shared (package bookings).' }),
      travellerCount: z.number().int().nullable().meta({ description: 'How many travel (package bookings).' }),
      travellerNames: z.array(z.string()).meta({ description: 'Travellers entered so far, in order.' }),
      receipts: z
        .array(z.object({ paymentId: z.number().int(), purpose: z.enum(PaymentPurpose) }))
        .meta({ description: 'Its payments’ PDF receipts (receipt.pdf), oldest first.' }),
      trip: z
        .object({
          departs: z.string().meta({ description: 'Origin-local departure with its offset (ISO 8601).' }),
          service: z.string().meta({ description: 'Operator and service number, e.g. `Saudia SV 1234`.' }),
          serviceClass: z.string(),
          passengers: z.array(z.string()).meta({ description: 'Every passenger’s name as on their passport.' }),
        })
        .nullable()
        .meta({ description: 'A trip booking’s journey and passengers; null for a package booking.' }),
    })
    .meta({ id: 'Checkout' });

  const PaymentConfig = z
    .object({
      provider: z.enum(PAYMENT_PROVIDER_NAMES).meta({ description: 'The card provider: `DEMO` in demo mode.' }),
      publishableKey: z.string().nullable(),
    })
    .meta({ id: 'PaymentConfig' });

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
  };
});
