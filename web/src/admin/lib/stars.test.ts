import { describe, expect, it } from 'vitest';

import { clampStars } from './stars';

describe('clampStars', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [3, 3],
    [5, 5],
    [9, 5],
    [3.6, 4],
    [Number.NaN, 1],
    [null, 1],
  ])('shows %s as %s stars', (rating, stars) => {
    expect(clampStars(rating)).toBe(stars);
  });
});
