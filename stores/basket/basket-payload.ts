import * as v from 'valibot';
import type { Basket, BasketItem } from '../../shared/commerce/basket-types';
import type { ImageSet } from '../../shared/ui/picture/image-set';

// The server's basket, made safe to show: a missing field gets its empty value, a price sent as a string
// becomes a number, a quantity is a whole number from 0 to 9999. What cannot be read at all is dropped.

const numeric = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const money = v.fallback(v.pipe(v.unknown(), v.transform(numeric), v.number(), v.finite()), 0);
const count = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform(numeric),
    v.number(),
    v.finite(),
    v.transform((n) => Math.min(9999, Math.max(0, Math.trunc(n)))),
  ),
  0,
);
const text = v.fallback(v.string(), '');
const flag = v.fallback(v.boolean(), false);
const message = v.object({ kind: text, message: text });
const messages = v.fallback(v.array(message), []);

const item = v.object({
  id: v.number(),
  productId: v.fallback(v.number(), 0),
  skuId: v.fallback(v.number(), 0),
  name: text,
  productName: text,
  uri: text,
  vendorId: v.fallback(v.number(), 0),
  options: v.fallback(v.array(v.object({ name: text, value: text })), []),
  images: v.fallback(v.array(v.custom<ImageSet>((value) => typeof value === 'object' && value !== null)), []),
  quantity: count,
  price: money,
  originalPrice: money,
  emailFulfillment: flag,
  isRegistry: flag,
  registryId: v.fallback(v.nullable(v.number()), null),
  preOrder: flag,
  expressShippable: flag,
  removeMessages: messages,
  confirmMessages: messages,
  skuInventory: count,
});

const basket = v.object({
  basketId: v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'number' ? String(value) : value)),
      v.string(),
    ),
    '',
  ),
  vendors: v.fallback(v.array(v.object({ id: v.number(), name: text })), []),
  numItems: count,
  numLineItems: count,
  empty: flag,
  orderable: flag,
  subTotal: money,
  shippingSubtotal: money,
  containsEmailFulfillment: flag,
  hasRegistryItems: flag,
  hasPreOrder: flag,
  shipments: v.fallback(v.array(v.unknown()), []),
  basketItems: v.fallback(v.array(v.unknown()), []),
});

/**
 * A basket from any answer body (`{ basket }` or the basket itself); throws when there is none. A body without
 * a `basketItems` list (a refusal's bare `{ error }`, a proxy's 429) is none: read with defaults it was an
 * empty basket, and a failed change emptied the basket shown.
 */
export function readBasket(body: unknown): Basket {
  const raw = body && typeof body === 'object' && 'basket' in body ? (body as { basket: unknown }).basket : body;
  if (!Array.isArray((raw as { basketItems?: unknown } | null | undefined)?.basketItems))
    throw new Error('The basket answer could not be read.');
  const parsed = v.safeParse(basket, raw);
  if (!parsed.success) throw new Error('The basket answer could not be read.');
  const items = parsed.output.basketItems
    .map((candidate) => v.safeParse(item, candidate))
    .filter((result) => result.success)
    .map((result) => result.output as BasketItem);
  return { ...parsed.output, basketItems: items } as Basket;
}

/** The `error` text of a failed basket call, if the server sent one. */
export function readError(body: unknown): string | undefined {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() ? error : undefined;
}
