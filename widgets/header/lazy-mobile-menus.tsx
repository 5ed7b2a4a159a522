import { useCallback, type ComponentType } from 'react';
import { reportError } from '../../mount/report-error';
import { lazyPart, useLazyPart } from '../../shared/lazy-part';
import { closeMobileNav, loadMobileContextNavigation } from '../../stores/navigation/navigation';

// The tablet and mobile sheets (and the modal core under them) load when first wanted: on intent (pointer or
// focus on a trigger) or on the first open. A failed load is reported, whatever asked for a sheet is closed
// again (no control says "open" with nothing open), and the next open imports again (shared/lazy-part.ts: a
// browser may keep the failed fetch for the page's life); the header keeps working.
const mobileMenus = lazyPart(() => import('./mobile-menus'));

/** On intent: start loading the sheets, and the redesigned header's sheet menus; a failure is left to the first open. */
export function prefetchMobileMenus(redesign: boolean): void {
  mobileMenus.prefetch();
  if (redesign) void loadMobileContextNavigation();
}

/** The sheets' component once `wanted` and loaded; `onFailed` runs when loading fails. */
export function useMobileMenus(wanted: boolean, onFailed: () => void): ComponentType | null {
  const failed = useCallback(
    (error: unknown) => {
      reportError(error, { widget: 'header', phase: 'mobile-menus' });
      closeMobileNav();
      onFailed();
    },
    [onFailed],
  );
  return useLazyPart(mobileMenus, wanted, failed)?.default ?? null;
}
