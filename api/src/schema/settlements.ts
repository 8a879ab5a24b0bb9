import { settleBooking, settlementQuote } from '../services/settlements.service.ts';
import { builder, staffOnly } from './builder.ts';
import { inputMutation } from './fields.ts';
import { BookingKindEnum } from './payments.ts';

// One settlement flow per booking (decision 0049): the quote staff see and the one mutation that cancels and/or
// refunds a package or trip booking; the rules live in settlements.service.ts.

export const SettlementOverrideInput = builder.inputType('SettlementOverrideInput', {
  description: 'A refund above what the policy has left: allowed up to what was paid, with its reason (audited).',
  fields: (t) => ({ reason: t.string({ required: true }) }),
});

const SettlementQuoteType = builder.simpleObject('SettlementQuote', {
  description: 'What settling a booking gives (staff): paid, already refunded, the policy and the caps, minor units.',
  fields: (t) => ({
    kind: t.field({ type: BookingKindEnum }),
    id: t.int(),
    reference: t.string(),
    name: t.string(),
    status: t.string({ description: 'The booking’s status (BookingStatus or TripBookingStatus).' }),
    currency: t.string({ nullable: true }),
    cancels: t.boolean({ description: 'Whether the action quoted cancels the booking.' }),
    canCancel: t.boolean({ description: 'Whether staff may cancel the booking now.' }),
    requestedAt: t.field({ type: 'DateTime', nullable: true, description: 'The customer’s cancellation request.' }),
    cancellationReason: t.string({ nullable: true }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true }),
    paid: t.int({ description: 'Everything the payments took.' }),
    refunded: t.int({ description: 'Confirmed back on the card.' }),
    refundPending: t.int({ description: 'Asked of the provider, not yet confirmed.' }),
    alreadyRefunded: t.int({ description: 'refunded + refundPending.' }),
    policyDay: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The day whose policy applies: the request, the cancellation, or now; null: no cancellation.',
    }),
    daysBefore: t.int({ nullable: true, description: 'Whole days from policyDay to the departure.' }),
    policyPercent: t.int(),
    policyTotal: t.int({ description: 'The policy’s whole entitlement: policyPercent of everything paid.' }),
    policyRemaining: t.int({ description: 'policyTotal less alreadyRefunded, at least 0.' }),
    maxWithoutOverride: t.int({ description: 'The most this action may refund without an override.' }),
    maxWithOverride: t.int({ description: 'The most this action may refund with one: paid less alreadyRefunded.' }),
  }),
});

const SettleBookingInput = builder.inputType('SettleBookingInput', {
  fields: (t) => ({
    kind: t.field({ type: BookingKindEnum, required: true }),
    id: t.int({ required: true }),
    cancel: t.boolean({ required: true, description: 'Cancel the booking too (approving a customer’s request).' }),
    amount: t.int({ required: true, description: 'The refund, minor units (0 allowed when cancelling).' }),
    reason: t.string({ required: true }),
    override: t.field({ type: SettlementOverrideInput }),
  }),
});

builder.queryField('settlementQuote', (t) =>
  t.field({
    type: SettlementQuoteType,
    ...staffOnly,
    args: {
      kind: t.arg({ type: BookingKindEnum, required: true }),
      id: t.arg.int({ required: true }),
      cancel: t.arg.boolean({ required: true, description: 'Quote a cancellation (true) or a refund alone.' }),
    },
    resolve: (_r, args, ctx) => settlementQuote(ctx, args),
  }),
);

inputMutation('settleBooking', SettlementQuoteType, SettleBookingInput, settleBooking, staffOnly);
