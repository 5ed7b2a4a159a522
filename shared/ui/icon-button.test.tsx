import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

const Heart = () => (
  <svg viewBox="0 0 24 24">
    <path d="M12 21 3 12a5 5 0 0 1 9-6 5 5 0 0 1 9 6z" />
  </svg>
);

describe('IconButton', () => {
  describe('given a label and an icon', () => {
    it('is a button named by the label, with the icon hidden', async () => {
      const onClick = vi.fn();
      const ref = createRef<HTMLButtonElement>();
      render(
        <IconButton label="Close" onClick={onClick} ref={ref}>
          <Heart />
        </IconButton>,
      );
      const button = screen.getByRole('button', { name: 'Close' });
      expect(ref.current).toBe(button);
      expect(button.getAttribute('type')).toBe('button');
      expect(button.hasAttribute('aria-pressed')).toBe(false);
      expect(button.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('will not compile without a label', () => {
      // @ts-expect-error label is required
      render(<IconButton>x</IconButton>);
      expect(screen.getByRole('button')).toBeTruthy();
    });
  });

  describe('given pressed', () => {
    it.each([
      [true, 'true'],
      [false, 'false'],
    ])('pressed=%s is a toggle button with aria-pressed="%s"', (pressed, expected) => {
      render(
        <IconButton label="Save recipe" pressed={pressed}>
          <Heart />
        </IconButton>,
      );
      expect(screen.getByRole('button', { name: 'Save recipe', pressed }).getAttribute('aria-pressed')).toBe(expected);
    });
  });
});
