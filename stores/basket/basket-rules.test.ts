import { describe, expect, it } from 'vitest';
import { BASKET_ERRORS, basketErrorMessage, numItems, priceTotal, quantityMax, subTotal } from './basket-rules';

const message = (kind: string) => ({ kind, message: kind });
const item = (remove: string[] = [], confirm: string[] = []) => ({
  removeMessages: remove.map(message),
  confirmMessages: confirm.map(message),
});

describe('quantityMax (the lower of quantity + 14 and the sku inventory)', () => {
  it.each([
    [1, 100, 15],
    [1, 5, 5],
    [10, 24, 24],
    [10, 30, 24],
    [3, 0, 0],
    [0, 14, 14],
  ])('quantity %s, inventory %s -> %s', (quantity, inventory, expected) => {
    expect(quantityMax(quantity, inventory)).toBe(expected);
  });
});

describe('priceTotal (two decimals, a trailing .00 dropped)', () => {
  it.each([
    [2, 12.5, '25'],
    [3, 9.99, '29.97'],
    [1, 10, '10'],
  ])('%s x %s -> %s', (quantity, price, expected) => {
    expect(priceTotal(quantity, price)).toBe(expected);
  });
});

describe('basketErrorMessage, in priority order', () => {
  it.each([
    [
      'price change beats everything',
      [item(['out_of_stock'], ['registry_need', 'price_change'])],
      BASKET_ERRORS.priceChange,
    ],
    [
      'out of stock (any removeMessages) beats registry',
      [item(['inactive']), item([], ['registry_need'])],
      BASKET_ERRORS.outOfStock,
    ],
    ['registry need', [item([], ['registry_need'])], BASKET_ERRORS.registry],
    ['any other message is generic', [item([], ['quantity_limited'])], BASKET_ERRORS.generic],
    ['no message at all', [item(), item()], ''],
    ['an empty basket', [], ''],
  ])('%s', (_case, items, expected) => {
    expect(basketErrorMessage(items)).toBe(expected);
  });

  it('has the spec texts', () => {
    expect(BASKET_ERRORS.priceChange).toBe(
      'An item in your cart has changed price. Please review the cart and confirm price change to proceed.',
    );
    expect(BASKET_ERRORS.outOfStock).toBe(
      'There is an item in your cart no longer in stock. Please review the cart and remove item to proceed.',
    );
    expect(BASKET_ERRORS.registry).toBe(
      'There is a problem with one of the registry items in your cart. Please review the cart to proceed.',
    );
    expect(BASKET_ERRORS.generic).toBe('There is a problem with your cart. Please refresh the page to proceed.');
  });
});

describe('numItems and subTotal', () => {
  it('sum quantities, and quantity times price', () => {
    const items = [
      { quantity: 2, price: 12.5 },
      { quantity: 1, price: 0.1 },
      { quantity: 3, price: 0.2 },
    ];
    expect(numItems(items)).toBe(6);
    expect(subTotal(items)).toBe(25.7);
  });
});
