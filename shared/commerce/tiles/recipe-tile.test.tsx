import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipeBySlug } from '../../../fixtures/data/recipes';
import { RecipeTile } from './recipe-tile';

describe('RecipeTile', () => {
  it('links to the recipe and shows its image, author and rating in ratings', () => {
    const recipe = recipeBySlug('olive-oil-cake')!;
    render(<RecipeTile recipe={recipe} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Olive Oil Cake with Citrus' }).getAttribute('href')).toBe(
      '/recipes/olive-oil-cake',
    );
    expect(within(article).getByRole('img', { name: 'Olive Oil Cake with Citrus' })).toBeTruthy();
    expect(within(article).getByText(`By ${recipe.user.name}`)).toBeTruthy();
    expect(within(article).getByRole('img', { name: '5 out of 5 stars, 520 ratings' })).toBeTruthy();
  });

  it.each(['braised-white-beans', 'sesame-noodles', 'pumpkin-pie'])('%s has under 3 ratings: no stars', (slug) => {
    render(<RecipeTile recipe={recipeBySlug(slug)!} />);
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
  });
});
