import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating';

const starFills = (image: HTMLElement) =>
  [...image.querySelectorAll('svg')].map((svg) => svg.getAttribute('class')!.replace(/.*ui-rating__star--/, ''));

describe('Rating', () => {
  describe('given fewer than 3 reviews', () => {
    it.each([0, 2])('renders nothing for %i', (count) => {
      const { container } = render(<Rating value={4.5} count={count} />);
      expect(container.innerHTML).toBe('');
    });
  });

  describe('given 3 or more reviews', () => {
    it.each([
      [4.3, 12, 'reviews', '4.5 out of 5 stars, 12 reviews', ['full', 'full', 'full', 'full', 'half']],
      [4.1, 3, 'reviews', '4 out of 5 stars, 3 reviews', ['full', 'full', 'full', 'full', 'empty']],
      [4.8, 1234, 'ratings', '5 out of 5 stars, 1,234 ratings', ['full', 'full', 'full', 'full', 'full']],
      [0.6, 7, 'ratings', '0.5 out of 5 stars, 7 ratings', ['half', 'empty', 'empty', 'empty', 'empty']],
      [0, 7, 'reviews', '0 out of 5 stars, 7 reviews', ['empty', 'empty', 'empty', 'empty', 'empty']],
    ] as const)('value %d and count %i is one image named %j', (value, count, noun, name, fills) => {
      render(<Rating value={value} count={count} noun={noun} />);
      const image = screen.getByRole('img', { name });
      expect(starFills(image)).toEqual(fills);
      expect([...image.querySelectorAll('svg')].every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
      expect(image.textContent).toBe('');
    });

    it('says "reviews" by default', () => {
      render(<Rating value={3} count={5} />);
      expect(screen.getByRole('img', { name: '3 out of 5 stars, 5 reviews' })).toBeTruthy();
    });
  });

  describe('given showCount', () => {
    it('shows "(12)" inside the one image, so it is not read twice', () => {
      render(<Rating value={4.5} count={12} showCount />);
      expect(screen.getAllByRole('img')).toHaveLength(1);
      const image = screen.getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' });
      expect(image.textContent).toBe('(12)');
    });
  });
});
