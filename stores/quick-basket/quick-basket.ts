import { map } from 'nanostores';
import { demandWidget } from '../../shared/demand-widget';

// Contract for the tile widget; the quick-basket work fills in loading the product details.

export interface QuickBasketProductInfo {
  productId: number;
  skuId?: number;
  name: string;
}

export interface QuickBasketState {
  showModal: boolean;
  productInfo: QuickBasketProductInfo | null;
}

export const $quickBasket = map<QuickBasketState>({ showModal: false, productInfo: null });

/** Opens the quick basket for a product (from a tile's 'View details for …' button). */
export function openQuickBasket(productInfo: QuickBasketProductInfo): void {
  demandWidget('quick-basket');
  $quickBasket.set({ showModal: true, productInfo });
}

export function closeQuickBasket(): void {
  $quickBasket.set({ showModal: false, productInfo: null });
}
