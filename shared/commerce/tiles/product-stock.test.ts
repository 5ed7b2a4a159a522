import { describe, expect, it } from 'vitest';
import { cartAction, inStockSkus, isPurchasable, preselectedSku } from './product-stock';
import type { ProductTileData, TileSku } from './tile-types';

const a: TileSku = { id: 11, in_stock: true, inventory: 4 };
const b: TileSku = { id: 12, in_stock: true, inventory: 9 };
const gone: TileSku = { id: 13, in_stock: false, inventory: 0 };
const product = (fields: Partial<ProductTileData>): ProductTileData => ({ id: 1, name: 'Pan', skus: [], ...fields });

describe('cartAction', () => {
  it.each<[string, Partial<ProductTileData>, ReturnType<typeof cartAction>]>([
    ['one in-stock sku: add it', { skus: [a] }, { kind: 'add', sku: a }],
    ['one in stock among others out: add it', { skus: [gone, a] }, { kind: 'add', sku: a }],
    ['several in stock: the shopper picks', { skus: [a, b] }, { kind: 'choose' }],
    ['none in stock', { skus: [gone] }, { kind: 'out-of-stock' }],
    ['no skus', { skus: [] }, { kind: 'out-of-stock' }],
    ['the server says out of stock', { in_stock: false, skus: [a] }, { kind: 'out-of-stock' }],
    ['an inactive product', { inactive_product: true, skus: [a] }, { kind: 'out-of-stock' }],
    // A gift card or a donation always goes through the quick basket for its details, even with one option.
    ['a gift card with one option: the shopper gives its details', { egift_card: true, skus: [a] }, { kind: 'choose' }],
    [
      'a donation with one option: the shopper gives its details',
      { isDonation: true, skus: [gone, a] },
      { kind: 'choose' },
    ],
    ['a gift card with several options', { egift_card: true, skus: [a, b] }, { kind: 'choose' }],
    ['a donation with nothing in stock', { isDonation: true, skus: [gone] }, { kind: 'out-of-stock' }],
    ['flags set false: add it', { egift_card: false, isDonation: false, skus: [a] }, { kind: 'add', sku: a }],
  ])('%s', (_case, fields, expected) => {
    expect(cartAction(product(fields))).toEqual(expected);
  });
});

describe('isPurchasable, inStockSkus and preselectedSku', () => {
  it.each<[TileSku[], boolean, number, TileSku | undefined]>([
    [[a, b, gone], true, 2, undefined],
    [[a, gone], true, 1, a],
    [[gone], false, 0, undefined],
  ])('skus %j: purchasable %s, %i in stock, preselected %j', (skus, purchasable, count, preselected) => {
    expect(isPurchasable(product({ skus }))).toBe(purchasable);
    expect(inStockSkus(product({ skus }))).toHaveLength(count);
    expect(preselectedSku(product({ skus }))).toBe(preselected);
  });
});

describe('preselectedSku of a gift card or a donation', () => {
  it('is its only option in stock: the quick basket starts on it', () => {
    expect(preselectedSku(product({ egift_card: true, skus: [gone, a] }))).toBe(a);
    expect(preselectedSku(product({ isDonation: true, skus: [a, b] }))).toBeUndefined();
  });
});
