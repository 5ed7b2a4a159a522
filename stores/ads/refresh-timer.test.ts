import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_REFRESH_INTERVAL_MS, refreshTimer } from './refresh-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refreshTimer', () => {
  it('refreshes every 30000 ms while the slot is in view and the tab visible', () => {
    const refresh = vi.fn();
    refreshTimer(refresh, AD_REFRESH_INTERVAL_MS, { inView: true });
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('never while out of view', () => {
    const refresh = vi.fn();
    refreshTimer(refresh);
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a tab hidden for minutes: no refresh while hidden; the count resumes where it was', () => {
    const refresh = vi.fn();
    const timer = refreshTimer(refresh, AD_REFRESH_INTERVAL_MS, { inView: true });
    vi.advanceTimersByTime(20_000);
    timer.setTabVisible(false);
    vi.advanceTimersByTime(5 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    timer.setTabVisible(true);
    vi.advanceTimersByTime(9_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('scrolled away and back: the seen time adds up', () => {
    const refresh = vi.fn();
    const timer = refreshTimer(refresh, AD_REFRESH_INTERVAL_MS);
    timer.setInView(true);
    vi.advanceTimersByTime(15_000);
    timer.setInView(false);
    vi.advanceTimersByTime(100_000);
    timer.setInView(true);
    vi.advanceTimersByTime(14_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('in view while the tab is hidden is not seen', () => {
    const refresh = vi.fn();
    const timer = refreshTimer(refresh, AD_REFRESH_INTERVAL_MS, { tabVisible: false });
    timer.setInView(true);
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stopped (the container removed mid-count): nothing more, whatever follows', () => {
    const refresh = vi.fn();
    const timer = refreshTimer(refresh, AD_REFRESH_INTERVAL_MS, { inView: true });
    vi.advanceTimersByTime(29_000);
    timer.stop();
    timer.setInView(true);
    timer.setTabVisible(true);
    vi.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
