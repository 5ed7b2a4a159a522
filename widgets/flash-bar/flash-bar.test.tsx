import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashBarSlot } from '../../fixtures/pages/slots';
import { $flash, flash } from '../../stores/flash';
import { mountSlot } from '../../mount/mount-slot';
import { FlashBar, flashBarProps } from './flash-bar';

const definition = { name: 'flash-bar', component: FlashBar, props: flashBarProps };

async function mountFromPage(slotHtml: string) {
  document.body.innerHTML = slotHtml;
  const slot = document.querySelector<HTMLElement>('[data-widget="flash-bar"]')!;
  await mountSlot(definition, slot);
  return slot;
}

beforeEach(() => {
  $flash.set({ notification: null, fading: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flash-bar', () => {
  describe('given a server message in its slot', () => {
    it('shows a success message as a banner with the text "Thank you!"', async () => {
      await mountFromPage(String(await flashBarSlot({ message: 'Your order is placed.', kind: 'success' })));
      const status = screen.getByRole('status');
      expect(within(status).getByText('Thank you!')).toBeTruthy();
      expect(within(status).getByText('Your order is placed.')).toBeTruthy();
    });

    it('shows an error with the error image and a dismiss control, in an alert', async () => {
      await mountFromPage(String(await flashBarSlot({ message: 'Payment failed.', kind: 'error' })));
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('img', { name: 'Error' })).toBeTruthy();
      expect(within(alert).getByText('Payment failed.')).toBeTruthy();
      expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    });

    it('renders server strings as text, never as markup', async () => {
      const message = '<img src=x onerror="window.hacked=1"> & <b>bold</b>';
      await mountFromPage(String(await flashBarSlot({ message, kind: 'info' })));
      const status = screen.getByRole('status');
      expect(status.textContent).toContain(message);
      expect(within(status).queryByRole('img')).toBeNull();
      expect(within(status).queryByText('bold', { exact: true })).toBeNull();
    });

    it('an unknown kind fails this widget alone and keeps the server text', async () => {
      const slot = await mountFromPage(
        '<div data-widget="flash-bar" data-message="Hi" data-kind="shout"><p>Hi</p></div>',
      );
      expect(slot.getAttribute('data-widget-state')).toBe('error');
      expect(slot.textContent).toBe('Hi');
    });
  });

  describe('given a message from another widget', () => {
    it('shows it, and dismissing it removes it after the fade', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await mountFromPage(String(await flashBarSlot()));
      act(() => flash('Could not save.', 'error'));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.getByText('Could not save.').closest('[data-state]')!.getAttribute('data-state')).toBe('closing');
      act(() => vi.advanceTimersByTime(250));
      expect(screen.queryByText('Could not save.')).toBeNull();
    });

    it('hides a success message after 5 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await mountFromPage(String(await flashBarSlot()));
      act(() => flash('Added to your basket.', 'success'));
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.getByText('Added to your basket.')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1 + 250));
      expect(screen.queryByText('Added to your basket.')).toBeNull();
    });
  });
});
