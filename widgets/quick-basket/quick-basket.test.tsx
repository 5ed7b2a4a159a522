import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSlot } from '../../mount/mount-slot';
import { $basket, $basketPending, $basketView, resetBasket } from '../../stores/basket/basket';
import { $basketPreview, resetBasketPreview } from '../../stores/basket/basket-preview';
import { $flash } from '../../stores/flash';
import { $quickBasket, closeQuickBasket, openQuickBasket } from '../../stores/quick-basket/quick-basket';
import { pageConfig, quickBasketServer } from '../../fixtures/testing/quick-basket-test-server';
import { QuickBasket } from './quick-basket';

// The same definition as entry.ts, mounted into the slot markup a page carries.
const definition = { name: 'quick-basket', component: QuickBasket, config: ['productChooserDetailsPath'] as const };
const SLOT = '<div data-widget="quick-basket" data-load="demand"></div>';

/** A page with a tile's 'View details for …' button and the quick-basket slot; the tile opens it on click. */
async function page(
  info: Parameters<typeof openQuickBasket>[0],
  server: Parameters<typeof quickBasketServer>[0] = {},
  hold = false,
) {
  pageConfig();
  const api = quickBasketServer(server);
  if (hold) api.hold(info.productId);
  document.body.innerHTML = `<button type="button" id="tile">View details for ${info.name}</button>${SLOT}`;
  const tile = screen.getByRole('button', { name: `View details for ${info.name}` });
  tile.addEventListener('click', () => openQuickBasket(info));
  const slot = document.querySelector<HTMLElement>('[data-widget="quick-basket"]')!;
  expect(await mountSlot(definition, slot)).toBe('mounted');
  const user = userEvent.setup();
  await user.click(tile);
  return { api, tile, user };
}

const dialog = () => document.querySelector('dialog')!;
const escape = () => act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));

beforeEach(() => {
  $flash.set({ notification: null, fading: false });
});
afterEach(() => {
  act(() => closeQuickBasket());
  cleanStores($basketView, $basket);
  resetBasket();
  resetBasketPreview();
  vi.unstubAllGlobals();
});

describe('quick-basket', () => {
  describe('after a tile opens it', () => {
    it('shows the tile name at once with a loading skeleton, then the product', async () => {
      const { api } = await page({ productId: 1036, name: 'Bento Boxes' }, {}, true);
      const modal = screen.getByRole('dialog', { name: 'Bento Boxes' });
      expect(modal).toBe(dialog());
      expect(dialog().open).toBe(true);
      expect(within(modal).getByRole('status', { name: 'Loading products' })).toBeTruthy();
      api.release(1036);
      expect(await screen.findByRole('dialog', { name: 'Five Two Stainless Bento Boxes' })).toBe(modal);
      expect(api.detailRequests()).toEqual(['/shop/product_chooser_details?id=1036']);
      expect(within(modal).queryByRole('status', { name: 'Loading products' })).toBeNull();
      expect(within(modal).getByRole('img')).toBeTruthy();
      expect(within(modal).getByText('$40')).toBeTruthy();
      expect(within(modal).getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
        '/products/five-two-bento-boxes',
      );
    });

    it('lets the shopper pick a sku by its radio; an out-of-stock sku is disabled', async () => {
      const { user } = await page({ productId: 1036, name: 'Bento Boxes' });
      const group = await screen.findByRole('group', { name: 'Color' });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(3);
      expect(within(group).getByRole('radio', { name: 'Sage' })).toHaveProperty('checked', true);
      expect(within(group).getByRole('radio', { name: 'Graphite (out of stock)' })).toHaveProperty('disabled', true);
      await user.click(within(group).getByRole('radio', { name: 'Blush' }));
      expect(within(group).getByRole('radio', { name: 'Blush' })).toHaveProperty('checked', true);
      expect($quickBasket.get().skuId).toBe(103603);
    });

    it('shows a sale price with the original price struck through', async () => {
      await page({ productId: 1025, name: 'Platter' });
      const price = (await screen.findByText('$46')).closest('p')!;
      expect(price.querySelector('s')!.textContent).toBe('Original price: $62');
    });

    it('changes the quantity by keyboard and by the buttons, within the sku inventory', async () => {
      const { user } = await page({ productId: 1036, skuId: 103603, name: 'Bento Boxes' });
      const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
      expect(quantity).toHaveProperty('value', '1');
      quantity.focus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(quantity).toHaveProperty('value', '3');
      await user.keyboard('{ArrowDown}');
      expect(quantity).toHaveProperty('value', '2');
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      // 103603 has 4 left
      expect(quantity).toHaveProperty('value', '4');
      expect(screen.getByRole('button', { name: 'Increase quantity' }).getAttribute('aria-disabled')).toBe('true');
      await user.clear(quantity);
      await user.type(quantity, '2');
      expect(quantity).toHaveProperty('value', '2');
      await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
      expect(quantity).toHaveProperty('value', '1');
    });

    it('Add to Cart adds to the basket, closes, and opens the basket preview', async () => {
      const { user, tile } = await page({ productId: 1036, name: 'Bento Boxes' });
      const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
      quantity.focus();
      await user.keyboard('{ArrowUp}');
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect($basketPending.get().adds[103601]).toMatchObject({ quantity: 2, preview: { productId: 1036, price: 40 } });
      expect(dialog().open).toBe(false);
      expect($basketPreview.get().showBasketPreview).toBe(true);
      expect(document.activeElement).toBe(tile);
    });

    it('closes on Escape, clears the product and gives focus back to the tile button', async () => {
      const { tile } = await page({ productId: 1036, name: 'Bento Boxes' });
      await screen.findByRole('dialog', { name: 'Five Two Stainless Bento Boxes' });
      expect(dialog().contains(document.activeElement)).toBe(true);
      await escape();
      expect(dialog().open).toBe(false);
      expect($quickBasket.get()).toMatchObject({ showModal: false, product: null, productInfo: null });
      expect(document.activeElement).toBe(tile);
    });
  });

  describe('given its code arrives after the tile asked for it (data-load="demand")', () => {
    it('asks the loader for it, opens on mount, and still gives focus back to the tile button', async () => {
      pageConfig();
      quickBasketServer();
      document.body.innerHTML = `<button type="button">View details for Bento Boxes</button>${SLOT}`;
      const tile = screen.getByRole('button', { name: 'View details for Bento Boxes' });
      const demanded = vi.fn();
      document.addEventListener('widget:demand', demanded);
      tile.focus();
      openQuickBasket({ productId: 1036, name: 'Bento Boxes' });
      document.removeEventListener('widget:demand', demanded);
      expect((demanded.mock.calls[0]![0] as CustomEvent).detail).toBe('quick-basket');
      await mountSlot(definition, document.querySelector<HTMLElement>('[data-widget="quick-basket"]')!);
      expect(await screen.findByRole('dialog', { name: 'Five Two Stainless Bento Boxes' })).toBe(dialog());
      await escape();
      expect(document.activeElement).toBe(tile);
    });
  });

  describe('given the product details fail to load', () => {
    it('logs the spec text, shows no message, and offers the product page', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await page({ productId: 1036, name: 'Bento Boxes', uri: '/products/five-two-bento-boxes' }, { fail: 404 });
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith('Unexpected error fetching product details.', expect.anything()),
      );
      const modal = screen.getByRole('dialog', { name: 'Bento Boxes' });
      expect(within(modal).queryByRole('status')).toBeNull();
      expect(within(modal).queryByRole('alert')).toBeNull();
      expect(within(modal).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
      expect(within(modal).getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
        '/products/five-two-bento-boxes',
      );
      expect($flash.get().notification).toBeNull();
    });
  });

  describe('given an email-fulfilled product', () => {
    it('does not load it and sends the shopper to the product page', async () => {
      const { api } = await page({ productId: 1039, name: 'Shop eGift Card', uri: '/products/egift-card' });
      const modal = screen.getByRole('dialog', { name: 'Shop eGift Card' });
      expect(
        within(modal).getByText('This item is sent by email. Choose its options on the product page.'),
      ).toBeTruthy();
      expect(within(modal).getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
        '/products/egift-card',
      );
      expect(within(modal).queryByRole('status')).toBeNull();
      expect(api.detailRequests()).toEqual([]);
    });
  });
});
