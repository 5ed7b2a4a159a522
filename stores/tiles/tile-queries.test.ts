import { afterEach, describe, expect, it, vi } from 'vitest';
import { productBySlug } from '../../fixtures/data/products';
import { validatePantryQuery } from '../../fixtures/server/pantry/validate';
import { pantryServer } from '../../fixtures/testing/pantry-test-server';
import {
  fetchPostTile,
  fetchProductCollectionTile,
  fetchProductTile,
  fetchRecipeTile,
  fetchTile,
  POST_TILE_QUERY,
  PRODUCT_COLLECTION_TILE_QUERY,
  PRODUCT_TILE_QUERY,
  RECIPE_TILE_QUERY,
} from './tile-queries';

vi.mock('../../fixtures/server/pantry/schema', () => import('../../fixtures/testing/pantry-test-schema'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tile queries', () => {
  it.each([
    ['product', PRODUCT_TILE_QUERY],
    ['recipe', RECIPE_TILE_QUERY],
    ['post', POST_TILE_QUERY],
    ['product collection', PRODUCT_COLLECTION_TILE_QUERY],
  ])('the %s query is valid against the pantry schema', (_name, query) => {
    expect(validatePantryQuery(query)).toEqual([]);
  });
});

describe('fetching tiles from the pantry', () => {
  it('a product by id: every field a tile shows', async () => {
    const server = pantryServer();
    const product = await fetchProductTile('1001');
    expect(server.calls[0]!.variables).toEqual({ id: '1001' });
    expect(product).toMatchObject({
      id: '1001',
      name: 'Five Two Essential Dutch Oven',
      uri: '/products/five-two-essential-dutch-oven',
      vendor: { name: 'Five Two' },
      price_range_description: '$149',
      private_label: true,
      express_shippable: true,
      review_count: 1284,
    });
    expect(product!.variants![0]!.options).toHaveLength(9);
    expect(product!.skus[0]).toMatchObject({ id: '100101', in_stock: true, inventory: 40, price: 149 });
    expect(product!.images![0]!.webp!.base).toEqual({
      url: '/images/products/five-two-essential-dutch-oven.svg',
      width: 260,
      height: 260,
    });
  });

  // The product tile's primary_category, egift_card and isDonation; the query asks for the category.
  it.each([
    ['five-two-essential-dutch-oven', 'Cookware', false, false],
    ['egift-card', 'Gift Cards', true, false],
    ['community-kitchens-donation', 'Giving', false, true],
  ])('%s: its category, egift_card and isDonation', async (slug, category, egiftCard, isDonation) => {
    pantryServer();
    const product = await fetchProductTile(String(productBySlug(slug)!.id));
    expect(product).toMatchObject({ primary_category: { name: category }, egift_card: egiftCard, isDonation });
  });

  it('a product with image uuids: those images, in that order', async () => {
    const server = pantryServer();
    const oven = productBySlug('five-two-essential-dutch-oven')!;
    const uuids = [oven.images[1]!.uuid, oven.images[0]!.uuid];
    const product = await fetchProductTile(String(oven.id), uuids);
    expect(server.calls[0]!.variables).toEqual({ id: String(oven.id), imageUuids: uuids });
    expect(product!.images!.map((image) => image.uuid)).toEqual(uuids);
  });

  it('a recipe, a post and a product collection', async () => {
    const server = pantryServer();
    expect(await fetchRecipeTile('4004')).toMatchObject({
      name: 'Olive Oil Cake with Citrus',
      rating_count: 520,
      user: { name: expect.any(String) },
    });
    expect(await fetchPostTile('6001')).toMatchObject({
      name: 'How to Season (and Re-Season) Cast Iron',
      uri: '/blog/how-to-season-cast-iron',
    });
    expect(await fetchProductCollectionTile('holiday-hosting')).toMatchObject({
      id: '9001',
      name: 'Holiday Hosting',
      uri: '/shop/collections/holiday-hosting',
    });
    expect(server.calls.map((call) => call.variables)).toEqual([
      { id: '4004' },
      { id: '6001' },
      { slug: 'holiday-hosting' },
    ]);
    expect(server.calls.flatMap((call) => call.errors)).toEqual([]);
  });

  it('an unknown id is null', async () => {
    pantryServer();
    expect(await fetchProductTile('1')).toBeNull();
    expect(await fetchTile({ type: 'recipe', id: '1' })).toBeNull();
  });

  it.each([
    [{ type: 'video' as const, id: '7001' }],
    [{ type: 'resident' as const, id: '8001' }],
    [{ type: 'product' as const }],
    [{ type: 'product-collection' as const, id: '9001' }],
  ])('%j: nothing to ask, no request', async (request) => {
    const server = pantryServer();
    expect(await fetchTile(request)).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('fetchTile gives the item with its type', async () => {
    pantryServer();
    expect(await fetchTile({ type: 'post', id: '6002' })).toMatchObject({
      type: 'post',
      item: { name: 'Our Foolproof Thanksgiving Timeline' },
    });
  });

  it('a failed request throws, after its one console line (shared/http/pantry.ts)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    pantryServer({ fail: 500 });
    await expect(fetchRecipeTile('4004')).rejects.toThrow();
    expect(log).toHaveBeenCalledOnce();
  });
});
