import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productBySlug } from '../../../fixtures/data/products';
import { ProductTile } from './product-tile';
import type { ProductTileData } from './tile-types';

const fixture = (slug: string): ProductTileData => productBySlug(slug)!;

describe('ProductTile', () => {
  describe('given a product in several colours', () => {
    const oven = fixture('five-two-essential-dutch-oven');

    it('is an article with a heading that links to the product, its image, vendor and price', () => {
      render(<ProductTile product={oven} />);
      const article = screen.getByRole('article');
      const heading = within(article).getByRole('heading', { level: 3, name: 'Five Two Essential Dutch Oven' });
      expect(within(heading).getByRole('link').getAttribute('href')).toBe('/products/five-two-essential-dutch-oven');
      const image = within(article).getByRole('img', { name: 'Five Two Essential Dutch Oven' });
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['260', '260']);
      expect(within(article).getByText('Five Two')).toBeTruthy();
      expect(within(article).getByText('$149')).toBeTruthy();
    });

    it('shows 6 colour swatches, named, then "+3 more"', () => {
      render(<ProductTile product={oven} />);
      const list = screen.getByRole('list', { name: 'Colors' });
      expect(
        within(list)
          .getAllByRole('img')
          .map((swatch) => swatch.getAttribute('aria-label')),
      ).toEqual(['Cerise', 'Graphite', 'Sage', 'Oyster', 'Marine', 'Mustard']);
      expect(within(list).getByText('+3 more')).toBeTruthy();
    });

    it('shows its labels and its rating', () => {
      render(<ProductTile product={oven} />);
      expect(screen.getByText('our line!')).toBeTruthy();
      expect(screen.getByText('Express shipping available')).toBeTruthy();
      expect(screen.getByRole('img', { name: '5 out of 5 stars, 1,284 reviews' })).toBeTruthy();
    });
  });

  describe('given a two-tone colour', () => {
    it('splits its swatch on the diagonal', () => {
      render(<ProductTile product={fixture('copper-steel-stockpot')} />);
      const swatch = screen.getByRole('img', { name: 'Copper & Steel' });
      expect(swatch.style.background).toContain('linear-gradient');
    });
  });

  describe('given a product on sale', () => {
    it('shows the price range and the original range struck through', () => {
      render(<ProductTile product={fixture('copper-saute-pan')} />);
      expect(screen.getByText('$189 – $239')).toBeTruthy();
      const was = screen.getByText('$249 – $309');
      expect(was.tagName).toBe('S');
      expect(was.textContent).toBe('Original price: $249 – $309');
      expect(screen.getByText('Sale!')).toBeTruthy();
    });
  });

  describe('given a product without a price description', () => {
    it('shows its min_price', () => {
      render(
        <ProductTile product={{ ...fixture('flaky-sea-salt'), price_range_description: null, min_price: 12.5 }} />,
      );
      expect(screen.getByText('$12.50')).toBeTruthy();
    });
  });

  describe('given fewer than 3 reviews', () => {
    it('shows no rating', () => {
      render(<ProductTile product={fixture('loaf-pan-set')} />);
      expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
    });

    it('falls back to review_average_rating', () => {
      render(
        <ProductTile
          product={{ ...fixture('loaf-pan-set'), review_count: 3, average_rating: null, review_average_rating: 4.3 }}
        />,
      );
      expect(screen.getByRole('img', { name: '4.5 out of 5 stars, 3 reviews' })).toBeTruthy();
    });
  });

  describe('given a uri that is not a safe link', () => {
    it('shows the name as plain text', () => {
      render(<ProductTile product={{ ...fixture('flaky-sea-salt'), uri: 'javascript:alert(1)', path: '' }} />);
      expect(screen.getByRole('heading', { name: 'Flaky Sea Salt Tin' })).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    });

    it('uses the path when there is no uri', () => {
      render(<ProductTile product={{ ...fixture('flaky-sea-salt'), uri: '', path: '/p/salt' }} />);
      expect(screen.getByRole('link', { name: 'Flaky Sea Salt Tin' }).getAttribute('href')).toBe('/p/salt');
    });
  });

  describe('given the add-to-cart button', () => {
    it('calls back with the product, and the cart icon opens the details', async () => {
      const user = userEvent.setup();
      const onAddToCart = vi.fn();
      const onViewDetails = vi.fn();
      const onDetailsIntent = vi.fn();
      const pan = fixture('five-two-half-sheet-pan');
      render(
        <ProductTile
          product={pan}
          button="add-to-cart"
          onAddToCart={onAddToCart}
          onViewDetails={onViewDetails}
          onDetailsIntent={onDetailsIntent}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(onAddToCart).toHaveBeenCalledWith(pan);
      const details = screen.getByRole('button', { name: 'View details for Five Two Half Sheet Pan' });
      await user.hover(details);
      expect(onDetailsIntent).toHaveBeenCalled();
      await user.click(details);
      expect(onViewDetails).toHaveBeenCalledWith(pan);
    });

    it('is a disabled "Out of stock" for a product with nothing in stock, without a cart icon', () => {
      render(<ProductTile product={fixture('carbon-steel-wok')} button="add-to-cart" onViewDetails={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
      expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: /View details/ })).toBeNull();
    });
  });

  describe('given the view-cart button', () => {
    it('calls back on click', async () => {
      const onViewCart = vi.fn();
      render(<ProductTile product={fixture('flaky-sea-salt')} button="view-cart" onViewCart={onViewCart} />);
      await userEvent.click(screen.getByRole('button', { name: 'View Cart' }));
      expect(onViewCart).toHaveBeenCalledOnce();
    });
  });

  describe('given no button and no details callback', () => {
    it('has no buttons at all', () => {
      render(<ProductTile product={fixture('flaky-sea-salt')} headingLevel={2} />);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    });
  });
});
