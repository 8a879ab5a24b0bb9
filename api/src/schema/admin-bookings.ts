import {
  type AdminBookingDetail,
  adminBookingDetail,
  adminBookingList,
  staffMoneyOf,
} from '../services/admin-bookings.service.ts';
import { BookingStatusEnum, BookingType } from './bookings.ts';
import { builder, staffOnly } from './builder.ts';
import { staffListQueries } from './pagination.ts';
import { GenderEnum } from './travellers.ts';

/** The back-office's bookings table (filters) and booking detail page (issue 14, item 9). */

const BookingFilter = builder.inputType('BookingFilter', {
  description: 'Filters of the admin bookings table; every given one must hold.',
  fields: (t) => ({
    status: t.field({
      type: [BookingStatusEnum],
      description:
        'Any of these statuses. CANCELLED means every cancelled booking, refunded since or not (cancelledAt).',
    }),
    packageId: t.int(),
    departureId: t.int(),
    overdue: t.boolean({ description: 'Deposit paid and the balance due date has passed.' }),
    missingDocuments: t.boolean({
      description:
        'Travelling bookings (trip still on: not cancelled, expired, failed or refunded) that are dated and have fewer travellers entered than booked.',
    }),
    q: t.string({ description: 'Part of the reference, name or email.' }),
    queue: t.string({
      description:
        'A work queue’s bookings (cancellation-requests, payments-needing-review, holds-expiring, balances-overdue).',
    }),
  }),
});

staffListQueries('bookings', 'Booking', adminBookingList, (arg) => ({ filter: arg({ type: BookingFilter }) }));

/** A booking's refunds and net on the staff list (the same summary as the detail's amounts and the CSV). */
builder.prismaObjectFields('Booking', (t) => {
  const select = {
    payments: { select: { amount: true, currency: true } },
    refunds: { select: { amount: true, currency: true, status: true } },
  } as const;
  type Parent = Parameters<typeof staffMoneyOf>[0];
  return {
    amountRefunded: t.int({
      select,
      description: 'Minor units back on the customer’s card (settled refunds).',
      resolve: (booking) => staffMoneyOf(booking as Parent).refunded,
    }),
    refundPending: t.int({
      select,
      description: 'Minor units of refunds asked of the provider, not yet settled.',
      resolve: (booking) => staffMoneyOf(booking as Parent).refundPending,
    }),
    netPaid: t.int({
      select,
      description: 'Minor units the booking keeps: amountPaid (gross) less refunds settled and on their way.',
      resolve: (booking) => staffMoneyOf(booking as Parent).net,
    }),
    dueNow: t.int({
      select,
      nullable: true,
      description: 'Minor units left to pay now: 0 once paid or closed; null while awaiting a quote.',
      resolve: (booking) => staffMoneyOf(booking as Parent).due,
    }),
  };
});

type Detail = AdminBookingDetail;

const BookingAmounts = builder.simpleObject('BookingAmounts', {
  description: 'Minor units, in the booking’s currency.',
  fields: (t) => ({
    owed: t.int({ nullable: true, description: 'Null while the booking awaits a quote.' }),
    paid: t.int({ description: 'Sum of the verified payments (gross: before any refund).' }),
    refunded: t.int({ description: 'Sum of the settled refunds.' }),
    refundPending: t.int({ description: 'Refunds asked of the provider, not yet settled.' }),
    net: t.int({ description: 'What the booking keeps: paid less refunded and refunds on their way.' }),
    due: t.int({ nullable: true, description: 'Left to pay now (0 once paid or closed).' }),
  }),
});

export const BookingPaymentRow = builder.simpleObject('BookingPaymentRow', {
  description: 'A payment the provider confirmed.',
  fields: (t) => ({
    id: t.int(),
    purpose: t.string({ description: 'FULL, DEPOSIT or BALANCE.' }),
    amount: t.int(),
    currency: t.string(),
    provider: t.string(),
    intentId: t.string({ description: 'The provider’s reference of the payment.' }),
    refundedAmount: t.int(),
    receivedAt: t.field({ type: 'DateTime' }),
  }),
});

export const BookingRefundRow = builder.objectRef<Detail['refunds'][number]>('BookingRefundRow').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    amount: t.exposeInt('amount'),
    currency: t.exposeString('currency'),
    reason: t.exposeString('reason'),
    status: t.exposeString('status', { description: 'PENDING, SUCCEEDED or FAILED.' }),
    providerRefundId: t.exposeString('providerRefundId', { nullable: true }),
    requestedBy: t.string({ nullable: true, resolve: (refund) => refund.requestedBy?.name ?? null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const day = (d: Date) => d.toISOString().slice(0, 10);

const BookingTravellerRow = builder.objectRef<Detail['travellers'][number]>('BookingTravellerRow').implement({
  description: 'A traveller as the visa needs them; the passport number is never part of it.',
  fields: (t) => ({
    position: t.exposeInt('position'),
    fullName: t.exposeString('fullName'),
    nationality: t.exposeString('nationality'),
    passportExpiry: t.string({ description: 'YYYY-MM-DD', resolve: (row) => day(row.passportExpiry) }),
    relation: t.exposeString('relation', { description: 'To the lead traveller, e.g. SPOUSE.' }),
    gender: t.expose('gender', { type: GenderEnum, nullable: true, description: 'Null if not yet given.' }),
  }),
});

export const BookingEmailRow = builder.objectRef<Detail['emails'][number]>('BookingEmailRow').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    subject: t.exposeString('subject'),
    status: t.exposeString('status', { description: 'PENDING, SENDING, SENT or FAILED.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

const BookingStatusChangeRow = builder.objectRef<Detail['transitions'][number]>('BookingStatusChangeRow').implement({
  fields: (t) => ({
    from: t.expose('from', { type: BookingStatusEnum }),
    to: t.expose('to', { type: BookingStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AdminBookingDetailType = builder.objectRef<Detail>('AdminBookingDetail').implement({
  description: 'One booking with its payments, refunds, travellers, emails and status history (staff).',
  fields: (t) => ({
    booking: t.field({ type: BookingType, resolve: (detail) => detail }),
    customerAccount: t.string({
      nullable: true,
      description: 'The account the booking belongs to (name), if any.',
      resolve: (detail) => detail.user?.name ?? null,
    }),
    amounts: t.field({ type: BookingAmounts, resolve: (detail) => detail.amounts }),
    payments: t.field({ type: [BookingPaymentRow], resolve: (detail) => detail.payments }),
    refunds: t.field({ type: [BookingRefundRow], resolve: (detail) => detail.refunds }),
    travellers: t.field({ type: [BookingTravellerRow], resolve: (detail) => detail.travellers }),
    missingTravellers: t.field({
      type: ['Int'],
      description: 'Positions (1 = lead) of the booked travellers not entered yet.',
      resolve: (detail) => detail.missingTravellers,
    }),
    emails: t.field({ type: [BookingEmailRow], resolve: (detail) => detail.emails }),
    statusHistory: t.field({ type: [BookingStatusChangeRow], resolve: (detail) => detail.transitions }),
  }),
});

builder.queryField('adminBooking', (t) =>
  t.field({
    type: AdminBookingDetailType,
    ...staffOnly,
    description: 'A booking as the back-office detail page shows it.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => adminBookingDetail(ctx, args.id),
  }),
);
