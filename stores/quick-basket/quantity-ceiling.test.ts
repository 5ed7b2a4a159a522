import { describe, expect, it } from 'vitest';
import { quickBasketCeiling, type LineForSku } from './quantity-ceiling';

describe('quickBasketCeiling', () => {
  it.each<[string, number, LineForSku | undefined, number]>([
    ['not in the basket: the inventory', 12, undefined, 12],
    ['not in the basket, none left', 0, undefined, 0],
    [
      'in the basket: line ceiling (quantity + 14) less its quantity',
      40,
      { quantity: 10, quantityMax: 24, provisional: false },
      14,
    ],
    [
      'in the basket: line ceiling capped by inventory, less its quantity',
      40,
      { quantity: 5, quantityMax: 8, provisional: false },
      3,
    ],
    ['in the basket at its ceiling', 40, { quantity: 8, quantityMax: 8, provisional: false }, 0],
    [
      'just added, not yet confirmed: inventory less its quantity',
      12,
      { quantity: 2, quantityMax: 2, provisional: true },
      10,
    ],
    ['never below 0', 3, { quantity: 5, quantityMax: 3, provisional: false }, 0],
  ])('%s', (_case, inventory, line, ceiling) => {
    expect(quickBasketCeiling(inventory, line)).toBe(ceiling);
  });
});
