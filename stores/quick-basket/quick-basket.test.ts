import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $basket, $basketPending, $basketView, resetBasket } from '../basket/basket';
import { $basketPreview, resetBasketPreview } from '../basket/basket-preview';
import { $flash } from '../flash';
import {
  $quickBasket,
  $quickBasketChoice,
  addToBasket,
  closeQuickBasket,
  FETCH_ERROR,
  openQuickBasket,
  selectSku,
  setQuantity,
} from './quick-basket';
import { pageConfig, quickBasketServer } from '../../fixtures/testing/quick-basket-test-server';

// Fixture products: 1036 bento boxes (skus 103601: 12 left, 103602: out of stock, 103603: 4 left),
// 1007 pie dish (100702: 2 left), 1025 platter on sale, 1039 eGift card (email-fulfilled).

/** Lets the stubbed server answer: flushes promise chains without moving the clock. */
async function settle() {
  for (let round = 0; round < 10; round++) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  pageConfig();
  $flash.set({ notification: null, fading: false });
});

/** The stubbed server first, then the stores watched as the widget does (which loads the basket). */
function start(options?: Parameters<typeof quickBasketServer>[0]) {
  const api = quickBasketServer(options);
  keepMount($quickBasket);
  keepMount($quickBasketChoice);
  return api;
}
afterEach(async () => {
  closeQuickBasket();
  await allTasks();
  cleanStores($quickBasket, $quickBasketChoice, $basketView, $basket);
  resetBasket();
  resetBasketPreview();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the quick basket store', () => {
  describe('after opening a product from a tile', () => {
    it('shows the modal with the tile name at once, then replaces it with the details and the preselected sku', async () => {
      const api = start();
      openQuickBasket({ productId: 1036, name: 'Bento Boxes' });
      expect($quickBasket.get()).toMatchObject({
        showModal: true,
        productInfo: { productId: 1036, name: 'Bento Boxes' },
        product: null,
        loading: true,
      });
      await settle();
      expect(api.detailRequests()).toEqual(['/shop/product_chooser_details?id=1036']);
      const state = $quickBasket.get();
      expect(state).toMatchObject({ showModal: true, loading: false, failed: false, skuId: 103601, quantity: 1 });
      expect(state.product).toMatchObject({
        id: 1036,
        name: 'Five Two Stainless Bento Boxes',
        uri: '/products/five-two-bento-boxes',
      });
      expect(state.product!.skus.map((sku) => sku.id)).toEqual([103601, 103602, 103603]);
      expect(state.preselectedSku).toMatchObject({ id: 103601, inventory: 12, in_stock: true });
    });

    it('asks for the tile sku with &sku_id= and preselects it', async () => {
      const api = start();
      openQuickBasket({ productId: 1036, skuId: 103603, name: 'Bento Boxes' });
      await settle();
      expect(api.detailRequests()).toEqual(['/shop/product_chooser_details?id=1036&sku_id=103603']);
      expect($quickBasket.get()).toMatchObject({ skuId: 103603, preselectedSku: { id: 103603 } });
    });

    it('does not load a product in the email-fulfilled list', async () => {
      const api = start();
      openQuickBasket({ productId: 1039, name: 'Shop eGift Card', uri: '/products/egift-card' });
      await settle();
      expect(api.detailRequests()).toEqual([]);
      expect($quickBasket.get()).toMatchObject({
        showModal: true,
        emailFulfilled: true,
        loading: false,
        product: null,
        productInfo: { productId: 1039 },
      });
    });
  });

  describe('given the shopper opens another tile before the first answer', () => {
    it('ignores the late answer for the first product', async () => {
      const api = start();
      api.hold(1036);
      openQuickBasket({ productId: 1036, name: 'Bento Boxes' });
      await settle();
      openQuickBasket({ productId: 1007, name: 'Pie Dish' });
      await settle();
      expect($quickBasket.get()).toMatchObject({ productInfo: { productId: 1007 }, product: { id: 1007 } });
      api.release(1036);
      await settle();
      expect(api.detailRequests()).toEqual([
        '/shop/product_chooser_details?id=1036',
        '/shop/product_chooser_details?id=1007',
      ]);
      expect($quickBasket.get()).toMatchObject({
        productInfo: { productId: 1007 },
        product: { id: 1007 },
        skuId: 100701,
      });
    });

    it('ignores an answer that arrives after closing', async () => {
      const api = start();
      api.hold(1036);
      openQuickBasket({ productId: 1036, name: 'Bento Boxes' });
      await settle();
      closeQuickBasket();
      api.release(1036);
      await settle();
      expect($quickBasket.get()).toMatchObject({ showModal: false, productInfo: null, product: null, loading: false });
    });
  });

  describe.each([
    ['a 404', 404, 0],
    ['a 500 (after its one retry)', 500, 1000],
    ['a timeout', 'timeout', 10_000],
    ['an HTML page', 'html', 0],
  ] as const)('given %s from the product chooser', (_name, fail, wait) => {
    it('logs exactly the spec text, shows no user message and stops loading', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      start({ fail });
      openQuickBasket({ productId: 1036, name: 'Bento Boxes', uri: '/products/five-two-bento-boxes' });
      await settle();
      await vi.advanceTimersByTimeAsync(wait);
      await settle();
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]![0]).toBe('Unexpected error fetching product details.');
      expect(FETCH_ERROR).toBe('Unexpected error fetching product details.');
      expect($quickBasket.get()).toMatchObject({
        showModal: true,
        loading: false,
        failed: true,
        product: null,
        productInfo: { name: 'Bento Boxes' },
      });
      expect($flash.get().notification).toBeNull();
    });
  });

  describe('after closing', () => {
    it('hides the modal and clears the product', async () => {
      start();
      openQuickBasket({ productId: 1036, name: 'Bento Boxes' });
      await settle();
      closeQuickBasket();
      expect($quickBasket.get()).toMatchObject({
        showModal: false,
        productInfo: null,
        product: null,
        preselectedSku: null,
        skuId: null,
      });
    });
  });

  describe('given a loaded product', () => {
    async function opened(productId: number, lines: Parameters<typeof quickBasketServer>[0] = {}) {
      const api = start(lines);
      openQuickBasket({ productId, name: 'Product' });
      await settle();
      return api;
    }

    it('selects an available sku and starts its quantity at 1; an out-of-stock sku cannot be chosen', async () => {
      await opened(1036);
      setQuantity(3);
      selectSku(103602);
      expect($quickBasket.get()).toMatchObject({ skuId: 103601, quantity: 3 });
      selectSku(103603);
      expect($quickBasket.get()).toMatchObject({ skuId: 103603, quantity: 1 });
    });

    it.each([
      [0, 1],
      [-4, 1],
      [2, 2],
      [3, 2],
      [Number.NaN, 1],
    ])('keeps the quantity from 1 to the sku inventory: %s -> %s', async (asked, kept) => {
      await opened(1007);
      selectSku(100702);
      setQuantity(asked);
      expect($quickBasket.get().quantity).toBe(kept);
      expect($quickBasketChoice.get()).toMatchObject({ ceiling: 2, quantity: kept });
    });

    it('for a sku already in the basket, caps it at the line ceiling less what is there', async () => {
      // line: 10 in the basket of 40 in stock: quantity ceiling min(10 + 14, 40) = 24, so 14 more
      await opened(1036, { lines: [{ id: 7, skuId: 103601, quantity: 10, skuInventory: 40 }] });
      setQuantity(99);
      expect($quickBasketChoice.get()).toMatchObject({ ceiling: 14, quantity: 14 });
    });

    it('adds the sku and quantity to the basket, closes, and opens the basket preview', async () => {
      await opened(1025);
      selectSku(102502);
      setQuantity(2);
      addToBasket();
      expect($basketPending.get().adds[102502]).toMatchObject({ quantity: 2, preview: { productId: 1025, price: 46 } });
      expect($quickBasket.get()).toMatchObject({ showModal: false, product: null });
      expect($basketPreview.get().showBasketPreview).toBe(true);
    });

    it('adds nothing when the most that can be bought is already in the basket', async () => {
      await opened(1007, { lines: [{ id: 7, skuId: 100701, quantity: 3, skuInventory: 3 }] });
      expect($quickBasketChoice.get()).toMatchObject({ ceiling: 0 });
      addToBasket();
      expect($basketPending.get().adds).toEqual({});
      expect($quickBasket.get().showModal).toBe(true);
    });
  });
});
