import { vi } from 'vitest';

// For the registry store's tests: a stubbed fetch with answers shaped like fixtures/server/routes/registry.ts,
// recording every call. Answers are functions, since a Response body can be read only once.

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = () => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Answer => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const html = (body: string, status = 200): Answer => () => new Response(body, { status, headers: { 'content-type': 'text/html' } });
export const networkFailure: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

/** An item as the fixture server answers it. */
export function registryItem(id: number, skuId: number, change: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, skuId, requested: 2, purchased: 1, stillNeeded: 1, name: `Sku ${skuId}`, price: 48, images: [], productId: Math.floor(skuId / 100), ...change };
}

/** The whole answer of the data call (and of every change), for registry 7701. */
export function registryAnswer(items: Array<Record<string, unknown>>): Record<string, unknown> {
  return {
    registryId: 7701,
    name: 'Priya & Dev’s Wedding',
    eventDate: '2026-06-13',
    items,
    skuIdsOnRegistry: items.map((item) => item.skuId),
    paths: { data: '/shop/registry/7701/ajax_data' },
  };
}

export const DATA = 'GET /shop/registry/7701/ajax_data';
export const ADD = 'POST /shop/registry/7701/ajax_add_item';
export const UPDATE = 'POST /shop/registry/7701/ajax_update_item';
export const REMOVE = 'POST /shop/registry/7701/ajax_remove_item';

/** Answers by "METHOD path"; a list answers its entries in turn (the last one again once used up). */
export function registryServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const raw = request.method === 'GET' ? '' : await request.text();
      const key = `${request.method} ${url.pathname}`;
      calls.push({ method: request.method, path: url.pathname, body: raw ? JSON.parse(raw) : undefined });
      const entry = answers[key];
      const list = Array.isArray(entry) ? entry : entry ? [entry] : [];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const answer = list[Math.min(index, list.length - 1)];
      return answer ? answer() : new Response('Not found', { status: 404 });
    }),
  );
  return { calls, paths: () => calls.map((call) => `${call.method} ${call.path}`) };
}

/** The page's site-config block, as the user store's tests write it. */
export { pageConfig } from '../user/user-test-server';
