import { useEffect, useState } from 'react';

// A thenable, not `instanceof Promise`: a promise made in another realm (a frame, a test's VM context) is one too.
const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * What a promise resolved to, once it has (undefined until then); a plain value as it is. The promise must
 * be the same one on every render: its loader caches it. Plain state rather than Suspense, whose reveal
 * React holds back for at least 300 ms after showing the fallback.
 */
export function useSettled<T>(value: T | Promise<T>): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; result: T }>();
  useEffect(() => {
    if (!isPromise(value)) return;
    let live = true;
    void value.then((result) => {
      if (live) setSettled({ promise: value, result });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!isPromise(value)) return value;
  return settled?.promise === value ? settled.result : undefined;
}
