import * as v from 'valibot';
import type { ImageSet } from '../../shared/ui/picture/image-set';

// The product chooser's answer, made safe to show: a bad or missing field gets a safe default (a price sent
// as a string becomes a number, an unreadable colour becomes none), an unreadable sku is dropped. Only an
// answer with no product id at all is refused. Field names stay the API's; only what the quick basket
// shows is kept.

const text = v.fallback(v.string(), '');
const flag = v.fallback(v.boolean(), false);
const number = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  v.number(),
  v.finite(),
  v.minValue(0),
);
const money = v.fallback(number, 0);
const count = v.fallback(v.pipe(number, v.transform(Math.trunc)), 0);
/** Goes into a style attribute: only a hex colour, nothing that could load a URL. */
const hex = v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^#[\da-f]{3,8}$/i))), null);
const image = v.custom<ImageSet>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
const images = v.fallback(v.array(image), []);

const skuOption = v.object({ name: text, value: text, hex_color: hex, hex_color_2: hex });

const sku = v.object({
  id: v.number(),
  name: text,
  price: money,
  original_price: money,
  inventory: count,
  in_stock: flag,
  options: v.fallback(v.array(skuOption), []),
  images,
});

const product = v.object({
  id: v.number(),
  name: text,
  uri: text,
  description: text,
  images,
  price_range_description: text,
  price_range_original_description: v.fallback(v.nullable(v.string()), null),
  on_sale: flag,
  variants_label: v.fallback(v.nullable(v.string()), null),
  skus: v.fallback(v.array(v.unknown()), []),
  preselected_sku_id: v.fallback(v.nullable(v.number()), null),
});

export type SkuOption = v.InferOutput<typeof skuOption>;
export type ProductSku = v.InferOutput<typeof sku>;
export interface ProductDetails extends Omit<v.InferOutput<typeof product>, 'skus'> {
  skus: ProductSku[];
}

/** A sku the shopper can buy now. */
export function skuAvailable(candidate: ProductSku): boolean {
  return candidate.in_stock && candidate.inventory > 0;
}

/** The product details from the answer body; throws when it names no product. */
export function readProductDetails(body: unknown): ProductDetails {
  const parsed = v.safeParse(product, body);
  if (!parsed.success) throw new Error('The product details could not be read.');
  const skus = parsed.output.skus.flatMap((candidate) => {
    const result = v.safeParse(sku, candidate);
    if (!result.success) return [];
    // An original price below the price (or missing) is no sale.
    return [{ ...result.output, original_price: Math.max(result.output.original_price, result.output.price) }];
  });
  return { ...parsed.output, skus };
}

/** The preselected sku: the server's choice when it is listed, else the first available, else the first. */
export function preselectedSku(details: ProductDetails): ProductSku | null {
  const { skus, preselected_sku_id: wanted } = details;
  return skus.find((candidate) => candidate.id === wanted) ?? skus.find(skuAvailable) ?? skus[0] ?? null;
}
