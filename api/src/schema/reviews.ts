import { deleteReview, reviewList } from '../services/reviews.service.ts';
import { builder, staffOnly } from './builder.ts';
import { deleteMutation } from './fields.ts';
import { staffListQueries } from './pagination.ts';

builder.prismaObject('Review', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment'),
    package: t.relation('package'),
    user: t.relation('user'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

staffListQueries('reviews', 'Review', reviewList);
deleteMutation('deleteReview', deleteReview, staffOnly);
