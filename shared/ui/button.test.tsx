import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  describe('given only a label', () => {
    it('is a native button of type "button" that reports clicks', async () => {
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Add to basket</Button>);
      const button = screen.getByRole('button', { name: 'Add to basket' });
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.className).toContain('ui-button--primary');
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('forwards its ref and other button props', () => {
      const ref = createRef<HTMLButtonElement>();
      render(
        <Button ref={ref} type="submit" name="intent" value="save" variant="link" size="small" aria-describedby="x">
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(ref.current).toBe(button);
      expect(button.getAttribute('type')).toBe('submit');
      expect(button.getAttribute('name')).toBe('intent');
      expect(button.getAttribute('aria-describedby')).toBe('x');
      expect(button.className).toContain('ui-button--link');
      expect(button.className).toContain('ui-button--small');
    });
  });

  describe('given loading', () => {
    it('keeps its name, says it is busy, and shows a spinner that is no live region', () => {
      render(<Button loading>Add to basket</Button>);
      const button = screen.getByRole('button', { name: 'Add to basket' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.querySelector('svg')).not.toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('ignores clicks and does not submit its form', async () => {
      const onClick = vi.fn();
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      render(
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <Button type="submit" loading onClick={onClick}>
            Pay
          </Button>
        </form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
      expect(onClick).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('keeps focus when loading starts, and works again when it ends', async () => {
      const onClick = vi.fn();
      const { rerender } = render(<Button onClick={onClick}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      button.focus();
      rerender(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      expect(document.activeElement).toBe(button);
      await userEvent.keyboard('{Enter}');
      expect(onClick).not.toHaveBeenCalled();
      rerender(<Button onClick={onClick}>Save</Button>);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.hasAttribute('aria-disabled')).toBe(false);
      await userEvent.keyboard('{Enter}');
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('given aria-disabled from the caller', () => {
    it('ignores clicks as well', async () => {
      const onClick = vi.fn();
      render(
        <Button aria-disabled="true" onClick={onClick}>
          Save
        </Button>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('without loading', () => {
    it('submits its form when it is a submit button', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      render(
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <Button type="submit">Pay</Button>
        </form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });
});
