import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import {
  createReview,
  deleteReview,
  myReviews,
  packageReviewsEntry,
  reviewList,
  setReviewHidden,
} from '../services/reviews.service.ts';
import { reviewOperations as ops } from './reviews.openapi.ts';
import { listBody, OK, routes } from './route.ts';

/** Reviews after the trip: customers write them, staff list, hide or delete them, the package page reads them (cached). */
export function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/reviews', ops('createReview'), (ctx, req) => createReview(ctx, req.body));
  r.get('/reviews', ops('listReviews'), async (ctx, req, reply) =>
    listBody(await reviewList.rest(ctx, req.query), req, reply),
  );
  r.patch('/reviews/:id', ops('setReviewHidden'), (ctx, req) => setReviewHidden(ctx, req.params.id, req.body));
  r.delete('/reviews/:id', ops('deleteReview'), async (ctx, req) => (await deleteReview(ctx, req.params.id)) && OK);
  r.get('/my/reviews', ops('myReviews'), (ctx) => myReviews(ctx));
  r.cached('/packages/:id/reviews', ops('packageReviews'), (ctx, req) =>
    packageReviewsEntry(ctx, req.params.id, req.query),
  );
}
