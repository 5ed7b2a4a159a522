import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { Collection, collectionProps } from './collection';
import { html } from 'hono/html';

const product = {
  id: 1,
  name: 'Dutch Oven',
  uri: '/products/dutch-oven',
  skus: [{ id: 11, in_stock: true, price: 149 }],
  min_price: 149,
  images: [],
};
const recipe = { id: 2, name: 'Roast Chicken', uri: '/recipes/roast-chicken', user: { name: 'Lena' }, images: [] };
const post = { id: 3, name: 'Season cast iron', uri: 'javascript:alert(1)', user: { name: 'Ann' }, images: [] };

async function mountItems(items: unknown[]) {
  document.body.innerHTML = String(await collectionSlot(items, html`<ul><li>server list</li></ul>`));
  await mountSlot(
    { name: 'collection', component: Collection, props: collectionProps },
    document.querySelector('[data-widget]')!,
  );
  return screen.getByRole('list', { name: 'Items in this collection' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('collection', () => {
  it('draws each item by its type, linking to its own uri, and a javascript: uri as text', async () => {
    const list = await mountItems([
      { type: 'product', item: product },
      { type: 'recipe', item: recipe },
      { type: 'post', item: post },
    ]);
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(
      within(list)
        .getByRole('link', { name: /Dutch Oven/ })
        .getAttribute('href'),
    ).toBe('/products/dutch-oven');
    expect(
      within(list)
        .getByRole('link', { name: /Roast Chicken/ })
        .getAttribute('href'),
    ).toBe('/recipes/roast-chicken');
    expect(within(list).queryByRole('link', { name: /Season cast iron/ })).toBeNull();
    expect(within(list).getByText('Season cast iron')).toBeTruthy();
  });

  it.each([
    ['an unknown type', { type: 'podcast', item: { name: 'x' } }, 'Error loading item'],
    ['a product without skus', { type: 'product', item: { name: 'Pan' } }, 'Error loading product'],
    ['a recipe without a name', { type: 'recipe', item: {} }, 'Error loading recipe'],
    [
      'a product whose skus cannot be drawn',
      { type: 'product', item: { ...product, skus: [null], variants: {} } },
      'Error loading product',
    ],
  ])('%s fails alone, with its kind', async (_case, bad, text) => {
    const list = await mountItems([{ type: 'recipe', item: recipe }, bad]);
    expect(within(list).getByText(text)).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Roast Chicken/ })).toBeTruthy();
  });
});
