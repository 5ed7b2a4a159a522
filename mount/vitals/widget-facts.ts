import type { VitalsWidget } from './payload-schema';
import STRATEGIES from '../strategies/names.json';
import { beaconName } from './widget-of';

type Strategy = VitalsWidget['strategy'];
const KNOWN = new Set<string>(STRATEGIES);
// The beacon schema's caps, defined here and read by payload-schema.ts (the schema pulls valibot along, so the
// runtime never imports it). Any figure: an hour is more than a page view reports.
export const MAX_FIGURE_MS = 3_600_000;
// A longer infinite-scroll listing is told as 1000 slots, rather than losing the beacon.
export const MAX_SLOTS = 1000;
// Past 200 names (unknown ones a CMS pasted keep theirs), the rest go unsaid.
export const MAX_WIDGETS = 200;

/**
 * Each widget on the page, once, in document order (the first 200): its strategy as the loader chose it (the
 * first slot's `data-load`, else the widget's default; an unknown one loads at once, as in mount/loader.ts), how
 * many slots it has (at most 1000), when its first slot mounted, and whether any slot failed. A slot inside
 * another slot is that widget's content, never mounted (mount/README.md), so it is not counted.
 */
export function widgetFacts(
  slots: Iterable<Element>,
  loads: Readonly<Record<string, string>>,
  mountedAt: (widget: string) => number | undefined,
): VitalsWidget[] {
  const facts = new Map<string, VitalsWidget>();
  for (const slot of slots) {
    const name = slot.getAttribute('data-widget') ?? '';
    if (!name || slot.parentElement?.closest('[data-widget]')) continue;
    const widget = beaconName(name);
    const failed = slot.getAttribute('data-widget-state') === 'error';
    const known = facts.get(widget);
    if (known) {
      known.slots = Math.min(known.slots + 1, MAX_SLOTS);
      known.failed ||= failed;
      continue;
    }
    if (facts.size === MAX_WIDGETS) continue;
    const chosen = slot.getAttribute('data-load') ?? loads[name] ?? 'load';
    const at = mountedAt(name);
    // The schema's cap (an hour): a demand widget opened later is left without, rather than losing the beacon.
    const mountMs = at === undefined || at > MAX_FIGURE_MS ? undefined : at;
    facts.set(widget, {
      widget,
      strategy: (KNOWN.has(chosen) ? chosen : 'load') as Strategy,
      slots: 1,
      ...(mountMs === undefined ? {} : { mountMs: Math.round(mountMs) }),
      failed,
    });
  }
  return [...facts.values()];
}

/** When the widget's first slot mounted: the start time of its first `widget:mounted:<name>` mark (mount-slot.tsx). */
export const firstMounted = (widget: string): number | undefined =>
  performance.getEntriesByName(`widget:mounted:${widget}`, 'mark')[0]?.startTime;
