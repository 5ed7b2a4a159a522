import { atom, onMount } from 'nanostores';
import { servedProps } from '../../shared/served-props';
import { fetchFeaturesNavigation } from './features-api';
import { readServedFeatures, type FeaturesNavigation } from './features-payload';

export interface FeaturesNavigationState extends FeaturesNavigation {
  /** The lists are known: from the page's server, or the call has answered (or failed). */
  checked: boolean;
  failed: boolean;
}

/** Before the lists are known; also what a server render (and the hydration pass after it) reads. */
export const FEATURES_NAVIGATION_INITIAL: FeaturesNavigationState = {
  features: [],
  utilities: [],
  checked: false,
  failed: false,
};

export const $featuresNavigation = atom<FeaturesNavigationState>(FEATURES_NAVIGATION_INITIAL);

// A once-per-page guard, not state: nothing reads it.
let requested = false;

// Fetched once per page, unless the page's server embedded the lists: the first widget that listens (the
// features bar, or the header's Menu sheet) reads them from any features-bar slot whose props hold `features`
// or `utilities`, or else starts the call. No retry, and no message when it fails.
onMount($featuresNavigation, () => {
  if (requested) return;
  requested = true;
  const served = servedProps('features-bar', ['features', 'utilities']);
  if (served) {
    $featuresNavigation.set({ ...readServedFeatures(served), checked: true, failed: false });
    return;
  }
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
