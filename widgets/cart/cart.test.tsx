import { act, screen, within } from '@testing-library/react';
import { html } from 'hono/html';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { loadBasket, resetBasket, setThirdPartyError } from '../../stores/basket/basket';
import { resetBasketPreview } from '../../stores/basket/basket-preview';
import { Cart, cartProps } from './cart';

const item = (id: number, name: string, quantity: number, price: number, originalPrice: number) => ({
  id,
  skuId: id * 10,
  productId: id,
  name,
  productName: name,
  uri: `/products/${id}`,
  quantity,
  price,
  originalPrice,
  skuInventory: 40,
  removeMessages: [],
  confirmMessages: [],
});
const BASKET = {
  basketId: 'b1',
  orderable: true,
  subTotal: 42,
  numItems: 4,
  basketItems: [item(1, 'Dutch Oven', 3, 10, 12.5), item(2, 'Linen Napkins', 1, 12, 12)],
};

/** The basket server and the pantry, each answering at once. */
function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body =
        new URL(request.url).pathname === '/pantry'
          ? { data: { current_basket_recommended_content: [] } }
          : { basket: BASKET };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The cart page's slot (fixtures/pages/slots.ts) with the basket the server rendered, mounted. */
async function mountCart() {
  document.body.innerHTML = String(await cartSlot(html`<p>The server's own review</p>`, BASKET));
  await mountSlot({ name: 'cart', component: Cart, props: cartProps }, document.querySelector('[data-widget]')!);
  // The store outlives each test's page (it unmounts 1 s after its last reader): load this test's basket.
  await act(() => loadBasket());
  return screen.getByRole('list', { name: 'Items in your cart' });
}

beforeEach(() => {
  resetBasket();
  resetBasketPreview();
  stubServer();
});
afterEach(() => {
  act(() => setThirdPartyError(null));
  vi.unstubAllGlobals();
});

describe('cart', () => {
  it("shows a line's original price total struck through before its price total, each quantity x price", async () => {
    const lines = await mountCart();
    const oven = within(lines).getByRole('link', { name: 'Dutch Oven' }).closest('li')!;
    // 3 x 12.50 and 3 x 10: two decimals, a trailing '.00' dropped.
    expect(within(oven).getByText('$37.50').tagName).toBe('S');
    expect(within(oven).getByText('$30').tagName).not.toBe('S');
    // No reduction, no original price.
    const napkins = within(lines).getByRole('link', { name: 'Linen Napkins' }).closest('li')!;
    expect(within(napkins).getByText('$12')).toBeTruthy();
    expect(napkins.querySelector('s')).toBeNull();
  });

  describe('given a third-party error', () => {
    it('shows it as text beside the subtotal, keeps it when the basket loads again, and takes it away when cleared', async () => {
      await mountCart();
      const message = 'PayPal could not start. <b>Please try again.</b>';
      act(() => setThirdPartyError(message));
      expect(screen.getByText(message)).toBeTruthy();
      await act(() => loadBasket());
      expect(screen.getByText(message)).toBeTruthy();
      act(() => setThirdPartyError(null));
      expect(screen.queryByText(message)).toBeNull();
      expect(screen.getByText('Subtotal')).toBeTruthy();
    });
  });
});
