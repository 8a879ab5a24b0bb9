import {
  createReview,
  deleteReview,
  myReviews,
  packageReviews,
  reviewList,
  setReviewHidden,
} from '../services/reviews.service.ts';
import { builder, staffOnly } from './builder.ts';
import { deleteMutation, idArg } from './fields.ts';
import { staffListQueries } from './pagination.ts';

builder.prismaObject('Review', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    package: t.relation('package'),
    user: t.relation('user'),
    bookingId: t.exposeInt('bookingId', { nullable: true }),
    hiddenAt: t.expose('hiddenAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PublicReviewType = builder.simpleObject('PublicReview', {
  description: 'A visible review as the package page shows it: the reviewer’s first name only.',
  fields: (t) => ({
    id: t.int(),
    rating: t.int(),
    comment: t.string(),
    firstName: t.string(),
    createdAt: t.string({ description: 'ISO 8601.' }),
  }),
});

const PackageReviewsType = builder.simpleObject('PackageReviews', {
  fields: (t) => ({
    average: t.field({ type: 'Float', nullable: true, description: 'One decimal; null without reviews.' }),
    count: t.int({ description: 'Visible reviews.' }),
    page: t.int(),
    pageSize: t.int(),
    items: t.field({ type: [PublicReviewType], description: 'Newest first.' }),
  }),
});

const MyReviewType = builder.simpleObject('MyReview', {
  fields: (t) => ({
    id: t.int(),
    bookingId: t.int(),
    rating: t.int(),
    comment: t.string(),
    createdAt: t.field({ type: 'DateTime' }),
  }),
});

staffListQueries('reviews', 'Review', reviewList);
deleteMutation('deleteReview', deleteReview, staffOnly);

builder.queryField('packageReviews', (t) =>
  t.field({
    type: PackageReviewsType,
    description: 'A package’s visible reviews, newest first, with their average and count.',
    args: { packageId: idArg(t.arg), page: t.arg.int(), pageSize: t.arg.int() },
    resolve: (_root, args, ctx) =>
      packageReviews(ctx, args.packageId, { page: args.page ?? undefined, pageSize: args.pageSize ?? undefined }),
  }),
);

builder.queryField('myReviews', (t) =>
  t.field({
    type: [MyReviewType],
    authScopes: { signedIn: true },
    description: 'The signed-in customer’s reviews of their bookings.',
    resolve: (_root, _args, ctx) => myReviews(ctx),
  }),
);

builder.mutationField('createReview', (t) =>
  t.prismaField({
    type: 'Review',
    authScopes: { signedIn: true },
    description: 'Reviews one of the viewer’s paid bookings whose trip has ended; once per booking.',
    args: { bookingId: idArg(t.arg), rating: t.arg.int({ required: true }), comment: t.arg.string() },
    resolve: (_query, _root, args, ctx) => createReview(ctx, args),
  }),
);

builder.mutationField('setReviewHidden', (t) =>
  t.prismaField({
    type: 'Review',
    ...staffOnly,
    args: { id: idArg(t.arg), hidden: t.arg.boolean({ required: true }) },
    resolve: (_query, _root, args, ctx) => setReviewHidden(ctx, args.id, { hidden: args.hidden }),
  }),
);
