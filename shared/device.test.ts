import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceClassFor } from './device';

describe('deviceClassFor (tablet at min-width 620px, desktop at 1024px)', () => {
  it.each([
    [320, 'mobile'],
    [619, 'mobile'],
    [620, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%spx -> %s', (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });
});

describe('deviceClass, the page load decision', () => {
  const happyDOM = () =>
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
  const resizeTo = (width: number) => happyDOM().setViewport({ width, height: 800 });

  /** A page loaded at this width: a fresh module, whose decision is not made yet. */
  async function loadedAt(width: number) {
    resizeTo(width);
    vi.resetModules();
    return (await import('./device')).deviceClass;
  }

  afterEach(() => resizeTo(1024));

  it.each([
    [619, 'mobile'],
    [620, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('a page loaded %spx wide is %s (the media queries the page sees)', async (width, expected) => {
    const deviceClass = await loadedAt(width);
    expect(matchMedia(`(min-width: ${width}px)`).matches).toBe(true);
    expect(deviceClass()).toBe(expected);
  });

  it.each([
    [619, 620, 'mobile'],
    [620, 619, 'tablet'],
    [1023, 1024, 'tablet'],
    [1024, 1023, 'desktop'],
  ])('loaded %spx wide and resized to %spx, it is still %s', async (from, to, expected) => {
    const deviceClass = await loadedAt(from);
    expect(deviceClass()).toBe(expected);
    resizeTo(to);
    window.dispatchEvent(new Event('resize'));
    expect(deviceClassFor(innerWidth)).not.toBe(expected);
    expect(deviceClass()).toBe(expected);
  });
});
