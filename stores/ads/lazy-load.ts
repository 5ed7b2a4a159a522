// The spec's lazy-load expand margin is 1500 (px, as the legacy IntersectionObserver's rootMargin); GPT's
// enableLazyLoad takes margins in percent of the viewport's height. 1500 px is rendered ahead at this viewport's
// height, and fetched twice as far ahead, so the creative is in by the time it is rendered. `mobileScaling` is 1:
// the percent is already computed from this very viewport.

export const LAZY_LOAD_EXPAND_MARGIN_PX = 1500;

export interface LazyLoadMargins {
  fetchMarginPercent: number;
  renderMarginPercent: number;
  mobileScaling: number;
}

export function lazyLoadMargins(viewportHeight: number, expandMargin = LAZY_LOAD_EXPAND_MARGIN_PX): LazyLoadMargins {
  const height = Number.isFinite(viewportHeight) && viewportHeight > 0 ? viewportHeight : 800;
  const renderMarginPercent = Math.ceil((expandMargin / height) * 100);
  return { fetchMarginPercent: renderMarginPercent * 2, renderMarginPercent, mobileScaling: 1 };
}
