import { plainObject } from './plain-object.ts';
import { builder } from './builder.ts';
import { BookingStatusEnum, BookingType, PaymentProviderEnum } from './types.ts';
import { createPaymentIntent, getPaymentConfig, paymentStatus } from '../services/payments.service.ts';
import { confirmDemoPayment } from '../services/demo-payments.service.ts';

const PaymentConfig = plainObject('PaymentConfig', {
  fields: (t) => ({
    provider: t.field({ type: PaymentProviderEnum }),
    publishableKey: t.string({ nullable: true }),
  }),
});

const PaymentIntentPayload = builder.objectRef<Awaited<ReturnType<typeof createPaymentIntent>>>('PaymentIntentPayload');
PaymentIntentPayload.implement({
  fields: (t) => ({
    clientSecret: t.exposeString('clientSecret'),
    booking: t.field({ type: BookingType, resolve: (payload) => payload.booking }),
    provider: t.field({ type: PaymentProviderEnum, resolve: (payload) => payload.provider }),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
  }),
});

const DemoPaymentResult = plainObject('DemoPaymentResult', {
  fields: (t) => ({
    status: t.field({ type: BookingStatusEnum }),
    message: t.string({ nullable: true, description: 'Why a declined demo card failed.' }),
  }),
});

const PaymentIntentInput = builder.inputType('PaymentIntentInput', {
  fields: (t) => ({
    bookingId: t.int({ required: true }),
    amount: t.int({ required: true, description: 'Minor units; must equal what the booking owes.' }),
    currency: t.string({ required: true }),
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
    type: BookingStatusEnum,
    args: { clientSecret: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => paymentStatus(ctx, args.clientSecret),
  }),
}));

builder.mutationFields((t) => ({
  createPaymentIntent: t.field({
    type: PaymentIntentPayload,
    args: { input: t.arg({ type: PaymentIntentInput, required: true }) },
    resolve: (_r, { input }, ctx) => createPaymentIntent(ctx, input),
  }),
  confirmDemoPayment: t.field({
    type: DemoPaymentResult,
    args: { input: t.arg({ type: DemoPaymentInput, required: true }) },
    resolve: (_r, { input }, ctx) => confirmDemoPayment(ctx, input),
  }),
}));
