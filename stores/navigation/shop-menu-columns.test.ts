import { describe, expect, it } from 'vitest';
import { GO_TO_THE_SHOP, insertSchoolhouse, SCHOOLHOUSE, shopMenuColumns, WEDDING_REGISTRY } from './shop-menu-columns';

const menu = (count: number) => Array.from({ length: count }, (_, index) => index);
const links = [WEDDING_REGISTRY, GO_TO_THE_SHOP];

describe('shopMenuColumns', () => {
  // items -> the item indexes of each column; the last column always carries the two fixed links
  it.each([
    [0, [[]]],
    [3, [[0, 1, 2], []]],
    [7, [[0, 1, 2, 3, 4, 5, 6], []]],
    [8, [[0, 1, 2, 3, 4, 5, 6], [7], []]],
    [14, [[0, 1, 2, 3, 4, 5, 6], [7, 8], [9], [10, 11], [12, 13], []]],
    [20, [[0, 1, 2, 3, 4, 5, 6], [7, 8], [9], [10, 11], [12, 13], [14, 15, 16, 17, 18, 19]]],
  ])('%i items: columns %j', (count, expected) => {
    const columns = shopMenuColumns(menu(count));
    expect(columns.map((column) => column.items)).toEqual(expected);
    expect(columns.at(-1)?.links).toEqual(links);
    expect(columns.slice(0, -1).every((column) => column.links.length === 0)).toBe(true);
  });

  it('uses the fixed links of the spec', () => {
    expect(links).toEqual([
      { name: 'Wedding Registry', uri: '/shop/registry' },
      { name: 'Go to The Shop', uri: '/shop' },
    ]);
  });
});

describe('insertSchoolhouse', () => {
  const item = (index: number) => ({ name: `Item ${index}`, uri: `/shop/${index}` });
  const items = (count: number) => Array.from({ length: count }, (_, index) => item(index));

  it.each([
    [0, 0],
    [2, 2],
    [3, 3],
    [7, 3],
    [20, 3],
  ])('%i items: Schoolhouse at index %i', (count, index) => {
    const result = insertSchoolhouse(items(count));
    expect(result).toHaveLength(count + 1);
    expect(result[index]).toEqual({ name: 'Schoolhouse', uri: '/shop/merchants/schoolhouse' });
    expect(result.filter((entry) => entry !== SCHOOLHOUSE)).toEqual(items(count));
  });

  it('does not add a second Schoolhouse', () => {
    const menu = [...items(5), { name: 'Schoolhouse', uri: '/shop/merchants/schoolhouse' }];
    expect(insertSchoolhouse(menu)).toEqual(menu);
  });
});
