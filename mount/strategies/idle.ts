import type { Strategy } from './strategy';

/** When the main thread is idle, and within 2 s at the latest. */
export const onIdle: Strategy = (_slot, load) => {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(() => void load(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 200);
  return () => clearTimeout(timer);
};
