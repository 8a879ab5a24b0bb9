import { z } from 'zod';

import { eventListInput, resolutionInput } from '../services/payment-review.service.ts';
import { Ok, operations, timestamp } from './openapi/operation.ts';

export const paymentReviewOperations = operations(() => {
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
