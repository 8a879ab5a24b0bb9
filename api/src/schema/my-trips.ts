import { myBookings } from '../services/my-trips.service.ts';
import { builder } from './builder.ts';
import { CancellationActionEnum } from './cancellations.ts';
import { cursorPageOf } from './pagination.ts';
import { BookingKindEnum, CheckoutStatusEnum, MyReceiptType } from './payments.ts';

const MyRefundType = builder.simpleObject('MyRefund', {
  description: 'Money sent back for the booking: on its way (PENDING) or back on the card (SUCCEEDED).',
  fields: (t) => ({
    amount: t.int({ description: 'Minor units.' }),
    currency: t.string(),
    status: t.string({ description: 'PENDING or SUCCEEDED (a failed refund is staff’s to retry, not listed).' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the refund was asked of the payment provider.' }),
    settledAt: t.field({ type: 'DateTime', nullable: true, description: 'When the provider confirmed it.' }),
  }),
});

const MyBookingType = builder.simpleObject('MyBooking', {
  description: 'One of the signed-in customer’s bookings, package or trip, as My trips shows it.',
  fields: (t) => ({
    kind: t.field({ type: BookingKindEnum }),
    id: t.int({ description: 'The id the checkout takes (with kind); show the reference to people.' }),
    reference: t.string({ description: 'e.g. RH-7KQ2-M9.' }),
    title: t.string({ description: 'The package’s name, or the trip’s route.' }),
    status: t.field({ type: CheckoutStatusEnum }),
    createdAt: t.field({ type: 'DateTime' }),
    departDate: t.string({ nullable: true, description: 'YYYY-MM-DD, when known.' }),
    returnDate: t.string({ nullable: true, description: 'YYYY-MM-DD, when known.' }),
    travellers: t.int(),
    amount: t.int({ nullable: true, description: 'Minor units; null while awaiting a quote.' }),
    currency: t.string({ nullable: true }),
    amountPaid: t.int({
      description: 'Minor units received, gross: refunds are not taken off (see amountRefunded and netPaid).',
    }),
    amountDue: t.int({
      nullable: true,
      description:
        'Minor units to pay now (the deposit, the balance or the whole amount); null while awaiting a quote.',
    }),
    paidAt: t.field({ type: 'DateTime', nullable: true }),
    payable: t.boolean({ description: 'True when the checkout takes a card for it now.' }),
    balanceDue: t.int({ nullable: true, description: 'Minor units still owed overall; null while awaiting a quote.' }),
    balanceDueAt: t.string({ nullable: true, description: 'YYYY-MM-DD the balance is due by (deposit bookings).' }),
    depositDue: t.int({ nullable: true, description: 'The deposit (minor units); null when paid in one payment.' }),
    balanceOverdue: t.boolean({ description: 'The deposit is paid and the balance’s due day has passed.' }),
    amountRefunded: t.int({ description: 'Minor units back on the customer’s card (confirmed refunds).' }),
    refundPending: t.int({ description: 'Minor units of refunds asked of the provider, not yet confirmed.' }),
    netPaid: t.int({
      description: 'Minor units the booking keeps: amountPaid less amountRefunded and refundPending.',
    }),
    refunds: t.field({ type: [MyRefundType], description: 'Refunds made or on their way, oldest first.' }),
    cancellationRequestedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the customer asked to cancel.',
    }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, description: 'When the booking was cancelled.' }),
    cancelAction: t.field({
      type: CancellationActionEnum,
      description: 'What the customer may do about cancelling now; NONE hides the action.',
    }),
    receipts: t.field({ type: [MyReceiptType], description: 'Its payments’ PDF receipts, oldest first.' }),
    passengers: t.stringList({
      description: 'A trip booking’s passengers as on their passports, in order; empty for a package booking.',
    }),
  }),
});

const MyBookingsPage = cursorPageOf(
  'MyBookingsPage',
  MyBookingType,
  'Pass as `after` for the next page; null on the last.',
);

builder.queryField('myBookings', (t) =>
  t.field({
    type: MyBookingsPage,
    authScopes: { signedIn: true },
    description: 'The signed-in customer’s package and trip bookings, newest first.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) => myBookings(ctx, { first: args.first ?? undefined, after: args.after ?? undefined }),
  }),
);
