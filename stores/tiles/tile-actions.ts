import { cartAction, preselectedSku } from '../../shared/commerce/tiles/product-stock';
import type { ProductTileData } from '../../shared/commerce/tiles/tile-types';
import { demandWidget } from '../../shared/demand-widget';
import { safeUrl } from '../../shared/safe-url';
import { flash } from '../flash';

// The tile buttons' actions. The basket's changes and the quick-basket store are imported on first use (on
// intent, see prepareProductDetails): a tile that is only looked at does not need them. See the budget in
// widgets/tile/README.md.

/** Their code did not arrive: the shopper is told, as for a basket request that fails. */
function fail(error: unknown): void {
  console.error('[tile] the basket could not be reached', error);
  flash('We could not reach the store. Please check your connection and try again.', 'error');
}

/** The cart icon: opens the quick basket on this product, on its only in-stock sku when it has one. */
export function viewProductDetails(product: ProductTileData): Promise<void> {
  const sku = preselectedSku(product);
  return import('../quick-basket/quick-basket').then(({ openQuickBasket }) => {
    const uri = safeUrl(product.uri || product.path);
    const emailFulfilled = product.egift_card === true || product.isDonation === true;
    openQuickBasket({
      productId: Number(product.id),
      ...(sku ? { skuId: Number(sku.id) } : {}),
      name: product.name,
      ...(uri ? { uri } : {}),
      ...(emailFulfilled ? { emailFulfilled } : {}),
    });
  }, fail);
}

// A once-per-page guard, not state: nothing reads it.
let demanded = false;

/**
 * First pointer over or focus on a cart icon or Add to Cart: the quick basket's code, the basket's changes
 * and the drawer start loading before the click.
 */
export function prepareProductDetails(): void {
  if (demanded) return;
  demanded = true;
  demandWidget('quick-basket');
  // Adding (here or from the quick basket) opens the basket preview: fetch its code now too.
  demandWidget('basket-drawer');
  void import('../basket/basket-actions').catch(() => {});
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

/** View Cart: only opens the basket preview, with the standalone cart too (the header's cart then goes to the cart page). */
export function viewCart(): Promise<void> {
  return import('../basket/show-basket-preview').then(({ showBasketPreview }) => showBasketPreview(), fail);
}

/** For tests: the next cart icon demands the quick basket again. */
export function resetTileActions(): void {
  demanded = false;
}
