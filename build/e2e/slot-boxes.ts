import type { Page } from 'playwright-core';

// For widgets that replace server markup in the same box (tiles, the collection list): what each slot's parts
// measured just before its widget mounted, what they measure now, and the layout shifts in an area of the page.

/** A phone (the bench's mobile screen) and a desktop: where a slot's box is checked. */
export const BOX_VIEWPORTS = [
  ['412px', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }],
  ['1280px', { viewport: { width: 1280, height: 900 } }],
] as const;

export interface SlotBoxesOptions {
  /** The slots: `[data-widget="tile"]`. */
  slots: string;
  /** The parts to measure inside each slot, in document order: `.tile-frame, .tile-frame__body > *`. */
  parts: string;
  /** Where a layout shift's source must not be: `.grid`. A removed node counts, as it cannot be placed. */
  area: string;
}

export interface SlotBoxes {
  /** Per slot, in page order: "slot: x,y wxh" then "class: x,y wxh" per part, measured as the slot began to mount. */
  before: Array<string[] | undefined>;
  /** The same, now. */
  now: string[][];
  /** "value: node (previous rect -> current rect)" for each source of a layout shift inside the area. */
  shifts: string[];
}

interface Recorder {
  before: Array<string[] | undefined>;
  shifts: string[];
  boxes: (slot: Element) => string[];
  slots: () => Element[];
  /** Takes the layout shifts not yet delivered to the observer. */
  flush: () => void;
}

/** Runs in the page before its own scripts. */
function record({ slots: slotSelector, parts, area }: SlotBoxesOptions) {
  const boxes = (slot: Element) =>
    [slot, ...Array.from(slot.querySelectorAll(parts))].map((part) => {
      const box = part.getBoundingClientRect();
      const name = part === slot ? 'slot' : (part.getAttribute('class') ?? '').split(' ')[0] || part.tagName;
      return `${name}: ${box.x + scrollX},${box.y + scrollY} ${box.width}x${box.height}`;
    });
  const slots = () => Array.from(document.querySelectorAll(slotSelector));
  const describe = (node: Node | null | undefined) => {
    const element = node instanceof Element ? node : node?.parentElement;
    return element ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}` : 'a removed node';
  };
  const shifts: string[] = [];
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as Array<
      PerformanceEntry & {
        value: number;
        sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      for (const { node, previousRect: from, currentRect: to } of entry.sources) {
        if (node?.isConnected && !(node instanceof Element ? node : node.parentElement)?.closest(area)) continue;
        shifts.push(
          `${entry.value.toFixed(5)}: ${describe(node)} (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`,
        );
      }
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  const recorder: Recorder = { before: [], shifts, boxes, slots, flush: () => take(observer.takeRecords()) };
  // The runtime marks a slot 'loading' just before it renders into it; this callback runs in that microtask
  // checkpoint, before React's first commit, so the slot still holds the server's markup.
  new MutationObserver((records) => {
    for (const { target } of records) {
      const slot = target as Element;
      if (!slot.matches(slotSelector) || slot.getAttribute('data-widget-state') !== 'loading') continue;
      recorder.before[slots().indexOf(slot)] ??= boxes(slot);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { slotBoxes: recorder });
}

/** Call before the page loads. */
export function watchSlotBoxes(page: Page, options: SlotBoxesOptions): Promise<unknown> {
  return page.addInitScript(record, options);
}

/** What was recorded, and the slots' boxes now, after a rendered frame (layout shifts are reported per frame). */
export function readSlotBoxes(page: Page): Promise<SlotBoxes> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorder = (window as unknown as { slotBoxes: Recorder }).slotBoxes;
    recorder.flush();
    return { before: recorder.before, shifts: recorder.shifts, now: recorder.slots().map(recorder.boxes) };
  });
}
