import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  setCookies,
  userServer,
  victorBase,
  type Call,
} from '../../fixtures/testing/user-test-server';
import type { ScrollSample, SubnavPage } from './sub-navigation-scroll';

// A fresh module (and so fresh stores and controller state) for every test.
let navigation: typeof import('./navigation');
let scroll: typeof import('./sub-navigation-scroll');
let user: typeof import('../user/user');

const POST: SubnavPage = { pageType: 'post', recirculation: { id: '6001', type: 'post', collectionData: false } };
const RECIPE: SubnavPage = { pageType: 'recipe', recirculation: { id: '4001', type: 'recipe', collectionData: true } };
const SHOP: SubnavPage = { pageType: 'shop', recirculation: null };

const TILE = {
  type: 'post',
  id: 6002,
  uri: '/blog/thanksgiving-timeline',
  name: 'Our Foolproof Thanksgiving Timeline',
  user: { name: 'Ana Ortiz' },
  images: [],
};
const COLLECTIONS = {
  userCollections: [{ id: 7001, name: 'Holiday baking', description: '', lastUsed: null }],
  userCollectionAssociations: [],
  serverOneWeekAgo: null,
  url: '/users/203-victor/collections',
};

/** A long article: content from 200 to 3200, a 900px viewport, a 4000px page. */
const at = (scrollY: number, change: Partial<ScrollSample> = {}): ScrollSample => ({
  scrollY,
  viewportHeight: 900,
  documentHeight: 4000,
  contentTop: 200,
  contentHeight: 3000,
  ...change,
});

let calls: Call[];
function server(recommended = json({ recommendedContent: [TILE], collections: null })) {
  ({ calls } = userServer({
    'GET /global-navigation/ajax_get_full_global_navigation': json({ global_navigation: { features: [] } }),
    'GET /global-navigation/ajax_get_full_shop_navigation': json({ shop_navigation: { features: [] } }),
    'GET /blog/ajax_recommended_content': recommended,
  }));
}
const recirculationCalls = () => calls.filter((call) => call.path === '/blog/ajax_recommended_content');

/** Scrolls through the positions, one sample each; returns the visibility after each. */
function scrollThrough(page: SubnavPage, positions: number[]): boolean[] {
  return positions.map((y) => {
    scroll.subnavScrolled(page, at(y));
    return navigation.$navigation.get().showSubnav;
  });
}

beforeEach(async () => {
  server();
  vi.resetModules();
  navigation = await import('./navigation');
  scroll = await import('./sub-navigation-scroll');
  user = await import('../user/user');
  keepMount(navigation.$navigation);
});
afterEach(async () => {
  // The recommended-content call starts once its code is in (import()): within this test, not the next.
  await vi.dynamicImportSettled();
  cleanStores(navigation.$navigation, scroll.$recirculation, user.$user);
  clearCookies();
  vi.unstubAllGlobals();
});

describe('recirculationReached', () => {
  it.each([
    // post: 0.8 x content; content 200..3200, so the position is 200 + 2400 = 2600 (viewport bottom)
    ['post, viewport bottom short of 0.8 x content', 'post', at(1699), false],
    ['post, viewport bottom at 0.8 x content', 'post', at(1700), true],
    // recipe: content + 200 = 200 + 3200 = 3400
    ['recipe, short of content + 200', 'recipe', at(2499), false],
    ['recipe, at content + 200', 'recipe', at(2500), true],
    ['recipe on a page too short to get there: reached at its end', 'recipe', at(1000, { documentHeight: 1900 }), true],
    ['shop: recirculation not shown', 'shop', at(3100), false],
    ['home: no sub-navigation', 'home', at(3100), false],
  ])('%s', (_case, pageType, sample, reached) => {
    expect(scroll.recirculationReached(pageType, sample)).toBe(reached);
  });
});

describe('subnavScrolled', () => {
  it('on a post: ignored below 1300; hidden by 150px down, shown by 15px up', () => {
    expect(scrollThrough(POST, [0, 600, 1200, 1290])).toEqual([false, false, false, false]);
    // 14px up is within the tolerance; slow moves add up from the last recorded position (1500)
    expect(scrollThrough(POST, [1500, 1486, 1485])).toEqual([false, false, true]);
    expect(scrollThrough(POST, [1600, 1634, 1635])).toEqual([true, true, false]);
    // scrolling back above the threshold leaves it as it was
    expect(scrollThrough(POST, [1600, 1000, 200])).toEqual([true, true, true]);
  });

  it.each([
    ['the mobile nav', () => navigation.toggleMobileNav()],
    ['the mobile shop nav', () => navigation.toggleMobileShopNav()],
    ['the promo modal', () => navigation.setPromoBannerModal(true)],
  ])('while %s is open, scroll is ignored, and direction is measured afresh afterwards', (_case, open) => {
    scrollThrough(POST, [2000]);
    open();
    expect(scrollThrough(POST, [1900, 1500])).toEqual([false, false]);
    navigation.closeMobileNav();
    navigation.setPromoBannerModal(false);
    expect(scrollThrough(POST, [1490, 1480])).toEqual([false, true]);
  });

  it('on the shop: shown by any scroll-up from 1; a scroll-up ending below 135 toggles', () => {
    expect(scrollThrough(SHOP, [400, 380])).toEqual([false, true]);
    expect(scrollThrough(SHOP, [100])).toEqual([false]);
    expect(scrollThrough(SHOP, [300, 280, 120])).toEqual([false, true, false]);
  });

  it('on a page without sub-navigation nothing changes', () => {
    expect(scrollThrough({ pageType: 'home', recirculation: null }, [2000, 1000, 500])).toEqual([false, false, false]);
    expect(recirculationCalls()).toEqual([]);
  });
});

describe('toggleSubnav (the forced trigger)', () => {
  it('toggles at any position, but not while a menu is open', () => {
    scroll.toggleSubnav(POST, 0);
    expect(navigation.$navigation.get().showSubnav).toBe(true);
    scroll.toggleSubnav(POST, 0);
    expect(navigation.$navigation.get().showSubnav).toBe(false);
    navigation.toggleMobileNav();
    scroll.toggleSubnav(POST, 0);
    expect(navigation.$navigation.get().showSubnav).toBe(false);
  });
});

describe('recirculation', () => {
  it('is asked for once, when the reader passes the scroll threshold; the items fill recircItems', async () => {
    scrollThrough(POST, [500, 1299]);
    expect(recirculationCalls()).toEqual([]);
    scrollThrough(POST, [1300, 1800, 1400]);
    await allTasks();
    await vi.waitFor(() => expect(scroll.$recirculation.get().checked).toBe(true));
    expect(recirculationCalls()).toHaveLength(1);
    expect(recirculationCalls()[0]!.search.toString()).toBe('id=6001&rec_type=post');
    expect(navigation.$navigation.get().recircItems.map((item) => item.name)).toEqual([TILE.name]);
  });

  it('is reached once the reader passes the position, and stays reached', () => {
    scrollThrough(POST, [1600]);
    expect(scroll.$recirculation.get().reached).toBe(false);
    scrollThrough(POST, [1750, 0]);
    expect(scroll.$recirculation.get().reached).toBe(true);
  });

  it("a recipe asks for collection data; the member's collections reach the user store", async () => {
    setCookies('f52_logged_in', 'f52_session_email');
    ({ calls } = userServer({
      'GET /users/ajax_current': json(groups(victorBase())),
      'GET /global-navigation/ajax_get_full_global_navigation': json({ global_navigation: { features: [] } }),
      'GET /global-navigation/ajax_get_full_shop_navigation': json({ shop_navigation: { features: [] } }),
      'GET /blog/ajax_recommended_content': json({ recommendedContent: [], collections: COLLECTIONS }),
    }));
    keepMount(user.$user);
    await vi.waitFor(() => expect(user.$user.get().isLoggedIn).toBe(true));
    scrollThrough(RECIPE, [1400]);
    await vi.waitFor(() => expect(scroll.$recirculation.get().checked).toBe(true));
    expect(recirculationCalls()[0]!.search.toString()).toBe('id=4001&rec_type=recipe&get_collection_data=true');
    expect(user.$user.get().collections.userCollections.map((collection) => collection.name)).toEqual([
      'Holiday baking',
    ]);
  });

  it('collections sent for a visitor are dropped', async () => {
    server(json({ recommendedContent: [], collections: COLLECTIONS }));
    keepMount(user.$user);
    scrollThrough(RECIPE, [1400]);
    await vi.waitFor(() => expect(scroll.$recirculation.get().checked).toBe(true));
    expect(user.$user.get().collections.userCollections).toEqual([]);
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    [
      'an HTML body',
      () => new Response('<!doctype html><p>Oops</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
  ])('%s: failed, no items, no retry, nothing shown', async (_case, answer) => {
    server(answer);
    scrollThrough(POST, [1400, 1900, 1400]);
    await vi.waitFor(() => expect(scroll.$recirculation.get().checked).toBe(true));
    expect(scroll.$recirculation.get().failed).toBe(true);
    expect(navigation.$navigation.get().recircItems).toEqual([]);
    expect(recirculationCalls()).toHaveLength(1);
  });

  it('the shop has none', () => {
    scrollThrough(SHOP, [1400, 3000]);
    expect(recirculationCalls()).toEqual([]);
    expect(scroll.$recirculation.get().reached).toBe(false);
  });
});
