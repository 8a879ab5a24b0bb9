import { z } from 'zod';

import { createReviewInput, packageReviewsInput, setReviewHiddenInput } from '../services/review-inputs.ts';
import { modelRow, rows } from './openapi/models.ts';
import { Ok, operations, timestamp } from './openapi/operation.ts';

export const reviewOperations = operations(() => {
  const { StaffReview } = rows();

  const PackageReviews = z
    .object({
      average: z.number().nullable().meta({ description: 'Mean rating of the visible reviews, one decimal.' }),
      count: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      items: z.array(
        z.object({
          id: z.number().int(),
          rating: z.number().int().min(1).max(5),
          comment: z.string(),
          firstName: z.string(),
          createdAt: timestamp,
        }),
      ),
    })
    .meta({ id: 'PackageReviews' });

  return {
    createReview: {
      operationId: 'createReview',
      summary: 'Review an ended trip',
      tag: 'reviews',
      access: 'signedIn',
      body: createReviewInput,
      response: modelRow('Review').meta({ id: 'Review' }),
      errors: [403, 404, 409],
    },
    setReviewHidden: {
      operationId: 'setReviewHidden',
      summary: 'Hide a review from the package page, or show it again',
      tag: 'reviews',
      access: 'staff',
      body: setReviewHiddenInput,
      response: StaffReview,
      errors: [404],
    },
    myReviews: {
      operationId: 'listMyReviews',
      summary: "The signed-in customer's reviews by booking",
      tag: 'reviews',
      access: 'signedIn',
      response: z.array(
        modelRow('Review').pick({ id: true, bookingId: true, rating: true, comment: true, createdAt: true }),
      ),
    },
    packageReviews: {
      operationId: 'listPackageReviews',
      summary: "A package's visible reviews, newest first, with their average",
      tag: 'reviews',
      access: 'public',
      query: packageReviewsInput,
      response: PackageReviews,
      errors: [404],
    },
    listReviews: {
      operationId: 'listReviews',
      summary: 'Every review, hidden ones too, newest first',
      tag: 'reviews',
      access: 'staff',
      paging: 'pageOrCursor',
      response: z.array(StaffReview),
    },
    deleteReview: {
      operationId: 'deleteReview',
      summary: 'Delete a review',
      tag: 'reviews',
      access: 'staff',
      response: Ok,
      errors: [404],
    },
  };
});
