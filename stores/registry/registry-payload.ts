import * as v from 'valibot';
import { safeUrl } from '../../shared/safe-url';
import type { ImageSet, ImageSize, ImageSizes } from '../../shared/ui/picture/image-set';

// The registry answer (the data call, and every add, update and remove: fixtures/README.md "Registry"), read
// once at the edge: a bad field gets a safe default, a bad item is dropped on its own, and every image URL
// passes `safeUrl` before it can become an image.

/** One entry of a registry: a sku the couple asked for. */
export interface RegistryItem {
  id: number;
  skuId: number;
  productId: number | null;
  name: string;
  price: number;
  /** How many the couple asked for, and how many gifters have bought. */
  requested: number;
  purchased: number;
  /** What gifters can still buy: never below 0. */
  stillNeeded: number;
  images: ImageSet[];
}

export interface RegistryAnswer {
  items: RegistryItem[];
  skuIdsOnRegistry: number[];
}

/** A whole number above 0, or a string of digits. */
const id = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
  v.number(),
  v.integer(),
  v.minValue(1),
);
const numeric = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const price = v.fallback(v.pipe(v.unknown(), v.transform(numeric), v.number(), v.finite(), v.minValue(0)), 0);
const count = v.pipe(v.unknown(), v.transform(numeric), v.number(), v.integer(), v.minValue(0));

const item = v.object({
  id,
  skuId: id,
  productId: v.fallback(v.nullable(id), null),
  name: v.fallback(v.string(), ''),
  price,
  requested: v.fallback(count, 0),
  purchased: v.fallback(count, 0),
  stillNeeded: v.fallback(v.nullable(count), null),
  images: v.fallback(v.array(v.unknown()), []),
});

const SIZES = [
  'base',
  'base_2x',
  'tablet',
  'tablet_2x',
  'desktop',
  'desktop_2x',
  'large_desktop',
  'large_desktop_2x',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sizes whose URL is safe and whose dimensions are numbers; the others are left out. */
function readSizes(value: unknown): ImageSizes {
  const sizes: ImageSizes = {};
  if (!isRecord(value)) return sizes;
  for (const name of SIZES) {
    const size = value[name];
    if (!isRecord(size)) continue;
    const url = safeUrl(size.url);
    const { width, height } = size;
    if (url && typeof width === 'number' && typeof height === 'number')
      sizes[name] = { url, width, height } satisfies ImageSize;
  }
  return sizes;
}

function readImage(value: unknown): ImageSet[] {
  if (!isRecord(value)) return [];
  const image: ImageSet = readSizes(value);
  if (Object.keys(image).length === 0) return [];
  if (typeof value.uuid === 'string') image.uuid = value.uuid;
  if (typeof value.alt === 'string') image.alt = value.alt;
  const webp = readSizes(value.webp);
  if (Object.keys(webp).length > 0) image.webp = webp;
  return [image];
}

function readItem(value: unknown): RegistryItem[] {
  const result = v.safeParse(item, value);
  if (!result.success) return [];
  const { stillNeeded, images, ...rest } = result.output;
  return [
    {
      ...rest,
      stillNeeded: stillNeeded ?? Math.max(0, rest.requested - rest.purchased),
      images: images.flatMap(readImage),
    },
  ];
}

/**
 * Reads a registry answer. Its `items` list is the one field it cannot do without: an answer without one (an
 * HTML page, an error body) throws, so a caller never empties the registry with it.
 */
export function readRegistry(body: unknown): RegistryAnswer {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('The registry answer could not be read.');
  const items = body.items.flatMap(readItem);
  const sent = body.skuIdsOnRegistry;
  // The server's list when it sends one; else the items' own skus.
  const skuIdsOnRegistry = Array.isArray(sent)
    ? sent.flatMap((entry) => {
        const result = v.safeParse(id, entry);
        return result.success ? [result.output] : [];
      })
    : items.map((entry) => entry.skuId);
  return { items, skuIdsOnRegistry };
}

/** The `error` text of a failed registry call, if the server sent one. */
export function readRegistryError(body: unknown): string | undefined {
  const error = isRecord(body) ? body.error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error.trim() : undefined;
}
