import { atom, computed, onMount } from 'nanostores';
import type { Basket, BasketItem, BasketLineView } from '../../shared/commerce/basket-types';
import { isHTTPError } from '../../shared/http/http';
import type { ImageSet } from '../../shared/ui/picture/image-set';
import { flash } from '../flash';
import { fetchBasket, postAddItem, postConfirmItem, postRemoveItem, postUpdateItem } from './basket-api';
import { readBasket, readError } from './basket-payload';
import { basketErrorMessage, numItems, priceTotal, quantityMax } from './basket-rules';

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

interface Pending {
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

// --- actions -------------------------------------------------------------------------------------------

// Every answer is a whole basket, and answers can arrive out of order (two lines' requests, or a GET on focus
// overtaking a POST). Each request takes a number when it starts; an answer older than one already applied
// is dropped.
let requestSeq = 0;
let appliedSeq = 0;

function applyAnswer(seq: number, basket: Basket): void {
  if (seq < appliedSeq) {
    // The server may have handled the requests in another order than they started: ask it for the basket.
    setTimeout(() => void loadBasket(), 0);
    return;
  }
  appliedSeq = seq;
  refreshBasket(basket);
}

/** Replaces the whole basket with the server's and marks it loaded. */
export function refreshBasket(basket: Basket): void {
  const current = $basket.get();
  $basket.set({
    ...basket,
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

/** Fetches the basket; concurrent calls share one request. */
export function loadBasket(): Promise<void> {
  const seq = ++requestSeq;
  loading ??= fetchBasket()
    .then((basket) => applyAnswer(seq, basket), () => {
      $basket.set({ ...$basket.get(), loadFailed: true });
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** Clicks within this window on one line become one request. */
export const COALESCE_MS = 300;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Set<string>();
let channel: BroadcastChannel | undefined;

function setPending(update: (pending: Pending) => Pending): void {
  $basketPending.set(update($basketPending.get()));
}

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

async function failure(error: unknown, seq: number): Promise<string> {
  if (isHTTPError(error)) {
    const body: unknown = await error.response.json().catch(() => undefined);
    try {
      applyAnswer(seq, readBasket(body));
    } catch {
      void loadBasket();
    }
    return readError(body) ?? 'We could not update your basket. Please try again.';
  }
  // A timeout or a dropped connection: the server may have made the change all the same. Ask it.
  void loadBasket();
  return 'We could not reach the store. Please check your connection and try again.';
}

function confirmed(seq: number, basket: Basket): void {
  applyAnswer(seq, basket);
  channel?.postMessage('changed');
}

async function syncLine(itemId: number): Promise<void> {
  const key = `line:${itemId}`;
  if (inFlight.has(key)) return;
  const wanted = $basketPending.get().lines[itemId];
  if (wanted === undefined) return;
  const current = $basket.get().basketItems.find((item) => item.id === itemId);
  if (!current || current.quantity === wanted) {
    setPending((pending) => ({ ...pending, lines: withoutKey(pending.lines, itemId) }));
    return;
  }
  inFlight.add(key);
  setItemLoading(itemId, true);
  const seq = ++requestSeq;
  try {
    confirmed(seq, wanted === 0 ? await postRemoveItem(itemId) : await postUpdateItem(itemId, wanted));
    if ($basketPending.get().lines[itemId] === wanted) {
      setPending((pending) => ({ ...pending, lines: withoutKey(pending.lines, itemId) }));
    }
  } catch (error) {
    setPending((pending) => ({ ...pending, lines: withoutKey(pending.lines, itemId) }));
    flash(await failure(error, seq), 'error');
  } finally {
    inFlight.delete(key);
    setItemLoading(itemId, false);
  }
  // The shopper changed it again while the request was out: send the latest.
  if ($basketPending.get().lines[itemId] !== undefined) void syncLine(itemId);
}

async function syncAdd(skuId: number): Promise<void> {
  const key = `add:${skuId}`;
  if (inFlight.has(key)) return;
  const add = $basketPending.get().adds[skuId];
  if (!add) return;
  const sent = add.quantity;
  inFlight.add(key);
  const seq = ++requestSeq;
  try {
    confirmed(seq, await postAddItem(skuId, sent));
    const left = ($basketPending.get().adds[skuId]?.quantity ?? sent) - sent;
    setPending((pending) => ({ ...pending, adds: withoutKey(pending.adds, skuId) }));
    if (left > 0) addItem(skuId, left, add.preview);
  } catch (error) {
    setPending((pending) => ({ ...pending, adds: withoutKey(pending.adds, skuId) }));
    flash(await failure(error, seq), 'error');
  } finally {
    inFlight.delete(key);
  }
}

function schedule(key: string, run: () => void, delay = COALESCE_MS): void {
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      run();
    }, delay),
  );
}

/** Sets a line's quantity at once; the server hears of it once the clicks settle. 0 removes the line. */
export function changeQuantity(itemId: number, quantity: number): void {
  const item = $basket.get().basketItems.find((candidate) => candidate.id === itemId);
  if (!item) return;
  const wanted = Math.max(0, Math.min(Math.trunc(quantity), quantityMax(item.quantity, item.skuInventory)));
  setPending((pending) => ({ ...pending, lines: { ...pending.lines, [itemId]: wanted } }));
  schedule(`line:${itemId}`, () => void syncLine(itemId), wanted === 0 ? 0 : COALESCE_MS);
}

export function removeItem(itemId: number): void {
  changeQuantity(itemId, 0);
}

/** Adds a sku: to its line when there is one, else as a provisional line until the server answers. */
export function addItem(skuId: number, quantity = 1, preview?: AddPreview): void {
  const view = $basketView.get();
  const existing = view.lines.find((shown) => shown.skuId === skuId && !shown.provisional && !shown.isRegistry);
  if (existing) {
    changeQuantity(existing.id, existing.quantity + quantity);
    return;
  }
  const pending = $basketPending.get().adds[skuId];
  const shown = pending?.preview ?? preview ?? { productId: 0, name: 'Item', price: 0 };
  setPending((current) => ({ ...current, adds: { ...current.adds, [skuId]: { quantity: (pending?.quantity ?? 0) + quantity, preview: shown } } }));
  schedule(`add:${skuId}`, () => void syncAdd(skuId));
}

/** Accepts what a line's confirmMessages ask (a new price, a limited quantity, a registry's need). */
export async function confirmItem(itemId: number): Promise<void> {
  setItemLoading(itemId, true);
  const seq = ++requestSeq;
  try {
    confirmed(seq, await postConfirmItem(itemId));
  } catch (error) {
    flash(await failure(error, seq), 'error');
  } finally {
    setItemLoading(itemId, false);
  }
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
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  inFlight.clear();
  loading = undefined;
  requestSeq = 0;
  appliedSeq = 0;
  unwatchOthers();
  $basketPending.set({ lines: {}, adds: {} });
  $basket.set(EMPTY);
}
