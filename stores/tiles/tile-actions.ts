import { cartAction, preselectedSku } from '../../shared/commerce/tiles/product-stock';
import type { ProductTileData } from '../../shared/commerce/tiles/tile-types';
import { demandWidget } from '../../shared/demand-widget';
import { safeUrl } from '../../shared/safe-url';

// The tile buttons' actions. The basket and quick-basket stores are imported on first use: the basket
// brings the HTTP client, which a tile that is only looked at does not need, and the header's basket
// widgets have usually loaded them already. See the budget in widgets/tile/README.md.

function fail(error: unknown): void {
  console.error('[tile] the basket could not be reached', error);
}

/** The cart icon: opens the quick basket on this product, on its only in-stock sku when it has one. */
export function viewProductDetails(product: ProductTileData): Promise<void> {
  const sku = preselectedSku(product);
  return import('../quick-basket/quick-basket').then(({ openQuickBasket }) => {
    const uri = safeUrl(product.uri || product.path);
    openQuickBasket({ productId: Number(product.id), ...(sku ? { skuId: Number(sku.id) } : {}), name: product.name, ...(uri ? { uri } : {}) });
  }, fail);
}

let demanded = false;

/** First pointer over or focus on a cart icon: the quick basket's code starts loading before the click. */
export function prepareProductDetails(): void {
  if (demanded) return;
  demanded = true;
  demandWidget('quick-basket');
  // Adding from the quick basket opens the basket preview: fetch its code now too.
  demandWidget('basket-drawer');
}

/** Add to Cart: one in-stock sku goes in at once; with several the shopper picks in the quick basket. */
export function addProductToCart(product: ProductTileData): Promise<void> {
  const action = cartAction(product);
  if (action.kind === 'choose') return viewProductDetails(product);
  if (action.kind === 'out-of-stock') return Promise.resolve();
  const { sku } = action;
  const image = sku.images?.[0] ?? product.images?.[0];
  const uri = safeUrl(product.uri || product.path);
  const preview = {
    productId: Number(product.id),
    name: product.name,
    price: sku.price ?? product.min_price ?? 0,
    ...(uri ? { uri } : {}),
    ...(image ? { image } : {}),
  };
  return import('../basket/basket-actions').then(({ addItem }) => addItem(Number(sku.id), 1, preview), fail);
}

/** View Cart: opens the basket preview (or the cart page, with the standalone cart). */
export function viewCart(): Promise<void> {
  return import('../basket/basket-preview').then(({ openBasketPreview }) => openBasketPreview(), fail);
}

/** For tests: the next cart icon demands the quick basket again. */
export function resetTileActions(): void {
  demanded = false;
}
