import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module (and so fresh stores, timers and channel) for every test.
let $flash: typeof import('../flash').$flash;
let $basket: typeof import('./basket').$basket;
let $basketBusy: typeof import('./basket').$basketBusy;
let $basketView: typeof import('./basket').$basketView;
let addItem: typeof import('./basket-actions').addItem;
let changeQuantity: typeof import('./basket-actions').changeQuantity;
let removeItem: typeof import('./basket-actions').removeItem;
let resetBasket: typeof import('./basket').resetBasket;
let goToCart: typeof import('./basket-preview').goToCart;
let LEAVE_WAIT_MS: number;
let COALESCE_MS: number;

interface Line {
  id: number;
  skuId: number;
  quantity: number;
  price: number;
  skuInventory: number;
  name?: string;
}

/** A stand-in basket server: answers like fixtures/server/routes/basket.ts and records every request. */
function server(initial: Line[]) {
  let lines = initial.map((line) => ({ ...line }));
  const requests: Array<{ path: string; body: Record<string, number> }> = [];
  let hold: Promise<void> | undefined;
  let failNext: { status: number; error: string } | 'network' | undefined;
  const basket = () => ({
    basketId: 'b1',
    numItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    numLineItems: lines.length,
    empty: lines.length === 0,
    orderable: true,
    subTotal: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
    basketItems: lines.map((line) => ({
      name: `Sku ${line.skuId}`,
      removeMessages: [],
      confirmMessages: [],
      originalPrice: line.price,
      ...line,
    })),
  });
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? await request.json() : {};
      requests.push({ path, body });
      if (hold && path !== '/users/cart/ajax_basket') await hold;
      if (failNext === 'network') {
        failNext = undefined;
        throw new TypeError('Failed to fetch');
      }
      if (failNext) {
        const { status, error } = failNext;
        failNext = undefined;
        return answer({ basket: basket(), error }, status);
      }
      if (path.endsWith('ajax_update_item'))
        lines = lines
          .map((line) => (line.id === body.basket_item_id ? { ...line, quantity: body.quantity } : line))
          .filter((line) => line.quantity > 0);
      if (path.endsWith('ajax_remove_item')) lines = lines.filter((line) => line.id !== body.basket_item_id);
      if (path.endsWith('ajax_add_item')) {
        const existing = lines.find((line) => line.skuId === body.sku_id);
        if (existing) existing.quantity += body.quantity;
        else
          lines.push({
            id: 900 + lines.length,
            skuId: body.sku_id,
            quantity: body.quantity,
            price: 5,
            skuInventory: 50,
          });
      }
      return answer({ basket: basket() });
    }),
  );
  return {
    requests,
    posts: () => requests.filter((request) => request.path !== '/users/cart/ajax_basket'),
    failNext(failure: { status: number; error: string } | 'network') {
      failNext = failure;
    },
    /** Changes get no answer until `release` is called (or never). */
    holdChanges() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

/** Lets the stubbed server answer: flushes promise chains without moving the clock. */
async function settle() {
  for (let round = 0; round < 10; round++) await vi.advanceTimersByTimeAsync(0);
  await allTasks();
}

const shown = (id: number) => $basketView.get().lines.find((line) => line.id === id);

/** Watched as a widget would: the store's onMount (load, other tabs, focus) runs. */
function keepMount(store: typeof $basket) {
  store.listen(() => {});
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ $flash } = await import('../flash'));
  ({ $basket, $basketBusy, $basketView, resetBasket } = await import('./basket'));
  ({ goToCart } = await import('./basket-preview'));
  ({ addItem, changeQuantity, removeItem, COALESCE_MS, LEAVE_WAIT_MS } = await import('./basket-actions'));
});
afterEach(() => {
  resetBasket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the basket store', () => {
  it('loads the basket when first watched, replacing it whole and marking it loaded', async () => {
    const api = server([{ id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 }]);
    keepMount($basket);
    await settle();
    expect(api.requests[0]!.path).toBe('/users/cart/ajax_basket');
    expect($basket.get()).toMatchObject({ hasLoaded: true, numItems: 2, subTotal: 20 });
    expect(shown(1)).toMatchObject({ quantity: 2, quantityMax: 16, priceTotal: '20' });
  });

  describe('given ten clicks on + within a second', () => {
    it('shows each at once, sends one request with the last quantity, and keeps the confirmed totals until it answers', async () => {
      const api = server([{ id: 1, skuId: 11, quantity: 1, price: 10, skuInventory: 30 }]);
      keepMount($basket);
      await settle();
      for (let click = 1; click <= 10; click++) {
        changeQuantity(1, shown(1)!.quantity + 1);
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(shown(1)).toMatchObject({ quantity: 11, updating: true });
      expect($basketView.get()).toMatchObject({ numItems: 11, subTotal: 10, updating: true });
      expect($basketBusy.get()).toBe(true);
      expect(api.posts()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(api.posts()).toEqual([
        { path: '/users/cart/ajax_update_item', body: { basket_item_id: 1, quantity: 11 } },
      ]);
      expect($basketView.get()).toMatchObject({ numItems: 11, subTotal: 110, updating: false });
      expect($basketBusy.get()).toBe(false);
    });

    it('never goes above the ceiling: quantity + 14, capped by inventory', async () => {
      server([{ id: 1, skuId: 11, quantity: 1, price: 10, skuInventory: 8 }]);
      keepMount($basket);
      await settle();
      for (let click = 0; click < 20; click++) changeQuantity(1, shown(1)!.quantity + 1);
      expect(shown(1)!.quantity).toBe(8);
    });
  });

  it('a change made while a request is out is sent when it answers', async () => {
    const api = server([{ id: 1, skuId: 11, quantity: 1, price: 10, skuInventory: 30 }]);
    keepMount($basket);
    await settle();
    changeQuantity(1, 2);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    changeQuantity(1, 5);
    await settle();
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await settle();
    expect(api.posts().map((request) => request.body.quantity)).toEqual([2, 5]);
    expect(shown(1)!.quantity).toBe(5);
  });

  describe('given the server refuses a change', () => {
    it('rolls the line back to the server word and says why in the flash bar', async () => {
      const api = server([{ id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 }]);
      keepMount($basket);
      await settle();
      api.failNext({ status: 422, error: 'Sorry, only 3 are available.' });
      changeQuantity(1, 6);
      expect(shown(1)!.quantity).toBe(6);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(shown(1)!.quantity).toBe(2);
      expect($flash.get().notification).toEqual({
        message: 'Sorry, only 3 are available.',
        isError: true,
        isSuccess: false,
      });
    });

    it('a network failure also rolls back, with a clear message', async () => {
      const api = server([{ id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 }]);
      keepMount($basket);
      await settle();
      api.failNext('network');
      removeItem(1);
      expect(shown(1)).toBeUndefined();
      await settle();
      expect(shown(1)!.quantity).toBe(2);
      expect($flash.get().notification?.message).toBe(
        'We could not reach the store. Please check your connection and try again.',
      );
    });
  });

  it('remove takes the line away at once and tells the server without waiting', async () => {
    const api = server([
      { id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 },
      { id: 2, skuId: 12, quantity: 1, price: 4, skuInventory: 30 },
    ]);
    keepMount($basket);
    await settle();
    removeItem(1);
    expect($basketView.get()).toMatchObject({ numItems: 1, numLineItems: 1 });
    await settle();
    expect(api.posts()).toEqual([{ path: '/users/cart/ajax_remove_item', body: { basket_item_id: 1 } }]);
  });

  describe('adding', () => {
    it('a new sku shows a provisional line at once, then the server line', async () => {
      const api = server([]);
      keepMount($basket);
      await settle();
      addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
      addItem(77, 1);
      expect($basketView.get().lines).toMatchObject([
        { skuId: 77, name: 'Linen napkins', quantity: 2, provisional: true },
      ]);
      expect($basketView.get().numItems).toBe(2);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(api.posts()).toEqual([{ path: '/users/cart/ajax_add_item', body: { sku_id: 77, quantity: 2 } }]);
      expect($basketView.get().lines).toMatchObject([{ skuId: 77, quantity: 2, provisional: false }]);
    });

    it('a sku already in the basket raises its line', async () => {
      const api = server([{ id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 }]);
      keepMount($basket);
      await settle();
      addItem(11);
      expect(shown(1)!.quantity).toBe(3);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(api.posts()[0]!.path).toBe('/users/cart/ajax_update_item');
    });
  });

  it('refreshes when another tab changes the basket', async () => {
    const api = server([{ id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 }]);
    keepMount($basket);
    await settle();
    const other = new BroadcastChannel('storefront-basket');
    other.postMessage('changed');
    await vi.waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/users/cart/ajax_basket')).toHaveLength(2),
    );
    other.close();
  });
});

describe('the basket store, given answers and failures in awkward orders', () => {
  it('an older answer arriving after a newer one is dropped, and the basket is fetched again', async () => {
    server([
      { id: 1, skuId: 11, quantity: 1, price: 10, skuInventory: 30 },
      { id: 2, skuId: 12, quantity: 1, price: 5, skuInventory: 30 },
    ]);
    keepMount($basket);
    await settle();
    const answers: Array<(response: Response) => void> = [];
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        requests.push(new URL(request.url).pathname);
        return new Promise<Response>((resolve) => answers.push(resolve));
      }),
    );
    const basketWith = (first: number, second: number) =>
      new Response(
        JSON.stringify({
          basket: {
            basketItems: [
              { id: 1, skuId: 11, quantity: first, price: 10, skuInventory: 30 },
              { id: 2, skuId: 12, quantity: second, price: 5, skuInventory: 30 },
            ],
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    changeQuantity(1, 2);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    changeQuantity(2, 3);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(requests).toEqual(['/users/cart/ajax_update_item', '/users/cart/ajax_update_item']);
    answers[1]!(basketWith(2, 3));
    await settle();
    answers[0]!(basketWith(2, 1));
    await settle();
    expect(shown(2)!.quantity).toBe(3);
    expect(requests[2]).toBe('/users/cart/ajax_basket');
  });

  it('a provisional line removed before the server answers is gone once it does', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    addItem(77, 1, { productId: 7, name: 'Napkins', price: 5 });
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await settle();
    const added = $basketView.get().lines[0]!;
    removeItem(added.id);
    await settle();
    expect($basketView.get().lines).toEqual([]);
    expect(api.posts().map((request) => request.path)).toEqual([
      '/users/cart/ajax_add_item',
      '/users/cart/ajax_remove_item',
    ]);
  });

  it('an add the server refuses takes its provisional line away and says why', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    api.failNext({ status: 422, error: 'Sorry, Linen Napkins is out of stock.' });
    addItem(77, 1, { productId: 7, name: 'Linen Napkins', price: 5 });
    expect($basketView.get().lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await settle();
    expect($basketView.get().lines).toHaveLength(0);
    expect($flash.get().notification?.message).toBe('Sorry, Linen Napkins is out of stock.');
  });

  it('fetches the basket again when the shopper comes back to the tab', async () => {
    const api = server([{ id: 1, skuId: 11, quantity: 2, price: 10, skuInventory: 30 }]);
    keepMount($basket);
    await settle();
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(api.requests.filter((request) => request.path === '/users/cart/ajax_basket')).toHaveLength(2);
  });

  it("the subtotal is the sum of quantity x price over the server's lines, not the server's own figure", async () => {
    server([
      { id: 1, skuId: 11, quantity: 3, price: 10.1, skuInventory: 30 },
      { id: 2, skuId: 12, quantity: 2, price: 0.35, skuInventory: 30 },
    ]);
    const { refreshBasket } = await import('./basket');
    keepMount($basket);
    await settle();
    expect($basket.get().subTotal).toBe(31);
    refreshBasket({ ...$basket.get(), subTotal: 999 });
    expect($basketView.get().subTotal).toBe(31);
  });

  it('line totals stay the confirmed ones while a change is out; a provisional line shows none', async () => {
    server([{ id: 1, skuId: 11, quantity: 1, price: 10, skuInventory: 30 }]);
    keepMount($basket);
    await settle();
    changeQuantity(1, 4);
    addItem(77, 1, { productId: 7, name: 'Napkins', price: 5 });
    expect(shown(1)).toMatchObject({ quantity: 4, priceTotal: '10' });
    expect($basketView.get().lines.find((line) => line.skuId === 77)).toMatchObject({
      provisional: true,
      priceTotal: '',
    });
  });
});

/** The HTTP client's POSTs as called (happy-dom's Request drops `keepalive`, so it is read here). */
async function spyOnPosts() {
  const { http } = await import('../../shared/http/http');
  return vi.spyOn(http, 'post');
}

describe('the basket store, as the page goes to another', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      origin: window.location.origin,
      href: window.location.href,
    });
  });

  it('an add still waiting out its window is sent at once when the widgets go to the cart page, which waits for its answer', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    addItem(77, 2, { productId: 7, name: 'Linen napkins', price: 5 });
    const release = api.holdChanges();
    void goToCart();
    await settle();
    // Sent before its 300 ms are up, and the page stays until the server has answered.
    expect(api.posts()).toEqual([{ path: '/users/cart/ajax_add_item', body: { sku_id: 77, quantity: 2 } }]);
    expect(assign).not.toHaveBeenCalled();
    release();
    await settle();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/users/cart');
    expect($basket.get().basketItems).toMatchObject([{ skuId: 77, quantity: 2 }]);
  });

  it('a quantity change and an add waiting together both go before the page does', async () => {
    const api = server([{ id: 1, skuId: 11, quantity: 1, price: 10, skuInventory: 30 }]);
    keepMount($basket);
    await settle();
    changeQuantity(1, 3);
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    void goToCart();
    await settle();
    expect(
      api
        .posts()
        .map((post) => post.path)
        .sort(),
    ).toEqual(['/users/cart/ajax_add_item', '/users/cart/ajax_update_item']);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('sends with keepalive, so that a page that goes after LEAVE_WAIT_MS does not cancel it', async () => {
    server([]);
    const post = await spyOnPosts();
    keepMount($basket);
    await settle();
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    void goToCart();
    await settle();
    expect(post.mock.calls.map(([path, options]) => [path, options?.keepalive])).toEqual([
      ['/users/cart/ajax_add_item', true],
    ]);
  });

  it('an add the server refuses: the shopper stays on the page, and the flash bar says why', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    api.failNext({ status: 422, error: 'Sorry, Linen Napkins is out of stock.' });
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    let going: boolean | undefined;
    void goToCart().then((result) => (going = result));
    await settle();
    expect(going).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect($flash.get().notification?.message).toBe('Sorry, Linen Napkins is out of stock.');
    // The next time nothing is refused: it goes.
    void goToCart();
    await settle();
    expect(assign).toHaveBeenCalledOnce();
  });

  it('clicks made while the add is out are sent too, and the page goes only once they are answered', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    const release = api.holdChanges();
    void goToCart();
    await settle();
    addItem(77, 2);
    release();
    const releaseFollowUp = api.holdChanges();
    await settle();
    expect(api.posts().map((post) => post.path)).toEqual(['/users/cart/ajax_add_item', '/users/cart/ajax_update_item']);
    expect(assign).not.toHaveBeenCalled();
    releaseFollowUp();
    await settle();
    expect(assign).toHaveBeenCalledOnce();
    expect($basket.get().basketItems).toMatchObject([{ skuId: 77, quantity: 3 }]);
  });

  it('goes after LEAVE_WAIT_MS when the server does not answer, and not before', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    api.holdChanges();
    void goToCart();
    await vi.advanceTimersByTimeAsync(LEAVE_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/users/cart');
  });

  it('with nothing waiting, goes at once', async () => {
    const api = server([]);
    keepMount($basket);
    await settle();
    void goToCart();
    await settle();
    expect(assign).toHaveBeenCalledOnce();
    expect(api.posts()).toEqual([]);
  });

  it('a plain link followed while an add waits: the add is sent as the page unloads, with keepalive', async () => {
    const api = server([]);
    const post = await spyOnPosts();
    keepMount($basket);
    await settle();
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(api.posts()).toEqual([{ path: '/users/cart/ajax_add_item', body: { sku_id: 77, quantity: 1 } }]);
    expect(post.mock.calls.map(([path, options]) => [path, options?.keepalive])).toEqual([
      ['/users/cart/ajax_add_item', true],
    ]);
    // Sent once: its window's timer is gone.
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await settle();
    expect(api.posts()).toHaveLength(1);
  });

  it('once nothing waits, the page no longer listens for its unload', async () => {
    const api = server([]);
    const post = await spyOnPosts();
    keepMount($basket);
    await settle();
    addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 });
    const removed = vi.spyOn(window, 'removeEventListener');
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(api.posts()).toHaveLength(1);
    expect(post.mock.calls.map(([, options]) => options?.keepalive)).toEqual([undefined]);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pagehide']);
  });
});
