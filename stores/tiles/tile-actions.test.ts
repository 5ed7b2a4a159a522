import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productBySlug } from '../../fixtures/data/products';
import { basketSlots } from '../../fixtures/pages/slots';
import { resetSiteConfig } from '../../shared/config/site-config';
import type { ProductTileData } from '../../shared/commerce/tiles/tile-types';
import { DEMAND_EVENT } from '../../shared/demand-widget';
import { $basketPending, resetBasket } from '../basket/basket';
import { $basketPreview, resetBasketPreview } from '../basket/basket-preview';
import { $quickBasket, closeQuickBasket } from '../quick-basket/quick-basket';
import {
  addProductToCart,
  prepareProductDetails,
  resetTileActions,
  viewCart,
  viewProductDetails,
} from './tile-actions';

const fixture = (slug: string): ProductTileData => productBySlug(slug)!;

beforeEach(() => {
  // The basket's own requests (load, add) are not what these tests look at: they fail quietly.
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  closeQuickBasket();
  resetBasketPreview();
  resetTileActions();
  // The adds of one test are not the next one's to send.
  resetBasket();
});

describe('addProductToCart', () => {
  it('adds the only in-stock sku at once, with what the tile knows as its preview', async () => {
    const pan = fixture('five-two-half-sheet-pan');
    await addProductToCart(pan);
    const sku = pan.skus[0]!;
    expect($basketPending.get().adds[Number(sku.id)]).toEqual({
      quantity: 1,
      preview: {
        productId: 1008,
        name: 'Five Two Half Sheet Pan',
        price: 34,
        uri: '/products/five-two-half-sheet-pan',
        image: sku.images![0],
      },
    });
    expect($quickBasket.get().showModal).toBe(false);
  });

  it('takes GraphQL string ids as numbers', async () => {
    const salt = fixture('flaky-sea-salt');
    const answered = { ...salt, id: String(salt.id), skus: salt.skus.map((sku) => ({ ...sku, id: String(sku.id) })) };
    await addProductToCart(answered);
    expect($basketPending.get().adds[Number(salt.skus[0]!.id)]?.preview.productId).toBe(salt.id);
  });

  it('opens the quick basket when several skus are in stock: the shopper picks one', async () => {
    const before = $basketPending.get();
    await addProductToCart(fixture('five-two-nonstick-pan'));
    expect($quickBasket.get()).toMatchObject({
      showModal: true,
      productInfo: { productId: 1002, name: 'Five Two Ceramic Nonstick Pan' },
    });
    expect($quickBasket.get().productInfo?.skuId).toBeUndefined();
    expect($basketPending.get()).toBe(before);
  });

  it.each(['egift-card', 'community-kitchens-donation'])(
    '%s with one option: opens the quick basket on it, as sent by email (its details on its page), and adds nothing',
    async (slug) => {
      const full = fixture(slug);
      const only = full.skus[0]!;
      const before = $basketPending.get();
      await addProductToCart({ ...full, skus: [only] });
      // Sent by email even though this page lists no email-fulfilled ids: not loaded, its options are chosen on its page.
      expect($quickBasket.get()).toMatchObject({
        showModal: true,
        productInfo: { productId: full.id, skuId: only.id, name: full.name },
        emailFulfilled: true,
        loading: false,
      });
      expect($basketPending.get()).toBe(before);
    },
  );

  it('does nothing for a product out of stock', async () => {
    const before = $basketPending.get();
    await addProductToCart(fixture('carbon-steel-wok'));
    expect($basketPending.get()).toBe(before);
    expect($quickBasket.get().showModal).toBe(false);
  });
});

describe('viewProductDetails', () => {
  it('opens the quick basket on the product, with its only in-stock sku preselected', async () => {
    const strip = fixture('magnetic-knife-strip');
    await viewProductDetails(strip);
    expect($quickBasket.get()).toMatchObject({
      showModal: true,
      productInfo: { productId: strip.id, skuId: strip.skus[0]!.id, name: strip.name },
    });
  });
});

describe('viewCart', () => {
  /** A page with this config (parsed once per page), its basket slots (the drawer's among them) or none. */
  async function onPage(config: Record<string, unknown>, slots?: string) {
    resetSiteConfig();
    document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
    document.body.innerHTML = slots ?? String(await basketSlots());
  }
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  let demanded: string[];
  const listener = (event: Event) => demanded.push((event as CustomEvent<string>).detail);
  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    demanded = [];
    document.addEventListener(DEMAND_EVENT, listener);
  });
  afterEach(() => {
    document.removeEventListener(DEMAND_EVENT, listener);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    resetSiteConfig();
  });

  it('opens the basket preview and asks for the drawer', async () => {
    await onPage({ cartPath: '/users/cart' });
    await viewCart();
    expect($basketPreview.get().showBasketPreview).toBe(true);
    expect(demanded).toEqual(['basket-drawer']);
    expect(assign).not.toHaveBeenCalled();
  });

  // A separate tile button only opens the basket preview: the standalone cart sends the header's cart to the cart page, not this.
  it('with the standalone cart on, still only opens the basket preview', async () => {
    await onPage({ cartPath: '/users/cart', useStandaloneCart: true });
    await viewCart();
    expect($basketPreview.get()).toMatchObject({ showBasketPreview: true, useStandaloneCart: true });
    expect(demanded).toEqual(['basket-drawer']);
    await vi.runAllTimersAsync();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['has no drawer slot', ''],
    ['has a drawer slot that failed', '<div data-widget="basket-drawer" data-widget-state="error"></div>'],
  ])('on a page that %s, goes to the cart page instead', async (_case, slots) => {
    await onPage({ cartPath: '/users/cart' }, slots);
    await viewCart();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/users/cart'));
    expect($basketPreview.get().showBasketPreview).toBe(false);
  });
});

describe('prepareProductDetails', () => {
  it('demands the quick basket and the basket drawer once, however often the shopper points or focuses', () => {
    const demanded = vi.fn();
    const listener = (event: Event) => demanded((event as CustomEvent).detail);
    document.addEventListener(DEMAND_EVENT, listener);
    prepareProductDetails();
    prepareProductDetails();
    document.removeEventListener(DEMAND_EVENT, listener);
    expect(demanded.mock.calls).toEqual([['quick-basket'], ['basket-drawer']]);
  });
});
