import { inStockSkus } from './tiles/product-stock';
import type { ProductTileData } from './tiles/tile-types';

export type ProductLabelKind = 'sale' | 'own-line' | 'exclusive' | 'stock' | 'shipping';

export interface ProductLabel {
  kind: ProductLabelKind;
  text: string;
}

/** 'only N left' shows when the product's one in-stock sku has this many units or fewer. */
export const ONLY_N_LEFT_MAX = 5;

type Labelled = Pick<
  ProductTileData,
  | 'on_sale'
  | 'private_label'
  | 'is_private_label'
  | 'exclusive'
  | 'below_low_inventory_threshold'
  | 'express_shippable'
  | 'skus'
>;

/**
 * Stock urgency: 'only N left' (the one in-stock sku has 1 to 5 units) is the more exact of the two and
 * replaces 'only a few left' (low stock across skus); neither shows when nothing is in stock.
 */
export function stockLabel(product: Pick<Labelled, 'below_low_inventory_threshold' | 'skus'>): string | undefined {
  const [only, ...others] = inStockSkus(product);
  if (!only) return undefined;
  const units = only.inventory;
  if (others.length === 0 && units !== undefined && Number.isInteger(units) && units > 0 && units <= ONLY_N_LEFT_MAX) {
    return `only ${units} left`;
  }
  return product.below_low_inventory_threshold ? 'only a few left' : undefined;
}

/**
 * Product tile labels, in this order: 'Sale!', 'our line!', 'exclusive', one stock label, 'Express shipping
 * available'. They all combine, except that a product has at most one stock label (see stockLabel).
 */
export function productLabels(product: Labelled): ProductLabel[] {
  const stock = stockLabel(product);
  const labels: Array<[ProductLabelKind, string, unknown]> = [
    ['sale', 'Sale!', product.on_sale],
    ['own-line', 'our line!', product.private_label || product.is_private_label],
    ['exclusive', 'exclusive', product.exclusive],
    ['stock', stock ?? '', stock],
    ['shipping', 'Express shipping available', product.express_shippable],
  ];
  return labels.filter(([, , shown]) => shown).map(([kind, text]) => ({ kind, text }));
}
