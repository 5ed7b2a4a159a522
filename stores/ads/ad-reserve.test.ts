import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceClassFor } from '../../shared/device';
import { AD_LABEL_HEIGHT_PX, adSlotStyles } from './ad-reserve';
import { readAdSlots, reservedHeight } from './ad-slots';

/** The box the CSS gives #name at this viewport: the last rule whose media query matches wins, as in a browser. */
function boxAt(css: string, name: string, width: number, height: number): { minHeight: number; paddingTop: number } {
  let box = { minHeight: 0, paddingTop: 0 };
  const rule = new RegExp(`(?:@media ([^{]+)\\{)?#${name}\\{min-height:(\\d+)px;padding-top:(\\d+)px\\}`, 'g');
  for (const [, media, minHeight, paddingTop] of css.matchAll(rule)) {
    const minWidth = Number(/min-width:(\d+)px/.exec(media ?? '')?.[1] ?? 0);
    const minViewportHeight = Number(/min-height:(\d+)px/.exec(media ?? '')?.[1] ?? 0);
    if (width >= minWidth && height >= minViewportHeight)
      box = { minHeight: Number(minHeight), paddingTop: Number(paddingTop) };
  }
  return box;
}

const LEADERBOARD = {
  name: 'ad-leaderboard',
  path: '/1234/site/leaderboard',
  sizes: [
    [320, 50],
    [728, 90],
    [970, 250],
  ],
  sizeMapping: [
    { viewport: [0, 0], sizes: [[320, 50]] },
    { viewport: [728, 0], sizes: [[728, 90]] },
    {
      viewport: [1024, 0],
      sizes: [
        [970, 250],
        [728, 90],
      ],
    },
  ],
};

describe('adSlotStyles', () => {
  it('reserves the tallest size GPT would choose at each width', () => {
    const css = adSlotStyles([LEADERBOARD]);
    expect(boxAt(css, 'ad-leaderboard', 375, 700).minHeight).toBe(50);
    expect(boxAt(css, 'ad-leaderboard', 800, 700).minHeight).toBe(90);
    expect(boxAt(css, 'ad-leaderboard', 1280, 700).minHeight).toBe(250);
    expect(css).toContain('#ad-leaderboard[hidden]{display:none}');
  });

  it('reserves nothing where the slot is not flagged for the device class', () => {
    const css = adSlotStyles([
      { name: 'ad-sidebar', path: '/1234/site/sidebar', sizes: [[300, 600]], mobile: false, tablet: false },
    ]);
    expect(boxAt(css, 'ad-sidebar', 375, 700).minHeight).toBe(0);
    expect(boxAt(css, 'ad-sidebar', 1023, 700).minHeight).toBe(0);
    expect(boxAt(css, 'ad-sidebar', 1024, 700).minHeight).toBe(600);
  });

  it('adds the label’s line on top of a slot with hasLabel, where it shows an ad', () => {
    const css = adSlotStyles([
      { name: 'ad-mid', path: '/1234/site/mid', sizes: [[300, 250]], hasLabel: true, desktop: false },
    ]);
    expect(boxAt(css, 'ad-mid', 375, 700)).toEqual({
      minHeight: 250 + AD_LABEL_HEIGHT_PX,
      paddingTop: AD_LABEL_HEIGHT_PX,
    });
    expect(boxAt(css, 'ad-mid', 1280, 700)).toEqual({ minHeight: 0, paddingTop: 0 });
    expect(css).toContain('.ad-label{position:absolute');
  });

  it('follows a size mapping keyed on the viewport’s height too', () => {
    const css = adSlotStyles([
      {
        name: 'ad-tall',
        path: '/1234/site/tall',
        sizes: [[300, 250]],
        sizeMapping: [
          { viewport: [0, 0], sizes: [[300, 250]] },
          { viewport: [1024, 900], sizes: [[300, 600]] },
        ],
      },
    ]);
    expect(boxAt(css, 'ad-tall', 1280, 800).minHeight).toBe(250);
    expect(boxAt(css, 'ad-tall', 1280, 900).minHeight).toBe(600);
  });

  it('counts a fluid size as nothing to reserve, and gives invalid definitions no rules', () => {
    const css = adSlotStyles([
      { name: 'ad-fluid', path: '/1234/site/fluid', sizes: ['fluid'] },
      { name: 'ad-broken', path: '/1234/site/broken', sizes: [] },
      'nonsense',
    ]);
    expect(boxAt(css, 'ad-fluid', 1280, 800).minHeight).toBe(0);
    expect(css).not.toContain('ad-broken');
    expect(adSlotStyles(undefined)).not.toMatch(/#[a-z]/i);
  });

  it('for any slot and viewport, the rule that applies reserves the tallest of sizesAt (GPT’s choice), or nothing where the slot is not flagged', () => {
    const pixels = fc.integer({ min: 1, max: 1000 });
    const size = fc.oneof(fc.tuple(pixels, pixels), fc.constant('fluid' as const));
    const viewport = fc.tuple(fc.integer({ min: 0, max: 1600 }), fc.integer({ min: 0, max: 1200 }));
    const definition = fc.record({
      sizes: fc.array(size, { minLength: 1, maxLength: 4 }),
      sizeMapping: fc.array(fc.record({ viewport, sizes: fc.array(size, { maxLength: 3 }) }), { maxLength: 4 }),
      mobile: fc.boolean(),
      tablet: fc.boolean(),
      desktop: fc.boolean(),
      hasLabel: fc.boolean(),
    });
    fc.assert(
      fc.property(definition, viewport, (raw, [width, height]) => {
        const input = { name: 'ad-any', path: '/1234/site/any', ...raw };
        const [slot] = readAdSlots([input]).slots;
        const ad = slot![deviceClassFor(width)] ? reservedHeight(slot!, width, height) : 0;
        const label = raw.hasLabel && ad > 0 ? AD_LABEL_HEIGHT_PX : 0;
        expect(boxAt(adSlotStyles([input]), 'ad-any', width, height)).toEqual({
          minHeight: ad + label,
          paddingTop: label,
        });
      }),
    );
  });
});
