import { deleteReview, listReviews } from '../services/reviews.service.ts';
import { builder, staffOnly } from './builder.ts';
import { pageArgs, pageOf } from './pagination.ts';

const ReviewType = builder.prismaObject('Review', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    package: t.relation('package'),
    user: t.relation('user'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ReviewPage = pageOf('ReviewPage', ReviewType);

builder.queryFields((t) => ({
  reviews: t.field({
    type: ReviewPage,
    ...staffOnly,
    args: pageArgs(t.arg),
    resolve: (_r, args, ctx) => listReviews(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  deleteReview: t.boolean({
    ...staffOnly,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteReview(ctx, args.id),
  }),
}));
