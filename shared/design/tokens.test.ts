import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, deviceBreakpoints, inputHeight, layers, modal, offsets } from './tokens';

const css = readFileSync(join(process.cwd(), 'shared/design/tokens.css'), 'utf8');
const property = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();

describe('tokens.css mirrors tokens.ts', () => {
  it.each([
    ['bp-large-mobile', `${breakpoints.largeMobile}px`],
    ['bp-tablet', `${breakpoints.tablet}px`],
    ['bp-desktop', `${breakpoints.desktop}px`],
    ['bp-large-desktop', `${breakpoints.largeDesktop}px`],
    ['device-tablet', `${deviceBreakpoints.tablet}px`],
    ['device-desktop', `${deviceBreakpoints.desktop}px`],
    ['layer-overlay', String(layers.overlay)],
    ['layer-modal', String(layers.modal)],
    ['layer-skip-link', String(layers.skipLink)],
    ['offset-navigation-desktop', `${offsets.navigationDesktop}px`],
    ['offset-navigation-other', `${offsets.navigationOther}px`],
    ['offset-sub-navigation', `${offsets.subNavigation}px`],
    ['offset-shop-sub-navigation', `${offsets.shopSubNavigation}px`],
    ['offset-promo-banner', `${offsets.promoBanner}px`],
    ['offset-desktop-header', `${offsets.desktopHeader}px`],
    ['offset-mobile-sheet-top', `${offsets.mobileSheetTop}px`],
    ['modal-animation', `${modal.animationMs}ms`],
    ['modal-max-width', `${modal.maxWidth}px`],
    ['modal-max-height', `${modal.maxHeightPercent}%`],
    ['promo-modal-max-width', `${modal.promoMaxWidth}px`],
    ['input-height', `${inputHeight}px`],
  ])('--%s is %s', (name, value) => {
    expect(property(name)).toBe(value);
  });

  it('has the spec values', () => {
    expect(breakpoints).toEqual({ largeMobile: 500, tablet: 768, desktop: 1024, largeDesktop: 1400 });
    expect(layers).toMatchObject({ overlay: 40000, modal: 40001 });
    expect(offsets).toMatchObject({ navigationDesktop: 51, navigationOther: 91, subNavigation: 64, shopSubNavigation: 44, promoBanner: 40 });
  });
});
