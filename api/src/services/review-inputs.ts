import { z } from 'zod';

import { id, int, strictBoolean, text } from '../lib/validation.ts';

const REVIEW_COMMENT_MAX = 2000;

export const createReviewInput = z.object({
  bookingId: id,
  rating: int('RATING_INVALID', { min: 1, max: 5 }),
  comment: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    text(REVIEW_COMMENT_MAX, 'REVIEW_COMMENT_TOO_LONG'),
  ),
});

export const setReviewHiddenInput = z.object({ hidden: strictBoolean('REVIEW_HIDDEN_INVALID') });

export const packageReviewsInput = z.object({
  page: int('PAGE_INVALID', { min: 1, max: 10_000 }).default(1),
  pageSize: int('REVIEW_PAGE_SIZE_INVALID', { min: 1, max: 50 }).default(10),
});
