// Sub-navigation hide/show on scroll, as a pure reducer (shell spec, section 4 "Sub-navigation", and the
// sub-navigation settings of section 9). The rules are applied in this order:
//
// 1. A page type without settings (anything but shop, post and recipe) has no sub-navigation: no change.
// 2. While the mobile nav, shop nav or promo modal is open, scroll is ignored: visibility stays, and the
//    position is recorded so direction is measured afresh once it closes.
// 3. A forced trigger toggles it, at any scroll position.
// 4. Below the page type's scroll threshold, scroll is ignored: visibility stays, the position is recorded.
// 5. Direction, measured from the last recorded position:
//    - up by at least the 15 px tolerance: toggles when the new position is below the mobile height,
//      otherwise shows;
//    - down by at least the 150 px step: hides;
//    - less than that either way: nothing changes and the position is not recorded, so slow scrolling
//      adds up until it passes the tolerance (up) or the step (down).
// Because rule 4 comes before rule 5, the mobile-height toggle can only fire where the mobile height is above
// the threshold: on shop pages (1 and 135), not on posts or recipes (1300 and 91).

export const SCROLL_TOLERANCE = 15;
export const SCROLL_STEP = 150;

export interface SubnavSettings {
  /** Scroll below this position is ignored. */
  scroll: number;
  /** A scroll-up that ends below this position toggles the sub-navigation. */
  mobileHeight: number;
}

/** Sub-navigation settings by the config's pageType. */
export const SUBNAV_SETTINGS: Readonly<Record<string, SubnavSettings>> = {
  shop: { scroll: 1, mobileHeight: 135 },
  post: { scroll: 1300, mobileHeight: 91 },
  recipe: { scroll: 1300, mobileHeight: 91 },
};

export interface SubnavState {
  visible: boolean;
  /** The scroll position direction is measured from. */
  lastY: number;
}

export interface SubnavInput {
  scrollY: number;
  pageType: string;
  mobileNavOpen: boolean;
  shopNavOpen: boolean;
  promoModalOpen: boolean;
  /** A forced trigger (not a scroll). */
  forced: boolean;
}

/** The settings of a page type, or undefined when it has no sub-navigation. */
export function subnavSettings(pageType: string): SubnavSettings | undefined {
  return Object.hasOwn(SUBNAV_SETTINGS, pageType) ? SUBNAV_SETTINGS[pageType] : undefined;
}

export function nextSubnavVisibility(state: SubnavState, input: SubnavInput): SubnavState {
  const settings = subnavSettings(input.pageType);
  if (!settings) return state;
  const { scrollY } = input;
  if (input.mobileNavOpen || input.shopNavOpen || input.promoModalOpen)
    return { visible: state.visible, lastY: scrollY };
  if (input.forced) return { visible: !state.visible, lastY: scrollY };
  if (scrollY < settings.scroll) return { visible: state.visible, lastY: scrollY };
  const delta = scrollY - state.lastY;
  if (delta <= -SCROLL_TOLERANCE)
    return { visible: scrollY < settings.mobileHeight ? !state.visible : true, lastY: scrollY };
  if (delta >= SCROLL_STEP) return { visible: false, lastY: scrollY };
  return state;
}

/**
 * Where the recirculation module sits: posts at 0.8 x the content height, recipes at the content height + 200;
 * null for other pages (shop's is not given).
 */
export function recirculationPosition(pageType: string, contentHeight: number): number | null {
  if (pageType === 'post') return 0.8 * contentHeight;
  if (pageType === 'recipe') return contentHeight + 200;
  return null;
}

/** Recipes "can collect" recirculation items; the other pages cannot. */
export function recirculationCanCollect(pageType: string): boolean {
  return pageType === 'recipe';
}
