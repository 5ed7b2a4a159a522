import { describe, expect, it } from 'vitest';
import { readBasket, readError } from './basket-payload';

const line = (extra: object) => ({
  id: 1,
  skuId: 11,
  name: 'Napkins',
  quantity: 2,
  price: 10,
  skuInventory: 5,
  ...extra,
});

describe('readBasket, given bad input', () => {
  it.each([
    [
      'a missing field gets its empty value',
      line({ removeMessages: undefined, options: undefined }),
      { removeMessages: [], options: [] },
    ],
    ['a negative quantity becomes 0', line({ quantity: -3 }), { quantity: 0 }],
    ['a huge quantity is capped at 9999', line({ quantity: 1e12 }), { quantity: 9999 }],
    ['a price sent as a string becomes a number', line({ price: '12.50' }), { price: 12.5 }],
    ['a price that is not a number becomes 0', line({ price: 'twelve' }), { price: 0 }],
    ['a sku with zero inventory keeps 0', line({ skuInventory: 0 }), { skuInventory: 0 }],
  ])('%s', (_case, item, expected) => {
    expect(readBasket({ basket: { basketItems: [item] } }).basketItems[0]).toMatchObject(expected);
  });

  it('drops an item with no id, and keeps the others', () => {
    const basket = readBasket({ basket: { basketItems: [line({ id: undefined }), line({ id: 2 })] } });
    expect(basket.basketItems.map((item) => item.id)).toEqual([2]);
  });

  it('reads a bare basket as well as { basket }, and gives defaults for everything missing', () => {
    expect(readBasket({ subTotal: '10.5', basketItems: [] })).toMatchObject({
      subTotal: 10.5,
      basketItems: [],
      basketId: '',
      empty: false,
    });
  });

  it.each([null, 'nope', 42])('throws on an answer with no basket at all (%s)', (body) => {
    expect(() => readBasket(body)).toThrow('The basket answer could not be read.');
  });

  // A failed change's body read as an empty basket emptied the basket shown (fault matrix: a 401, 422 or 429
  // with a bare error body).
  it.each([
    [
      'a refusal without its basket',
      {
        error: 'Too many requests.',
        errors: [{ key: 'x', field: 'base', message: 'Too many requests.' }],
        success: false,
      },
    ],
    ['a basket without its lines', { basket: { subTotal: 10 } }],
    ['an empty object', {}],
  ])('throws on %s, which is not an empty basket', (_case, body) => {
    expect(() => readBasket(body)).toThrow('The basket answer could not be read.');
  });

  it('reads the server error text, and nothing from an empty or odd one', () => {
    expect(readError({ error: 'Sorry, only 3 are available.' })).toBe('Sorry, only 3 are available.');
    expect(readError({ error: '  ' })).toBeUndefined();
    expect(readError('<html>')).toBeUndefined();
  });
});
