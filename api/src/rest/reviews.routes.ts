import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { createReview, myReviews, packageReviewsEntry, setReviewHidden } from '../services/reviews.service.ts';
import { peopleOperations as ops } from './openapi/people.ts';
import { routes } from './route.ts';

/** Reviews after the trip: customers write them, staff hide them, the package page reads them (cached). */
export function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.post('/reviews', ops('createReview'), (ctx, req) => createReview(ctx, req.body));
  r.patch('/reviews/:id', ops('setReviewHidden'), (ctx, req) => setReviewHidden(ctx, req.params.id, req.body));
  r.get('/my/reviews', ops('myReviews'), (ctx) => myReviews(ctx));
  r.cached('/packages/:id/reviews', ops('packageReviews'), (ctx, req) =>
    packageReviewsEntry(ctx, req.params.id, req.query),
  );
}
