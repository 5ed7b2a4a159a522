import { describe, expect, it } from 'vitest';
import { readRegistry, readRegistryError } from './registry-payload';
import { registryAnswer, registryItem } from '../../fixtures/testing/registry-test-server';

const size = (url: string) => ({ url, width: 100, height: 100 });
const read = (change: Record<string, unknown>) =>
  readRegistry(registryAnswer([registryItem(77011, 100102, change)])).items[0];

describe('readRegistry', () => {
  it('reads the fixture answer', () => {
    expect(readRegistry(registryAnswer([registryItem(77011, 100102), registryItem(77012, 100500)]))).toEqual({
      items: [
        {
          id: 77011,
          skuId: 100102,
          productId: 1001,
          name: 'Sku 100102',
          price: 48,
          requested: 2,
          purchased: 1,
          stillNeeded: 1,
          images: [],
        },
        {
          id: 77012,
          skuId: 100500,
          productId: 1005,
          name: 'Sku 100500',
          price: 48,
          requested: 2,
          purchased: 1,
          stillNeeded: 1,
          images: [],
        },
      ],
      skuIdsOnRegistry: [100102, 100500],
    });
  });

  it.each([
    ['not an object', 'Sorry'],
    ['null', null],
    ['an array', []],
    ['no items', { skuIdsOnRegistry: [1] }],
    ['items not a list', { items: { 0: {} } }],
  ])('%s: unreadable, so it throws', (_case, body) => {
    expect(() => readRegistry(body)).toThrow('The registry answer could not be read.');
  });

  describe('a bad item is dropped on its own', () => {
    it.each([
      ['not an object', 'x'],
      ['no id', registryItem(0, 100102, { id: undefined })],
      ['an id of 0', registryItem(0, 100102)],
      ['a fractional id', registryItem(1.5, 100102)],
      ['no sku id', registryItem(77019, 0, { skuId: null })],
    ])('%s', (_case, bad) => {
      const answer = readRegistry({ items: [registryItem(77011, 100102), bad] });
      expect(answer.items.map((item) => item.id)).toEqual([77011]);
    });
  });

  describe('a bad field gets a safe default, the rest is kept', () => {
    it.each([
      [
        'ids as strings of digits',
        { id: '77011', skuId: '100102', productId: '1001' },
        { id: 77011, skuId: 100102, productId: 1001 },
      ],
      ['productId missing', { productId: undefined }, { productId: null }],
      ['productId junk', { productId: 'abc' }, { productId: null }],
      ['name not text', { name: 5 }, { name: '' }],
      ['price as a string', { price: '48.50' }, { price: 48.5 }],
      ['price junk', { price: 'free' }, { price: 0 }],
      ['price below 0', { price: -3 }, { price: 0 }],
      ['requested junk', { requested: 'lots', stillNeeded: undefined }, { requested: 0, stillNeeded: 0 }],
      ['purchased a fraction', { purchased: 0.5, stillNeeded: undefined }, { purchased: 0, stillNeeded: 2 }],
      [
        'stillNeeded missing: requested less purchased',
        { requested: 3, purchased: 1, stillNeeded: undefined },
        { stillNeeded: 2 },
      ],
      [
        'stillNeeded missing and over-bought: 0',
        { requested: 1, purchased: 2, stillNeeded: undefined },
        { stillNeeded: 0 },
      ],
      ['stillNeeded sent: the server’s word', { requested: 3, purchased: 1, stillNeeded: 1 }, { stillNeeded: 1 }],
      ['stillNeeded below 0', { requested: 3, purchased: 1, stillNeeded: -1 }, { stillNeeded: 2 }],
      ['images not a list', { images: 'none' }, { images: [] }],
    ])('%s', (_case, change, expected) => {
      expect(read(change)).toMatchObject(expected);
    });
  });

  describe('images', () => {
    it('keeps safe sizes, webp copies, uuid and alt', () => {
      const image = {
        uuid: 'u1',
        alt: 'A pot',
        base: size('/images/a.svg'),
        desktop: size('https://cdn.example.com/a.svg'),
        webp: { base: size('/images/a.webp') },
      };
      expect(read({ images: [image] })?.images).toEqual([image]);
    });

    it.each([
      ['a javascript: URL', size('javascript:alert(1)')],
      ['a //host URL', size('//evil.example/a.svg')],
      ['no width', { url: '/images/a.svg', height: 10 }],
      ['not an object', '/images/a.svg'],
    ])('drops a size with %s, and an image left with none', (_case, bad) => {
      expect(
        read({ images: [{ alt: 'x', base: bad, tablet: size('/images/t.svg') }, { alt: 'y', base: bad }, 'junk'] })
          ?.images,
      ).toEqual([{ alt: 'x', tablet: size('/images/t.svg') }]);
    });
  });

  describe('skuIdsOnRegistry', () => {
    it('is the server’s list, without its junk', () => {
      expect(readRegistry({ items: [], skuIdsOnRegistry: [100102, '100500', 'x', 0, null] }).skuIdsOnRegistry).toEqual([
        100102, 100500,
      ]);
    });

    it('is the items’ skus when the server sends none', () => {
      expect(readRegistry({ items: [registryItem(1, 100102), registryItem(2, 100500)] }).skuIdsOnRegistry).toEqual([
        100102, 100500,
      ]);
    });
  });
});

describe('readRegistryError', () => {
  it.each([
    [{ error: 'Only the registry owner can change it.' }, 'Only the registry owner can change it.'],
    [{ error: '  Item not found.  ' }, 'Item not found.'],
    [{ error: '   ' }, undefined],
    [{ error: 404 }, undefined],
    ['Not found', undefined],
    [undefined, undefined],
  ])('%j -> %s', (body, expected) => {
    expect(readRegistryError(body)).toBe(expected);
  });
});
