import {
  listPaymentEvents,
  PAYMENT_EVENT_STATES,
  replayPaymentEvent,
  resolveBookingReview,
  REVIEW_RESOLUTIONS,
} from '../services/payment-review.service.ts';
import { adminOnly, builder, staffOnly } from './builder.ts';
import { idArg } from './fields.ts';
import { pageArgs, pageOf } from './pagination.ts';
import { BookingKindEnum } from './payments.ts';

const PaymentEventStateEnum = builder.enumType('PaymentEventState', {
  values: PAYMENT_EVENT_STATES,
  description: 'DEAD: processing failed for good, waiting for an admin to replay it. PENDING: not processed yet.',
});

const ReviewResolutionEnum = builder.enumType('ReviewResolution', { values: REVIEW_RESOLUTIONS });

const PaymentEventType = builder.simpleObject('PaymentEvent', {
  description: 'A webhook event from the payment provider, as the worker processes it (payload not exposed).',
  fields: (t) => ({
    id: t.string(),
    type: t.string(),
    receivedAt: t.field({ type: 'DateTime' }),
    processedAt: t.field({ type: 'DateTime', nullable: true }),
    deadAt: t.field({ type: 'DateTime', nullable: true }),
    attempts: t.int(),
    lastError: t.string({ nullable: true }),
  }),
});

const PaymentEventPage = pageOf('PaymentEventPage', PaymentEventType);

builder.queryFields((t) => ({
  paymentEvents: t.field({
    type: PaymentEventPage,
    ...adminOnly,
    args: { state: t.arg({ type: PaymentEventStateEnum, defaultValue: 'DEAD' }), ...pageArgs(t.arg) },
    resolve: (_r, args, ctx) => listPaymentEvents(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  replayPaymentEvent: t.field({
    type: PaymentEventType,
    ...adminOnly,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => replayPaymentEvent(ctx, args.id),
  }),
  resolveBookingReview: t.boolean({
    ...staffOnly,
    args: {
      id: idArg(t.arg),
      kind: t.arg({ type: BookingKindEnum, defaultValue: 'PACKAGE' }),
      resolution: t.arg({ type: ReviewResolutionEnum, required: true }),
      note: t.arg.string(),
    },
    resolve: (_r, { id, ...input }, ctx) => resolveBookingReview(ctx, id, input),
  }),
}));
