import { describe, expect, it } from 'vitest';
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
