import type { Strategy } from './strategy';

/** When the main thread is idle, and within 2 s at the latest. */
export const onIdle: Strategy = (_slot, load) => {
  const run = () => void load();
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
};
