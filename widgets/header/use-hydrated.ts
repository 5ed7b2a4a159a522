import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML, true otherwise (and right after
 * hydrating). State only the browser knows (the login status, the loaded basket) is shown from then on, so
 * the hydrating render matches the server's HTML and the change follows as an ordinary update.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
