import { describe, expect, it } from 'vitest';
import { remainingCharacters, remainingCharactersText } from './remaining-characters';

describe('remainingCharacters', () => {
  it.each([
    [20, '', 20],
    [20, 'Happy birthday', 6],
    [5, 'hello', 0],
    [5, 'hello!!', -2],
    [10, '😀', 8],
    [10, 'café', 6],
    [0, '', 0],
  ])('given max %i and %j, is %i', (max, value, expected) => {
    expect(remainingCharacters(max, value)).toBe(expected);
  });
});

describe('remainingCharactersText', () => {
  it.each([
    [12, '12 characters left'],
    [1, '1 character left'],
    [0, '0 characters left'],
    [-1, '1 character too many'],
    [-3, '3 characters too many'],
  ])('given %i, says %j', (remaining, expected) => {
    expect(remainingCharactersText(remaining)).toBe(expected);
  });
});
