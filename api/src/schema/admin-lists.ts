import { listCustomBookings, updateCustomBookingStatus } from '../services/custom-bookings.service.ts';
import { deleteReview, listReviews } from '../services/reviews.service.ts';
import { builder, staffOnly } from './builder.ts';
import { CustomBookingStatusEnum, CustomBookingType, pageArgs, pageOf, ReviewType } from './types.ts';

const ReviewPage = pageOf('ReviewPage', ReviewType);
const CustomBookingPage = pageOf('CustomBookingPage', CustomBookingType);

builder.queryFields((t) => ({
  reviews: t.field({
    type: ReviewPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listReviews(ctx, args),
  }),
  customBookings: t.field({
    type: CustomBookingPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listCustomBookings(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  deleteReview: t.boolean({
    ...staffOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteReview(ctx, args.id),
  }),
  updateCustomBookingStatus: t.field({
    type: CustomBookingType,
    ...staffOnly,
    args: { id: t.arg.int({ required: true }), status: t.arg({ type: CustomBookingStatusEnum, required: true }) },
    resolve: (_r, args, ctx) => updateCustomBookingStatus(ctx, args.id, { status: args.status }),
  }),
}));
