import type { Strategy } from './strategy';

/** At once: for widgets the shopper sees on arrival (flash messages, the header). */
export const onLoad: Strategy = (_slot, load) => {
  void load();
  return () => {};
};
