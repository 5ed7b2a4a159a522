import { atom, onMount } from 'nanostores';
import { fetchFeaturesNavigation } from './features-api';
import type { FeaturesNavigation } from './features-payload';

export interface FeaturesNavigationState extends FeaturesNavigation {
  /** The call has answered (or failed). */
  checked: boolean;
  failed: boolean;
}

/** Before the call answers; also what a server render (and the hydration pass after it) reads. */
export const FEATURES_NAVIGATION_INITIAL: FeaturesNavigationState = { features: [], utilities: [], checked: false, failed: false };

export const $featuresNavigation = atom<FeaturesNavigationState>(FEATURES_NAVIGATION_INITIAL);

let requested = false;

// Fetched once per page, by the first widget that listens. No retry, and no message when it fails.
onMount($featuresNavigation, () => {
  if (requested) return;
  requested = true;
  fetchFeaturesNavigation().then(
    (navigation) => $featuresNavigation.set({ ...navigation, checked: true, failed: false }),
    () => $featuresNavigation.set({ ...$featuresNavigation.get(), checked: true, failed: true }),
  );
});

/** For tests: as on a new page (not fetched yet). */
export function resetFeaturesNavigation(): void {
  requested = false;
  $featuresNavigation.set(FEATURES_NAVIGATION_INITIAL);
}
