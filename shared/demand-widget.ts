/** The event the loader's `demand` strategy listens for. */
export const DEMAND_EVENT = 'widget:demand';

/**
 * Asks the loader to load a widget whose slot waits with data-load="demand". Cheap to call often: the
 * first call loads it, later ones are ignored.
 */
export function demandWidget(name: string): void {
  document.dispatchEvent(new CustomEvent(DEMAND_EVENT, { detail: name }));
}
