import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCollectionBySlug } from '../../../fixtures/data/product-collections';
import { ProductCollectionTile } from './product-collection-tile';

describe('ProductCollectionTile', () => {
  it('links to the collection and shows its image', () => {
    render(<ProductCollectionTile collection={productCollectionBySlug('holiday-hosting')!} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Holiday Hosting' }).getAttribute('href')).toBe(
      '/shop/collections/holiday-hosting',
    );
    expect(within(article).getByRole('img', { name: 'Holiday Hosting' })).toBeTruthy();
  });
});
