import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Item ids are added to or removed from the loading list (shopping spec, section 4): an item's id is in
// loadingItemIds while a request about it is out, and leaves it when the server answers, yes or no.

let $basket: typeof import('./basket').$basket;
let $basketView: typeof import('./basket').$basketView;
let loadBasket: typeof import('./basket').loadBasket;
let resetBasket: typeof import('./basket').resetBasket;
let changeQuantity: typeof import('./basket-actions').changeQuantity;
let confirmItem: typeof import('./basket-actions').confirmItem;
let COALESCE_MS: number;

const line = (id: number, quantity: number) => ({
  id,
  skuId: id * 10,
  name: `Sku ${id * 10}`,
  quantity,
  price: 10,
  originalPrice: 10,
  skuInventory: 30,
  removeMessages: [],
  confirmMessages: [],
});
const basketOf = (...lines: Array<ReturnType<typeof line>>) =>
  new Response(JSON.stringify({ basket: { basketId: 'b1', orderable: true, basketItems: lines } }), {
    headers: { 'content-type': 'application/json' },
  });

/** A basket server that answers a GET at once and holds each POST until the test answers it. */
function server(...lines: Array<ReturnType<typeof line>>) {
  const posts: Array<{
    path: string;
    body: { basket_item_id: number; quantity?: number };
    answer(response: Response | Error): void;
  }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (request.method !== 'POST') return basketOf(...lines);
      const body = (await request.json()) as { basket_item_id: number; quantity?: number };
      return new Promise<Response>((resolve, reject) => {
        posts.push({
          path: new URL(request.url).pathname,
          body,
          answer: (response) => (response instanceof Error ? reject(response) : resolve(response)),
        });
      });
    }),
  );
  return posts;
}

const refused = () =>
  new Response(JSON.stringify({ error: 'Sorry, only 3 are available.' }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });
const loadingIds = () => $basket.get().loadingItemIds;
const shown = (id: number) => $basketView.get().lines.find((candidate) => candidate.id === id);

/** Lets the stubbed server's answers land: flushes promise chains without moving the clock. */
async function settle() {
  for (let round = 0; round < 10; round++) await vi.advanceTimersByTimeAsync(0);
  await allTasks();
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ $basket, $basketView, loadBasket, resetBasket } = await import('./basket'));
  ({ changeQuantity, confirmItem, COALESCE_MS } = await import('./basket-actions'));
});
afterEach(() => {
  resetBasket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the loading list of item ids', () => {
  describe('given a quantity change', () => {
    it('holds the id from the moment the request goes until the server confirms it', async () => {
      const posts = server(line(1, 1), line(2, 1));
      await loadBasket();
      changeQuantity(1, 3);
      expect(loadingIds()).toEqual([]);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(posts).toHaveLength(1);
      expect(loadingIds()).toEqual([1]);
      posts[0]!.answer(basketOf(line(1, 3), line(2, 1)));
      await settle();
      expect(loadingIds()).toEqual([]);
      expect(shown(1)).toMatchObject({ quantity: 3, updating: false });
    });

    it.each([
      ['refuses it', refused],
      ['does not answer', () => new TypeError('Failed to fetch')],
    ])('lets the id go when the server %s', async (_case, failure) => {
      const posts = server(line(1, 1));
      await loadBasket();
      changeQuantity(1, 6);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(posts).toHaveLength(1);
      expect(loadingIds()).toEqual([1]);
      posts[0]!.answer(failure());
      await settle();
      expect(loadingIds()).toEqual([]);
      expect(shown(1)).toMatchObject({ quantity: 1, updating: false });
    });

    it('holds each line that has a request out, and lets each go with its own answer', async () => {
      const posts = server(line(1, 1), line(2, 1));
      await loadBasket();
      changeQuantity(1, 2);
      changeQuantity(2, 4);
      await vi.advanceTimersByTimeAsync(COALESCE_MS);
      await settle();
      expect(posts).toHaveLength(2);
      expect([...loadingIds()].sort()).toEqual([1, 2]);
      posts.find((post) => post.body.basket_item_id === 2)!.answer(basketOf(line(1, 1), line(2, 4)));
      await settle();
      expect(loadingIds()).toEqual([1]);
      posts.find((post) => post.body.basket_item_id === 1)!.answer(refused());
      await settle();
      expect(loadingIds()).toEqual([]);
    });
  });

  describe('given a line whose changes the shopper confirms', () => {
    // Nothing is pending on a confirm: the list alone marks the line as updating.
    it('holds the id, so the line shows as updating, until the server answers', async () => {
      const posts = server(line(1, 2));
      await loadBasket();
      const confirming = confirmItem(1);
      await settle();
      expect(posts.map((post) => post.path)).toEqual(['/users/cart/ajax_confirm_item']);
      expect(loadingIds()).toEqual([1]);
      expect(shown(1)).toMatchObject({ updating: true });
      posts[0]!.answer(basketOf(line(1, 2)));
      await confirming;
      expect(loadingIds()).toEqual([]);
      expect(shown(1)).toMatchObject({ updating: false });
    });

    it.each([
      ['refuses', refused],
      ['does not answer', () => new TypeError('Failed to fetch')],
    ])('lets the id go when the server %s', async (_case, failure) => {
      const posts = server(line(1, 2));
      await loadBasket();
      const confirming = confirmItem(1);
      await settle();
      expect(posts).toHaveLength(1);
      expect(loadingIds()).toEqual([1]);
      posts[0]!.answer(failure());
      await confirming;
      expect(loadingIds()).toEqual([]);
      expect(shown(1)).toMatchObject({ updating: false });
    });
  });
});
