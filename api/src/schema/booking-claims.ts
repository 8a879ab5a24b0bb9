import { claimBookings, requestBookingClaim } from '../services/booking-claims.service.ts';
import { builder } from './builder.ts';
import { noticeFields } from './notice.ts';

const BookingClaimRequest = builder.simpleObject('BookingClaimRequest', {
  fields: (t) => ({
    email: t.string({ description: 'Where the link was sent: the account’s own address.' }),
    ...noticeFields(t),
  }),
});

const BookingClaimResult = builder.simpleObject('BookingClaimResult', {
  fields: (t) => ({
    claimed: t.int({ description: 'How many bookings were added to the account.' }),
    ...noticeFields(t),
  }),
});

builder.mutationFields((t) => ({
  requestBookingClaim: t.field({
    type: BookingClaimRequest,
    authScopes: { signedIn: true },
    description: 'Emails the signed-in customer a link that adds the bookings made with their email to My trips.',
    resolve: (_root, _args, ctx) => requestBookingClaim(ctx),
  }),
  claimBookings: t.field({
    type: BookingClaimResult,
    authScopes: { signedIn: true },
    description: 'Opens the emailed link: only for the account it was sent for.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => claimBookings(ctx, args),
  }),
}));
