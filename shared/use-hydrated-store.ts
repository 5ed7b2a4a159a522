import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * `useStore($store)` for a widget the server renders. The server render and the browser's hydration pass both
 * read `serverValue` (React's getServerSnapshot), so they agree; right after hydrating, the widget re-renders
 * with the store. The server never calls `$store.get()`, so a store's onMount (a fetch) does not run there.
 * Pass a value the server knows too: the store's initial state, or one made from props alone (and stable:
 * a constant or a memo). A slot without data-ssr reads the store from its first render, as useStore does.
 */
export function useHydratedStore<T>($store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => $store.listen(onChange), [$store]);
  return useSyncExternalStore(
    subscribe,
    () => $store.get(),
    () => serverValue,
  );
}
