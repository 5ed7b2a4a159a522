import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the soak (build/e2e/soak.e2e.ts) looks for: after a change whose answer is lost, the basket shown ends as
// the server's, whatever else was on its way.
let $basketView: typeof import('./basket').$basketView;
let loadBasket: typeof import('./basket').loadBasket;
let resetBasket: typeof import('./basket').resetBasket;
let changeQuantity: typeof import('./basket-actions').changeQuantity;
let COALESCE_MS: number;

/** A basket server of one line whose GETs wait until released and whose next answer can be cut in half. */
function server(quantity: number) {
  let held: Array<() => void> = [];
  let cutNext = false;
  const body = () =>
    JSON.stringify({
      basket: {
        basketId: 'b1',
        numItems: quantity,
        numLineItems: 1,
        basketItems: [
          {
            id: 1,
            skuId: 11,
            name: 'Sku 11',
            quantity,
            price: 10,
            originalPrice: 10,
            skuInventory: 30,
            removeMessages: [],
            confirmMessages: [],
          },
        ],
      },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (request.method === 'POST') {
        quantity = ((await request.json()) as { quantity: number }).quantity;
        const text = body();
        const cut = cutNext;
        cutNext = false;
        // The server did the work; the answer is not JSON.
        return new Response(cut ? text.slice(0, text.length / 2) : text, {
          headers: { 'content-type': 'application/json' },
        });
      }
      // Read as the server handles the request, sent when released.
      const text = body();
      await new Promise<void>((release) => held.push(release));
      return new Response(text, { headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    cutNextAnswer() {
      cutNext = true;
    },
    release() {
      const waiting = held;
      held = [];
      for (const release of waiting) release();
    },
    heldCount: () => held.length,
  };
}

async function settle() {
  for (let round = 0; round < 10; round++) await vi.advanceTimersByTimeAsync(0);
  await allTasks();
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ $basketView, loadBasket, resetBasket } = await import('./basket'));
  ({ changeQuantity, COALESCE_MS } = await import('./basket-actions'));
});
afterEach(() => {
  resetBasket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given a reload on its way when a change loses its answer', () => {
  it('asks the server again after it: the reload read the basket before the change', async () => {
    const api = server(1);
    const loaded = loadBasket();
    await settle();
    api.release();
    await loaded;
    await settle();
    expect($basketView.get().lines[0]!.quantity).toBe(1);

    // A reload goes out (the tab regained focus, say) and the server reads the basket at once...
    void loadBasket();
    await settle();
    // ...while the shopper's change is made and its answer is lost.
    api.cutNextAnswer();
    changeQuantity(1, 3);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    await settle();
    api.release();
    await settle();
    api.release();
    await settle();
    expect(api.heldCount()).toBe(0);
    expect($basketView.get()).toMatchObject({ numItems: 3, updating: false });
  });
});
