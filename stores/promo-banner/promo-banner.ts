import { atom, onMount } from 'nanostores';
import { track } from '../../shared/analytics';
import { servedProps } from '../../shared/served-props';
import { fetchPromoBanner } from './promo-banner-api';
import { readPromoBanner, type PromoBanner } from './promo-banner-payload';

export interface PromoBannerState {
  /** The active banner, or null (none, or not known yet). */
  banner: PromoBanner | null;
  /** The banner is known: from the page's server, or the banner call has answered (or failed). */
  checked: boolean;
  failed: boolean;
  /** The promo details modal is open. */
  showModal: boolean;
}

/** Before the banner is known; also what a server render (and the hydration pass after it) reads. */
export const PROMO_BANNER_INITIAL: PromoBannerState = { banner: null, checked: false, failed: false, showModal: false };

export const $promoBanner = atom<PromoBannerState>(PROMO_BANNER_INITIAL);

/** The page's header (header.site-header) wears this class while a banner shows: a hook for its 40px offset. */
export const PROMO_HEADER_CLASS = 'has-promo-banner';

// Once-per-page guards (the fetch, the impression), not state: nothing reads them.
let requested = false;
let impressed = false;

// Fetched once on load, unless the page's server embedded the banner: the first widget that listens reads it
// from any promo-banner slot whose props hold `banner` (null included: "no active banner"), or else starts
// the call; later ones (or the same one mounted again) read that. No retry, and no message when it fails.
onMount($promoBanner, () => {
  if (requested) return;
  requested = true;
  const served = servedProps('promo-banner', ['banner']);
  if (served) {
    $promoBanner.set({ ...$promoBanner.value, banner: readPromoBanner(served), checked: true });
    return;
  }
  fetchPromoBanner().then(
    (banner) => $promoBanner.set({ ...$promoBanner.get(), banner, checked: true, failed: false }),
    () => $promoBanner.set({ ...$promoBanner.get(), banner: null, checked: true, failed: true }),
  );
});

export function openPromoDetails(): void {
  $promoBanner.set({ ...$promoBanner.get(), showModal: true });
}

export function closePromoDetails(): void {
  $promoBanner.set({ ...$promoBanner.get(), showModal: false });
}

const siteHeader = () => document.querySelector('header.site-header');

/** A banner is on show: the impression is tracked once per page, and the page's header gets the promo class. */
export function promoBannerShown(banner: PromoBanner): void {
  siteHeader()?.classList.add(PROMO_HEADER_CLASS);
  if (impressed) return;
  impressed = true;
  track('Promo Banner Viewed', {
    banner_text: banner.bannerText,
    link_path: banner.link?.path ?? null,
    color: banner.color,
    placement: banner.placement,
  });
}

/** The banner is gone (no banner after all, or its slot left the page). */
export function promoBannerHidden(): void {
  siteHeader()?.classList.remove(PROMO_HEADER_CLASS);
}

/** For tests: as on a new page (not fetched, no impression yet). */
export function resetPromoBanner(): void {
  requested = false;
  impressed = false;
  $promoBanner.set(PROMO_BANNER_INITIAL);
}
