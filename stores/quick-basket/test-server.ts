import { vi } from 'vitest';
import { productChooserRoutes } from '../../fixtures/server/routes/product-chooser';

// For tests of the quick basket (store and widget): a stubbed fetch answering the product chooser with the
// fixture server's own route, the basket with the given lines, and the recommendations with none.

export const DETAILS_PATH = '/shop/product_chooser_details';

export interface BasketLineStub {
  id: number;
  skuId: number;
  quantity: number;
  skuInventory: number;
}

type Failure = 404 | 500 | 'timeout' | 'html';

export function pageConfig(config: Record<string, unknown> = {}): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-config';
  script.textContent = JSON.stringify({ productChooserDetailsPath: DETAILS_PATH, emailFulfilledProductIds: [1039, 1040], ...config });
  document.head.append(script);
}

export function quickBasketServer({ lines = [] as BasketLineStub[], fail = undefined as Failure | undefined } = {}) {
  const requests: URL[] = [];
  /** Answers held back until released, by product id: to answer out of order. */
  const held = new Map<string, () => void>();
  const holding = new Set<string>();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const basket = () => ({
    basketId: 'b1',
    basketItems: lines.map((line) => ({ name: `Sku ${line.skuId}`, productId: 1, price: 10, originalPrice: 10, ...line })),
  });
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.pathname === '/pantry') return json({ data: { current_basket_recommended_content: [] } });
    if (url.pathname.startsWith('/users/cart/')) return json({ basket: basket() });
    if (url.pathname !== DETAILS_PATH) return json({ error: 'Not found' }, 404);
    const id = url.searchParams.get('id') ?? '';
    if (holding.has(id)) await new Promise<void>((resolve) => held.set(id, resolve));
    if (fail === 'timeout') return new Promise<Response>(() => {});
    if (fail === 'html') return new Response('<!doctype html><h1>Sorry</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
    if (fail) return json({ error: 'Nope' }, fail);
    const answer = await productChooserRoutes.request(`${url.pathname}${url.search}`);
    return new Response(await answer.text(), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    detailRequests: () => requests.filter((url) => url.pathname === DETAILS_PATH).map((url) => `${url.pathname}${url.search}`),
    hold(productId: number) {
      holding.add(String(productId));
    },
    release(productId: number) {
      holding.delete(String(productId));
      held.get(String(productId))?.();
    },
  };
}
