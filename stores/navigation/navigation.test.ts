import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GLOBAL_NAVIGATION_FEATURES,
  mobileContextNavigation,
  newGlobalNavigation,
  SHOP_NAVIGATION_FEATURES,
} from '../../fixtures/data/navigation';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';

// A fresh module (and so a fresh store, not fetched yet) for every test.
let store: typeof import('./navigation');

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

/** A stand-in navigation server; `status` overrides the answer for one path. */
function stubServer(status: Record<string, number> = {}) {
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const failing = status[pathname];
    if (failing) return answer({ error: 'boom' }, failing);
    if (pathname.endsWith('ajax_get_full_global_navigation'))
      return answer({ global_navigation: { features: GLOBAL_NAVIGATION_FEATURES } });
    if (pathname.endsWith('ajax_get_full_shop_navigation'))
      return answer({ shop_navigation: { features: SHOP_NAVIGATION_FEATURES } });
    if (pathname.endsWith('ajax_get_new_global_navigation'))
      return answer(newGlobalNavigation(new URL(request.url).searchParams.get('hub') ?? 'default'));
    if (pathname.endsWith('ajax_get_mobile_context_navigation')) return answer(mobileContextNavigation());
    return answer({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    paths: () => fetch.mock.calls.map(([request]) => new URL(request.url).pathname + new URL(request.url).search),
  };
}

function siteConfig(config: Record<string, unknown>) {
  document.body.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
}

const settled = () => vi.waitFor(() => expect(store.$navigation.get().checked).toBe(true));

beforeEach(async () => {
  // nanostores' get() on an unwatched store mounts it for a moment, which starts the fetch
  stubServer();
  vi.resetModules();
  store = await import('./navigation');
});
afterEach(() => {
  vi.useRealTimers();
  cleanStores(store.$navigation);
  vi.unstubAllGlobals();
});

describe('$navigation', () => {
  describe('given a page whose header slot holds the navigation', () => {
    it('starts from it and fetches nothing, whichever widget listens first', async () => {
      vi.useFakeTimers();
      const server = stubServer();
      const navigation = {
        global_navigation: { features: GLOBAL_NAVIGATION_FEATURES },
        shop_navigation: { features: SHOP_NAVIGATION_FEATURES },
      };
      document.body.innerHTML = `<div data-widget="header"><script type="application/json" data-props>${JSON.stringify({ navigation })}</script></div>`;
      const unlisten = store.$navigation.listen(() => {});
      expect(store.$navigation.get()).toMatchObject({ checked: true, failed: false, hasMenus: true });
      expect(store.$navigation.get().navItems.map((item) => item.name)).toEqual(['the_shop', 'community', 'recipes']);
      // Everything a fetch would have queued has run by now.
      await vi.runAllTimersAsync();
      expect(server.fetch).not.toHaveBeenCalled();
      unlisten();
    });

    it('a bare header slot (no navigation in its props) leaves the store to fetch it', async () => {
      const server = stubServer();
      document.body.innerHTML = `<div data-widget="header"><script type="application/json" data-props>{"siteName":"Fifty-Two"}</script></div>`;
      const unlisten = store.$navigation.listen(() => {});
      await settled();
      expect(server.paths().sort()).toEqual([
        '/global-navigation/ajax_get_full_global_navigation',
        '/global-navigation/ajax_get_full_shop_navigation',
      ]);
      unlisten();
    });
  });

  describe('given the classic header (redesign off)', () => {
    it('fetches the global and shop navigation once, however many listen', async () => {
      const server = stubServer();
      const unlistenA = store.$navigation.listen(() => {});
      const unlistenB = store.$navigation.listen(() => {});
      await settled();
      expect(server.paths().sort()).toEqual([
        '/global-navigation/ajax_get_full_global_navigation',
        '/global-navigation/ajax_get_full_shop_navigation',
      ]);
      const state = store.$navigation.get();
      expect(state).toMatchObject({
        checked: true,
        failed: false,
        hasMenus: true,
        primaryItems: [],
        contextualItems: [],
      });
      expect(state.navItems.map((item) => item.name)).toEqual(['the_shop', 'community', 'recipes']);
      expect(state.shopNavItems.map((item) => item.name)).not.toContain('food52-pantry');
      unlistenA();
      unlistenB();
      cleanStores(store.$navigation);
      keepMount(store.$navigation);
      expect(server.fetch).toHaveBeenCalledTimes(2);
    });

    it('a 500 on the global navigation: no menus, failed, no retry; the shop menu still loads', async () => {
      const server = stubServer({ '/global-navigation/ajax_get_full_global_navigation': 500 });
      keepMount(store.$navigation);
      await settled();
      expect(store.$navigation.get()).toMatchObject({ navItems: [], failed: true, hasMenus: false });
      expect(store.$navigation.get().shopNavItems.length).toBeGreaterThan(0);
      expect(server.fetch).toHaveBeenCalledTimes(2);
    });
  });

  describe('given the redesigned header', () => {
    it('fetches the new navigation for the page hub, once', async () => {
      siteConfig({ redesign: true, hub: 'shop' });
      const server = stubServer();
      keepMount(store.$navigation);
      store.$navigation.listen(() => {});
      await settled();
      expect(server.paths()).toEqual(['/global-navigation/ajax_get_new_global_navigation?hub=shop']);
      expect(store.$navigation.get()).toMatchObject({ hasMenus: true, failed: false, navItems: [] });
      expect(store.$navigation.get().contextualItems[0]?.name).toBe('Shop');
    });

    it('asks for the default hub when the page names none', async () => {
      siteConfig({ redesign: true });
      const server = stubServer();
      keepMount(store.$navigation);
      await settled();
      expect(server.paths()).toEqual(['/global-navigation/ajax_get_new_global_navigation?hub=default']);
    });

    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['an HTML body', () => answer('<!doctype html>', 200, 'text/html')],
      ['missing keys', () => answer({})],
    ])('%s: a missing navigation hides the menus, not failed', async (_case, response) => {
      siteConfig({ redesign: true });
      const fetch = vi.fn(async () => response());
      vi.stubGlobal('fetch', fetch);
      keepMount(store.$navigation);
      await settled();
      expect(store.$navigation.get()).toMatchObject({
        primaryItems: [],
        contextualItems: [],
        hasMenus: false,
        failed: false,
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it("the sheets' mobile context navigation: asked for once, when wanted, and read whatever the status; a failure leaves an empty list", async () => {
      siteConfig({ redesign: true });
      const server = stubServer();
      expect(store.$navigation.get().mobileContextualItems).toBeNull();
      await Promise.all([store.loadMobileContextNavigation(), store.loadMobileContextNavigation()]);
      expect(server.paths().filter((path) => path.includes('mobile'))).toEqual([
        '/global-navigation/ajax_get_mobile_context_navigation',
      ]);
      expect(store.$navigation.get().mobileContextualItems?.map((entry) => entry.name)).toEqual([
        'Recipes',
        'Shop',
        'Home',
        'Holiday',
        'Community',
      ]);

      vi.resetModules();
      store = await import('./navigation');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await store.loadMobileContextNavigation();
      expect(store.$navigation.get().mobileContextualItems).toEqual([]);
    });

    it('a network failure hides the menus and is marked failed', async () => {
      siteConfig({ redesign: true });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      keepMount(store.$navigation);
      await settled();
      expect(store.$navigation.get()).toMatchObject({ hasMenus: false, failed: true });
    });
  });

  describe('the state fields', () => {
    it('start as the shell spec lists them', () => {
      expect(store.$navigation.get()).toMatchObject({
        showMobile: false,
        showMobileShop: false,
        showSubnav: false,
        showPromoBannerModal: false,
        navItems: [],
        shopNavItems: [],
        recircItems: [],
        openMenu: null,
      });
    });

    it("the spec's hideLoyaltyBanner, promoBanner and promoBannerChecked live in the loyalty and promo stores, with no copy here to lag behind", async () => {
      const { promoBannerSlot } = await import('../../fixtures/pages/slots');
      document.body.innerHTML = `<script type="application/json" id="site-config">{"loyaltyEnabled":true}</script>${await promoBannerSlot(PROMO_BANNER)}`;
      document.cookie = 'f52_hide_loyalty_banner=1; Path=/';
      const { $promoBanner } = await import('../promo-banner/promo-banner');
      const { $loyalty } = await import('../loyalty/loyalty');
      keepMount(store.$navigation);
      keepMount($promoBanner);
      keepMount($loyalty);
      await settled();
      // promoBanner and promoBannerChecked: $promoBanner's banner and checked; hideLoyaltyBanner: the hide cookie, as $loyalty reads it.
      expect($promoBanner.get()).toMatchObject({ checked: true, banner: { bannerText: PROMO_BANNER.banner_text } });
      await vi.waitFor(() => expect($loyalty.get().loyaltyStatusChecked).toBe(true));
      expect($loyalty.get().showLoyaltyBanner).toBe(false);
      for (const field of ['hideLoyaltyBanner', 'promoBanner', 'promoBannerChecked'])
        expect(store.$navigation.get()).not.toHaveProperty(field);
      cleanStores($promoBanner, $loyalty);
      document.cookie = 'f52_hide_loyalty_banner=; Max-Age=0; Path=/';
    });
  });

  describe('the actions', () => {
    type Action = (s: typeof store) => void;
    // [case, actions in order, expected fields after them]
    it.each<[string, Action[], Record<string, unknown>]>([
      ['open a dropdown', [(s) => s.openDropdown('Shop')], { openMenu: 'Shop' }],
      [
        'one name at a time',
        [(s) => s.openDropdown('Shop'), (s) => s.openDropdown('Recipes')],
        { openMenu: 'Recipes' },
      ],
      ['close it', [(s) => s.openDropdown('Shop'), (s) => s.closeDropdown()], { openMenu: null }],
      ['toggle opens', [(s) => s.toggleDropdown('Shop')], { openMenu: 'Shop' }],
      [
        'the same item again closes',
        [(s) => s.toggleDropdown('Shop'), (s) => s.toggleDropdown('Shop')],
        { openMenu: null },
      ],
      [
        'another item switches',
        [(s) => s.toggleDropdown('Shop'), (s) => s.toggleDropdown('Home')],
        { openMenu: 'Home' },
      ],
      ['mobile nav toggles open', [(s) => s.toggleMobileNav()], { showMobile: true }],
      [
        'and closed, closing its nested menu',
        [(s) => s.toggleMobileNav(), (s) => s.openDropdown('Shop'), (s) => s.toggleMobileNav()],
        { showMobile: false, openMenu: null },
      ],
      ['mobile shop nav toggles', [(s) => s.toggleMobileShopNav()], { showMobileShop: true }],
      [
        'mobile shop nav toggles back',
        [(s) => s.toggleMobileShopNav(), (s) => s.toggleMobileShopNav()],
        { showMobileShop: false },
      ],
      [
        'closeMobileNav closes everything open',
        [
          (s) => s.toggleMobileNav(),
          (s) => s.toggleMobileShopNav(),
          (s) => s.openDropdown('Shop'),
          (s) => s.closeMobileNav(),
        ],
        { showMobile: false, showMobileShop: false, openMenu: null },
      ],
      ['sub-navigation shown', [(s) => s.setSubnavVisible(true)], { showSubnav: true }],
      ['promo modal open', [(s) => s.setPromoBannerModal(true)], { showPromoBannerModal: true }],
    ])('%s', (_case, actions, expected) => {
      for (const action of actions) action(store);
      expect(store.$navigation.get()).toMatchObject(expected);
    });
  });
});
