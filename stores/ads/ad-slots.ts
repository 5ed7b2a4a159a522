import * as v from 'valibot';
import type { DeviceClass } from '../../shared/device';

// The ad slot definitions (shopping spec section 3 "Ad slot", section 5 "Ads", section 9): read from the page,
// each checked alone, so one bad definition costs only its own slot.

/** A creative size: [width, height] in px, or GPT's 'fluid'. */
export type AdSize = readonly [number, number] | 'fluid';

export interface SizeMappingEntry {
  /** The smallest viewport [width, height] this entry applies to. */
  viewport: readonly [number, number];
  /** The sizes served at that viewport; none means no ad there. */
  sizes: readonly AdSize[];
}

export interface TargetingEntry {
  name: string;
  value: string | readonly string[];
}

export interface AdSlot {
  /** The slot's name, and the id of the page element that holds it. */
  name: string;
  /** GPT's ad unit path, e.g. /1234/food/recipe_top. */
  path: string;
  sizes: readonly AdSize[];
  sizeMapping: readonly SizeMappingEntry[];
  collapseEmpty: boolean;
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  /** ms between refreshes while in view; 0: never refreshed. */
  refreshInterval: number;
  lazyLoad: boolean;
  hasLabel: boolean;
  targeting: readonly TargetingEntry[];
}

// Written with the valibot functions the rest of the bundle already uses (check, not tuple or union): the
// runtime chunk keeps every valibot function any source names, so new ones here would cost every page.
const isPixels = (value: unknown, min: number) => typeof value === 'number' && Number.isInteger(value) && value >= min;
const isPair = (value: unknown, min: number): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && isPixels(value[0], min) && isPixels(value[1], min);
// Checked here, typed where the slot is made (readAdSlots): a transform only to retype them would cost bytes.
const size = v.pipe(
  v.unknown(),
  v.check((value) => value === 'fluid' || isPair(value, 1), 'a size [w, h] or "fluid"'),
);
const viewport = v.pipe(
  v.unknown(),
  v.check((value) => isPair(value, 0), 'a viewport [w, h]'),
);

const slotSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*$/, 'a plain element id')),
  path: v.pipe(v.string(), v.regex(/^\/\d+(,\d+)?(\/[\w.-]+)+$/, 'an ad unit path')),
  sizes: v.pipe(
    v.array(size),
    v.check((list) => list.length > 0, 'at least one size'),
  ),
  sizeMapping: v.optional(v.array(v.object({ viewport, sizes: v.array(size) })), []),
  collapseEmpty: v.optional(v.boolean(), false),
  mobile: v.optional(v.boolean(), true),
  tablet: v.optional(v.boolean(), true),
  desktop: v.optional(v.boolean(), true),
  refreshInterval: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  lazyLoad: v.optional(v.boolean(), false),
  hasLabel: v.optional(v.boolean(), false),
  targeting: v.optional(v.array(v.unknown()), []),
});

/** "Targeting entries need both a name and a value": anything else is dropped alone. */
export function targetingEntries(raw: readonly unknown[]): TargetingEntry[] {
  return raw.flatMap<TargetingEntry>((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, value } = entry as { name?: unknown; value?: unknown };
    // A value is one string or a list of them, none empty.
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const named = typeof name === 'string' && name !== '';
    return named && values.length > 0 && values.every((item) => typeof item === 'string' && item !== '')
      ? [{ name, value: value as string | string[] }]
      : [];
  });
}

export interface ReadSlots {
  slots: AdSlot[];
  /** One line per definition dropped, naming it and why (for the console). */
  problems: string[];
}

/** The page's slot definitions, each checked alone; a second slot with a name already used is dropped. */
export function readAdSlots(raw: unknown): ReadSlots {
  const slots: AdSlot[] = [];
  const problems: string[] = [];
  if (!Array.isArray(raw)) return { slots, problems: raw === undefined ? [] : ['the ad slots are not a list'] };
  raw.forEach((definition, index) => {
    const label =
      typeof (definition as { name?: unknown } | null)?.name === 'string'
        ? `"${(definition as { name: string }).name}"`
        : `#${index + 1}`;
    const result = v.safeParse(slotSchema, definition);
    if (!result.success) {
      const issue = result.issues[0];
      const where = issue.path?.length ? ` (${issue.path.map((item) => String(item.key)).join('.')})` : '';
      problems.push(`ad slot ${label} is dropped: ${issue.message}${where}`);
      return;
    }
    if (slots.some((slot) => slot.name === result.output.name)) {
      problems.push(`ad slot ${label} is dropped: an earlier slot has that name`);
      return;
    }
    slots.push({ ...result.output, targeting: targetingEntries(result.output.targeting) } as AdSlot);
  });
  return { slots, problems };
}

/** "A slot renders only if ... it is flagged for the current device class." */
export function flaggedFor(slot: AdSlot, device: DeviceClass): boolean {
  return slot[device];
}

/** The sizes GPT serves at this viewport: the size mapping's entry for the largest viewport that fits, else the slot's sizes. */
export function sizesAt(slot: AdSlot, width: number, height: number): readonly AdSize[] {
  let best: SizeMappingEntry | undefined;
  for (const entry of slot.sizeMapping) {
    const [minWidth, minHeight] = entry.viewport;
    if (minWidth > width || minHeight > height) continue;
    if (!best || minWidth > best.viewport[0] || (minWidth === best.viewport[0] && minHeight > best.viewport[1]))
      best = entry;
  }
  return best ? best.sizes : slot.sizes;
}

/**
 * The height a container reserves so the page never moves when the ad arrives: its tallest size at this
 * viewport ('fluid' counts as nothing: it takes the creative's own height, which cannot be known before).
 */
export function reservedHeight(slot: AdSlot, width: number, height: number): number {
  return Math.max(0, ...sizesAt(slot, width, height).map((item) => (item === 'fluid' ? 0 : item[1])));
}
