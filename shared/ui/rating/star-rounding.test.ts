import { describe, expect, it } from 'vitest';
import { roundToHalfStar } from './star-rounding';

describe('roundToHalfStar', () => {
  it.each([
    [4, 4],
    [4.24, 4],
    [4.25, 4.5],
    [4.5, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [4.99, 5],
    [0, 0],
    [0.2, 0],
    [0.3, 0.5],
    [5, 5],
    [5.3, 5],
    [-1, 0],
    [NaN, 0],
    [Infinity, 0],
    [-Infinity, 0],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundToHalfStar(value)).toBe(expected);
  });
});
