import { nestedSlot, unknownDataLoad } from '../slot-words';
import STRATEGIES from '../strategies/names.json';

// What the inspector says of a slot: its strategy as the loader picks it (mount/loader.ts upgrade), its state in
// the inspector's words, and why it is waiting (mount/strategies/*).

/** What the loader would do with the slot's data-load, given the widget's default (undefined: an unknown widget). */
export function slotStrategy(
  dataLoad: string | null,
  fallback: string | undefined,
): { strategy: string; note?: string } {
  if (fallback === undefined) return { strategy: '-' };
  if (dataLoad === null) return { strategy: fallback };
  if (STRATEGIES.includes(dataLoad)) return { strategy: dataLoad };
  // The loader loads it at once; an empty value silently.
  return { strategy: 'load', note: dataLoad ? unknownDataLoad(dataLoad, STRATEGIES) : 'an empty data-load' };
}

export type InspectedState = 'waiting' | 'loading' | 'mounted' | 'failed' | 'not mounted' | 'not seen yet';

export interface SlotFacts {
  /** data-widget-state, as the runtime wrote it. */
  state: string | null;
  strategy: string;
  /** Anything focusable inside (an interaction slot without it loads at idle). */
  focusable: boolean;
  /** The widget name of the slot this one sits inside, if any. */
  outer?: string;
  /** Its own widget name, for the call that asks for it. */
  name?: string;
}

export function slotStatus({ state, strategy, focusable, outer, name = '' }: SlotFacts): {
  state: InspectedState;
  why: string;
} {
  if (state === 'error') return { state: 'failed', why: '' };
  if (state === 'mounted') return { state: 'mounted', why: '' };
  if (state === 'loading') return { state: 'loading', why: 'its code is on its way' };
  if (state === 'waiting') return { state: 'waiting', why: whyWaiting(strategy, focusable, name) };
  if (outer !== undefined) return { state: 'not mounted', why: nestedSlot(outer) };
  return { state: 'not seen yet', why: 'the loader has not reached it' };
}

function whyWaiting(strategy: string, focusable: boolean, name: string): string {
  switch (strategy) {
    case 'visible':
      return 'not yet visible: it loads within 200px of the viewport';
    case 'interaction':
      return focusable
        ? 'waiting for interaction: a pointer, focus or key on it'
        : 'waiting for the page to be idle: nothing in it to interact with';
    case 'idle':
      return 'waiting for the page to be idle';
    case 'demand':
      return `waiting for code to ask for it: demandWidget(${JSON.stringify(name).replaceAll('"', "'")})`;
    default:
      return 'waiting for its strategy';
  }
}
