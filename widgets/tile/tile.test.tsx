import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productBySlug } from '../../fixtures/data/products';
import { POSTS } from '../../fixtures/data/posts';
import { productCollectionBySlug } from '../../fixtures/data/product-collections';
import { RECIPES } from '../../fixtures/data/recipes';
import { RESIDENTS } from '../../fixtures/data/residents';
import { VIDEOS } from '../../fixtures/data/videos';
import { productTileCard } from '../../fixtures/pages/tile-cards';
import { basketSlots, productTileSlot, tileByIdSlot } from '../../fixtures/pages/slots';
import { productTileItem } from '../../fixtures/pages/tile-data';
import { jsonForScript } from '../../fixtures/server/json-for-script';
import { mountSlot } from '../../mount/mount-slot';
import { resetSiteConfig } from '../../shared/config/site-config';
import { DEMAND_EVENT } from '../../shared/demand-widget';
import { $basketPending } from '../../stores/basket/basket';
import { $basketPreview, resetBasketPreview } from '../../stores/basket/basket-preview';
import { $quickBasket, closeQuickBasket } from '../../stores/quick-basket/quick-basket';
import { pantryServer, type PantryFailure } from '../../fixtures/testing/pantry-test-server';
import { resetTileActions } from '../../stores/tiles/tile-actions';
import { resetTileLoads } from '../../stores/tiles/tile-loader';
import { Tile, tileProps } from './tile';

vi.mock('../../fixtures/server/pantry/schema', () => import('../../fixtures/testing/pantry-test-schema'));

const definition = { name: 'tile', component: Tile, props: tileProps };

/** The slot on a page, with the basket drawer's and quick basket's slots that every page carries. */
async function mountFromPage(slotHtml: string) {
  document.body.innerHTML = slotHtml + String(await basketSlots());
  const slot = document.querySelector<HTMLElement>('[data-widget="tile"]')!;
  const result = await mountSlot(definition, slot);
  return { slot, result };
}

/** A slot with its data in data-props, as a server page that rendered the tile writes it. */
function dataSlot(type: string, item: unknown, attributes = '') {
  return `<div data-widget="tile" data-type="${type}"${attributes}><p>server card</p><script type="application/json" data-props>${jsonForScript({ item })}</script></div>`;
}

const pan = productBySlug('five-two-half-sheet-pan')!;
const oven = productBySlug('five-two-essential-dutch-oven')!;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  // What a test's clicks started with import() (the basket preview's recommendations) calls the pantry once its
  // code is in: let that happen while this test's server stands, not in the next test's.
  await vi.dynamicImportSettled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetTileLoads();
  resetTileActions();
  resetBasketPreview();
  closeQuickBasket();
  document.head.innerHTML = '';
  resetSiteConfig();
});

describe('tile', () => {
  describe('given a product with its data in the slot', () => {
    it('renders it without asking the pantry', async () => {
      const server = pantryServer();
      const { result } = await mountFromPage(String(await productTileSlot(oven, productTileCard(oven))));
      expect(result).toBe('mounted');
      const article = await screen.findByRole('article');
      expect(within(article).getByRole('link', { name: 'Five Two Essential Dutch Oven' }).getAttribute('href')).toBe(
        '/products/five-two-essential-dutch-oven',
      );
      expect(within(article).getByText('+3 more')).toBeTruthy();
      expect(
        within(article).getByRole('button', { name: 'View details for Five Two Essential Dutch Oven' }),
      ).toBeTruthy();
      expect(server.calls).toEqual([]);
    });

    it('Add to Cart puts its one in-stock sku in the basket', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      pantryServer();
      await mountFromPage(String(await productTileSlot(pan, productTileCard(pan))));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
      const skuId = pan.skus[0]!.id;
      await waitFor(() =>
        expect($basketPending.get().adds[skuId]).toMatchObject({
          quantity: 1,
          preview: { productId: pan.id, name: pan.name, price: 34 },
        }),
      );
    });

    it('the cart icon demands the quick basket on first hover or focus, and opens it on click', async () => {
      pantryServer();
      const demanded = vi.fn();
      const listener = (event: Event) => demanded((event as CustomEvent).detail);
      document.addEventListener(DEMAND_EVENT, listener);
      await mountFromPage(String(await productTileSlot(oven, productTileCard(oven))));
      const details = await screen.findByRole('button', { name: 'View details for Five Two Essential Dutch Oven' });
      const user = userEvent.setup();
      await user.hover(details);
      expect(demanded.mock.calls).toEqual([['quick-basket'], ['basket-drawer']]);
      act(() => details.focus());
      expect(demanded).toHaveBeenCalledTimes(2);
      await user.click(details);
      await waitFor(() =>
        expect($quickBasket.get()).toMatchObject({
          showModal: true,
          productInfo: { productId: oven.id, name: oven.name },
        }),
      );
      document.removeEventListener(DEMAND_EVENT, listener);
    });

    it('a product out of stock shows a disabled "Out of stock"', async () => {
      const wok = productBySlug('carbon-steel-wok')!;
      await mountFromPage(String(await productTileSlot(wok, productTileCard(wok))));
      expect(((await screen.findByRole('button', { name: 'Out of stock' })) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    });

    it('View Cart opens the basket preview', async () => {
      pantryServer();
      await mountFromPage(String(await productTileSlot(pan, productTileCard(pan), 'view-cart')));
      await userEvent.click(await screen.findByRole('button', { name: 'View Cart' }));
      await waitFor(() => expect($basketPreview.get().showBasketPreview).toBe(true));
    });

    // A separate tile button only opens the basket preview, with the standalone cart on too.
    it('View Cart opens the basket preview with the standalone cart on, and stays on the page', async () => {
      document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify({ useStandaloneCart: true, cartPath: '/users/cart' })}</script>`;
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      pantryServer();
      await mountFromPage(String(await productTileSlot(pan, productTileCard(pan), 'view-cart')));
      await userEvent.click(await screen.findByRole('button', { name: 'View Cart' }));
      await waitFor(() => expect($basketPreview.get().showBasketPreview).toBe(true));
      expect(assign).not.toHaveBeenCalled();
    });

    it("carries the server's primary_category as data-category, and shows none of it", async () => {
      await mountFromPage(String(await productTileSlot(productTileItem(oven), productTileCard(oven))));
      const article = await screen.findByRole('article');
      expect(article.getAttribute('data-category')).toBe('Cookware');
      expect(within(article).queryByText('Cookware')).toBeNull();
    });

    it.each(['egift-card', 'community-kitchens-donation'])(
      'a %s with one option: Add to Cart opens the quick basket for its details, and adds nothing',
      async (slug) => {
        const product = productBySlug(slug)!;
        const item = { ...productTileItem(product), skus: productTileItem(product).skus.slice(0, 1) };
        pantryServer();
        await mountFromPage(String(await productTileSlot(item, productTileCard(product))));
        const before = $basketPending.get();
        await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
        await waitFor(() =>
          expect($quickBasket.get()).toMatchObject({
            showModal: true,
            productInfo: { productId: product.id, name: product.name },
          }),
        );
        expect($basketPending.get()).toBe(before);
      },
    );

    it('a javascript: uri is shown as text, not a link', async () => {
      await mountFromPage(dataSlot('product', { ...pan, uri: 'javascript:alert(1)', path: 'javascript:alert(1)' }));
      expect(await screen.findByRole('heading', { name: 'Five Two Half Sheet Pan' })).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
      expect(document.body.innerHTML).not.toContain('javascript:');
    });
  });

  describe('given a product by id', () => {
    it('says "Loading products" until the pantry answers a valid query for that id', async () => {
      const server = pantryServer();
      server.holdAnswers();
      await mountFromPage(String(await tileByIdSlot('product', 1001, productTileCard(oven))));
      expect(screen.getByRole('status', { name: 'Loading products' })).toBeTruthy();
      await waitFor(() => expect(server.calls).toHaveLength(1));
      expect(server.calls[0]!.errors).toEqual([]);
      expect(server.calls[0]!.variables).toEqual({ id: '1001' });
      expect(server.calls[0]!.query).toContain('product(id: $id, image_uuids: $imageUuids)');
      server.releaseAnswers();
      expect(await screen.findByRole('link', { name: 'Five Two Essential Dutch Oven' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull();
      expect(screen.getByRole('article').getAttribute('data-category')).toBe('Cookware');
    });

    it('asks for the image uuids of data-image-uuids', async () => {
      const server = pantryServer();
      const [main, detail] = oven.images;
      await mountFromPage(
        `<div data-widget="tile" data-type="product" data-id="1001" data-image-uuids="${detail!.uuid},${main!.uuid}"></div>`,
      );
      await screen.findByRole('article');
      expect(server.calls[0]!.variables).toEqual({ id: '1001', imageUuids: [detail!.uuid, main!.uuid] });
      expect(screen.getByRole('img', { name: 'Five Two Essential Dutch Oven, in use' })).toBeTruthy();
    });

    it.each<PantryFailure>([500, 'null-data', 'html'])('says "Error loading product" on %s', async (fail) => {
      pantryServer({ fail });
      await mountFromPage(String(await tileByIdSlot('product', 1001, productTileCard(oven))));
      expect(await screen.findByText('Error loading product')).toBeTruthy();
      expect(screen.queryByRole('article')).toBeNull();
    });

    it('says "Error loading product" for an id the pantry does not know', async () => {
      pantryServer();
      await mountFromPage('<div data-widget="tile" data-type="product" data-id="42"></div>');
      expect(await screen.findByText('Error loading product')).toBeTruthy();
    });
  });

  describe.each([
    [
      'recipe',
      'data-id="4004"',
      'Loading recipes',
      { id: '4004' },
      'Olive Oil Cake with Citrus',
      'Error loading recipe',
    ],
    [
      'post',
      'data-id="6001"',
      'Loading articles',
      { id: '6001' },
      'How to Season (and Re-Season) Cast Iron',
      'Error loading article',
    ],
    [
      'product-collection',
      'data-slug="holiday-hosting"',
      'Loading collections',
      { slug: 'holiday-hosting' },
      'Holiday Hosting',
      'Error loading collection',
    ],
  ])('given a %s by %s', (type, attribute, loading, variables, name, error) => {
    it(`says "${loading}", asks a valid query and shows the tile`, async () => {
      const server = pantryServer();
      server.holdAnswers();
      await mountFromPage(`<div data-widget="tile" data-type="${type}" ${attribute}><a href="/x">${name}</a></div>`);
      expect(screen.getByRole('status', { name: loading })).toBeTruthy();
      server.releaseAnswers();
      const article = await screen.findByRole('article');
      expect(within(article).getByRole('link', { name })).toBeTruthy();
      expect(server.calls.map((call) => [call.variables, call.errors])).toEqual([[variables, []]]);
    });

    it(`says "${error}" on a failure`, async () => {
      pantryServer({ fail: 500 });
      await mountFromPage(`<div data-widget="tile" data-type="${type}" ${attribute}></div>`);
      expect(await screen.findByText(error)).toBeTruthy();
    });
  });

  describe('given a recipe with View Cart', () => {
    it('shows the rating in ratings and a View Cart button', async () => {
      pantryServer();
      await mountFromPage(dataSlot('recipe', RECIPES[3], ' data-button="view-cart"'));
      expect(await screen.findByRole('img', { name: '5 out of 5 stars, 520 ratings' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'View Cart' }));
      await waitFor(() => expect($basketPreview.get().showBasketPreview).toBe(true));
    });

    it('has no Add to Cart: that is for products', async () => {
      await mountFromPage(dataSlot('recipe', RECIPES[3], ' data-button="add-to-cart"'));
      await screen.findByRole('article');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  // Every tile type may have the optional View Cart (spec: Add to Cart or View Cart); it only opens the preview.
  describe.each([
    ['post', POSTS[0]!],
    ['video', VIDEOS[0]!],
    ['product-collection', productCollectionBySlug('sale-picks')!],
    ['resident', RESIDENTS[0]!],
  ])('given a %s with data-button="view-cart"', (type, item) => {
    it('has a View Cart button that opens the basket preview', async () => {
      pantryServer();
      await mountFromPage(dataSlot(type, item, ' data-button="view-cart"'));
      const article = await screen.findByRole('article');
      await userEvent.click(within(article).getByRole('button', { name: 'View Cart' }));
      await waitFor(() => expect($basketPreview.get().showBasketPreview).toBe(true));
    });

    it('has no button without it', async () => {
      await mountFromPage(dataSlot(type, item));
      await screen.findByRole('article');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe.each([
    ['video', VIDEOS[0]!, 'Roast Chicken in Under an Hour', 'Error loading video'],
    ['resident', RESIDENTS[0]!, 'Lena Okafor', 'Error loading resident'],
    ['product-collection', productCollectionBySlug('sale-picks')!, 'Sale Picks', 'Error loading collection'],
  ])('given a %s', (type, item, name, error) => {
    it('renders it from its data', async () => {
      await mountFromPage(dataSlot(type, item));
      expect(within(await screen.findByRole('article')).getByRole('heading', { name })).toBeTruthy();
    });

    it(`without data or anything to load it by, says "${error}" at once, with no request`, async () => {
      const server = pantryServer();
      await mountFromPage(`<div data-widget="tile" data-type="${type}" data-id="1"></div>`);
      expect(screen.getByText(error)).toBeTruthy();
      expect(server.calls).toEqual([]);
    });
  });

  describe('given bad props', () => {
    it.each([
      ['an unknown type', '<div data-widget="tile" data-type="banana" data-id="1"><a href="/p">Server card</a></div>'],
      [
        'an unknown button',
        '<div data-widget="tile" data-type="product" data-id="1" data-button="buy"><a href="/p">Server card</a></div>',
      ],
      [
        'a product item without skus',
        dataSlot('product', { id: 1, name: 'Pan' }).replace('<p>server card</p>', '<a href="/p">Server card</a>'),
      ],
      [
        'an item without a name',
        dataSlot('recipe', { id: 1 }).replace('<p>server card</p>', '<a href="/p">Server card</a>'),
      ],
    ])('%s fails this slot alone and keeps the server card', async (_case, markup) => {
      const { slot, result } = await mountFromPage(markup);
      expect(result).toBe('failed');
      expect(slot.getAttribute('data-widget-state')).toBe('error');
      expect(within(slot).getByRole('link', { name: 'Server card' })).toBeTruthy();
    });
  });
});
