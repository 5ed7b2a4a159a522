import { LOADER_ATTRIBUTE, WIDGETS_READY_ATTRIBUTE, WIDGETS_READY_EVENT } from '../../shared/page-widgets';

/**
 * Resolves once the page's `load` widgets have mounted (or failed). A page without the loader (its entries
 * included directly) has no such signal: then once the window's `load` event has fired.
 */
export function whenPageWidgetsMounted(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.hasAttribute(LOADER_ATTRIBUTE)) {
      if (html.hasAttribute(WIDGETS_READY_ATTRIBUTE)) resolve();
      else document.addEventListener(WIDGETS_READY_EVENT, () => resolve(), { once: true });
    } else if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}
