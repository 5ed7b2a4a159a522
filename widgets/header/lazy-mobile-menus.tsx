import { lazy, type ComponentType } from 'react';
import { reportError } from '../../mount/report-error';

// The tablet and mobile sheets (and the modal core under them) load when first wanted: on intent (pointer or
// focus on a trigger) or on the first open. A failed load is reported and the sheets stay closed; the
// header itself keeps working.
let loading: Promise<typeof import('./mobile-menus')> | undefined;

export function loadMobileMenus(): Promise<typeof import('./mobile-menus')> {
  loading ??= import('./mobile-menus').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const MobileMenus = lazy<ComponentType>(() =>
  loadMobileMenus().catch((error: unknown) => {
    reportError(error, { widget: 'header', phase: 'mobile-menus' });
    return { default: () => null };
  }),
);

/** On intent: start loading, and leave a failure to the first open. */
export function prefetchMobileMenus(): void {
  loadMobileMenus().catch(() => {});
}
