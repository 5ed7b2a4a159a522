import { useCallback } from 'react';
import { reportError } from '../../mount/report-error';
import { lazyPart, useLazyPart } from '../../shared/lazy-part';
import { closeDropdown } from '../../stores/navigation/navigation';

/** The dropdowns' content blocks (menu-panel.tsx). */
export type MenuPanels = typeof import('./menu-panel');

// The desktop dropdowns' content loads on intent: the pointer over a menu or focus on it (the first open at
// the latest), so a page that never opens a menu never loads it. A failed load is reported and the dropdown
// closed again; the next open imports again (shared/lazy-part.ts: a browser may keep the failed fetch).
const menuPanels = lazyPart<MenuPanels>(() => import('./menu-panel'));

export const prefetchMenuPanels = menuPanels.prefetch;

/** The content blocks, loading them if they are not in yet. */
export const loadMenuPanels = menuPanels.load;

/** The content blocks once a dropdown is open and they are in; null until then. */
export function useMenuPanels(open: boolean): MenuPanels | null {
  const failed = useCallback((error: unknown) => {
    reportError(error, { widget: 'header', phase: 'menu-panels' });
    closeDropdown();
  }, []);
  return useLazyPart(menuPanels, open, failed);
}
