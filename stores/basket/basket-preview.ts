import { map } from 'nanostores';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { demandWidget } from '../../shared/demand-widget';
import { $basketBusy } from './basket';
import type { RecommendedContent } from './recommendations';

/** The spec's basket preview state, plus whether recommendations failed to load. */
export interface BasketPreviewState {
  showBasketPreview: boolean;
  recs: RecommendedContent[];
  recsLoading: boolean;
  recsFailed: boolean;
  useStandaloneCart: boolean;
}

export const $basketPreview = map<BasketPreviewState>({
  showBasketPreview: false,
  recs: [],
  recsLoading: false,
  recsFailed: false,
  useStandaloneCart: false,
});

// A once-per-page guard (cleared by a failure, to try again), not state: the drawer reads recsLoading and recsFailed.
let recsRequested = false;

/** Loads recommendations once, when the preview first opens: not at page load. */
export function loadRecommendations(): Promise<void> {
  if (recsRequested) return Promise.resolve();
  recsRequested = true;
  $basketPreview.setKey('recsLoading', true);
  // Loaded with the request: the header, which opens the preview, carries none of the recommendations' code.
  return import('./recommendations')
    .then(({ fetchRecommendations }) => fetchRecommendations())
    .then(
      (recs) => $basketPreview.set({ ...$basketPreview.get(), recs, recsFailed: false }),
      () => {
        recsRequested = false;
        $basketPreview.setKey('recsFailed', true);
      },
    )
    .finally(() => $basketPreview.setKey('recsLoading', false));
}

/**
 * Going to the cart page navigates the browser to the cart URL, once the basket's waiting changes are sent and
 * answered (bounded: see sendBasketChanges in basket-actions.ts), so that the cart page shows them. When the
 * server refused one, the shopper stays, with the flash bar saying why. Resolves true when the page is going.
 */
export function goToCart(): Promise<boolean> {
  // Only basket-actions.ts makes changes, so with one waiting it has loaded and importing it costs no request;
  // the header, which navigates on every page, carries none of its code.
  const sent = $basketBusy.get()
    ? import('./basket-actions').then(
        (actions) => actions.sendBasketChanges(),
        () => true,
      )
    : Promise.resolve(true);
  return sent.then((accepted) => {
    if (accepted) window.location.assign(configValueOrUndefined('cartPath') ?? '/users/cart');
    return accepted;
  });
}

/**
 * The header's cart link (standalone cart) is followed: with a change still waiting or on its way, the store
 * takes the navigation over (goToCart) and this says true, so the link's own must not happen.
 */
export function followCartLink(): boolean {
  if (!$basketBusy.get()) return false;
  void goToCart();
  return true;
}

/** Opens the basket preview, or goes to the cart page when the standalone cart is on. */
export function openBasketPreview(): void {
  if (configValueOrUndefined('useStandaloneCart')) {
    $basketPreview.setKey('useStandaloneCart', true);
    void goToCart();
    return;
  }
  // The drawer's code loads on its first opening (or on the first intent to open it: see prepareBasketPreview).
  demandWidget('basket-drawer');
  $basketPreview.set({ ...$basketPreview.get(), showBasketPreview: true, useStandaloneCart: false });
  void loadRecommendations();
}

export function closeBasketPreview(): void {
  $basketPreview.setKey('showBasketPreview', false);
}

/** For tests: forget that recommendations were asked for. */
export function resetBasketPreview(): void {
  recsRequested = false;
  $basketPreview.set({
    showBasketPreview: false,
    recs: [],
    recsLoading: false,
    recsFailed: false,
    useStandaloneCart: false,
  });
}

/** A pointer over or focus on something that opens the basket: its code starts loading before the click. */
export function prepareBasketPreview(): void {
  demandWidget('basket-drawer');
}
