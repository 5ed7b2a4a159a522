import type { ProductTileData, TileSku } from './tile-types';

type Stocked = Pick<ProductTileData, 'skus' | 'in_stock' | 'inactive_product'>;

export function inStockSkus(product: Pick<ProductTileData, 'skus'>): TileSku[] {
  return (product.skus ?? []).filter((sku) => sku.in_stock);
}

/** Out of stock: a retired (inactive) product, one the server marks out of stock, or no sku in stock. */
export function isPurchasable(product: Stocked): boolean {
  return !product.inactive_product && product.in_stock !== false && inStockSkus(product).length > 0;
}

export type CartAction = { kind: 'add'; sku: TileSku } | { kind: 'choose' } | { kind: 'out-of-stock' };

/**
 * What a tile's Add to Cart does: one in-stock sku goes into the basket at once; with several the shopper
 * must pick one, so the quick basket opens; with none there is no button, only 'Out of stock'.
 */
export function cartAction(product: Stocked): CartAction {
  if (!isPurchasable(product)) return { kind: 'out-of-stock' };
  const [only, ...others] = inStockSkus(product);
  return only && others.length === 0 ? { kind: 'add', sku: only } : { kind: 'choose' };
}

/** The sku the quick basket starts on: the only one in stock, else none (the shopper picks). */
export function preselectedSku(product: Stocked): TileSku | undefined {
  const action = cartAction(product);
  return action.kind === 'add' ? action.sku : undefined;
}
