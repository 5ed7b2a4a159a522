import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $flash, dismissFlash, flash, FLASH_FADE_MS, FLASH_INFO_MS, FLASH_SUCCESS_MS } from './flash';

beforeEach(() => {
  vi.useFakeTimers();
  keepMount($flash);
});
afterEach(async () => {
  await allTasks();
  cleanStores($flash);
  vi.useRealTimers();
});

describe('$flash', () => {
  it('has the spec timings', () => {
    expect([FLASH_SUCCESS_MS, FLASH_INFO_MS, FLASH_FADE_MS]).toEqual([5000, 8000, 250]);
  });

  it.each([
    ['success', FLASH_SUCCESS_MS],
    ['info', FLASH_INFO_MS],
  ] as const)('a %s message shows, fades after its time, and clears 250 ms later', (kind, shownFor) => {
    flash('Saved', kind);
    expect($flash.get()).toEqual({
      notification: { message: 'Saved', isError: false, isSuccess: kind === 'success' },
      fading: false,
    });
    vi.advanceTimersByTime(shownFor - 1);
    expect($flash.get().fading).toBe(false);
    vi.advanceTimersByTime(1);
    expect($flash.get().fading).toBe(true);
    vi.advanceTimersByTime(FLASH_FADE_MS - 1);
    expect($flash.get().notification).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($flash.get()).toEqual({ notification: null, fading: false });
  });

  it('an error stays until dismissed, then fades for 250 ms', () => {
    flash('Nope', 'error');
    vi.advanceTimersByTime(60_000);
    expect($flash.get().notification).toEqual({ message: 'Nope', isError: true, isSuccess: false });
    dismissFlash();
    expect($flash.get().fading).toBe(true);
    vi.advanceTimersByTime(FLASH_FADE_MS);
    expect($flash.get().notification).toBeNull();
  });

  it('a new message replaces the old one and restarts its timer', () => {
    flash('First', 'success');
    vi.advanceTimersByTime(4000);
    flash('Second', 'success');
    vi.advanceTimersByTime(4000);
    expect($flash.get().notification?.message).toBe('Second');
    vi.advanceTimersByTime(1000 + FLASH_FADE_MS);
    expect($flash.get().notification).toBeNull();
  });

  it('an error arriving during a fade cancels the clear', () => {
    flash('Done', 'success');
    vi.advanceTimersByTime(FLASH_SUCCESS_MS + 100);
    flash('Broken', 'error');
    vi.advanceTimersByTime(10_000);
    expect($flash.get()).toMatchObject({ notification: { message: 'Broken' }, fading: false });
  });
});
