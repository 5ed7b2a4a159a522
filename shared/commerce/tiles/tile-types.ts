import type { ImageSet } from '../../ui/picture/image-set';

// The tile entities of the shopping spec (section 3), as the pantry GraphQL service answers them and as
// server pages hand them over in a slot's data-props. GraphQL ids arrive as strings, server JSON may
// carry numbers, so ids take either.

export type TileId = string | number;

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface TileSku {
  id: TileId;
  in_stock: boolean;
  inventory?: number;
  price?: number;
  images?: ImageSet[];
}

export interface TileVariantOption {
  id?: TileId;
  name: string;
  value?: string;
  hex_color?: string | null;
  hex_color_2?: string | null;
}

export interface TileVariant {
  name: string;
  options: TileVariantOption[];
}

export interface ProductTileData {
  id: TileId;
  uri?: string;
  path?: string;
  name: string;
  vendor?: { id?: TileId; name: string } | null;
  /** Not shown: the tile carries its name in `data-category` (widgets/tile/README.md, Decisions). */
  primary_category?: { id?: TileId; name: string } | null;
  in_stock?: boolean;
  single_sku_in_stock?: boolean;
  min_price?: number;
  price_range_description?: string | null;
  price_range_original_description?: string | null;
  on_sale?: boolean;
  exclusive?: boolean;
  private_label?: boolean;
  is_private_label?: boolean;
  /** A gift card or a donation: Add to Cart opens the quick basket for its details, even with one option. */
  egift_card?: boolean;
  isDonation?: boolean;
  express_shippable?: boolean;
  below_low_inventory_threshold?: boolean;
  inactive_product?: boolean;
  variants_label?: string | null;
  variants?: TileVariant[];
  skus: TileSku[];
  average_rating?: number | null;
  review_average_rating?: number | null;
  review_count?: number | null;
  images?: ImageSet[];
}

export interface RecipeTileData {
  id?: TileId;
  uri?: string;
  name: string;
  user?: { name: string } | null;
  images?: ImageSet[];
  rating_count?: number | null;
  average_rating?: number | null;
}

/** An article. */
export interface PostTileData {
  id?: TileId;
  uri?: string;
  name: string;
  user?: { name: string } | null;
  images?: ImageSet[];
}

export interface VideoTileData {
  uri?: string;
  name: string;
  image?: ImageSet | null;
}

export interface ProductCollectionTileData {
  id?: TileId;
  uri?: string;
  name: string;
  image?: ImageSet | null;
}

export interface ResidentTileData {
  /** Not in the spec's resident fields; linked when the page gives one. */
  uri?: string;
  name: string;
  series?: string | null;
  image?: ImageSet | null;
}

export interface TileItems {
  product: ProductTileData;
  recipe: RecipeTileData;
  post: PostTileData;
  video: VideoTileData;
  'product-collection': ProductCollectionTileData;
  resident: ResidentTileData;
}

export type TileType = keyof TileItems;

export const TILE_TYPES = [
  'product',
  'recipe',
  'post',
  'video',
  'product-collection',
  'resident',
] as const satisfies readonly TileType[];

/** One item with its type, so `item` narrows with `type`. */
export type TileEntry = { [K in TileType]: { type: K; item: TileItems[K] } }[TileType];
