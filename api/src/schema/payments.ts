import { confirmDemoPayment } from '../services/demo-payments.service.ts';
import { BOOKING_KINDS, CHECKOUT_STATUSES } from '../services/payable-bookings.ts';
import { checkoutBooking, createPaymentIntent, getPaymentConfig, paymentStatus } from '../services/payments.service.ts';
import { BookingType } from './bookings.ts';
import { builder } from './builder.ts';
import { RoomTypeEnum } from './departures.ts';
import { idArg, inputMutation } from './fields.ts';

export const BookingKindEnum = builder.enumType('BookingKind', {
  values: BOOKING_KINDS,
  description: 'PACKAGE: a package booking (Booking). TRIP: a searched trip option (TripBooking).',
});

const PaymentProviderEnum = builder.enumType('PaymentProvider', { values: ['DEMO', 'STRIPE'] as const });

export const CheckoutStatusEnum = builder.enumType('CheckoutStatus', { values: CHECKOUT_STATUSES });

export const PaymentPurposeEnum = builder.enumType('PaymentPurpose', {
  values: ['FULL', 'DEPOSIT', 'BALANCE'] as const,
  description: 'What a payment is for: the whole amount, the deposit, or the balance after the deposit.',
});

const DueNowType = builder.simpleObject('DueNow', {
  description: 'What a card pays now on this booking.',
  fields: (t) => ({
    purpose: t.field({ type: PaymentPurposeEnum }),
    amount: t.int({ description: 'Minor units: send it as createPaymentIntent’s amount.' }),
  }),
});

/** Shared by My trips and the checkout's confirmation. */
export const MyReceiptType = builder.simpleObject('MyReceipt', {
  description: 'A payment of the booking with its PDF receipt.',
  fields: (t) => ({
    paymentId: t.int({ description: 'GET /api/bookings/{id}/payments/{paymentId}/receipt.pdf downloads it.' }),
    purpose: t.field({ type: PaymentPurposeEnum }),
  }),
});

const CheckoutTripType = builder.simpleObject('CheckoutTrip', {
  description: 'A trip booking’s journey and passengers, as the checkout and the confirmation show them.',
  fields: (t) => ({
    departs: t.string({ description: 'Origin-local departure with its offset (ISO 8601).' }),
    service: t.string({ description: 'Operator and service number, e.g. Saudia SV 1234.' }),
    serviceClass: t.string(),
    passengers: t.stringList({ description: 'Every passenger’s name as on their passport, in order.' }),
  }),
});

export const CheckoutBookingType = builder.simpleObject('CheckoutBooking', {
  description: 'What the checkout page shows; needs the booking access token, the owner’s session or staff.',
  fields: (t) => ({
    id: t.int(),
    kind: t.field({ type: BookingKindEnum }),
    reference: t.string({ description: 'What the customer and staff call the booking, e.g. RH-7KQ2-M9.' }),
    status: t.field({ type: CheckoutStatusEnum }),
    title: t.string(),
    customerName: t.string(),
    amount: t.int({ nullable: true, description: 'Minor units; null while awaiting a quote.' }),
    currency: t.string({ nullable: true }),
    holdExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When unpaid held seats go back on sale (trips).',
    }),
    paidAt: t.field({ type: 'DateTime', nullable: true }),
    amountPaid: t.int({ description: 'Minor units received so far.' }),
    balanceDue: t.int({ nullable: true, description: 'Minor units still owed; null while awaiting a quote.' }),
    balanceDueAt: t.string({ nullable: true, description: 'YYYY-MM-DD the balance is due by (deposit bookings).' }),
    depositDue: t.int({ nullable: true, description: 'The deposit (minor units); null when paid in one payment.' }),
    balanceOverdue: t.boolean({ description: 'The deposit is paid and the balance’s due day has passed.' }),
    dueNow: t.field({
      type: DueNowType,
      nullable: true,
      description: 'The deposit, the balance or the whole amount; null when nothing can be paid now.',
    }),
    payableNow: t.boolean({
      description: 'Whether a card may pay the booking in its status now (the first payment, or the balance).',
    }),
    departDate: t.string({ nullable: true, description: 'YYYY-MM-DD the departure leaves (package bookings).' }),
    returnDate: t.string({ nullable: true, description: 'YYYY-MM-DD the departure returns (package bookings).' }),
    roomType: t.field({ type: RoomTypeEnum, nullable: true, description: 'The room shared (package bookings).' }),
    travellerCount: t.int({ nullable: true, description: 'How many travel (package bookings).' }),
    travellerNames: t.stringList({ description: 'Travellers entered so far, in order (package bookings).' }),
    receipts: t.field({
      type: [MyReceiptType],
      description: 'Its payments’ PDF receipts, oldest first (the access token downloads them too).',
    }),
    trip: t.field({ type: CheckoutTripType, nullable: true, description: 'Null for a package booking.' }),
  }),
});

const PaymentConfig = builder.simpleObject('PaymentConfig', {
  fields: (t) => ({
    provider: t.field({ type: PaymentProviderEnum }),
    publishableKey: t.string({ nullable: true }),
  }),
});

const PaymentIntentPayload = builder.objectRef<Awaited<ReturnType<typeof createPaymentIntent>>>('PaymentIntentPayload');
PaymentIntentPayload.implement({
  fields: (t) => ({
    clientSecret: t.exposeString('clientSecret'),
    booking: t.field({
      type: BookingType,
      nullable: true,
      description: 'The package booking; null for a trip.',
      resolve: (payload) => payload.booking,
    }),
    checkout: t.field({ type: CheckoutBookingType, resolve: (payload) => payload.checkout }),
    provider: t.field({ type: PaymentProviderEnum, resolve: (payload) => payload.provider }),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
  }),
});

const DemoPaymentResult = builder.simpleObject('DemoPaymentResult', {
  fields: (t) => ({
    status: t.field({ type: CheckoutStatusEnum }),
    message: t.string({ nullable: true, description: 'Why a declined demo card failed.' }),
  }),
});

const PaymentIntentInput = builder.inputType('PaymentIntentInput', {
  fields: (t) => ({
    bookingId: t.int({ required: true }),
    amount: t.int({
      required: true,
      description: 'Minor units; must equal the booking’s dueNow amount (its whole amount with payInFull).',
    }),
    currency: t.string({ required: true }),
    kind: t.field({ type: BookingKindEnum, defaultValue: 'PACKAGE' }),
    payInFull: t.boolean({ description: 'Pay the whole amount instead of the deposit the booking asks.' }),
  }),
});

const DemoPaymentInput = builder.inputType('DemoPaymentInput', {
  fields: (t) => ({
    clientSecret: t.string({ required: true }),
    cardNumber: t.string({ required: true }),
    expiry: t.string({ required: true }),
    cvc: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  paymentConfig: t.field({ type: PaymentConfig, resolve: (_r, _a, ctx) => getPaymentConfig(ctx) }),
  paymentStatus: t.field({
    type: CheckoutStatusEnum,
    args: { bookingId: t.arg.int({ required: true }), kind: t.arg({ type: BookingKindEnum, defaultValue: 'PACKAGE' }) },
    resolve: (_r, args, ctx) => paymentStatus(ctx, args),
  }),
  checkoutBooking: t.field({
    type: CheckoutBookingType,
    args: { id: idArg(t.arg), kind: t.arg({ type: BookingKindEnum, defaultValue: 'PACKAGE' }) },
    resolve: (_r, args, ctx) => checkoutBooking(ctx, args),
  }),
}));

inputMutation('createPaymentIntent', PaymentIntentPayload, PaymentIntentInput, createPaymentIntent);
inputMutation('confirmDemoPayment', DemoPaymentResult, DemoPaymentInput, confirmDemoPayment);
