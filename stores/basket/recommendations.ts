import type { ImageSet } from '../../shared/ui/picture/image-set';
import { pantryQuery } from '../../shared/http/pantry';
import type { ProductTileData } from '../../shared/commerce/tiles/tile-types';

export const DEFAULT_RECOMMENDATION_COUNT = 110;

export interface RecommendedSku {
  id: string;
  url: string;
  name: string;
  price: number;
  rating: number;
  average_rating: number;
  options: Array<{ name: string; value: string }>;
  images: ImageSet[];
}

export interface RecommendedContent {
  id: string;
  name: string;
  review_count: number | null;
  vendor: { id: string };
  images: ImageSet[];
  skus: RecommendedSku[];
}

const IMAGE = `{ uuid alt base { url width height } base_2x { url width height } tablet { url width height }
  tablet_2x { url width height } desktop { url width height } desktop_2x { url width height }
  large_desktop { url width height } large_desktop_2x { url width height }
  webp { base { url width height } base_2x { url width height } tablet { url width height }
    tablet_2x { url width height } desktop { url width height } desktop_2x { url width height }
    large_desktop { url width height } large_desktop_2x { url width height } } }`;

/** The current basket's recommended content (spec: id, name, review_count, vendor id, images, in-stock skus). */
export const RECOMMENDATIONS_QUERY = `query CurrentBasketRecommendedContent($count: Int) {
  current_basket_recommended_content(count: $count) {
    id name review_count vendor { id } images ${IMAGE}
    skus { id url name price rating average_rating options { name value } images ${IMAGE} }
  }
}`;

/** Recommendations ordering: skus by descending average rating when review_count exists, else by ascending price. */
export function orderRecommendedSkus(content: Pick<RecommendedContent, 'review_count' | 'skus'>): RecommendedSku[] {
  const skus = [...content.skus];
  return content.review_count !== null && content.review_count !== undefined
    ? skus.sort((a, b) => b.average_rating - a.average_rating)
    : skus.sort((a, b) => a.price - b.price);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOr = (value: unknown, fallback: number) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
};

/** A recommendation that can be shown: named, with skus that have an id (prices and ratings made numbers). */
function readContent(value: unknown): RecommendedContent | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || value.id === undefined) return undefined;
  const skus = (Array.isArray(value.skus) ? value.skus : []).filter(isRecord).filter((sku) => sku.id !== undefined);
  return {
    ...(value as unknown as RecommendedContent),
    review_count:
      value.review_count === null || value.review_count === undefined ? null : numberOr(value.review_count, 0),
    images: Array.isArray(value.images) ? (value.images as ImageSet[]) : [],
    skus: skus.map((sku) => ({
      ...(sku as unknown as RecommendedSku),
      price: numberOr(sku.price, 0),
      average_rating: numberOr(sku.average_rating, 0),
      images: Array.isArray(sku.images) ? (sku.images as ImageSet[]) : [],
    })),
  };
}

/** Reads data.current_basket_recommended_content; an empty list when data is missing; a non-OK status throws. */
export async function fetchRecommendations(count = DEFAULT_RECOMMENDATION_COUNT): Promise<RecommendedContent[]> {
  const data = await pantryQuery<{ current_basket_recommended_content?: unknown }>(RECOMMENDATIONS_QUERY, { count });
  const list = data?.current_basket_recommended_content;
  if (!Array.isArray(list)) return [];
  return list
    .map(readContent)
    .filter((content): content is RecommendedContent => content !== undefined && content.skus.length > 0)
    .map((content) => ({ ...content, skus: orderRecommendedSkus(content) }));
}

/** A recommendation as a product tile: its skus in the recommended order, priced from the cheapest. */
export function recommendationTile(content: RecommendedContent): ProductTileData {
  const skus = content.skus;
  const first = skus[0];
  return {
    id: content.id,
    name: content.name,
    ...(first?.url ? { uri: first.url } : {}),
    in_stock: skus.length > 0,
    ...(skus.length ? { min_price: Math.min(...skus.map((sku) => sku.price)) } : {}),
    review_count: content.review_count,
    average_rating: first?.average_rating ?? null,
    images: content.images,
    skus: skus.map((sku) => ({ id: sku.id, in_stock: true, price: sku.price, images: sku.images })),
  };
}
