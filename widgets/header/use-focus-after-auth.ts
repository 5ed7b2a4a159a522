import { useEffect } from 'react';
import type { AuthAction } from '../../stores/user/user';

/**
 * Signing in or out replaces the control the shopper used (a Log In link, a Log Out button) with its opposite,
 * and focus is left on <body>. Once both have happened (the sign-in dialog gives focus back in its own root, so
 * after a task), `target` takes it: the first of the header's candidates that can (one behind an open sheet
 * cannot, and the sheet's own takes it).
 */
export function useFocusAfterAuth(
  lastAction: AuthAction | null,
  target: (action: AuthAction) => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    if (!lastAction) return;
    const timer = setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      target(lastAction)?.focus();
    });
    return () => clearTimeout(timer);
  }, [lastAction, target]);
}
