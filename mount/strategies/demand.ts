import { DEMAND_EVENT } from '../../shared/demand-widget';
import type { Strategy } from './strategy';

/**
 * When some code asks for this widget by name (`demandWidget('quick-basket')`), e.g. on the first
 * interaction with a tile that opens it: a widget with no visible slot content of its own.
 */
export const onDemand: Strategy = (slot, load) => {
  const name = slot.getAttribute('data-widget');
  const listener = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== name) return;
    document.removeEventListener(DEMAND_EVENT, listener);
    void load();
  };
  document.addEventListener(DEMAND_EVENT, listener);
  return () => document.removeEventListener(DEMAND_EVENT, listener);
};
