import { configValueOrUndefined } from '../../shared/config/site-config';
import { demandWidget } from '../../shared/demand-widget';
import { $basketPreview, closeBasketPreview, goToCart, loadRecommendations } from './basket-preview';

// Apart from basket-preview.ts, which the header loads on every page: only a tile's View Cart needs this, and
// loads it on its click.

/** The drawer cannot come while the preview is asked for: the cart page shows the basket instead. */
function drawerUnavailable(): void {
  if (!$basketPreview.get().showBasketPreview) return;
  closeBasketPreview();
  void goToCart();
}

/**
 * Opens the basket preview, with the standalone cart on too: a tile's View Cart (a separate tile button only opens
 * the basket preview; openBasketPreview, the header's, goes to the cart page then). A page without the drawer (no
 * slot, or it failed) shows the cart page instead.
 */
export function showBasketPreview(): void {
  $basketPreview.set({
    ...$basketPreview.get(),
    showBasketPreview: true,
    useStandaloneCart: configValueOrUndefined('useStandaloneCart') ?? false,
  });
  demandWidget('basket-drawer', drawerUnavailable);
  if ($basketPreview.get().showBasketPreview) void loadRecommendations();
}
