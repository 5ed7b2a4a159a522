import type { TileType } from './tile-types';

// Loading and error texts of the tiles. The spec gives products, recipes, articles (posts) and
// collections; video and resident follow the same pattern.
const nouns: Record<TileType, [plural: string, singular: string]> = {
  product: ['products', 'product'],
  recipe: ['recipes', 'recipe'],
  post: ['articles', 'article'],
  video: ['videos', 'video'],
  'product-collection': ['collections', 'collection'],
  resident: ['residents', 'resident'],
};

/** 'Loading products', 'Loading recipes', 'Loading articles', ... */
export function tileLoadingText(type: TileType): string {
  return `Loading ${nouns[type][0]}`;
}

/** 'Error loading product', 'Error loading recipe', 'Error loading article', 'Error loading collection', ... */
export function tileErrorText(type: TileType): string {
  return `Error loading ${nouns[type][1]}`;
}
