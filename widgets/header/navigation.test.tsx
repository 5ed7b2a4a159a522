import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURES_NAVIGATION,
  GLOBAL_NAVIGATION_FEATURES,
  mobileContextNavigation,
  newGlobalNavigation,
  SHOP_NAVIGATION_FEATURES,
} from '../../fixtures/data/navigation';
import {
  clearCookies,
  groups,
  json,
  pageConfig,
  setCookies,
  text,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

// The header's menus, mounted into the page frame's slot with the navigation as the server hands it over
// (or fetched, for the bad-input cases). Both the desktop and the tablet/mobile controls are in the DOM (the
// stylesheet shows one set per width, checked in Chromium by header.e2e.ts).

const CLASSIC = {
  global_navigation: { features: GLOBAL_NAVIGATION_FEATURES },
  shop_navigation: { features: SHOP_NAVIGATION_FEATURES },
};
const LINKS = [{ name: 'Stories', uri: '/blog' }];

let navigation: typeof import('../../stores/navigation/navigation');

interface MountOptions {
  /** The navigation the server hands over; null: none, so the header fetches it. */
  payload?: unknown;
  config?: Record<string, unknown>;
  answers?: Parameters<typeof userServer>[0];
  signedIn?: boolean;
  /** Another widget listens to the navigation before the header mounts (its calls are then out). */
  listenFirst?: boolean;
  /** Put the dropdowns' content blocks in the module cache first (default), so they arrive within the opening click. */
  warmPanels?: boolean;
}

/** A fresh page with the header mounted (fresh stores: modules are loaded anew for every test). */
async function mountHeader({
  payload = CLASSIC,
  config = {},
  answers = {},
  signedIn = false,
  listenFirst = false,
  warmPanels = true,
}: MountOptions = {}) {
  pageConfig(config);
  if (signedIn) setCookies('f52_logged_in', 'f52_session_email');
  userServer({
    'GET /users/ajax_current': json(signedIn ? groups(victorBase()) : {}),
    'GET /users/cart/ajax_basket': json({ basket: { basketId: 'b', numItems: 0, basketItems: [] } }),
    'GET /global-navigation/ajax_get_features_navigation': json(FEATURES_NAVIGATION),
    'GET /global-navigation/ajax_get_mobile_context_navigation': json(mobileContextNavigation()),
    ...answers,
  });
  const { headerSlot } = await import('../../fixtures/pages/slots');
  document.body.innerHTML = `<header>${String(await headerSlot({ siteName: 'Fifty-Two Kitchen', links: LINKS, cartCount: 0 }))}</header><main><p>Page</p></main>`;
  const slot = document.querySelector<HTMLElement>('[data-widget="header"]')!;
  if (payload !== null)
    slot.querySelector('script[data-props]')!.textContent = JSON.stringify({ links: LINKS, navigation: payload });
  const { mountSlot } = await import('../../mount/mount-slot');
  const { Header, headerProps } = await import('./header');
  // The dropdowns' content loads with import() on intent; in the module cache already, it arrives within the
  // click that opens a dropdown ("the dropdowns' content loading" below covers the load itself).
  if (warmPanels) await (await import('./lazy-menu-panels')).loadMenuPanels();
  navigation = await import('../../stores/navigation/navigation');
  if (listenFirst) navigation.$navigation.listen(() => {});
  const user = await import('../../stores/user/user');
  expect(await mountSlot({ name: 'header', component: Header, props: headerProps }, slot)).toBe('mounted');
  await act(() => user.checkLoginStatus());
  return slot;
}

const toggle = (name: string) => screen.getByRole('button', { name: `${name} menu` });
const expanded = (element: HTMLElement) => element.getAttribute('aria-expanded');
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
/** Escape on the top dialog, as the browser turns it into a `cancel` event (happy-dom does not; Chromium does, in header.e2e.ts). */
const escapeTopDialog = () =>
  act(
    () =>
      void [...document.querySelectorAll('dialog[open]')]
        .at(-1)!
        .dispatchEvent(new Event('cancel', { cancelable: true })),
  );

beforeEach(() => {
  vi.resetModules();
  clearCookies();
});
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
  vi.unstubAllGlobals();
});

describe('the navigation the page hands over', () => {
  it('is shown at once, and a widget that asked for the navigation first (its calls still out) gets it too', async () => {
    const never = () => new Promise<Response>(() => {});
    await mountHeader({
      listenFirst: true,
      answers: {
        'GET /global-navigation/ajax_get_full_global_navigation': never,
        'GET /global-navigation/ajax_get_full_shop_navigation': never,
      },
    });
    expect(toggle('Shop')).toBeTruthy();
    expect(navigation.$navigation.get()).toMatchObject({ checked: true, hasMenus: true });
  });
});

describe('desktop dropdowns (classic header)', () => {
  it('shows Shop, Community and Recipes as links with a menu button each; a panel renders only when first opened', async () => {
    await mountHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(main).getByRole('link', { name: 'Community' }).getAttribute('href')).toBe('/hotline');
    expect(within(main).getByRole('link', { name: 'Recipes' }).getAttribute('href')).toBe('/recipes');
    // the server's fallback links give way to the menus
    expect(within(main).queryByRole('link', { name: 'Stories' })).toBeNull();
    expect(expanded(toggle('Shop'))).toBe('false');
    expect(panelOf(toggle('Shop')).childElementCount).toBe(0);
    expect(screen.queryByRole('link', { name: 'Go to The Shop' })).toBeNull();
  });

  it('a click opens a dropdown, a second click on the same item closes it; only one is open at a time', async () => {
    await mountHeader();
    await userEvent.click(toggle('Shop'));
    expect(expanded(toggle('Shop'))).toBe('true');
    expect(panelOf(toggle('Shop')).hidden).toBe(false);
    await userEvent.click(toggle('Community'));
    expect(expanded(toggle('Community'))).toBe('true');
    expect(expanded(toggle('Shop'))).toBe('false');
    expect(panelOf(toggle('Shop')).hidden).toBe(true);
    await userEvent.click(toggle('Community'));
    expect(expanded(toggle('Community'))).toBe('false');
  });

  it('opens on hover and closes 150 ms after the pointer leaves; a click pins it, a second click closes it', async () => {
    await mountHeader();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const item = toggle('Recipes').closest('.hdr-dropdown')!;
    // React derives pointerenter and pointerleave from pointerover and pointerout
    const enter = () => fireEvent.pointerOver(item, { pointerType: 'mouse' });
    const leave = () => fireEvent.pointerOut(item, { pointerType: 'mouse', relatedTarget: document.body });
    enter();
    expect(expanded(toggle('Recipes'))).toBe('true');
    leave();
    act(() => vi.advanceTimersByTime(140));
    expect(expanded(toggle('Recipes'))).toBe('true');
    act(() => vi.advanceTimersByTime(10));
    expect(expanded(toggle('Recipes'))).toBe('false');

    // back within the delay: it stays open
    enter();
    leave();
    act(() => vi.advanceTimersByTime(100));
    enter();
    act(() => vi.advanceTimersByTime(200));
    expect(expanded(toggle('Recipes'))).toBe('true');

    // a click pins the hovered dropdown: leaving does not close it; a second click does
    fireEvent.click(toggle('Recipes'));
    leave();
    act(() => vi.advanceTimersByTime(200));
    expect(expanded(toggle('Recipes'))).toBe('true');
    fireEvent.click(toggle('Recipes'));
    expect(expanded(toggle('Recipes'))).toBe('false');

    // a touch does not open on hover
    fireEvent.pointerOver(item, { pointerType: 'touch' });
    expect(expanded(toggle('Recipes'))).toBe('false');
  });

  it('Escape closes a dropdown the pointer opened even with focus elsewhere; the pointer leaving does not close one with focus inside', async () => {
    await mountHeader();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const item = toggle('Recipes').closest('.hdr-dropdown')!;
    fireEvent.pointerOver(item, { pointerType: 'mouse' });
    expect(expanded(toggle('Recipes'))).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(expanded(toggle('Recipes'))).toBe('false');

    fireEvent.pointerOver(item, { pointerType: 'mouse' });
    // the content blocks' import (in the module cache) settles in a microtask
    await act(async () => {});
    act(() =>
      within(panelOf(toggle('Recipes')))
        .getAllByRole('link')[0]!
        .focus(),
    );
    fireEvent.pointerOut(item, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(500));
    expect(expanded(toggle('Recipes'))).toBe('true');
  });

  it('crossing the desktop breakpoint, or a page restored from the back/forward cache, closes every menu and sheet', async () => {
    const listeners: Array<() => void> = [];
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: true,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    }));
    await mountHeader();
    await userEvent.click(toggle('Shop'));
    expect(expanded(toggle('Shop'))).toBe('true');
    act(() => listeners.forEach((listener) => listener()));
    expect(expanded(toggle('Shop'))).toBe('false');
    act(() => navigation.toggleMobileNav());
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(navigation.$navigation.get()).toMatchObject({ showMobile: false, openMenu: null });
  });

  it('"New Arrivals" reads "New" in the shop menu only', async () => {
    const payload = {
      primary_navigation: [{ name: 'Recipes', uri: '/recipes' }],
      contextual_navigation: [
        {
          name: 'Recipes',
          uri: '/recipes',
          menus: [{ name: 'New Arrivals', uri: '/recipes/new', topics: [{ name: 'Soup', uri: '/recipes/soup' }] }],
        },
      ],
    };
    await mountHeader({ payload, config: { redesign: true } });
    expect(screen.getByRole('link', { name: 'New Arrivals' }).getAttribute('href')).toBe('/recipes/new');
    expect(screen.getByRole('button', { name: 'New Arrivals menu' })).toBeTruthy();
  });

  it('Escape closes it and puts focus back on its button; focus leaving it or a press outside the header closes it', async () => {
    await mountHeader();
    toggle('Shop').focus();
    await userEvent.keyboard('{Enter}');
    expect(expanded(toggle('Shop'))).toBe('true');
    await userEvent.tab();
    expect(panelOf(toggle('Shop')).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(expanded(toggle('Shop'))).toBe('false');
    expect(document.activeElement).toBe(toggle('Shop'));

    await userEvent.click(toggle('Community'));
    await userEvent.click(screen.getByText('Page'));
    expect(expanded(toggle('Community'))).toBe('false');

    await userEvent.click(toggle('Recipes'));
    act(() => screen.getByRole('link', { name: 'Fifty-Two Kitchen' }).focus());
    expect(expanded(toggle('Recipes'))).toBe('false');
  });

  it('the shop dropdown: columns of 7, 2, 1, 2, 2 and the rest, Schoolhouse fourth, New, Sale and Holiday colours, VIEW ALL emphasised, Wedding Registry and Go to The Shop last', async () => {
    await mountHeader();
    await userEvent.click(toggle('Shop'));
    const columns = [...panelOf(toggle('Shop')).querySelectorAll('.hdr-column')].map((column) =>
      [...column.querySelectorAll('a')].map((link) => link.textContent),
    );
    expect(columns.map((column) => column.length)).toEqual([7, 2, 1, 2, 2, 7]);
    expect(columns[0]).toEqual(['New', 'Holiday', 'Gifts', 'Schoolhouse', 'Cookware', 'Bakeware', 'Kitchen Tools']);
    expect(columns[5]!.slice(-3)).toEqual(['VIEW ALL', 'Wedding Registry', 'Go to The Shop']);
    expect(columns.flat()).not.toContain('food52-pantry');
    const panel = within(panelOf(toggle('Shop')));
    expect(panel.getByRole('link', { name: 'Sale' }).classList.contains('hdr-link--sale')).toBe(true);
    expect(panel.getByRole('link', { name: 'Holiday' }).classList.contains('hdr-link--holiday')).toBe(true);
    expect(panel.getByRole('link', { name: 'VIEW ALL' }).querySelector('strong')).not.toBeNull();
    expect(panel.getByRole('link', { name: 'Schoolhouse' }).getAttribute('href')).toBe('/shop/merchants/schoolhouse');
    expect(panel.getByRole('link', { name: 'Wedding Registry' }).getAttribute('href')).toBe('/shop/registry');
  });

  it('the older community and recipes dropdowns: their lists, stories and tags; a new-window entry opens safely', async () => {
    await mountHeader();
    await userEvent.click(toggle('Community'));
    const community = within(panelOf(toggle('Community')));
    expect(community.getByRole('link', { name: 'Hotline' }).getAttribute('href')).toBe('/hotline');
    const podcasts = community.getByRole('link', { name: 'Podcasts' });
    expect([podcasts.getAttribute('href'), podcasts.getAttribute('target'), podcasts.getAttribute('rel')]).toEqual([
      'https://podcasts.example.com/',
      '_blank',
      'noopener',
    ]);
    expect(community.getByRole('heading', { name: 'Explore Stories' })).toBeTruthy();
    await userEvent.click(toggle('Recipes'));
    expect(within(panelOf(toggle('Recipes'))).getByRole('heading', { name: 'Popular Tags' })).toBeTruthy();
  });
});

describe('the redesigned header', () => {
  it("shows the primary items as links (the hub current), and the hub's menus as the contextual row", async () => {
    await mountHeader({ payload: newGlobalNavigation('shop'), config: { redesign: true, hub: 'shop' } });
    const main = screen.getByRole('navigation', { name: 'Main' });
    const primary = main.querySelector('.hdr-row--primary')!;
    expect([...primary.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Recipes',
      'Shop',
      'Home',
      'Holiday',
      'Community',
      'Shows',
    ]);
    expect(primary.querySelector('.hdr-primary--current')?.textContent).toBe('Shop');
    const row = within(screen.getByRole('list', { name: 'Shop menus' }));
    expect(row.getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/shop/new-arrivals');
    expect(row.getByRole('button', { name: 'New menu' })).toBeTruthy();
    expect(row.getByRole('link', { name: 'VIEW ALL' })).toBeTruthy();
  });

  it.each([
    ['recipes', 'Popular', ['Explore Topics']],
    ['recipes', 'Ingredients', ['Meat & Poultry', 'Vegetables', 'Pantry']],
    ['recipes', 'Residents', ['Meet Our Residents']],
    ['recipes', 'Videos', ['Explore Videos']],
    ['shop', 'New', ['Shop By Category', 'Featured Collections', 'Top Brands']],
    ['shop', 'Gifts', ['Shop Gifts By Category', 'Featured Collections', 'Top Brands']],
    ['shop', 'Five Two', ['Shop By Category', 'Featured Brands', 'Top Brands']],
    ['shop', 'Holiday', ['Featured Collections', 'Top Brands']],
    ['home', 'Shop Home', ['Shop By Category']],
    ['home', 'Featured Brands', ['Featured Brands', 'Top Brands']],
    ['home', 'Stories', ['Explore Stories', 'Story Topics']],
    ['holiday', 'Holiday Shop', ['Shop Holiday', 'Shop Gifts By Category']],
  ])('hub %s, %s: %j', async (hub, menu, headings) => {
    await mountHeader({ payload: newGlobalNavigation(hub), config: { redesign: true, hub } });
    await userEvent.click(toggle(menu));
    const panel = panelOf(toggle(menu));
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(headings);
  });

  it('Holiday in the shop shows no category list but its promo units', async () => {
    await mountHeader({ payload: newGlobalNavigation('shop'), config: { redesign: true, hub: 'shop' } });
    await userEvent.click(toggle('Holiday'));
    const holiday = within(panelOf(toggle('Holiday')));
    expect(holiday.queryByRole('link', { name: 'Hosting' })).toBeNull();
    expect(holiday.getByRole('link', { name: /The Holiday Gift Guide/ }).getAttribute('href')).toBe('/shop/gifts');
  });

  it('Residents links to View All Residents', async () => {
    await mountHeader({ payload: newGlobalNavigation('recipes'), config: { redesign: true, hub: 'recipes' } });
    await userEvent.click(toggle('Residents'));
    expect(
      within(panelOf(toggle('Residents')))
        .getByRole('link', { name: 'View All Residents' })
        .getAttribute('href'),
    ).toBe('/p/meet-our-residents');
  });
});

describe('tablet and mobile sheets', () => {
  it('each primary item but Shows opens its left sheet with its menus; a menu opens a nested panel; Escape closes one at a time', async () => {
    await mountHeader({ payload: newGlobalNavigation('default'), config: { redesign: true } });
    const trigger = screen.getByRole('button', { name: 'Recipes' });
    expect(screen.queryByRole('button', { name: 'Shows' })).toBeNull();
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Recipes' });
    expect(navigation.$navigation.get()).toMatchObject({ openMenu: 'Recipes', menuSurface: 'sheet' });
    // focus moves to the sheet's first element
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Close Recipes' }));
    expect(within(sheet).getByRole('link', { name: 'All Recipes' }).getAttribute('href')).toBe('/recipes');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ingredients' }));
    const nested = await screen.findByRole('dialog', { name: 'Ingredients' });
    expect(within(nested).getByRole('link', { name: 'Chicken' }).getAttribute('href')).toBe('/recipes/chicken');
    expect(document.activeElement).toBe(within(nested).getByRole('button', { name: 'Back' }));
    escapeTopDialog();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ingredients' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Recipes' })).toBeTruthy();
    escapeTopDialog();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigation.$navigation.get().openMenu).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("the shop's sheet is the mobile shop nav: Schoolhouse fourth, Holiday a plain link, Wedding Registry and Go to The Shop last", async () => {
    await mountHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shop' });
    expect(navigation.$navigation.get().showMobileShop).toBe(true);
    const rows = [...sheet.querySelectorAll('.hdr-sheet__list > li > .hdr-sheet__row')].map((row) => row.textContent);
    expect(rows.slice(0, 4)).toEqual(['New', 'Holiday', 'Gifts', 'Schoolhouse']);
    expect(rows.slice(-2)).toEqual(['Wedding Registry', 'Go to The Shop']);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close Shop' }));
    await waitFor(() => expect(navigation.$navigation.get().showMobileShop).toBe(false));
  });

  it('the Shop sheet, and the Shop panel in the Menu sheet, link "All Shop" to /shop', async () => {
    await mountHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shop' });
    expect(within(sheet).getByRole('link', { name: 'All Shop' }).getAttribute('href')).toBe('/shop');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close Shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Shop' }));
    const panel = await screen.findByRole('dialog', { name: 'Shop' });
    expect(within(panel).getByRole('link', { name: 'All Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('a redesigned Shop sheet whose menus already link /shop (its VIEW ALL) adds no second "All Shop"', async () => {
    await mountHeader({ payload: newGlobalNavigation('default'), config: { redesign: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shop' });
    expect(within(sheet).getByRole('link', { name: 'VIEW ALL' }).getAttribute('href')).toBe('/shop');
    expect(within(sheet).queryByRole('link', { name: 'All Shop' })).toBeNull();
  });

  it("the Menu button toggles the mobile nav: sections, the Featured block, the utility strip and the visitor's group", async () => {
    await mountHeader({
      config: {
        links: {
          account: '/users/account',
          ordersAndReturns: '/users/orders',
          rewards: '/users/rewards',
          aboutUs: '/about-us',
          shippingFaq: '/help/shipping',
        },
      },
    });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(navigation.$navigation.get().showMobile).toBe(true);
    expect(within(sheet).getByRole('button', { name: 'Community' })).toBeTruthy();
    const featured = within(within(sheet).getByRole('region', { name: 'Featured' }));
    expect(featured.getByRole('link', { name: 'Holiday Gift Guide' }).getAttribute('href')).toBe('/shop/gifts');
    expect(
      within(within(sheet).getByRole('list', { name: 'Utilities' }))
        .getByRole('link', { name: 'Registry' })
        .getAttribute('href'),
    ).toBe('/shop/registry');
    for (const [name, href] of [
      ['Log In/Sign Up', '/users/login'],
      ['Sign-up options', '/users/signup'],
      ['Rewards', '/users/rewards'],
      ['About Us', '/about-us'],
      ['Shipping FAQ', '/help/shipping'],
    ]) {
      expect(within(sheet).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(sheet).queryByRole('link', { name: 'My Account' })).toBeNull();
    // a section opened from the Menu is a nested panel: Back returns to the Menu
    await userEvent.click(within(sheet).getByRole('button', { name: 'Community' }));
    const community = await screen.findByRole('dialog', { name: 'Community' });
    await userEvent.click(within(community).getByRole('button', { name: 'Back to Menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Community' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close Menu' }));
    await waitFor(() => expect(navigation.$navigation.get().showMobile).toBe(false));
  });

  it("signed in, the Menu holds My Account, My Collections (the user's url), My Orders & Returns, Rewards, About Us and Log Out; then Shipping FAQ", async () => {
    await mountHeader({
      signedIn: true,
      config: {
        links: {
          account: '/users/account',
          ordersAndReturns: '/users/orders',
          rewards: '/users/rewards',
          aboutUs: '/about-us',
          shippingFaq: '/help/shipping',
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const [group, faq] = [...sheet.querySelectorAll('.hdr-sheet__group')].slice(-2) as [HTMLElement, HTMLElement];
    expect(
      [...group.querySelectorAll('a, button')].map((entry) => [entry.textContent, entry.getAttribute('href')]),
    ).toEqual([
      ['My Account', '/users/account'],
      ['My Collections', '/users/203-victor'],
      ['My Orders & Returns', '/users/orders'],
      ['Rewards', '/users/rewards'],
      ['About Us', '/about-us'],
      ['Log Out', null],
    ]);
    expect(within(faq).getByRole('link', { name: 'Shipping FAQ' }).getAttribute('href')).toBe('/help/shipping');
    expect(within(sheet).queryByRole('link', { name: 'Log In/Sign Up' })).toBeNull();
  });

  it.each([
    ['signed in', true],
    ['a visitor', false],
  ])(
    '%s: a configured About Us or Shipping FAQ that is not a path is left out of the Menu, alone',
    async (_case, signedIn) => {
      await mountHeader({
        signedIn,
        config: { links: { aboutUs: '//evil.example/about', shippingFaq: 'javascript:alert(1)' } },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      const sheet = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(sheet).queryByRole('link', { name: 'About Us' })).toBeNull();
      expect(within(sheet).queryByRole('link', { name: 'Shipping FAQ' })).toBeNull();
      expect(within(sheet).getByRole('link', { name: 'Rewards' }).getAttribute('href')).toBe('/users/rewards');
      expect(sheet.querySelector('a[href^="javascript"], a[href^="//"]')).toBeNull();
    },
  );

  it("the redesigned sheets take every item's menus from the mobile context call, even when the page's navigation holds only its hub", async () => {
    const { primary_navigation, contextual_navigation } = newGlobalNavigation('shop');
    await mountHeader({
      payload: { primary_navigation, contextual_navigation: contextual_navigation.slice(0, 1) },
      config: { redesign: true, hub: 'shop' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    const sheet = await screen.findByRole('dialog', { name: 'Home' });
    expect(await within(sheet).findByRole('button', { name: 'Stories' })).toBeTruthy();
  });
});

describe("the dropdowns' content loading", () => {
  it('an open dropdown stays hidden (no empty box, the button not expanded) until its content is in, then shows it', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('./menu-panel', async () => {
      await arrived;
      return vi.importActual('./menu-panel');
    });
    await mountHeader({ warmPanels: false });
    await userEvent.click(toggle('Shop'));
    expect(navigation.$navigation.get().openMenu).not.toBeNull();
    expect(expanded(toggle('Shop'))).toBe('false');
    expect(panelOf(toggle('Shop')).hidden).toBe(true);
    await act(async () => arrive());
    await waitFor(() => expect(panelOf(toggle('Shop')).hidden).toBe(false));
    expect(expanded(toggle('Shop'))).toBe('true');
    expect(within(panelOf(toggle('Shop'))).getByRole('link', { name: 'Go to The Shop' })).toBeTruthy();
    vi.doUnmock('./menu-panel');
  });

  it('failing: is reported, the dropdown closes again, and the next open imports again', async () => {
    vi.doMock('./menu-panel', () => {
      throw new Error('the chunk failed to load');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountHeader({ warmPanels: false });
    await userEvent.click(toggle('Shop'));
    await waitFor(() => expect(logged.mock.calls.flat().join(' ')).toContain('menu-panels'));
    expect(navigation.$navigation.get().openMenu).toBeNull();
    expect(expanded(toggle('Shop'))).toBe('false');
    vi.doUnmock('./menu-panel');
    await userEvent.click(toggle('Shop'));
    expect(await within(panelOf(toggle('Shop'))).findByRole('link', { name: 'Go to The Shop' })).toBeTruthy();
    logged.mockRestore();
  });
});

describe("the sheets' code failing to load", () => {
  it('is reported, the Menu closes again (nothing says "open" with nothing open), and the next open imports again', async () => {
    vi.doMock('./mobile-menus', () => {
      throw new Error('the chunk failed to load');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(navigation.$navigation.get().showMobile).toBe(false));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(logged.mock.calls.flat().join(' ')).toContain('mobile-menus');
    vi.doUnmock('./mobile-menus');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    logged.mockRestore();
  });
});

describe('bad navigation input', () => {
  const fallback = () =>
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Stories' });

  it('a name or uri holding markup renders as text; a javascript: uri is dropped', async () => {
    const features = [
      {
        name: '<img src=x onerror="alert(1)">Shop',
        uri: '/shop',
        dropdown: [
          { name: '<b>Bold</b>', uri: '/bold' },
          { name: 'Evil', uri: 'javascript:alert(1)' },
        ],
      },
      { name: 'Gone', uri: 'javascript:alert(1)' },
    ];
    await mountHeader({ payload: { global_navigation: { features } } });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const name = '<img src=x onerror="alert(1)">Shop';
    await userEvent.click(toggle(name));
    const panel = within(panelOf(toggle(name)));
    expect(panel.getByRole('link', { name: '<b>Bold</b>' })).toBeTruthy();
    expect(panel.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gone' })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it.each([
    ['missing keys', json({})],
    ['empty menus', json({ global_navigation: { features: [] } })],
    ['a 500', json({ error: 'boom' }, 500)],
    ['an HTML body', text('<!doctype html><p>Maintenance</p>', 200)],
  ])("%s: the menus are hidden and the server's links stay, with no message", async (_case, answer) => {
    await mountHeader({
      payload: null,
      answers: {
        'GET /global-navigation/ajax_get_full_global_navigation': answer,
        'GET /global-navigation/ajax_get_full_shop_navigation': answer,
      },
    });
    await waitFor(() => expect(navigation.$navigation.get().checked).toBe(true));
    expect(fallback().getAttribute('href')).toBe('/blog');
    expect(screen.queryByRole('button', { name: /menu$/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the redesigned header's call answering 500 with a navigation still shows it (the status is not checked)", async () => {
    await mountHeader({
      payload: null,
      config: { redesign: true },
      answers: { 'GET /global-navigation/ajax_get_new_global_navigation': json(newGlobalNavigation('default'), 500) },
    });
    await waitFor(() => expect(navigation.$navigation.get().checked).toBe(true));
    expect(screen.getByRole('button', { name: 'Popular menu' })).toBeTruthy();
  });

  it("a timeout: the server's links stay while waiting and after", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const never = () => new Promise<Response>(() => {});
    await mountHeader({
      payload: null,
      answers: {
        'GET /global-navigation/ajax_get_full_global_navigation': never,
        'GET /global-navigation/ajax_get_full_shop_navigation': never,
      },
    });
    expect(fallback()).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fallback()).toBeTruthy();
    expect(screen.queryByRole('button', { name: /menu$/ })).toBeNull();
  });
});
