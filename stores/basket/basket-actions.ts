import type { Basket } from '../../shared/commerce/basket-types';
import { isHTTPError } from '../../shared/http/http';
import { flash } from '../flash';
import {
  $basket,
  $basketPending,
  $basketView,
  announceBasketChange,
  applyBasketAnswer,
  loadBasket,
  nextBasketRequest,
  onBasketReset,
  setItemLoading,
  type AddPreview,
  type Pending,
} from './basket';
import { postAddItem, postConfirmItem, postRemoveItem, postUpdateItem, type SendOptions } from './basket-changes-api';
import { readBasket, readError } from './basket-payload';
import { quantityMax } from './basket-rules';

// The shopper's changes to the basket: lines and counts change at once ($basketPending), the server hears of
// them once the clicks settle, and its answer replaces the basket (basket.ts). Apart from the basket's state
// because only the widgets that change the basket need it (drawer, cart, quick basket, a tile's Add to Cart),
// not the header on every page.

/** Clicks within this window on one line become one request. */
export const COALESCE_MS = 300;
/** The changes waiting out their window, by key: the timer and what it will send. */
const timers = new Map<string, { timer: ReturnType<typeof setTimeout>; send: (options: SendOptions) => void }>();
const inFlight = new Set<string>();
/** The page is about to go: changes are sent at once, not after their window (`keepalive` as it unloads). */
let leaving: SendOptions | null = null;
let refusedWhileLeaving = false;

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
      applyBasketAnswer(seq, readBasket(body));
    } catch {
      void loadBasket(true);
    }
    return readError(body) ?? 'We could not update your basket. Please try again.';
  }
  // A timeout or a dropped connection: the server may have made the change all the same. Ask it.
  void loadBasket(true);
  return 'We could not reach the store. Please check your connection and try again.';
}

function confirmed(seq: number, basket: Basket): void {
  applyBasketAnswer(seq, basket);
  announceBasketChange();
}

async function syncLine(itemId: number, options: SendOptions = {}): Promise<void> {
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
  const seq = nextBasketRequest();
  try {
    confirmed(
      seq,
      wanted === 0 ? await postRemoveItem(itemId, options) : await postUpdateItem(itemId, wanted, options),
    );
    if ($basketPending.get().lines[itemId] === wanted) {
      setPending((pending) => ({ ...pending, lines: withoutKey(pending.lines, itemId) }));
    }
  } catch (error) {
    refuse(await failure(error, seq));
    setPending((pending) => ({ ...pending, lines: withoutKey(pending.lines, itemId) }));
  } finally {
    inFlight.delete(key);
    setItemLoading(itemId, false);
  }
  // The shopper changed it again while the request was out: send the latest.
  if ($basketPending.get().lines[itemId] !== undefined) void syncLine(itemId, leaving ?? {});
}

async function syncAdd(skuId: number, options: SendOptions = {}): Promise<void> {
  const key = `add:${skuId}`;
  if (inFlight.has(key)) return;
  const add = $basketPending.get().adds[skuId];
  if (!add) return;
  const sent = add.quantity;
  inFlight.add(key);
  const seq = nextBasketRequest();
  let left = 0;
  try {
    confirmed(seq, await postAddItem(skuId, sent, options));
    left = ($basketPending.get().adds[skuId]?.quantity ?? sent) - sent;
    setPending((pending) => ({ ...pending, adds: withoutKey(pending.adds, skuId) }));
  } catch (error) {
    refuse(await failure(error, seq));
    setPending((pending) => ({ ...pending, adds: withoutKey(pending.adds, skuId) }));
  } finally {
    inFlight.delete(key);
  }
  // Clicks made while the request was out: added now (to the line the answer brought, when it has one).
  if (left > 0) addItem(skuId, left, add.preview);
}

/** A change the server refused (or could not be asked): the flash bar says why; a page about to go stays. */
function refuse(message: string): void {
  flash(message, 'error');
  if (leaving) refusedWhileLeaving = true;
}

function schedule(key: string, send: (options: SendOptions) => void, delay = COALESCE_MS): void {
  clearTimeout(timers.get(key)?.timer);
  timers.delete(key);
  if (leaving) {
    send(leaving);
    return;
  }
  const timer = setTimeout(() => {
    timers.delete(key);
    send({});
  }, delay);
  timers.set(key, { timer, send });
  watchUnload();
}

// The rule of $basketBusy, over the pending value: that computed, read here, would mount $basket for a moment when
// nothing else watches it, and its onMount loads the basket (a GET per change).
const settled = (pending: Pending) => Object.keys(pending.lines).length === 0 && Object.keys(pending.adds).length === 0;

/**
 * Sends every change still waiting out its window now (and any made meanwhile at once); resolves when the
 * server has answered them all: true when it took them all, false when it refused one (the flash bar says why).
 */
function sendAll(options: SendOptions): Promise<boolean> {
  leaving = options;
  refusedWhileLeaving = false;
  for (const [key, { timer, send }] of timers) {
    clearTimeout(timer);
    timers.delete(key);
    send(options);
  }
  return new Promise<boolean>((resolve) => {
    // Checked a microtask after each change: an answer that brings a follow-up (clicks made while its request
    // was out) takes its change away and adds the next in the same task.
    const check = () =>
      queueMicrotask(() => {
        if (!settled($basketPending.get()) || inFlight.size > 0) return;
        stop();
        resolve(!refusedWhileLeaving);
      });
    const stop = $basketPending.listen(check);
    check();
  }).finally(() => {
    leaving = null;
  });
}

// The shopper follows a plain link (or closes the tab) while a change waits: it is sent as the page unloads,
// with keepalive so the browser sends it after the page is gone. Listened to only while something waits, so
// an idle page keeps its back/forward cache.
const onUnload = () => void sendAll({ keepalive: true });

function watchUnload(): void {
  window.addEventListener('beforeunload', onUnload);
  window.addEventListener('pagehide', onUnload);
}

function unwatchUnload(): void {
  window.removeEventListener('beforeunload', onUnload);
  window.removeEventListener('pagehide', onUnload);
}

$basketPending.listen((pending) => {
  if (settled(pending) && timers.size === 0) unwatchUnload();
});

/** How long a navigation the widgets start waits for the basket's changes to be answered before it goes. */
export const LEAVE_WAIT_MS = 4000;

/**
 * Before the widgets send the shopper to another page (goToCart): every change still waiting is sent at once,
 * and this resolves when the server has answered them all, or after LEAVE_WAIT_MS (the next page then shows the
 * server's basket as it is). False when the server refused one: the flash bar says why, and the page should stay.
 * Sent with keepalive: once LEAVE_WAIT_MS is up the page goes, and the browser must not cancel what is still out.
 */
export function sendBasketChanges(): Promise<boolean> {
  if (!$basketView.get().updating) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), LEAVE_WAIT_MS);
    void sendAll({ keepalive: true }).then((accepted) => {
      clearTimeout(timer);
      resolve(accepted);
    });
  });
}

/** Sets a line's quantity at once; the server hears of it once the clicks settle. 0 removes the line. */
export function changeQuantity(itemId: number, quantity: number): void {
  const item = $basket.get().basketItems.find((candidate) => candidate.id === itemId);
  if (!item) return;
  const wanted = Math.max(0, Math.min(Math.trunc(quantity), quantityMax(item.quantity, item.skuInventory)));
  setPending((pending) => ({ ...pending, lines: { ...pending.lines, [itemId]: wanted } }));
  schedule(`line:${itemId}`, (options) => void syncLine(itemId, options), wanted === 0 ? 0 : COALESCE_MS);
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
  setPending((current) => ({
    ...current,
    adds: { ...current.adds, [skuId]: { quantity: (pending?.quantity ?? 0) + quantity, preview: shown } },
  }));
  schedule(`add:${skuId}`, (options) => void syncAdd(skuId, options));
}

/** Accepts what a line's confirmMessages ask (a new price, a limited quantity, a registry's need). */
export async function confirmItem(itemId: number): Promise<void> {
  setItemLoading(itemId, true);
  const seq = nextBasketRequest();
  try {
    confirmed(seq, await postConfirmItem(itemId));
  } catch (error) {
    flash(await failure(error, seq), 'error');
  } finally {
    setItemLoading(itemId, false);
  }
}

onBasketReset(() => {
  for (const { timer } of timers.values()) clearTimeout(timer);
  timers.clear();
  inFlight.clear();
  leaving = null;
  refusedWhileLeaving = false;
  unwatchUnload();
});
