import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money';

describe('formatAmount (two decimals, a trailing .00 dropped)', () => {
  it.each([
    [12, '12'],
    [12.5, '12.50'],
    [12.05, '12.05'],
    [0, '0'],
    [19.999, '20'],
    [0.1 + 0.2, '0.30'],
    [1234.5, '1234.50'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [12, '$12'],
    [3.5, '$3.50'],
    [-3, '-$3'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});
