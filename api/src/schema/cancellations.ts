import { cancellationPolicy, setCancellationPolicy } from '../services/cancellation-policy.ts';
import { CANCELLATION_ACTIONS, cancellationQuote, requestCancellation } from '../services/cancellations.service.ts';
import { cancelBooking, refundBooking, staffRefundTripBooking } from '../services/settlements.service.ts';
import { cancelTripBooking } from '../services/trip-cancellations.service.ts';
import { BookingType } from './bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { SettlementOverrideInput } from './settlements.ts';

// Cancellation policy, cancellation requests and refunds (issue #14, item 4); the rules live in the services.

const CancellationRuleType = builder.simpleObject('CancellationRule', {
  description: 'Cancel at least daysBefore days before departure: refundPercent % of what was paid is refunded.',
  fields: (t) => ({ daysBefore: t.int(), refundPercent: t.int() }),
});

const CancellationRuleInput = builder.inputType('CancellationRuleInput', {
  fields: (t) => ({ daysBefore: t.int({ required: true }), refundPercent: t.int({ required: true }) }),
});

export const CancellationActionEnum = builder.enumType('CancellationAction', {
  values: CANCELLATION_ACTIONS,
  description: 'CANCEL_NOW: unpaid, cancelled at once. REQUEST: paid, staff confirm it. NONE: see blockedReason.',
});

const CancellationQuoteType = builder.simpleObject('CancellationQuote', {
  description: 'What cancelling the booking gives today under its package’s policy.',
  fields: (t) => ({
    bookingId: t.int(),
    reference: t.string(),
    status: t.string({ description: 'The booking’s status (BookingStatus).' }),
    action: t.field({ type: CancellationActionEnum }),
    blockedReason: t.string({ nullable: true, description: 'Why the booking cannot be cancelled, in English.' }),
    blockedCode: t.string({
      nullable: true,
      description: 'The error reason of blockedReason (an ErrorReason code), for clients that translate it.',
    }),
    currency: t.string({ nullable: true }),
    paid: t.int({ description: 'Paid and not yet refunded (nor on its way back), minor units.' }),
    daysBefore: t.int({ nullable: true, description: 'Days from today to departure; null without a departure.' }),
    rule: t.field({ type: CancellationRuleType, nullable: true }),
    refundPercent: t.int(),
    refundAmount: t.int({
      description:
        'What the policy still refunds: its percentage of everything paid, less what is already refunded or on its way (minor units).',
    }),
    requestedAt: t.field({ type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObjectFields(BookingType, (t) => ({
  cancellationRequestedAt: t.expose('cancellationRequestedAt', { type: 'DateTime', nullable: true }),
  cancellationReason: t.exposeString('cancellationReason', { nullable: true }),
  cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
}));

builder.queryFields((t) => ({
  cancellationPolicy: t.field({
    type: [CancellationRuleType],
    args: { packageId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => cancellationPolicy(ctx, args.packageId),
  }),
  cancellationQuote: t.field({
    type: CancellationQuoteType,
    description: 'For the booking’s owner, its token holder and staff.',
    args: { bookingId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => cancellationQuote(ctx, args.bookingId),
  }),
}));

builder.mutationFields((t) => ({
  setCancellationPolicy: t.field({
    type: [CancellationRuleType],
    ...staffOnly,
    args: {
      packageId: t.arg.int({ required: true }),
      rules: t.arg({ type: [CancellationRuleInput], required: true }),
    },
    resolve: (_r, { packageId, rules }, ctx) => setCancellationPolicy(ctx, packageId, { rules }),
  }),
  cancelTripBooking: t.int({
    description:
      'The customer (owner or booking token) cancels a paid trip booking before departure: the minor units refunded.',
    args: { tripBookingId: t.arg.int({ required: true }) },
    resolve: async (_r, { tripBookingId }, ctx) => (await cancelTripBooking(ctx, tripBookingId)).refunded,
  }),
  refundTripBooking: t.int({
    ...staffOnly,
    description:
      'Staff cancel a paid trip booking (seats back) and refund up to what it paid; answers the minor units asked back.',
    args: {
      tripBookingId: t.arg.int({ required: true }),
      amount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
      override: t.arg({ type: SettlementOverrideInput }),
    },
    resolve: async (_r, { tripBookingId, ...input }, ctx) =>
      (await staffRefundTripBooking(ctx, tripBookingId, input)).refunded,
  }),
  requestCancellation: t.field({
    type: CancellationQuoteType,
    args: { bookingId: t.arg.int({ required: true }), reason: t.arg.string() },
    resolve: (_r, { bookingId, reason }, ctx) => requestCancellation(ctx, bookingId, { reason }),
  }),
  cancelBooking: t.field({
    type: CancellationQuoteType,
    ...staffOnly,
    args: {
      bookingId: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
      refundAmount: t.arg.int({ defaultValue: 0 }),
      override: t.arg({ type: SettlementOverrideInput }),
    },
    resolve: (_r, { bookingId, ...input }, ctx) => cancelBooking(ctx, bookingId, input),
  }),
  refundBooking: t.field({
    type: CancellationQuoteType,
    ...staffOnly,
    description:
      'Refunds (part of) what the booking paid, without cancelling it (settleBooking with cancel false); the provider confirms it and the worker applies it.',
    args: {
      bookingId: t.arg.int({ required: true }),
      amount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
      override: t.arg({ type: SettlementOverrideInput }),
    },
    resolve: async (_r, { bookingId, ...input }, ctx) => {
      await refundBooking(ctx, bookingId, input);
      return cancellationQuote(ctx, bookingId);
    },
  }),
}));
