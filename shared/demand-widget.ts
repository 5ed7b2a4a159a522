/** The event the loader's `demand` strategy listens for. */
export const DEMAND_EVENT = 'widget:demand';

/** What runs if a slot fails from now on: the latest caller's `unavailable`, one listener per slot. */
const onFailure = new WeakMap<Element, () => void>();

/**
 * Asks the loader to load a widget whose slot waits with data-load="demand". Cheap to call often: the
 * first call loads it, later ones are ignored. `unavailable` runs when the widget cannot come: the page has no
 * slot for it, its slot failed (`data-widget-state="error"`), or it fails later (`widget:error`: its code, or
 * its render as it opens).
 */
export function demandWidget(name: string, unavailable?: () => void): void {
  if (unavailable) {
    const slot = document.querySelector(`[data-widget="${CSS.escape(name)}"]`);
    if (!slot || slot.getAttribute('data-widget-state') === 'error') {
      unavailable();
      return;
    }
    if (!onFailure.has(slot)) slot.addEventListener('widget:error', () => onFailure.get(slot)?.());
    onFailure.set(slot, unavailable);
  }
  document.dispatchEvent(new CustomEvent(DEMAND_EVENT, { detail: name }));
}
