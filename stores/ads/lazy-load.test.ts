import { describe, expect, it } from 'vitest';
import { lazyLoadMargins } from './lazy-load';

describe('lazyLoadMargins', () => {
  it.each([
    [900, { fetchMarginPercent: 334, renderMarginPercent: 167, mobileScaling: 1 }],
    [750, { fetchMarginPercent: 400, renderMarginPercent: 200, mobileScaling: 1 }],
    [1500, { fetchMarginPercent: 200, renderMarginPercent: 100, mobileScaling: 1 }],
  ])('the 1500 px expand margin at a %s px high viewport', (height, margins) => {
    expect(lazyLoadMargins(height)).toEqual(margins);
  });

  it('renders at least 1500 px ahead at any height', () => {
    for (const height of [320, 568, 667, 844, 1080, 1440, 2160]) expect((lazyLoadMargins(height).renderMarginPercent / 100) * height).toBeGreaterThanOrEqual(1500);
  });

  it('a viewport height it cannot read counts as 800', () => {
    expect(lazyLoadMargins(0)).toEqual(lazyLoadMargins(800));
    expect(lazyLoadMargins(Number.NaN)).toEqual(lazyLoadMargins(800));
  });
});
