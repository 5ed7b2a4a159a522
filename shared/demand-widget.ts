/** The event the loader's `demand` strategy listens for. */
export const DEMAND_EVENT = 'widget:demand';

/**
 * Asks the loader to load a widget whose slot waits with data-load="demand". Cheap to call often: the
 * first call loads it, later ones are ignored. `unavailable` runs when the widget cannot come: the page has
 * no slot for it, its slot failed (`data-widget-state="error"`), or it fails now (`widget:error`).
 */
export function demandWidget(name: string, unavailable?: () => void): void {
  if (unavailable) {
    const slot = document.querySelector(`[data-widget="${CSS.escape(name)}"]`);
    const state = slot?.getAttribute('data-widget-state');
    if (!slot || state === 'error') {
      unavailable();
      return;
    }
    if (state !== 'mounted') slot.addEventListener('widget:error', unavailable, { once: true });
  }
  document.dispatchEvent(new CustomEvent(DEMAND_EVENT, { detail: name }));
}
