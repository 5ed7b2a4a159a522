import type { TileVariant, TileVariantOption } from './tiles/tile-types';

/** A product tile shows at most this many colour swatches, then '+N more'. */
export const MAX_SWATCHES = 6;

export interface ColourSwatch {
  id: string;
  name: string;
  colour: string;
  /** The second tone of a two-tone finish. */
  colour2?: string;
}

export interface ColourSwatches {
  swatches: ColourSwatch[];
  /** Colours not shown: those past the sixth, and any without a usable hex colour. */
  more: number;
}

// Only plain hex colours reach a style attribute: #rgb, #rgba, #rrggbb or #rrggbbaa.
const hex = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;

function isHex(value: unknown): value is string {
  return typeof value === 'string' && hex.test(value);
}

function swatch(option: TileVariantOption, index: number): ColourSwatch {
  const name = option.name || option.value || '';
  const found: ColourSwatch = { id: String(option.id ?? `${index}-${name}`), name, colour: option.hex_color as string };
  if (isHex(option.hex_color_2)) found.colour2 = option.hex_color_2;
  return found;
}

/**
 * The colour swatches of a product tile: the options of its 'Color' variant that have a hex colour, six at
 * most, in the server's order; every other colour option counts towards '+N more'.
 */
export function colourSwatches(variants: readonly TileVariant[] | undefined, max = MAX_SWATCHES): ColourSwatches {
  const options = variants?.find((variant) => /^colou?r$/i.test(variant.name))?.options ?? [];
  const swatches = options
    .filter((option) => isHex(option.hex_color))
    .slice(0, max)
    .map(swatch);
  return { swatches, more: options.length - swatches.length };
}

/** '+3 more', or '' when every colour is shown. */
export function moreSwatchesText(more: number): string {
  return more > 0 ? `+${more} more` : '';
}

/** A solid colour, or a two-tone swatch split on the diagonal. */
export function swatchBackground(swatch: ColourSwatch): string {
  return swatch.colour2 ? `linear-gradient(135deg, ${swatch.colour} 50%, ${swatch.colour2} 50%)` : swatch.colour;
}
