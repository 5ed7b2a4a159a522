import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { $basketCount, loadBasket, resetBasket } from '../../stores/basket/basket';
import { $basketPreview, resetBasketPreview } from '../../stores/basket/basket-preview';
import { $navigation, toggleMobileNav } from '../../stores/navigation/navigation';
import headerWidget from './definition';

const definition = headerWidget;
const LINKS = [
  { name: 'Recipes', uri: '/recipes' },
  { name: 'Shop', uri: '/shop' },
];

/** The basket call answers with one line of `quantity` (none for 0). */
function stubBasket(quantity: number) {
  const line = {
    id: 1,
    skuId: 10,
    productId: 1,
    name: 'Dutch Oven',
    productName: 'Dutch Oven',
    uri: '/products/1',
    quantity,
    price: 20,
    originalPrice: 20,
    skuInventory: 40,
    removeMessages: [],
    confirmMessages: [],
  };
  const basket = { basketId: 'b', numItems: quantity, basketItems: quantity ? [line] : [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ basket }), { headers: { 'content-type': 'application/json' } })),
  );
}

/** The page at `path` with its config, and the header's slot as the page frame writes it; mounted by the entry's mount. */
async function mountHeader({
  path = '/',
  config = {},
  cartCount = 2,
}: { path?: string; config?: object; cartCount?: number } = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
  document.body.innerHTML = `<header class="site-header">${String(await headerSlot({ siteName: 'Fifty-Two Kitchen', links: LINKS, cartCount }))}</header>`;
  const slot = document.querySelector<HTMLElement>('[data-widget="header"]')!;
  expect(await mountSlot(definition, slot)).toBe('mounted');
  return slot;
}

const cartButton = () => screen.getByRole('button', { name: /^Open Cart \d+ Items$/ });

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  resetBasket();
  resetBasketPreview();
  stubBasket(3);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('header', () => {
  it('keeps the server bar: the logo, the navigation links and the search form', async () => {
    await mountHeader();
    expect(screen.getByRole('link', { name: 'Fifty-Two Kitchen' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Recipes' }).getAttribute('href')).toBe('/recipes');
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Go to Cart/ })).toBeNull();
    expect(cartButton().getAttribute('aria-haspopup')).toBe('dialog');
  });

  // The search combobox: header-search.test.tsx.

  describe('cart button', () => {
    it("shows the server count until the basket loads, then the basket's, with a hidden Items label and the filled style", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      await mountHeader({ cartCount: 2 });
      expect(cartButton().textContent).toBe('Open Cart 2 Items');
      expect(screen.getByText('Items', { exact: false, selector: '.ui-visually-hidden' })).toBeTruthy();
      expect(cartButton().classList.contains('header-cart--filled')).toBe(true);
    });

    it("shows the basket's count once loaded, filled only when it has items", async () => {
      stubBasket(0);
      await mountHeader({ cartCount: 2 });
      await act(() => loadBasket());
      expect($basketCount.get()).toBe(0);
      expect(cartButton().textContent).toBe('Open Cart 0 Items');
      expect(cartButton().classList.contains('header-cart--filled')).toBe(false);
      stubBasket(5);
      await act(() => loadBasket());
      expect(cartButton().textContent).toBe('Open Cart 5 Items');
      expect(cartButton().classList.contains('header-cart--filled')).toBe(true);
    });

    it('opens the basket preview and closes the mobile navigation', async () => {
      const demanded: string[] = [];
      const listener = (event: Event) => demanded.push(String((event as CustomEvent).detail));
      document.addEventListener('widget:demand', listener);
      await mountHeader();
      await userEvent.hover(cartButton());
      // The drawer's code is asked for on intent, before the click.
      expect(demanded).toEqual(['basket-drawer']);
      expect($basketPreview.get().showBasketPreview).toBe(false);
      act(() => toggleMobileNav());
      expect($navigation.get().showMobile).toBe(true);
      await userEvent.click(cartButton());
      expect($basketPreview.get().showBasketPreview).toBe(true);
      expect($navigation.get().showMobile).toBe(false);
      expect(assign).not.toHaveBeenCalled();
      document.removeEventListener('widget:demand', listener);
    });

    it('with the standalone cart, is a link labelled Go to Cart to the cart path', async () => {
      await mountHeader({ config: { useStandaloneCart: true, cartPath: '/cart' } });
      const link = screen.getByRole('link', { name: /^Go to Cart \d+ Items$/ });
      expect(link.getAttribute('href')).toBe('/cart');
      expect(screen.queryByRole('button', { name: /Cart/ })).toBeNull();
    });

    it('with the standalone cart and an add still waiting, the link sends the add at once and goes once it is answered', async () => {
      await mountHeader({ config: { useStandaloneCart: true, cartPath: '/cart' } });
      await act(() => loadBasket());
      vi.useFakeTimers();
      try {
        let answer!: () => void;
        const held = new Promise<void>((resolve) => (answer = resolve));
        const basket = { basketId: 'b', numItems: 1, basketItems: [] };
        const posts: string[] = [];
        vi.stubGlobal(
          'fetch',
          vi.fn(async (request: Request) => {
            const path = new URL(request.url).pathname;
            if (!path.startsWith('/users/cart/'))
              return new Response('{}', { headers: { 'content-type': 'application/json' } });
            posts.push(path);
            await held;
            return new Response(JSON.stringify({ basket }), { headers: { 'content-type': 'application/json' } });
          }),
        );
        const { addItem } = await import('../../stores/basket/basket-actions');
        act(() => addItem(77, 1, { productId: 7, name: 'Linen napkins', price: 5 }));
        // A click well inside the add's 300 ms window: the add goes now, not when the window ends.
        act(() => screen.getByRole('link', { name: /^Go to Cart \d+ Items$/ }).click());
        await act(() => vi.advanceTimersByTimeAsync(0));
        expect(posts).toEqual(['/users/cart/ajax_add_item']);
        expect(assign).not.toHaveBeenCalled();
        answer();
        await act(() => vi.advanceTimersByTimeAsync(0));
        expect(assign).toHaveBeenCalledExactlyOnceWith('/cart');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
