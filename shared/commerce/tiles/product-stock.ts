import type { ProductTileData, TileSku } from './tile-types';

type Stocked = Pick<ProductTileData, 'skus' | 'in_stock' | 'inactive_product'>;
type Carted = Stocked & Pick<ProductTileData, 'egift_card' | 'isDonation'>;

export function inStockSkus(product: Pick<ProductTileData, 'skus'>): TileSku[] {
  return (product.skus ?? []).filter((sku) => sku.in_stock);
}

/** Out of stock: a retired (inactive) product, one the server marks out of stock, or no sku in stock. */
export function isPurchasable(product: Stocked): boolean {
  return !product.inactive_product && product.in_stock !== false && inStockSkus(product).length > 0;
}

/** The sku the quick basket starts on: the only one in stock, else none (the shopper picks). */
export function preselectedSku(product: Stocked): TileSku | undefined {
  if (!isPurchasable(product)) return undefined;
  const [only, ...others] = inStockSkus(product);
  return others.length === 0 ? only : undefined;
}

export type CartAction = { kind: 'add'; sku: TileSku } | { kind: 'choose' } | { kind: 'out-of-stock' };

/**
 * What a tile's Add to Cart does: one in-stock sku goes into the basket at once; with several the shopper
 * must pick one, so the quick basket opens; with none there is no button, only 'Out of stock'. A gift card or
 * a donation always goes through the quick basket for its details (recipient, amount), even with one option.
 */
export function cartAction(product: Carted): CartAction {
  if (!isPurchasable(product)) return { kind: 'out-of-stock' };
  const sku = product.egift_card || product.isDonation ? undefined : preselectedSku(product);
  return sku ? { kind: 'add', sku } : { kind: 'choose' };
}
