import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';

// The page contract of README "The box": a tile takes exactly the box of the server card it replaces, and the
// shell it shows while loading is that box too, so mounting moves nothing (CLS 0).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIEWPORTS = [
  ['412px', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }],
  ['1280px', { viewport: { width: 1280, height: 900 } }],
] as const;

interface Recorded {
  /** Per tile slot, in page order: the server card's boxes just before the tile mounted. */
  before: Array<string[] | undefined>;
  /** Layout shifts with a source inside a card grid: "value: node (previous -> current)". */
  gridShifts: string[];
}

/**
 * Runs in the page before its scripts. Each box is "class: x,y widthxheight" in page coordinates, for the slot,
 * its frame, the image box, every row and the actions row.
 */
function recordTileBoxes() {
  const boxes = (slot: Element): string[] => {
    const frame = slot.querySelector('.tile-frame');
    if (!frame) return ['no .tile-frame in the slot'];
    const parts = [slot, frame, frame.querySelector('.tile-frame__image'), ...Array.from(frame.querySelector('.tile-frame__body')?.children ?? []), frame.querySelector('.tile-frame__actions')];
    return parts.map((part) => {
      if (!part) return 'missing';
      const box = part.getBoundingClientRect();
      const name = part === slot ? 'slot' : (part.getAttribute('class') ?? '').split(' ').find((name) => name.startsWith('tile-')) ?? part.tagName;
      return `${name}: ${box.x + scrollX},${box.y + scrollY} ${box.width}x${box.height}`;
    });
  };
  const recorded: Recorded = { before: [], gridShifts: [] };
  const slots = () => Array.from(document.querySelectorAll('[data-widget="tile"]'));
  // The runtime marks a slot 'loading' right before it renders into it; this callback runs in the same
  // microtask checkpoint, before React's first commit, so the slot still holds the server card.
  new MutationObserver((records) => {
    for (const record of records) {
      const slot = record.target as Element;
      if (!slot.matches('[data-widget="tile"]') || slot.getAttribute('data-widget-state') !== 'loading') continue;
      const index = slots().indexOf(slot);
      recorded.before[index] ??= boxes(slot);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  const describe = (node: Node | null | undefined) => {
    const element = node instanceof Element ? node : node?.parentElement;
    return element ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}` : 'a removed node';
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
      const inGrid = entry.sources.filter(({ node }) => (node instanceof Element ? node : node?.parentElement)?.closest('.grid') || !node?.isConnected);
      for (const { node, previousRect: from, currentRect: to } of inGrid) {
        recorded.gridShifts.push(`${entry.value.toFixed(5)}: ${describe(node)} (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`);
      }
    }
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { tileBoxes: { recorded, boxes, observer } });
}

interface TileBoxes {
  recorded: Recorded;
  boxes: (slot: Element) => string[];
  observer: PerformanceObserver;
}

async function open(path: string, options: (typeof VIEWPORTS)[number][1], before?: (page: Page) => Promise<void>) {
  const opened = await openPage(browser, options);
  await opened.page.addInitScript(recordTileBoxes);
  await before?.(opened.page);
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  return opened;
}

/** Brings each tile slot into view in turn (they load when visible) and waits until it shows its `ready` selector. */
async function mountEveryTile(page: Page, ready: string) {
  const slots = page.locator('[data-widget="tile"]');
  const count = await slots.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await slots.nth(index).scrollIntoViewIfNeeded();
    await slots.nth(index).locator(ready).waitFor({ state: 'attached' });
  }
  return count;
}

/** The boxes of every tile slot now, and what was recorded, after a rendered frame (layout shifts are reported per frame). */
function read(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { recorded, boxes, observer } = (window as unknown as { tileBoxes: TileBoxes }).tileBoxes;
    observer.takeRecords();
    return { ...recorded, now: Array.from(document.querySelectorAll('[data-widget="tile"]'), boxes) };
  });
}

describe('the tile box in Chromium', () => {
  describe.each(VIEWPORTS)('at %s', (_name, options) => {
    it('/shop: every tile takes exactly its server card\'s box, row by row, and nothing in the grid shifted', { timeout: 60_000 }, async () => {
      const { page, errors } = await open('/shop', options);
      const count = await mountEveryTile(page, 'article');
      const { before, now, gridShifts } = await read(page);
      expect(before).toHaveLength(count);
      expect(now).toEqual(before);
      // Every slot was measured, and its server card had every part of the box.
      expect(before.flat().filter((box) => box === undefined || !/^(slot|tile-[\w-]+): /.test(box))).toEqual([]);
      expect(gridShifts).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('/: a tile loaded by id shows the same box while the pantry answers, then as the tile', { timeout: 60_000 }, async () => {
      // Hold the pantry's answers until the loading shells have been measured.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { page, errors } = await open('/', options, async (opened) => {
        await opened.route('**/pantry', async (route) => {
          await held;
          await route.continue();
        });
      });
      const count = await mountEveryTile(page, '[role="status"]');
      const loading = await read(page);
      expect(loading.before).toHaveLength(count);
      expect(loading.now).toEqual(loading.before);
      release();
      await mountEveryTile(page, 'article');
      const { before, now, gridShifts } = await read(page);
      expect(now).toEqual(before);
      expect(gridShifts).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
