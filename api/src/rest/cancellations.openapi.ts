import { z } from 'zod';

import { rulesInput } from '../services/cancellation-policy.ts';
import { CANCELLATION_ACTIONS, requestInput } from '../services/cancellations.service.ts';
import { staffCancelInput, staffRefundInput } from '../services/settlements.service.ts';
import { modelRow } from './openapi/models.ts';
import { operations, timestamp } from './openapi/operation.ts';

export const cancellationOperations = operations(() => {
  const Rule = z.object({ daysBefore: z.number().int().min(0), refundPercent: z.number().int().min(0).max(100) });
  const Policy = z.array(Rule).meta({ id: 'CancellationPolicy', description: 'Rules, most days before first.' });

  const CancellationQuote = z
    .object({
      bookingId: z.number().int(),
      reference: z.string(),
      status: modelRow('Booking').shape.status,
      action: z.enum(CANCELLATION_ACTIONS).meta({
        description: 'CANCEL_NOW: unpaid, cancelled at once. REQUEST: paid, staff settle it. NONE: see blockedReason.',
      }),
      blockedReason: z.string().nullable().meta({ description: 'Why the booking cannot be cancelled, in English.' }),
      blockedCode: z
        .string()
        .nullable()
        .meta({ description: 'The error reason of blockedReason (as an error body’s `reason`), for translation.' }),
      currency: z.string().nullable(),
      paid: z.number().int().meta({ description: 'What can still be refunded, minor units.' }),
      daysBefore: z.number().int().nullable(),
      rule: modelRow('CancellationRule').nullable(),
      refundPercent: z.number().int(),
      refundAmount: z.number().int().meta({
        description:
          'What the policy still refunds: its percentage of everything paid, less what is already refunded or on its way.',
      }),
      requestedAt: timestamp.nullable(),
    })
    .meta({ id: 'CancellationQuote' });

  return {
    getCancellationPolicy: {
      operationId: 'getCancellationPolicy',
      summary: "A package's cancellation policy",
      tag: 'cancellations',
      access: 'public',
      response: Policy,
      errors: [404],
    },
    setCancellationPolicy: {
      operationId: 'setCancellationPolicy',
      summary: "Replace a package's cancellation policy",
      tag: 'cancellations',
      access: 'staff',
      body: rulesInput,
      response: Policy,
      errors: [404],
    },
    cancellationQuote: {
      operationId: 'getCancellationQuote',
      summary: 'What cancelling a booking refunds today',
      tag: 'cancellations',
      access: 'booking',
      response: CancellationQuote,
    },
    requestCancellation: {
      operationId: 'requestCancellation',
      summary: "The customer's cancellation: unpaid bookings at once, paid ones as a request",
      tag: 'cancellations',
      access: 'booking',
      body: requestInput,
      response: CancellationQuote,
      errors: [409],
    },
    cancelBooking: {
      operationId: 'cancelBooking',
      summary: 'Staff cancel a booking, with a refund (above the policy only with an override and its reason)',
      tag: 'cancellations',
      access: 'staff',
      body: staffCancelInput,
      response: CancellationQuote,
      errors: [404, 409, 502],
    },
    refundBooking: {
      operationId: 'refundBooking',
      summary: 'Refund part of what a booking paid (above the policy only with an override and its reason)',
      tag: 'cancellations',
      access: 'staff',
      body: staffRefundInput,
      response: CancellationQuote,
      errors: [404, 409, 502],
    },
  };
});
