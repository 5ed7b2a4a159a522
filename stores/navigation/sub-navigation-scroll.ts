import { atom } from 'nanostores';
import { receiveCollections } from '../user/user';
import { $navigation, setRecircItems, setSubnavVisible } from './navigation';
import type { RecirculationQuery } from './recirculation-api';
import { nextSubnavVisibility, recirculationPosition, subnavSettings, type SubnavState } from './sub-navigation';

// The sub-navigation's scroll controller: the widget feeds it scroll positions (one per animation frame) and
// it applies the hide/show reducer with the flags of $navigation, notes when the reader passes the
// recirculation position, and asks for the recommended content once.

/** One scroll position with the measures the rules need, in CSS pixels and document coordinates. */
export interface ScrollSample {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
  /** The page's content (the article or recipe): where it starts and how tall it is. */
  contentTop: number;
  contentHeight: number;
}

export interface SubnavPage {
  pageType: string;
  /** What to recommend; null on pages without recirculation (the shop) or without an id. */
  recirculation: RecirculationQuery | null;
}

export interface RecirculationState {
  /** The reader has passed the recirculation position (stays true once passed). */
  reached: boolean;
  /** The recommended-content call has answered, or failed. */
  checked: boolean;
  failed: boolean;
}

const INITIAL: RecirculationState = { reached: false, checked: false, failed: false };

export const $recirculation = atom<RecirculationState>(INITIAL);

/**
 * The reader has passed the recirculation position when the bottom of the viewport is at or past it,
 * counted from the content's top. A page too short to scroll that far counts it reached at its very end.
 */
export function recirculationReached(pageType: string, sample: ScrollSample): boolean {
  const position = recirculationPosition(pageType, sample.contentHeight);
  if (position === null) return false;
  const target = Math.min(sample.contentTop + position, sample.documentHeight);
  return sample.scrollY + sample.viewportHeight >= target;
}

// The scroll reducer's memory (its last position) and the page's one call, not state: $navigation and
// $recirculation hold what the bar shows.
let subnav: SubnavState = { visible: false, lastY: 0 };
/** The recommended-content call of this page, once asked for. */
let request: Promise<void> | null = null;

function patch(change: Partial<RecirculationState>): void {
  $recirculation.set({ ...$recirculation.get(), ...change });
}

/**
 * GET the recommended content, once per page: the items go to `recircItems`, a recipe's collections to the
 * user store. A failure leaves no items and shows nothing (no message, no retry).
 */
export function loadRecirculation(query: RecirculationQuery): Promise<void> {
  // The call and its reader load with it: the reader has scrolled past the threshold by then, and the shop's
  // bar (no recirculation) never loads them.
  request ??= import('./recirculation-api')
    .then(({ fetchRecirculation }) => fetchRecirculation(query))
    .then(
      ({ items, collections }) => {
        setRecircItems(items);
        if (collections) receiveCollections(collections);
        patch({ checked: true, failed: false });
      },
      () => patch({ checked: true, failed: true }),
    );
  return request;
}

function apply(page: SubnavPage, scrollY: number, forced: boolean): void {
  const navigation = $navigation.get();
  subnav = nextSubnavVisibility(
    { visible: navigation.showSubnav, lastY: subnav.lastY },
    {
      scrollY,
      pageType: page.pageType,
      mobileNavOpen: navigation.showMobile,
      shopNavOpen: navigation.showMobileShop,
      promoModalOpen: navigation.showPromoBannerModal,
      forced,
    },
  );
  if (subnav.visible !== navigation.showSubnav) setSubnavVisible(subnav.visible);
}

/** A scroll position: hides or shows the sub-navigation, and tracks the recirculation position. */
export function subnavScrolled(page: SubnavPage, sample: ScrollSample): void {
  apply(page, sample.scrollY, false);
  const settings = subnavSettings(page.pageType);
  // Asked for once the reader is past the scroll threshold, before the sub-navigation can first show.
  if (page.recirculation && settings && sample.scrollY >= settings.scroll) void loadRecirculation(page.recirculation);
  if (!$recirculation.get().reached && recirculationReached(page.pageType, sample)) patch({ reached: true });
}

/** The forced trigger: toggles the sub-navigation (unless a menu or the promo modal is open). */
export function toggleSubnav(page: SubnavPage, scrollY: number): void {
  apply(page, scrollY, true);
}

/**
 * For tests: as on a new page, once the last page's call has ended (its module loads in its own time, so a call
 * asked for by one test would otherwise reach the next test's fetch).
 */
export async function resetSubnav(): Promise<void> {
  await request;
  request = null;
  subnav = { visible: false, lastY: 0 };
  $recirculation.set(INITIAL);
  setSubnavVisible(false);
  setRecircItems([]);
}
