import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skeletonLines } from '../../design/tokens';
import { Skeleton } from './skeleton';

const lines = (status: HTMLElement) => status.querySelectorAll('[aria-hidden="true"] > *');

describe('Skeleton', () => {
  describe('given no props', () => {
    it('is a busy status that says "Loading", with the design number of hidden lines', () => {
      render(<Skeleton />);
      const status = screen.getByRole('status');
      expect(status.getAttribute('aria-busy')).toBe('true');
      expect(status.textContent).toBe('Loading');
      expect(lines(status)).toHaveLength(skeletonLines);
      expect(skeletonLines).toBe(3);
    });
  });

  describe('given a label and a number of lines', () => {
    it.each([
      [5, 5],
      [1, 1],
      [0, 1],
      [2.7, 2],
      [NaN, 3],
    ])('lines=%d draws %i lines', (requested, drawn) => {
      render(<Skeleton label="Loading products" lines={requested} />);
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('Loading products');
      expect(lines(status)).toHaveLength(drawn);
    });
  });
});
