import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, deviceBreakpoints } from './tokens';

const css = readFileSync(join(process.cwd(), 'shared/design/tokens.css'), 'utf8');
const property = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();

describe("tokens.css has the specs' constants and mirrors tokens.ts", () => {
  it.each([
    ['bp-large-mobile', `${breakpoints.largeMobile}px`],
    ['bp-tablet', `${breakpoints.tablet}px`],
    ['bp-desktop', `${breakpoints.desktop}px`],
    ['bp-large-desktop', `${breakpoints.largeDesktop}px`],
    ['device-tablet', `${deviceBreakpoints.tablet}px`],
    ['device-desktop', `${deviceBreakpoints.desktop}px`],
    ['layer-overlay', '40000'],
    ['layer-modal', '40001'],
    ['layer-skip-link', '40002'],
    ['offset-navigation-desktop', '51px'],
    ['offset-navigation-other', '91px'],
    ['offset-sub-navigation', '64px'],
    ['offset-shop-sub-navigation', '44px'],
    ['offset-promo-banner', '40px'],
    ['offset-desktop-header', '75px'],
    ['offset-mobile-sheet-top', '152px'],
    ['modal-animation', '500ms'],
    ['modal-max-width', '600px'],
    ['modal-max-height', '95%'],
    ['promo-modal-max-width', '620px'],
    ['input-height', '45px'],
  ])('--%s is %s', (name, value) => {
    expect(property(name)).toBe(value);
  });

  it('has the spec values', () => {
    expect(breakpoints).toEqual({ largeMobile: 500, tablet: 768, desktop: 1024, largeDesktop: 1400 });
  });
});
