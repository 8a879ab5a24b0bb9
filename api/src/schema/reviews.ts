import { deleteReview, listReviews } from '../services/reviews.service.ts';
import { builder, staffOnly } from './builder.ts';
import { deleteMutation, staffPageQuery } from './fields.ts';
import { pageOf } from './pagination.ts';

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

staffPageQuery('reviews', pageOf('ReviewPage', ReviewType), listReviews);
deleteMutation('deleteReview', deleteReview, staffOnly);
