import { LOADER_ATTRIBUTE, WIDGETS_READY_ATTRIBUTE, WIDGETS_READY_EVENT } from '../../shared/page-widgets';

/** How long after the window's `load` the ads wait for a `load` widget that never settles (its code never came). */
export const READY_CEILING_MS = 5000;

/**
 * Resolves once the window's `load` event has fired (a script added before it that never answers, a blocked
 * GPT, would hold `load` for good) and the page's `load` widgets have mounted or failed, or READY_CEILING_MS
 * after `load` when one of them never settles. A page without the loader (its entries included directly) has no
 * ready signal: then at `load`.
 */
export function whenPageWidgetsMounted(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    const afterLoad = () => {
      if (!html.hasAttribute(LOADER_ATTRIBUTE) || html.hasAttribute(WIDGETS_READY_ATTRIBUTE)) return resolve();
      document.addEventListener(WIDGETS_READY_EVENT, () => resolve(), { once: true });
      setTimeout(resolve, READY_CEILING_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
