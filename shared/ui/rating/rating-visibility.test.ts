import { describe, expect, it } from 'vitest';
import { shouldShowRating } from './rating-visibility';

describe('shouldShowRating', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [120, true],
    [NaN, false],
  ])('given a count of %d, is %s', (count, expected) => {
    expect(shouldShowRating(count)).toBe(expected);
  });
});
