import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  describe('given no props', () => {
    it('is a status named "Loading" whose image is hidden from screen readers', () => {
      render(<Spinner />);
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('Loading');
      expect(status.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    });
  });

  describe('given a label', () => {
    it('says that label', () => {
      render(<Spinner label="Loading reviews" />);
      expect(screen.getByRole('status').textContent).toBe('Loading reviews');
    });
  });

  describe('given inline', () => {
    it('is no live region and says nothing, since its control carries the busy state', () => {
      const { container } = render(<Spinner inline label="Loading" />);
      expect(screen.queryByRole('status')).toBeNull();
      expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
      expect(container.textContent).toBe('');
    });
  });
});
