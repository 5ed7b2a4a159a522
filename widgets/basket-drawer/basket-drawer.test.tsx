import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSlot } from '../../mount/mount-slot';
import { loadBasket, resetBasket, setThirdPartyError } from '../../stores/basket/basket';
import { openBasketPreview, resetBasketPreview } from '../../stores/basket/basket-preview';
import { BasketDrawer } from './basket-drawer';

const item = (id: number, name: string, quantity: number, extra: object = {}) => ({
  id,
  skuId: id * 10,
  productId: id,
  name,
  productName: name,
  uri: `/products/${id}`,
  quantity,
  price: 20,
  originalPrice: 20,
  skuInventory: 40,
  removeMessages: [],
  confirmMessages: [],
  ...extra,
});

function stubServer(items: object[]) {
  const posts: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/pantry')
        return new Response(JSON.stringify({ data: { current_basket_recommended_content: [] } }), {
          headers: { 'content-type': 'application/json' },
        });
      if (request.method === 'POST') posts.push({ path, body: await request.json() });
      const basket = { basketId: 'b', orderable: true, subTotal: 60, numItems: 3, basketItems: items };
      return new Response(JSON.stringify({ basket }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return posts;
}

async function mountDrawer() {
  document.body.innerHTML = '<button type="button">View Cart</button><div data-widget="basket-drawer"></div>';
  await mountSlot({ name: 'basket-drawer', component: BasketDrawer }, document.querySelector('[data-widget]')!);
  // The store outlives each test's page (it unmounts 1 s after its last reader): load this test's basket.
  await act(() => loadBasket());
}

beforeEach(() => {
  resetBasket();
  resetBasketPreview();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('basket-drawer', () => {
  describe('after a View Cart button opens it', () => {
    it('shows the lines, the subtotal and checkout, and returns focus to the button on close', async () => {
      stubServer([item(1, 'Dutch Oven', 1), item(2, 'Linen Napkins', 2)]);
      await mountDrawer();
      const opener = screen.getByRole('button', { name: 'View Cart' });
      opener.focus();
      act(() => openBasketPreview());
      const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
      await within(drawer).findByRole('link', { name: 'Dutch Oven' });
      expect(within(drawer).getByRole('list', { name: 'Items in your cart' }).children).toHaveLength(2);
      expect(within(drawer).getByText('$60')).toBeTruthy();
      expect(within(drawer).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/shop/checkout');
      expect(within(drawer).getByRole('link', { name: 'View full cart' }).getAttribute('href')).toBe('/users/cart');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
      expect(document.activeElement).toBe(opener);
    });

    it('on the cart page itself, has no View full cart link (the page facts say where it is)', async () => {
      document.head.innerHTML = '<script type="application/json" id="site-config">{"pageType":"cart"}</script>';
      stubServer([item(1, 'Dutch Oven', 1)]);
      await mountDrawer();
      act(() => openBasketPreview());
      const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
      await within(drawer).findByRole('link', { name: 'Dutch Oven' });
      expect(within(drawer).queryByRole('link', { name: 'View full cart' })).toBeNull();
      expect(within(drawer).getByRole('link', { name: 'Checkout' })).toBeTruthy();
    });
  });

  describe('given a quantity change', () => {
    it('shows it at once, holds checkout while it is pending, and sends one request', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const posts = stubServer([item(1, 'Dutch Oven', 1)]);
      await mountDrawer();
      act(() => openBasketPreview());
      const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
      const more = await within(drawer).findByRole('button', { name: 'Increase quantity of Dutch Oven' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(more);
      await user.click(more);
      expect(within(drawer).getByRole('group', { name: 'Quantity of Dutch Oven' }).textContent).toContain('3');
      expect(within(drawer).getByRole('link', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');
      expect(within(drawer).getByText('(updating…)')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      await vi.waitFor(() =>
        expect(posts).toEqual([{ path: '/users/cart/ajax_update_item', body: { basket_item_id: 1, quantity: 3 } }]),
      );
      vi.useRealTimers();
    });
  });

  it('shows the basket error message and per-line messages, as text', async () => {
    stubServer([
      item(1, 'Dutch Oven', 1, {
        confirmMessages: [{ kind: 'price_change', message: 'The price of <b>Dutch Oven</b> changed.' }],
      }),
    ]);
    await mountDrawer();
    act(() => openBasketPreview());
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    await within(drawer).findByText(
      'An item in your cart has changed price. Please review the cart and confirm price change to proceed.',
    );
    expect(within(drawer).getByText('The price of <b>Dutch Oven</b> changed.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Confirm changes to Dutch Oven' })).toBeTruthy();
  });

  it('an empty basket offers to continue shopping', async () => {
    stubServer([]);
    await mountDrawer();
    act(() => openBasketPreview());
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    await within(drawer).findByText('Your cart is empty.');
    expect(within(drawer).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
  });
});

describe('basket-drawer, given a reduced line and a third-party error', () => {
  afterEach(() => act(() => setThirdPartyError(null)));

  it('shows the line’s original price total struck through, and the error as text, until it is cleared', async () => {
    // 2 x 24.99 was, 2 x 20 now: two decimals, a trailing '.00' dropped.
    stubServer([item(1, 'Dutch Oven', 2, { originalPrice: 24.99 })]);
    await mountDrawer();
    act(() => openBasketPreview());
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    const line = (await within(drawer).findByRole('link', { name: 'Dutch Oven' })).closest('li')!;
    expect(within(line).getByText('$49.98').tagName).toBe('S');
    expect(within(line).getByText('$40').tagName).not.toBe('S');
    const message = 'Apple Pay is unavailable. <i>Use another method.</i>';
    act(() => setThirdPartyError(message));
    expect(within(drawer).getByText(message)).toBeTruthy();
    act(() => setThirdPartyError(null));
    expect(within(drawer).queryByText(message)).toBeNull();
  });
});
