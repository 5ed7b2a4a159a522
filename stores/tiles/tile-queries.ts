import type {
  PostTileData,
  ProductCollectionTileData,
  ProductTileData,
  RecipeTileData,
  TileEntry,
  TileType,
} from '../../shared/commerce/tiles/tile-types';
import { pantryQuery } from '../../shared/http/pantry';

// The pantry queries of the tiles (spec: a product tile by id and optional image uuids, a recipe by id, a
// post by id, a product collection by slug). tile-queries.test.ts validates each against the schema.

const SIZES =
  'base { ...Size } base_2x { ...Size } tablet { ...Size } tablet_2x { ...Size } desktop { ...Size } desktop_2x { ...Size } large_desktop { ...Size } large_desktop_2x { ...Size }';

const IMAGE_FRAGMENTS = `
fragment Size on Image { url width height }
fragment TileImage on ImageSet { uuid alt ${SIZES} webp { ${SIZES} } }`;

export const PRODUCT_TILE_QUERY = `query ProductTile($id: ID!, $imageUuids: [String!]) {
  product(id: $id, image_uuids: $imageUuids) {
    id uri path name vendor { id name } primary_category { id name }
    in_stock single_sku_in_stock min_price price_range_description price_range_original_description
    on_sale exclusive private_label is_private_label egift_card isDonation express_shippable below_low_inventory_threshold
    inactive_product variants_label
    variants { name options { id name value hex_color hex_color_2 } }
    skus { id in_stock inventory price images { ...TileImage } }
    average_rating review_average_rating review_count
    images { ...TileImage }
  }
}${IMAGE_FRAGMENTS}`;

export const RECIPE_TILE_QUERY = `query RecipeTile($id: ID!) {
  recipe(id: $id) { id uri name user { name } images { ...TileImage } rating_count average_rating }
}${IMAGE_FRAGMENTS}`;

export const POST_TILE_QUERY = `query PostTile($id: ID!) {
  post(id: $id) { id uri name user { name } images { ...TileImage } }
}${IMAGE_FRAGMENTS}`;

export const PRODUCT_COLLECTION_TILE_QUERY = `query ProductCollectionTile($slug: String!) {
  product_collection(slug: $slug) { id uri name image { ...TileImage } }
}${IMAGE_FRAGMENTS}`;

/** A product tile by id; `imageUuids` picks (and orders) its images. Null when there is no such product. */
export async function fetchProductTile(id: string, imageUuids?: readonly string[]): Promise<ProductTileData | null> {
  const variables = imageUuids?.length ? { id, imageUuids } : { id };
  return (await pantryQuery<{ product: ProductTileData | null }>(PRODUCT_TILE_QUERY, variables))?.product ?? null;
}

export async function fetchRecipeTile(id: string): Promise<RecipeTileData | null> {
  return (await pantryQuery<{ recipe: RecipeTileData | null }>(RECIPE_TILE_QUERY, { id }))?.recipe ?? null;
}

export async function fetchPostTile(id: string): Promise<PostTileData | null> {
  return (await pantryQuery<{ post: PostTileData | null }>(POST_TILE_QUERY, { id }))?.post ?? null;
}

export async function fetchProductCollectionTile(slug: string): Promise<ProductCollectionTileData | null> {
  return (
    (
      await pantryQuery<{ product_collection: ProductCollectionTileData | null }>(PRODUCT_COLLECTION_TILE_QUERY, {
        slug,
      })
    )?.product_collection ?? null
  );
}

/** What a tile asks for: its type and the id (the slug for a product collection). */
export interface TileRequest {
  type: TileType;
  id?: string | undefined;
  slug?: string | undefined;
  imageUuids?: readonly string[] | undefined;
}

async function fetchItem({ type, id, slug, imageUuids }: TileRequest): Promise<TileEntry['item'] | null> {
  if (type === 'product-collection') return slug ? fetchProductCollectionTile(slug) : null;
  if (!id) return null;
  if (type === 'product') return fetchProductTile(id, imageUuids);
  if (type === 'recipe') return fetchRecipeTile(id);
  if (type === 'post') return fetchPostTile(id);
  // Video and resident have no query: they come with their data or not at all.
  return null;
}

/** The tile's item from the pantry; null when there is none to be had (no query, no id, no such item). */
export async function fetchTile(request: TileRequest): Promise<TileEntry | null> {
  const item = await fetchItem(request);
  return item ? ({ type: request.type, item } as TileEntry) : null;
}
