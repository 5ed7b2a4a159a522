import { describe, expect, it } from 'vitest';
import { productBySlug } from '../../fixtures/data/products';
import { ONLY_N_LEFT_MAX, productLabels, stockLabel } from './product-labels';
import type { ProductTileData, TileSku } from './tiles/tile-types';

const sku = (inventory: number, in_stock = inventory > 0): TileSku => ({ id: inventory, in_stock, inventory });
const product = (fields: Partial<ProductTileData>): ProductTileData => ({
  id: 1,
  name: 'Pan',
  skus: [sku(40)],
  ...fields,
});
const texts = (fields: Partial<ProductTileData>) => productLabels(product(fields)).map((label) => label.text);

describe('productLabels', () => {
  it.each<[string, Partial<ProductTileData>, string[]]>([
    ['no flags', {}, []],
    ['on sale', { on_sale: true }, ['Sale!']],
    ['private label', { private_label: true }, ['our line!']],
    ['is_private_label alone', { is_private_label: true }, ['our line!']],
    ['both private label flags, once', { private_label: true, is_private_label: true }, ['our line!']],
    ['exclusive', { exclusive: true }, ['exclusive']],
    [
      'low stock across skus',
      { below_low_inventory_threshold: true, skus: [sku(3), sku(2), sku(3)] },
      ['only a few left'],
    ],
    ['one in-stock sku with 2 left', { skus: [sku(2)] }, ['only 2 left']],
    ['one in-stock sku with 5 left (the most)', { skus: [sku(5), sku(0)] }, ['only 5 left']],
    ['one in-stock sku with 6 left', { skus: [sku(6)] }, []],
    ['only N left replaces only a few left', { below_low_inventory_threshold: true, skus: [sku(2)] }, ['only 2 left']],
    [
      'one sku at 7, below the low threshold',
      { below_low_inventory_threshold: true, skus: [sku(7)] },
      ['only a few left'],
    ],
    ['two in-stock skus with 1 each', { skus: [sku(1), sku(1)] }, []],
    ['nothing in stock: no stock label', { below_low_inventory_threshold: true, skus: [sku(0), sku(0)] }, []],
    ['a sku in stock without an inventory', { skus: [{ id: 1, in_stock: true }] }, []],
    ['express shipping', { express_shippable: true }, ['Express shipping available']],
    [
      'everything, in order',
      { on_sale: true, private_label: true, exclusive: true, skus: [sku(1)], express_shippable: true },
      ['Sale!', 'our line!', 'exclusive', 'only 1 left', 'Express shipping available'],
    ],
  ])('%s: %j', (_case, fields, expected) => {
    expect(texts(fields)).toEqual(expected);
  });

  it('gives each label a kind for styling', () => {
    expect(productLabels(product({ on_sale: true, skus: [sku(1)] }))).toEqual([
      { kind: 'sale', text: 'Sale!' },
      { kind: 'stock', text: 'only 1 left' },
    ]);
  });

  it("'only N left' is for 5 units or fewer", () => {
    expect(ONLY_N_LEFT_MAX).toBe(5);
  });

  it.each<[string, string[]]>([
    ['five-two-essential-dutch-oven', ['our line!', 'Express shipping available']],
    ['copper-saute-pan', ['Sale!']],
    ['copper-steel-stockpot', ['exclusive']],
    ['stoneware-pie-dish', ['only a few left']],
    ['five-two-half-sheet-pan', ['our line!', 'only 2 left', 'Express shipping available']],
    ['magnetic-knife-strip', ['only 5 left']],
    ['wildflower-honey', ['only a few left']],
    ['carbon-steel-wok', []],
  ])('the fixture product %s shows %j', (slug, expected) => {
    expect(productLabels(productBySlug(slug)!).map((label) => label.text)).toEqual(expected);
  });
});

describe('stockLabel', () => {
  it.each<[TileSku[], boolean, string | undefined]>([
    [[], true, undefined],
    [[sku(4)], false, 'only 4 left'],
    [[sku(12), sku(0)], true, 'only a few left'],
    [[sku(0, true)], false, undefined],
  ])('skus %j, low %s: %s', (skus, low, expected) => {
    expect(stockLabel({ skus, below_low_inventory_threshold: low })).toBe(expected);
  });
});
