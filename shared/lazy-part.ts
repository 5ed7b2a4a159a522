import { useEffect, useState } from 'react';

/**
 * A part of a widget that opens on a click (a sheet, a dialog) and so loads with import() when first wanted:
 * on intent (pointer or focus on what opens it) or at the open itself. One load at a time; a failed load is
 * forgotten, so the next want imports again. Whether that fetches again is the browser's choice: Chromium
 * keeps a failed module fetch for the page's life (whatwg/html#6768), so there the next want fails at once,
 * is reported again, and what asked for the part closes again. The page keeps working either way.
 */
export interface LazyPart<T> {
  load(): Promise<T>;
  /** On intent: start loading; a failure is left to the open that needs it. */
  prefetch(): void;
  /** The module once it is in (then a second opener renders it at once), else undefined. */
  current(): T | undefined;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, prefetch: () => void load().catch(() => {}), current: () => loaded };
}

/**
 * The part's module once loaded (by this or any other opener), else null; it is loaded when `wanted`.
 * `onFailed` runs when the load fails (the caller reports it and closes what asked for the part: no control
 * says "open" with nothing open).
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean, onFailed: (error: unknown) => void): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded || part.current()) return;
    let current = true;
    part.load().then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && onFailed(error),
    );
    return () => {
      current = false;
    };
  }, [part, wanted, loaded, onFailed]);
  return part.current() ?? loaded?.module ?? null;
}
