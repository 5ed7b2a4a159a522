import { describe, expect, it } from 'vitest';
import { flaggedFor, readAdSlots, reservedHeight, sizesAt, targetingEntries, type AdSlot } from './ad-slots';

const TOP = {
  name: 'recipe_top',
  path: '/1234/food/recipe_top',
  sizes: [
    [728, 90],
    [970, 250],
  ],
  sizeMapping: [
    {
      viewport: [1024, 0],
      sizes: [
        [970, 250],
        [728, 90],
      ],
    },
    { viewport: [620, 0], sizes: [[728, 90]] },
    { viewport: [0, 0], sizes: [[320, 50]] },
  ],
  mobile: true,
  tablet: true,
  desktop: true,
  refreshInterval: 30000,
  lazyLoad: true,
  hasLabel: true,
  collapseEmpty: true,
  targeting: [{ name: 'section', value: 'recipes' }],
};

const read = (raw: unknown) => readAdSlots(raw);
const only = (raw: unknown): AdSlot => {
  const { slots } = read([raw]);
  expect(slots).toHaveLength(1);
  return slots[0]!;
};

describe('readAdSlots', () => {
  it('reads a full definition, defaults filled for the rest', () => {
    expect(only(TOP)).toMatchObject({
      name: 'recipe_top',
      refreshInterval: 30000,
      lazyLoad: true,
      hasLabel: true,
      collapseEmpty: true,
      targeting: [{ name: 'section', value: 'recipes' }],
    });
    expect(only({ name: 'rail', path: '/1234/food/rail', sizes: [[300, 250]] })).toEqual({
      name: 'rail',
      path: '/1234/food/rail',
      sizes: [[300, 250]],
      sizeMapping: [],
      collapseEmpty: false,
      mobile: true,
      tablet: true,
      desktop: true,
      refreshInterval: 0,
      lazyLoad: false,
      hasLabel: false,
      targeting: [],
    });
  });

  it.each([
    ['missing sizes', { name: 'a', path: '/1/x' }, /"a" is dropped.*sizes/],
    ['an empty size list', { name: 'a', path: '/1/x', sizes: [] }, /"a" is dropped: at least one size/],
    ['a size that is not a pair of whole pixels', { name: 'a', path: '/1/x', sizes: [[300, '250']] }, /"a" is dropped/],
    ['a name that is no element id', { name: 'a b"', path: '/1/x', sizes: [[1, 1]] }, /is dropped: a plain element id/],
    [
      'a path that is no ad unit path',
      { name: 'a', path: 'javascript:alert(1)', sizes: [[1, 1]] },
      /is dropped: an ad unit path/,
    ],
    ['not an object', 'slot', /#1 is dropped/],
  ])('%s: that slot alone is dropped, with a line saying why', (_case, definition, problem) => {
    const { slots, problems } = read([definition, { name: 'ok', path: '/1/ok', sizes: [[300, 250]] }]);
    expect(slots.map((slot) => slot.name)).toEqual(['ok']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('two slots with one name: the first is kept, the second dropped', () => {
    const { slots, problems } = read([
      { name: 'top', path: '/1/first', sizes: [[728, 90]] },
      { name: 'top', path: '/1/second', sizes: [[300, 250]] },
    ]);
    expect(slots.map((slot) => slot.path)).toEqual(['/1/first']);
    expect(problems).toEqual(['ad slot "top" is dropped: an earlier slot has that name']);
  });

  it('no definitions: none, and no problem; a non-list: a problem', () => {
    expect(read(undefined)).toEqual({ slots: [], problems: [] });
    expect(read({})).toEqual({ slots: [], problems: ['the ad slots are not a list'] });
  });
});

describe('targetingEntries', () => {
  it('keeps only entries with both a name and a value', () => {
    expect(
      targetingEntries([
        { name: 'section', value: 'recipes' },
        { name: 'tags', value: ['chicken', 'roast'] },
        { name: '', value: 'x' },
        { name: 'empty', value: '' },
        { name: 'none' },
        { value: 'orphan' },
        { name: 'list', value: [] },
        { name: 'mixed', value: ['a', 2] },
        { name: 'nested', value: [['a']] },
        { name: 'number', value: 3 },
        { name: 'list with an empty one', value: ['a', ''] },
        null,
      ]),
    ).toEqual([
      { name: 'section', value: 'recipes' },
      { name: 'tags', value: ['chicken', 'roast'] },
    ]);
  });
});

describe('device classes and sizes', () => {
  it('a slot renders only where it is flagged', () => {
    const slot = only({ ...TOP, mobile: false });
    expect(['mobile', 'tablet', 'desktop'].map((device) => flaggedFor(slot, device as 'mobile'))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it.each([
    [
      1280,
      900,
      [
        [970, 250],
        [728, 90],
      ],
      250,
    ],
    [800, 900, [[728, 90]], 90],
    [375, 700, [[320, 50]], 50],
  ])(
    'at %sx%s: the size mapping’s sizes for the largest viewport that fits, and the tallest reserved',
    (width, height, sizes, reserved) => {
      const slot = only(TOP);
      expect(sizesAt(slot, width, height)).toEqual(sizes);
      expect(reservedHeight(slot, width, height)).toBe(reserved);
    },
  );

  it('without a size mapping: the slot’s sizes; fluid reserves nothing of its own', () => {
    const slot = only({ name: 'rail', path: '/1/rail', sizes: [[300, 250], [300, 600], 'fluid'] });
    expect(reservedHeight(slot, 1280, 900)).toBe(600);
    expect(reservedHeight(only({ name: 'native', path: '/1/native', sizes: ['fluid'] }), 1280, 900)).toBe(0);
  });

  it('a size mapping with no ad at this viewport reserves nothing', () => {
    const slot = only({
      ...TOP,
      sizeMapping: [
        { viewport: [1024, 0], sizes: [[970, 250]] },
        { viewport: [0, 0], sizes: [] },
      ],
    });
    expect(reservedHeight(slot, 375, 700)).toBe(0);
  });
});
