import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from './live-region';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('announce', () => {
  describe('given a page without live regions', () => {
    it('creates one polite region and fills it after 100 ms', () => {
      announce('Added to basket');
      const polite = screen.getByRole('status');
      expect(polite.id).toBe('ui-live-polite');
      expect(polite.getAttribute('aria-live')).toBe('polite');
      expect(polite.getAttribute('aria-atomic')).toBe('true');
      expect(polite.className).toBe('ui-visually-hidden');
      expect(polite.textContent).toBe('');
      vi.advanceTimersByTime(99);
      expect(polite.textContent).toBe('');
      vi.advanceTimersByTime(1);
      expect(polite.textContent).toBe('Added to basket');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('creates an assertive region for assertive messages', () => {
      announce('Payment failed', 'assertive');
      vi.advanceTimersByTime(100);
      const assertive = screen.getByRole('alert');
      expect(assertive.id).toBe('ui-live-assertive');
      expect(assertive.getAttribute('aria-live')).toBe('assertive');
      expect(assertive.textContent).toBe('Payment failed');
    });
  });

  describe('after a message was announced', () => {
    it('reuses the one region per politeness', () => {
      announce('One');
      announce('Two', 'assertive');
      announce('Three');
      announce('Four', 'assertive');
      expect(document.querySelectorAll('#ui-live-polite')).toHaveLength(1);
      expect(document.querySelectorAll('#ui-live-assertive')).toHaveLength(1);
      expect(document.body.children).toHaveLength(2);
    });

    it('empties the region and refills it, so the same message is heard again', () => {
      announce('Added to basket');
      vi.advanceTimersByTime(100);
      const polite = screen.getByRole('status');
      announce('Added to basket');
      expect(polite.textContent).toBe('');
      vi.advanceTimersByTime(100);
      expect(polite.textContent).toBe('Added to basket');
    });

    it('lets a message sent within 100 ms replace the pending one', () => {
      announce('Updating basket');
      vi.advanceTimersByTime(50);
      announce('Basket updated');
      vi.advanceTimersByTime(50);
      expect(screen.getByRole('status').textContent).toBe('');
      vi.advanceTimersByTime(50);
      expect(screen.getByRole('status').textContent).toBe('Basket updated');
    });
  });

  describe('given a region made by another copy of this module', () => {
    it('finds it by id instead of adding a second one', () => {
      document.body.innerHTML = '<div id="ui-live-polite" role="status" aria-live="polite"></div>';
      announce('Saved');
      vi.advanceTimersByTime(100);
      expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
      expect(screen.getByRole('status').textContent).toBe('Saved');
    });
  });
});

describe('announce, given an open modal dialog', () => {
  it('speaks through a region inside the top modal, since the page behind is inert', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<dialog aria-modal="true" open><p>Basket</p></dialog>';
    announce('Item removed');
    vi.advanceTimersByTime(100);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.querySelector('[data-live-region="polite"]')!.textContent).toBe('Item removed');
    expect(document.getElementById('ui-live-polite')).toBeNull();
    vi.useRealTimers();
  });
});
