import { atom, computed, onMount } from 'nanostores';
import type { Basket, BasketItem, BasketLineView } from '../../shared/commerce/basket-types';
import type { ImageSet } from '../../shared/ui/picture/image-set';
import { fetchBasket } from './basket-api';
import { readBasket } from './basket-payload';
import { basketErrorMessage, numItems, priceTotal, quantityMax, subTotal } from './basket-rules';

/** The server's basket plus the client fields of the spec (loading ids, error message, third-party error). */
export interface BasketState extends Basket {
  loadingItemIds: number[];
  errorMessage: string;
  thirdPartyError: string | null;
  hasLoaded: boolean;
  loadFailed: boolean;
}

const EMPTY: BasketState = {
  basketId: '',
  vendors: [],
  numItems: 0,
  numLineItems: 0,
  empty: true,
  orderable: false,
  subTotal: 0,
  shippingSubtotal: 0,
  containsEmailFulfillment: false,
  hasRegistryItems: false,
  hasPreOrder: false,
  shipments: [],
  basketItems: [],
  loadingItemIds: [],
  errorMessage: '',
  thirdPartyError: null,
  hasLoaded: false,
  loadFailed: false,
};

/** What an Add to Cart button knows of a product, shown as its line until the server answers. */
export interface AddPreview {
  productId: number;
  name: string;
  price: number;
  uri?: string;
  image?: ImageSet;
}

export interface Pending {
  /** Quantities asked for, by basket item id (0 removes). */
  lines: Record<number, number>;
  /** Adds of skus not yet in the basket, by sku id. */
  adds: Record<number, { quantity: number; preview: AddPreview }>;
}

/** The server's word: only answers from the server change it. */
export const $basket = atom<BasketState>(EMPTY);
/** The shopper's changes the server has not confirmed yet. */
export const $basketPending = atom<Pending>({ lines: {}, adds: {} });

export type BasketLine = BasketLineView;

export interface BasketView extends Omit<BasketState, 'basketItems'> {
  lines: BasketLine[];
  /** Something is on its way: totals are the last the server confirmed, and checkout waits. */
  updating: boolean;
}

// A line's totals, like the basket's, are the server's: for the quantity it confirmed (none yet for a line
// it has not seen). Only the quantity shown follows the shopper's clicks at once.
function line(item: BasketItem, quantity: number, updating: boolean, provisional = false): BasketLine {
  return {
    ...item,
    quantity,
    quantityMax: provisional ? quantity : quantityMax(item.quantity, item.skuInventory),
    priceTotal: provisional ? '' : priceTotal(item.quantity, item.price),
    originalPriceTotal: provisional ? '' : priceTotal(item.quantity, item.originalPrice),
    updating,
    provisional,
  };
}

function provisionalItem(skuId: number, preview: AddPreview): BasketItem {
  return {
    id: -skuId,
    productId: preview.productId,
    skuId,
    name: preview.name,
    productName: preview.name,
    uri: preview.uri ?? '',
    vendorId: 0,
    options: [],
    images: preview.image ? [preview.image] : [],
    quantity: 0,
    price: preview.price,
    originalPrice: preview.price,
    emailFulfillment: false,
    isRegistry: false,
    registryId: null,
    preOrder: false,
    expressShippable: false,
    removeMessages: [],
    confirmMessages: [],
    skuInventory: 0,
  };
}

/**
 * The basket as the shopper sees it: lines and counts change at once with their clicks; the totals stay the
 * last ones the server confirmed (and `updating` says so) until it answers.
 */
export const $basketView = computed([$basket, $basketPending], (basket, pending): BasketView => {
  const { basketItems, ...rest } = basket;
  const lines = basketItems
    .map((item) => {
      const asked = pending.lines[item.id];
      return line(item, asked ?? item.quantity, asked !== undefined || basket.loadingItemIds.includes(item.id));
    })
    .filter((shown) => shown.quantity > 0);
  for (const [skuId, add] of Object.entries(pending.adds)) {
    lines.push(line(provisionalItem(Number(skuId), add.preview), add.quantity, true, true));
  }
  const updating = Object.keys(pending.lines).length > 0 || Object.keys(pending.adds).length > 0;
  return {
    ...rest,
    lines,
    numItems: numItems(lines),
    numLineItems: lines.length,
    empty: lines.length === 0,
    errorMessage: basketErrorMessage(lines),
    updating,
  };
});

/** The header's count: what the shopper has asked for. */
export const $basketCount = computed($basketView, (view) => view.numItems);

/** The count once the basket has loaded, else null (the page's own count stands until then). */
export const $loadedBasketCount = computed($basketView, (view) => (view.hasLoaded ? view.numItems : null));

// --- loading and answers ---------------------------------------------------------------------------------
// The shopper's changes (add, change, remove, confirm) are in basket-actions.ts, loaded by the widgets that
// make them: the header, on every page, needs only the count and the preview.

// Every answer is a whole basket, and answers can arrive out of order (two lines' requests, or a GET on focus
// overtaking a POST). Each request takes a number when it starts; an answer older than one already applied
// is dropped. The counters, the other tabs' channel, resetBasket's list and (below) the load in flight are
// machinery, not state: no view reads them.
let requestSeq = 0;
let appliedSeq = 0;
let channel: BroadcastChannel | undefined;
const resets: Array<() => void> = [];

/** A request's number, taken as it starts. */
export function nextBasketRequest(): number {
  return ++requestSeq;
}

/** Applies the server's answer to request `seq`, unless a later request's answer is already in. */
export function applyBasketAnswer(seq: number, basket: Basket): void {
  if (seq < appliedSeq) {
    // The server may have handled the requests in another order than they started: ask it for the basket.
    setTimeout(() => void loadBasket(), 0);
    return;
  }
  appliedSeq = seq;
  refreshBasket(basket);
}

/**
 * Replaces the whole basket with the server's and marks it loaded. The subtotal is the spec's: the sum of
 * quantity times price over the server's lines (its own figure is not shown, so the subtotal always adds up
 * to the lines the shopper sees).
 */
export function refreshBasket(basket: Basket): void {
  const current = $basket.get();
  $basket.set({
    ...basket,
    subTotal: subTotal(basket.basketItems),
    loadingItemIds: current.loadingItemIds,
    errorMessage: basketErrorMessage(basket.basketItems),
    thirdPartyError: current.thirdPartyError,
    hasLoaded: true,
    loadFailed: false,
  });
}

/** The basket a page rendered, shown until the store's own answer: ignored once loaded, or when unreadable. */
export function seedBasket(body: unknown): void {
  if ($basket.get().hasLoaded) return;
  try {
    refreshBasket(readBasket(body));
  } catch {
    // The store fetches its own.
  }
}

export function setItemLoading(itemId: number, loading: boolean): void {
  const current = $basket.get();
  const ids = current.loadingItemIds.filter((id) => id !== itemId);
  $basket.set({ ...current, loadingItemIds: loading ? [...ids, itemId] : ids });
}

export function setThirdPartyError(message: string | null): void {
  $basket.set({ ...$basket.get(), thirdPartyError: message });
}

let loading: Promise<void> | undefined;

/**
 * Fetches the basket; concurrent calls share one request. `fresh`: the basket as it is now is wanted (a change's
 * answer was lost), so one already out, which the server may have read before that change, is followed by another.
 */
export function loadBasket(fresh?: boolean): Promise<void> {
  if (fresh && loading) return loading.then(() => loadBasket());
  const seq = ++requestSeq;
  loading ??= fetchBasket()
    .then(
      (basket) => applyBasketAnswer(seq, basket),
      () => {
        $basket.set({ ...$basket.get(), loadFailed: true });
      },
    )
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** After a change the server confirmed: the basket in other tabs loads again. */
export function announceBasketChange(): void {
  channel?.postMessage('changed');
}

/** For basket-actions.ts: what resetBasket also forgets (its timers and requests). */
export function onBasketReset(reset: () => void): void {
  resets.push(reset);
}

/** True while a change is pending or on its way: checkout waits for the server's totals. */
export const $basketBusy = computed($basketView, (view) => view.updating);

// The basket loads when the first widget shows it, stays in step with other tabs (BroadcastChannel) and
// is fetched again when the shopper comes back to this tab.
const reload = () => void loadBasket();
const onVisible = () => {
  if (document.visibilityState === 'visible') reload();
};

function unwatchOthers(): void {
  channel?.close();
  channel = undefined;
  // nanostores unmounts a second after the last listener leaves; a test file's page may be gone by then.
  if (typeof window === 'undefined') return;
  window.removeEventListener('focus', reload);
  document.removeEventListener('visibilitychange', onVisible);
}

onMount($basket, () => {
  void loadBasket();
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('storefront-basket') : undefined;
  channel?.addEventListener('message', reload);
  window.addEventListener('focus', reload);
  document.addEventListener('visibilitychange', onVisible);
  return unwatchOthers;
});

/** For tests: forget everything, timers and requests included. */
export function resetBasket(): void {
  for (const reset of resets) reset();
  loading = undefined;
  requestSeq = 0;
  appliedSeq = 0;
  unwatchOthers();
  $basketPending.set({ lines: {}, adds: {} });
  $basket.set(EMPTY);
}
