import { describe, expect, it } from 'vitest';
import { preselectedSku, readProductDetails } from './product-details';

const sku = {
  id: 11,
  name: 'Pan, Sage',
  price: 40,
  original_price: 50,
  inventory: 5,
  in_stock: true,
  options: [{ name: 'Color', value: 'Sage', hex_color: '#9caf88', hex_color_2: null }],
  images: [],
};

describe('readProductDetails', () => {
  it('keeps what the quick basket shows', () => {
    const details = readProductDetails({
      id: 1,
      name: 'Pan',
      uri: '/products/pan',
      skus: [sku],
      preselected_sku_id: 11,
      extra: 'dropped',
    });
    expect(details).toMatchObject({ id: 1, name: 'Pan', uri: '/products/pan', preselected_sku_id: 11, skus: [sku] });
    expect(details).not.toHaveProperty('extra');
  });

  it.each([
    ['a price sent as a string', { price: '12.5' }, { price: 12.5, original_price: 50 }],
    ['a negative price', { price: -3 }, { price: 0 }],
    ['a missing original price: no sale', { original_price: undefined }, { original_price: 40 }],
    ['an original price below the price: no sale', { original_price: 10 }, { original_price: 40 }],
    ['a fractional inventory', { inventory: 2.7 }, { inventory: 2 }],
    ['a bad inventory', { inventory: 'lots' }, { inventory: 0 }],
    ['a missing in_stock', { in_stock: undefined }, { in_stock: false }],
    [
      'a colour that is not a hex colour',
      { options: [{ name: 'Color', value: 'Red', hex_color: 'url(//evil)', hex_color_2: 'red' }] },
      { options: [{ name: 'Color', value: 'Red', hex_color: null, hex_color_2: null }] },
    ],
    ['images that are not a list', { images: 'x' }, { images: [] }],
  ])('gives %s a safe value', (_case, change, expected) => {
    const details = readProductDetails({ id: 1, skus: [{ ...sku, ...change }] });
    expect(details.skus[0]).toMatchObject(expected);
  });

  it('drops a sku without an id and defaults missing product fields', () => {
    const details = readProductDetails({
      id: 1,
      skus: [{ name: 'no id' }, sku],
      on_sale: 'yes',
      preselected_sku_id: 'x',
    });
    expect(details).toMatchObject({
      name: '',
      uri: '',
      images: [],
      on_sale: false,
      preselected_sku_id: null,
      variants_label: null,
    });
    expect(details.skus.map((item) => item.id)).toEqual([11]);
  });

  it.each([null, 'text', {}, { id: 'one' }, []])('refuses an answer with no product id: %j', (body) => {
    expect(() => readProductDetails(body)).toThrow();
  });
});

describe('preselectedSku', () => {
  const out = { ...sku, id: 12, in_stock: false, inventory: 0 };
  const available = { ...sku, id: 13 };
  it.each([
    ['the server choice', 12, [out, available], 12],
    ['else the first available', 99, [out, available], 13],
    ['else the first', null, [out], 12],
  ])('%s', (_case, wanted, skus, id) => {
    expect(preselectedSku(readProductDetails({ id: 1, skus, preselected_sku_id: wanted }))?.id).toBe(id);
  });

  it('none without skus', () => {
    expect(preselectedSku(readProductDetails({ id: 1 }))).toBeNull();
  });
});
