import { describe, expect, it } from 'vitest';
import { readCollectable } from './collectables';

describe('readCollectable', () => {
  it.each<[string, string | undefined, string | undefined, string, ReturnType<typeof readCollectable>]>([
    ['a recipe', 'recipe', '3001', 'home', { type: 'recipe', id: 3001 }],
    ['a product by sku', 'product_sku', ' 42 ', 'shop', { type: 'product_sku', id: 42 }],
    ['a post', 'post', '6001', 'other', { type: 'post', id: 6001 }],
    ['no type on a recipe page: a recipe', undefined, '3001', 'recipe', { type: 'recipe', id: 3001 }],
    ['no type on an article: a post', '', '6001', 'post', { type: 'post', id: 6001 }],
    [
      'no type on a product page: none (a product is saved by a sku, which a bare slot would not give)',
      undefined,
      '77',
      'product',
      undefined,
    ],
    ['no type where the page implies none', undefined, '3001', 'home', undefined],
    ['an unknown type', 'video', '3001', 'recipe', undefined],
    ['no id', 'recipe', undefined, 'recipe', undefined],
    ['an empty id', 'recipe', '', 'recipe', undefined],
    ['an id that is not a whole number', 'recipe', '30.5', 'recipe', undefined],
    ['a zero id', 'recipe', '0', 'recipe', undefined],
    ['an id with junk', 'recipe', '3001abc', 'recipe', undefined],
  ])('%s', (_case, type, id, pageType, expected) => {
    expect(readCollectable(type, id, pageType)).toEqual(expected);
  });
});
