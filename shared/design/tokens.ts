// The design constants of both specs (section 9), in one place. tokens.css mirrors them as custom
// properties for stylesheets; tokens.test.ts keeps the two in step.

export const breakpoints = {
  largeMobile: 500,
  tablet: 768,
  desktop: 1024,
  largeDesktop: 1400,
} as const;

/** Device class and ad breakpoints differ from the layout ones. */
export const deviceBreakpoints = { tablet: 620, desktop: 1024 } as const;

/** The skip link sits above everything, modals included, when focused. */
export const layers = { overlay: 40_000, modal: 40_001, skipLink: 40_002 } as const;

export const offsets = {
  navigationDesktop: 51,
  navigationOther: 91,
  subNavigation: 64,
  shopSubNavigation: 44,
  promoBanner: 40,
  desktopHeader: 75,
  mobileSheetTop: 152,
} as const;

export const modal = {
  animationMs: 500,
  maxWidth: 600,
  maxHeightPercent: 95,
  promoMaxWidth: 620,
} as const;

export const inputHeight = 45;
export const skeletonLines = 3;
