import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subNavigationSlot, type SubNavigationSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { resetSiteConfig } from '../../shared/config/site-config';
import { $navigation, closeMobileNav, toggleMobileNav } from '../../stores/navigation/navigation';
import { $recirculation, resetSubnav } from '../../stores/navigation/sub-navigation-scroll';
import { SubNavigation, subNavigationProps } from './sub-navigation';

const definition = {
  name: 'sub-navigation',
  component: SubNavigation,
  props: subNavigationProps,
  config: ['pageType'] as const,
};

const POST: SubNavigationSlot = {
  id: 6001,
  recType: 'post',
  title: 'How to Season (and Re-Season) Cast Iron',
  shareUrl: '/blog/how-to-season-cast-iron',
  shareImage: '/images/posts/how-to-season-cast-iron.svg',
};
const RECIPE: SubNavigationSlot = {
  id: 4001,
  recType: 'recipe',
  title: 'Crispy Chicken Thighs',
  shareUrl: '/recipes/crispy-chicken-thighs',
  sections: [
    { name: 'Ingredients', id: 'ingredients-title' },
    { name: 'Directions', id: 'directions-title' },
  ],
};
const SHOP: SubNavigationSlot = {
  links: [
    { name: 'All Shop', uri: '/shop' },
    { name: 'Cookware', uri: '/shop?category=cookware' },
  ],
};
const TILES = [
  {
    type: 'post',
    id: 6002,
    uri: '/blog/thanksgiving-timeline',
    name: 'Our Foolproof Thanksgiving Timeline',
    images: [{ base: { url: '/images/posts/thanksgiving-timeline.svg' } }],
  },
  {
    type: 'post',
    id: 6003,
    uri: '/blog/best-knives-for-beginners',
    name: 'The Only Three Knives You Need',
    images: [],
  },
];

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

/** The recommended-content call answers `recommended`; the navigation calls (the $navigation store's) answer empty. */
function stubFetch(recommended: () => Response = () => answer({ recommendedContent: TILES, collections: null })) {
  const fetch = vi.fn(async (request: Request) =>
    new URL(request.url).pathname === '/blog/ajax_recommended_content' ? recommended() : answer({}),
  );
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname === '/blog/ajax_recommended_content');
}

/** A page of the type with a 3000px content (main) from 200px, 4000px tall, and the slot in its main. */
async function mountOnPage(pageType: string, slot: SubNavigationSlot) {
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify({ pageType })}</script>`;
  // The stores' reset read the (then empty) page's config: read this page's afresh.
  resetSiteConfig();
  document.body.innerHTML = `<main id="main-content">${String(await subNavigationSlot(slot))}</main>`;
  const main = document.getElementById('main-content')!;
  main.getBoundingClientRect = () => ({ top: 200 - window.scrollY, height: 3000 }) as DOMRect;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
  vi.stubGlobal('innerHeight', 900);
  const element = document.querySelector<HTMLElement>('[data-widget="sub-navigation"]')!;
  await mountSlot(definition, element);
  return element;
}

/** Scrolls to each position in turn, one animation frame each, as the browser would report them. */
function scrollTo(...positions: number[]) {
  for (const y of positions) {
    act(() => {
      window.scrollTo(0, y);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersToNextFrame();
    });
  }
}

const bar = (name: string) => screen.getByRole('navigation', { name, hidden: true });
const isShown = (element: HTMLElement) =>
  element.getAttribute('data-state') === 'open' && !element.hasAttribute('inert');
const settle = () => act(async () => void (await vi.waitFor(() => expect($recirculation.get().checked).toBe(true))));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  // Resetting reads $navigation, whose first reader starts the navigation calls.
  stubFetch();
  window.scrollTo(0, 0);
  cleanStores($navigation, $recirculation);
  await resetSubnav();
  closeMobileNav();
});
afterEach(() => {
  cleanStores($navigation, $recirculation);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sub-navigation', () => {
  describe('given a post', () => {
    it('is hidden (inert) at first; 150px down past 1300 keeps it hidden, 15px up shows it, 150px down hides it', async () => {
      stubFetch();
      const slot = await mountOnPage('post', POST);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      const nav = bar('Article tools');
      expect(isShown(nav)).toBe(false);
      expect(nav.hasAttribute('inert')).toBe(true);
      scrollTo(800, 1400, 2000);
      expect(isShown(nav)).toBe(false);
      scrollTo(1990);
      expect(isShown(nav)).toBe(false);
      scrollTo(1985);
      expect(isShown(nav)).toBe(true);
      expect(within(nav).getByText(POST.title!)).toBeTruthy();
      scrollTo(2134);
      expect(isShown(nav)).toBe(true);
      scrollTo(2135);
      expect(isShown(nav)).toBe(false);
    });

    it('shows the title and share links: Pinterest and Facebook open a 600x320 window, Email is a mail link', async () => {
      stubFetch();
      await mountOnPage('post', POST);
      scrollTo(2000, 1900);
      const share = screen.getByRole('list', { name: 'Share' });
      const pinterest = within(share).getByRole('link', { name: 'Share on Pinterest' });
      const pageUrl = `${window.location.origin}/blog/how-to-season-cast-iron`;
      const pin = new URL(pinterest.getAttribute('href')!);
      expect(pin.origin + pin.pathname).toBe('https://www.pinterest.com/pin/create/button/');
      expect(Object.fromEntries(pin.searchParams)).toEqual({
        url: pageUrl,
        description: POST.title,
        media: `${window.location.origin}${POST.shareImage}`,
      });
      const email = within(share).getByRole('link', { name: 'Share by Email' });
      expect(email.getAttribute('href')).toBe(
        `mailto:?subject=${encodeURIComponent(POST.title!)}&body=${encodeURIComponent(pageUrl)}`,
      );
      expect(email.getAttribute('target')).toBeNull();
      const popup = { opener: window } as unknown as Window;
      const open = vi.spyOn(window, 'open').mockReturnValue(popup);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(within(share).getByRole('link', { name: 'Share on Facebook' }));
      expect(open).toHaveBeenCalledTimes(1);
      expect(open.mock.calls[0]![0]).toBe(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
      );
      expect(open.mock.calls[0]![2]).toMatch(/^width=600,height=320,left=\d+,top=\d+$/);
      expect(popup.opener).toBeNull();
    });

    it('asks for the recommended content past 1300, and shows Up next once the reader passes 0.8 x content', async () => {
      const requests = stubFetch();
      await mountOnPage('post', POST);
      scrollTo(1000);
      expect(requests()).toEqual([]);
      scrollTo(1500);
      await settle();
      expect(requests().map((url) => url.search)).toEqual(['?id=6001&rec_type=post']);
      scrollTo(1480);
      const nav = bar('Article tools');
      expect(isShown(nav)).toBe(true);
      expect(within(nav).queryByRole('list', { name: 'Up next' })).toBeNull();
      // 200 + 0.8 x 3000 = 2600 at the viewport's bottom: scrollY 1700
      scrollTo(1800, 1700);
      const upNext = within(nav).getByRole('list', { name: 'Up next' });
      expect(
        within(upNext)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(TILES.map((tile) => [tile.name, tile.uri]));
      expect(within(nav).queryByText(POST.title!)).toBeNull();
      expect(requests()).toHaveLength(1);
    });

    it('ignores scroll while the mobile nav is open', async () => {
      stubFetch();
      await mountOnPage('post', POST);
      scrollTo(2000);
      act(() => toggleMobileNav());
      scrollTo(1900, 1800);
      expect(isShown(bar('Article tools'))).toBe(false);
      act(() => closeMobileNav());
      scrollTo(1780);
      expect(isShown(bar('Article tools'))).toBe(true);
    });

    it('the forced trigger (a button shown on focus) toggles it, and its links follow in tab order', async () => {
      stubFetch();
      await mountOnPage('post', POST);
      const toggle = screen.getByRole('button', { name: 'Article tools' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.getAttribute('aria-controls')).toBe(bar('Article tools').id);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.tab();
      expect(document.activeElement).toBe(toggle);
      await user.keyboard('{Enter}');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(isShown(bar('Article tools'))).toBe(true);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Share on Pinterest' }));
      // focus is in the bar: scrolling down does not hide it from under the keyboard
      scrollTo(3000);
      expect(isShown(bar('Article tools'))).toBe(true);
    });
  });

  describe('given a recipe', () => {
    it('asks for collection data, and links to its sections', async () => {
      const requests = stubFetch();
      await mountOnPage('recipe', RECIPE);
      scrollTo(1400, 1380);
      await settle();
      expect(requests().map((url) => url.search)).toEqual(['?id=4001&rec_type=recipe&get_collection_data=true']);
      const nav = bar('Recipe tools');
      expect(within(nav).getByRole('link', { name: 'Ingredients' }).getAttribute('href')).toBe('#ingredients-title');
      expect(within(nav).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe('#directions-title');
    });
  });

  describe('given the shop', () => {
    it('is a 44px bar of the shop links, shown by any scroll-up; the current page is marked', async () => {
      window.history.replaceState(null, '', '/shop?category=cookware');
      const requests = stubFetch();
      await mountOnPage('shop', SHOP);
      const nav = bar('Shop shortcuts');
      expect(nav.className).toBe('subnav subnav--shop');
      scrollTo(300, 280);
      expect(isShown(nav)).toBe(true);
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(SHOP.links!.map((link) => [link.name, link.uri]));
      expect(within(nav).getByRole('link', { name: 'Cookware' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).queryByRole('list', { name: 'Share' })).toBeNull();
      expect(requests()).toEqual([]);
      window.history.replaceState(null, '', '/');
    });
  });

  describe('given bad input', () => {
    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['an HTML body', () => answer('<!doctype html><p>Maintenance</p>', 200, 'text/html')],
      ['missing keys', () => answer({})],
    ])(
      '%s from the recommended content: no Up next, the title stays, no message, no retry',
      async (_case, recommended) => {
        const requests = stubFetch(recommended);
        await mountOnPage('post', POST);
        scrollTo(1500);
        await settle();
        scrollTo(1800, 1700, 1600);
        const nav = bar('Article tools');
        expect(isShown(nav)).toBe(true);
        expect(within(nav).queryByRole('list', { name: 'Up next' })).toBeNull();
        expect(within(nav).getByText(POST.title!)).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(requests()).toHaveLength(1);
      },
    );

    it('javascript: URLs: a recommended item and a shop link are dropped, an unsafe share URL shares this page', async () => {
      stubFetch(() => answer({ recommendedContent: [{ ...TILES[0], uri: 'javascript:alert(1)' }, TILES[1]] }));
      await mountOnPage('post', {
        ...POST,
        shareUrl: 'javascript:alert(1)',
        shareImage: 'javascript:alert(2)',
        title: '<img src=x onerror=alert(1)>',
      });
      scrollTo(1500);
      await settle();
      scrollTo(1800, 1700);
      const nav = bar('Article tools');
      expect(
        within(within(nav).getByRole('list', { name: 'Up next' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([TILES[1]!.name]);
      const pin = new URL(within(nav).getByRole('link', { name: 'Share on Pinterest' }).getAttribute('href')!);
      expect(pin.searchParams.get('url')).toBe(`${window.location.origin}/`);
      expect(pin.searchParams.has('media')).toBe(false);
      expect(document.querySelector('[data-widget="sub-navigation"] img:not(.subnav__card-image)')).toBeNull();
    });

    it('a shop with only unsafe links renders nothing', async () => {
      stubFetch();
      const slot = await mountOnPage('shop', {
        links: [
          { name: 'Evil', uri: 'javascript:alert(1)' },
          { name: 'Away', uri: '//evil.example/' },
        ],
      });
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(screen.queryByRole('navigation', { hidden: true })).toBeNull();
    });

    it('a page type without a sub-navigation renders nothing and asks for nothing', async () => {
      const requests = stubFetch();
      const slot = await mountOnPage('home', POST);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(slot.querySelector('nav, button')).toBeNull();
      scrollTo(2000, 1900);
      expect(requests()).toEqual([]);
    });

    it('a post without an id asks for no recommended content', async () => {
      const requests = stubFetch();
      await mountOnPage('post', { ...POST, id: undefined });
      scrollTo(2000, 1900);
      expect(isShown(bar('Article tools'))).toBe(true);
      expect(requests()).toEqual([]);
    });
  });
});
