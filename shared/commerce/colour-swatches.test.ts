import { describe, expect, it } from 'vitest';
import { productBySlug } from '../../fixtures/data/products';
import { colourSwatches, MAX_SWATCHES, moreSwatchesText, swatchBackground } from './colour-swatches';
import type { TileVariant, TileVariantOption } from './tiles/tile-types';

const colour = (name: string, hex: string | null, hex2: string | null = null): TileVariantOption => ({
  id: name,
  name,
  hex_color: hex,
  hex_color_2: hex2,
});
const colours = (count: number) =>
  Array.from({ length: count }, (_, index) => colour(`C${index + 1}`, `#00000${index % 10}`));
const variants = (options: TileVariantOption[], name = 'Color'): TileVariant[] => [
  { name: 'Size', options: [colour('Large', null)] },
  { name, options },
];

describe('colourSwatches', () => {
  it.each<[string, TileVariant[] | undefined, number, number]>([
    ['no variants', undefined, 0, 0],
    ['no colour variant', [{ name: 'Size', options: [colour('S', null)] }], 0, 0],
    ['3 colours', variants(colours(3)), 3, 0],
    ['6 colours: all shown', variants(colours(6)), 6, 0],
    ['7 colours: 6 and +1', variants(colours(7)), 6, 1],
    ['10 colours: 6 and +4', variants(colours(10)), 6, 4],
    ['a colour without hex counts as more', variants([colour('A', '#111111'), colour('B', null)]), 1, 1],
    [
      'a colour that is not a hex is refused',
      variants([colour('A', 'red; background: url(x)'), colour('B', '#abc')]),
      1,
      1,
    ],
    ['a "Colour" variant', variants(colours(2), 'Colour'), 2, 0],
    ['a lower-case "color" variant', variants(colours(2), 'color'), 2, 0],
  ])('%s: %i swatches, %i more', (_case, given, shown, more) => {
    const result = colourSwatches(given);
    expect(result.swatches).toHaveLength(shown);
    expect(result.more).toBe(more);
  });

  it('keeps the server order, names and two tones', () => {
    const { swatches } = colourSwatches(
      variants([colour('Navy & Cream', '#1c2a48', '#f3ead3'), colour('Sage', '#9caf88', 'nope')]),
    );
    expect(swatches).toEqual([
      { id: 'Navy & Cream', name: 'Navy & Cream', colour: '#1c2a48', colour2: '#f3ead3' },
      { id: 'Sage', name: 'Sage', colour: '#9caf88' },
    ]);
  });

  it('shows at most 6', () => {
    expect(MAX_SWATCHES).toBe(6);
  });

  it.each<[string, number, number]>([
    ['five-two-essential-dutch-oven', 6, 3],
    ['linen-napkins', 6, 4],
    ['stoneware-dinner-plates', 6, 0],
    ['copper-steel-stockpot', 2, 0],
    ['five-two-nonstick-pan', 0, 0],
  ])('the fixture product %s: %i swatches, %i more', (slug, shown, more) => {
    const result = colourSwatches(productBySlug(slug)!.variants);
    expect([result.swatches.length, result.more]).toEqual([shown, more]);
  });
});

describe('moreSwatchesText', () => {
  it.each([
    [0, ''],
    [1, '+1 more'],
    [4, '+4 more'],
  ])('%i: %j', (more, text) => {
    expect(moreSwatchesText(more)).toBe(text);
  });
});

describe('swatchBackground', () => {
  it.each([
    [{ id: 'a', name: 'Sage', colour: '#9caf88' }, '#9caf88'],
    [
      { id: 'b', name: 'Black & White', colour: '#1b1b1b', colour2: '#f7f5f0' },
      'linear-gradient(135deg, #1b1b1b 50%, #f7f5f0 50%)',
    ],
  ])('%j: %s', (swatch, background) => {
    expect(swatchBackground(swatch)).toBe(background);
  });
});
