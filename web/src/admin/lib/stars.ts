const MIN_STARS = 1;
export const MAX_STARS = 5;

/** A review's rating as a whole number of stars between 1 and 5 (anything unusable counts as 1). */
export function clampStars(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return MIN_STARS;
  return Math.min(MAX_STARS, Math.max(MIN_STARS, Math.round(rating)));
}
