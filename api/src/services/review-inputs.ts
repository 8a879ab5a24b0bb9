import { z } from 'zod';

import { id, int, strictBoolean, text } from '../lib/validation.ts';

const REVIEW_COMMENT_MAX = 2000;

export const createReviewInput = z.object({
  bookingId: id,
  rating: int('Rating must be a whole number from 1 to 5.', { min: 1, max: 5 }),
  comment: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    text(REVIEW_COMMENT_MAX, `Comments are at most ${REVIEW_COMMENT_MAX} characters.`),
  ),
});

export const setReviewHiddenInput = z.object({ hidden: strictBoolean('hidden must be true or false.') });

export const packageReviewsInput = z.object({
  page: int('Page must be a whole number from 1.', { min: 1, max: 10_000 }).default(1),
  pageSize: int('Page size must be between 1 and 50.', { min: 1, max: 50 }).default(10),
});
