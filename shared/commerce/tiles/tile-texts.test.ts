import { describe, expect, it } from 'vitest';
import { tileErrorText, tileLoadingText } from './tile-texts';
import type { TileType } from './tile-types';

describe('tile loading and error texts', () => {
  it.each<[TileType, string, string]>([
    ['product', 'Loading products', 'Error loading product'],
    ['recipe', 'Loading recipes', 'Error loading recipe'],
    ['post', 'Loading articles', 'Error loading article'],
    ['product-collection', 'Loading collections', 'Error loading collection'],
    ['video', 'Loading videos', 'Error loading video'],
    ['resident', 'Loading residents', 'Error loading resident'],
  ])('%s: %j and %j', (type, loading, error) => {
    expect(tileLoadingText(type)).toBe(loading);
    expect(tileErrorText(type)).toBe(error);
  });
});
