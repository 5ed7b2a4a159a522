// The design constants of both specs (section 9) that code reads. tokens.css has them as custom properties for
// stylesheets, with the rest (layers, offsets, the modal's sizes, the input height), which only stylesheets read;
// tokens.test.ts holds the stylesheet to these and to the specs' values.

export const breakpoints = {
  largeMobile: 500,
  tablet: 768,
  desktop: 1024,
  largeDesktop: 1400,
} as const;

/** Device class and ad breakpoints differ from the layout ones. */
export const deviceBreakpoints = { tablet: 620, desktop: 1024 } as const;

export const skeletonLines = 3;
