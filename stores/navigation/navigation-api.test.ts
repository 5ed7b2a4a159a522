import { isHTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GLOBAL_NAVIGATION_FEATURES,
  mobileContextNavigation,
  newGlobalNavigation,
  SHOP_NAVIGATION_FEATURES,
} from '../../fixtures/data/navigation';
import {
  fetchGlobalNavigation,
  fetchMobileContextNavigation,
  fetchNewNavigation,
  fetchShopNavigation,
} from './navigation-api';

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requested = (fetch: ReturnType<typeof stubFetch>) => {
  const request = fetch.mock.calls[0]![0];
  const url = new URL(request.url);
  return { path: url.pathname, search: url.search, method: request.method, credentials: request.credentials };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const OLD = [
  ['fetchGlobalNavigation', fetchGlobalNavigation, '/global-navigation/ajax_get_full_global_navigation'],
  ['fetchShopNavigation', fetchShopNavigation, '/global-navigation/ajax_get_full_shop_navigation'],
] as const;

const NEW = [
  [
    'fetchNewNavigation',
    () => fetchNewNavigation(),
    '/global-navigation/ajax_get_new_global_navigation',
    { primary: [], contextual: [] },
  ],
  [
    'fetchMobileContextNavigation',
    fetchMobileContextNavigation,
    '/global-navigation/ajax_get_mobile_context_navigation',
    [],
  ],
] as const;

describe('the older navigation calls', () => {
  it('fetchGlobalNavigation: GET with credentials, reads global_navigation.features', async () => {
    const fetch = stubFetch(() => answer({ global_navigation: { features: GLOBAL_NAVIGATION_FEATURES } }));
    const menus = await fetchGlobalNavigation();
    expect(requested(fetch)).toEqual({
      path: '/global-navigation/ajax_get_full_global_navigation',
      search: '',
      method: 'GET',
      credentials: 'include',
    });
    expect(menus.map((menu) => menu.name)).toEqual(['the_shop', 'community', 'recipes']);
  });

  it('fetchShopNavigation: reads shop_navigation.features without food52-pantry', async () => {
    const fetch = stubFetch(() => answer({ shop_navigation: { features: SHOP_NAVIGATION_FEATURES } }));
    const shop = await fetchShopNavigation();
    expect(requested(fetch).path).toBe('/global-navigation/ajax_get_full_shop_navigation');
    expect(shop).toHaveLength(SHOP_NAVIGATION_FEATURES.length - 1);
    expect(shop.map((entry) => entry.name)).not.toContain('food52-pantry');
  });

  it.each(OLD)('%s: a 500 throws an HTTPError with status 500, and is not retried', async (_name, call) => {
    const fetch = stubFetch(() => answer({ error: 'boom' }, 500));
    const error: unknown = await call().catch((failure: unknown) => failure);
    expect(isHTTPError(error) && error.response.status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(OLD)('%s: an HTML body throws', async (_name, call) => {
    stubFetch(() => answer('<!doctype html><h1>Down</h1>', 200, 'text/html'));
    await expect(call()).rejects.toThrow();
  });

  it.each(OLD)('%s: missing keys give empty menus', async (_name, call, path) => {
    const fetch = stubFetch(() => answer({}));
    await expect(call()).resolves.toEqual([]);
    expect(requested(fetch).path).toBe(path);
  });
});

describe('the new navigation calls (no status check)', () => {
  it.each([
    [undefined, '?hub=default'],
    ['', '?hub=default'],
    ['shop', '?hub=shop'],
    ['home & garden', '?hub=home+%26+garden'],
  ])('fetchNewNavigation(%j) asks for %s', async (hub, search) => {
    const fetch = stubFetch(() => answer(newGlobalNavigation('default')));
    await fetchNewNavigation(hub);
    expect(requested(fetch)).toEqual({
      path: '/global-navigation/ajax_get_new_global_navigation',
      search,
      method: 'GET',
      credentials: 'include',
    });
  });

  it('fetchNewNavigation reads primary_navigation and contextual_navigation', async () => {
    stubFetch(() => answer(newGlobalNavigation('shop')));
    const navigation = await fetchNewNavigation('shop');
    expect(navigation.primary).toHaveLength(6);
    expect(navigation.contextual[0]?.name).toBe('Shop');
  });

  it('fetchMobileContextNavigation reads contextual_navigation', async () => {
    const fetch = stubFetch(() => answer(mobileContextNavigation()));
    expect((await fetchMobileContextNavigation()).map((entry) => entry.name)).toEqual([
      'Recipes',
      'Shop',
      'Home',
      'Holiday',
      'Community',
    ]);
    expect(requested(fetch)).toEqual({
      path: '/global-navigation/ajax_get_mobile_context_navigation',
      search: '',
      method: 'GET',
      credentials: 'include',
    });
  });

  it.each(NEW)('%s: a 500 resolves to empty menus, with no second request', async (_name, call, _path, empty) => {
    const fetch = stubFetch(() => answer({ error: 'boom' }, 500));
    await expect(call()).resolves.toEqual(empty);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(NEW)('%s: a 500 carrying a navigation is read', async (_name, call) => {
    stubFetch(() => answer(newGlobalNavigation('default'), 500));
    const result = await call();
    expect(Array.isArray(result) ? result.length : result.contextual.length).toBe(5);
  });

  it.each(NEW)('%s: an HTML body is a missing navigation', async (_name, call, _path, empty) => {
    stubFetch(() => answer('<!doctype html><h1>Down</h1>', 200, 'text/html'));
    await expect(call()).resolves.toEqual(empty);
  });

  it.each(NEW)('%s: an empty body is a missing navigation', async (_name, call, _path, empty) => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(call()).resolves.toEqual(empty);
  });

  it.each(NEW)('%s: missing keys give empty menus', async (_name, call, _path, empty) => {
    stubFetch(() => answer({ hub: 'default' }));
    await expect(call()).resolves.toEqual(empty);
  });

  it('drops javascript: uris and keeps markup in names as text', async () => {
    stubFetch(() =>
      answer({
        primary_navigation: [
          { name: '<script>alert(1)</script>', uri: '/x' },
          { name: 'Evil', uri: 'javascript:alert(1)' },
        ],
        contextual_navigation: [
          {
            name: 'Shop',
            uri: '/shop',
            menus: [
              { name: 'Sale', uri: 'javascript:alert(1)' },
              { name: '<b>New</b>', uri: '/shop/new' },
            ],
          },
        ],
      }),
    );
    const navigation = await fetchNewNavigation();
    expect(navigation.primary).toEqual([{ name: '<script>alert(1)</script>', uri: '/x', newWindow: false, menus: [] }]);
    expect(navigation.contextual[0]?.menus.map((menu) => [menu.name, menu.uri])).toEqual([['<b>New</b>', '/shop/new']]);
  });
});
