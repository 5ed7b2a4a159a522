import { useEffect, useState, type ComponentType } from 'react';
import { reportError } from '../../mount/report-error';
import { closeMobileNav, loadMobileContextNavigation } from '../../stores/navigation/navigation';

// The tablet and mobile sheets (and the modal core under them) load when first wanted: on intent (pointer or
// focus on a trigger) or on the first open. A failed load is reported, whatever asked for a sheet is closed
// again (no control says "open" with nothing open), and the next open tries again; the header keeps working.
let loading: Promise<typeof import('./mobile-menus')> | undefined;

function loadMobileMenus(): Promise<typeof import('./mobile-menus')> {
  loading ??= import('./mobile-menus').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** On intent: start loading the sheets, and the redesigned header's sheet menus; a failure is left to the first open. */
export function prefetchMobileMenus(redesign: boolean): void {
  loadMobileMenus().catch(() => {});
  if (redesign) void loadMobileContextNavigation();
}

/** The sheets' component once `wanted` and loaded; `onFailed` runs when loading fails. */
export function useMobileMenus(wanted: boolean, onFailed: () => void): ComponentType | null {
  const [menus, setMenus] = useState<{ component: ComponentType } | null>(null);
  useEffect(() => {
    if (!wanted || menus) return;
    let current = true;
    loadMobileMenus().then(
      (module) => current && setMenus({ component: module.default }),
      (error: unknown) => {
        if (!current) return;
        reportError(error, { widget: 'header', phase: 'mobile-menus' });
        closeMobileNav();
        onFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, menus, onFailed]);
  return menus?.component ?? null;
}
