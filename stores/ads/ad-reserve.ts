import { deviceBreakpoints } from '../../shared/design/tokens';
import { deviceClassFor } from '../../shared/device';
import { flaggedFor, readAdSlots, reservedHeight, type AdSlot } from './ad-slots';

// The CSS a server writes into <head> so every ad container reserves its box before any script runs, and
// nothing moves when the ad arrives (README "Zero layout shift"). Pure, for the server: the server render
// module exports it (dist/server/render.mjs `adSlotStyles`).
//
// For each container (`#name`): the height of its tallest size at each viewport, as GPT chooses the sizes
// (the size mapping's entry for the largest viewport that fits) and 0 where the slot is not flagged for the
// device class; the label's line on top for slots with hasLabel. Media queries at every width and height where
// that choice can change, in ascending order, so the last rule that matches is GPT's choice.

/** The line the label 'Continue After Advertisement' takes at the top of a slot with hasLabel. */
export const AD_LABEL_HEIGHT_PX = 24;

function rulesFor(slot: AdSlot): string[] {
  const widths = new Set([0, deviceBreakpoints.tablet, deviceBreakpoints.desktop]);
  const heights = new Set([0]);
  for (const { viewport } of slot.sizeMapping) {
    widths.add(viewport[0]);
    heights.add(viewport[1]);
  }
  const id = `#${slot.name}`;
  const rules = [
    `${id}{box-sizing:border-box;position:relative;display:grid;justify-items:center;align-content:start;overflow:hidden}`,
    `${id}[hidden]{display:none}`,
  ];
  let previous: string | undefined;
  for (const width of [...widths].sort((a, b) => a - b)) {
    for (const height of [...heights].sort((a, b) => a - b)) {
      const ad = flaggedFor(slot, deviceClassFor(width)) ? reservedHeight(slot, width, height) : 0;
      const label = slot.hasLabel && ad > 0 ? AD_LABEL_HEIGHT_PX : 0;
      const box = `${id}{min-height:${ad + label}px;padding-top:${label}px}`;
      const conditions = [width && `(min-width:${width}px)`, height && `(min-height:${height}px)`]
        .filter(Boolean)
        .join(' and ');
      // With one height, each width's rule follows the last: a value that has not changed needs no rule.
      if (heights.size === 1 && box === previous) continue;
      previous = box;
      rules.push(conditions ? `@media ${conditions}{${box}}` : box);
    }
  }
  return rules;
}

/** The label the ads widget puts at the top of a filled slot with hasLabel, in the line reserved for it. */
const LABEL_RULE =
  `.ad-label{position:absolute;inset:0 0 auto;height:${AD_LABEL_HEIGHT_PX}px;margin:0;overflow:hidden;` +
  `font:12px/${AD_LABEL_HEIGHT_PX}px system-ui,sans-serif;letter-spacing:.04em;text-align:center;text-transform:uppercase;color:#595959}`;

/**
 * The containers' CSS for the page's `adSlots`, and the label's (invalid definitions reserve nothing, as they
 * show nothing). Everything about the boxes is here, in the page's <head>, so nothing waits for the widget.
 */
export function adSlotStyles(adSlots: unknown): string {
  return [LABEL_RULE, ...readAdSlots(adSlots).slots.flatMap(rulesFor)].join('\n');
}
