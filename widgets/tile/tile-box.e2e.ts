import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';
import { BOX_VIEWPORTS, readSlotBoxes, watchSlotBoxes } from '../../build/e2e/slot-boxes';

// The page contract of README "The box": a tile takes exactly the box of the server card it replaces, and the
// box it shows while loading is that box too, so mounting moves nothing (CLS 0).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SLOTS = '[data-widget="tile"]';
// The frame, its image box, every row and the actions row, each named by its first class.
const PARTS = '.tile-frame, .tile-frame__image, .tile-frame__body > *, .tile-frame__actions';
const PART = /^(slot|tile-[\w-]+): /;

async function open(path: string, options: (typeof BOX_VIEWPORTS)[number][1], before?: (page: Page) => Promise<void>) {
  const opened = await openPage(browser, options);
  await watchSlotBoxes(opened.page, { slots: SLOTS, parts: PARTS, area: '.grid' });
  await before?.(opened.page);
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  return opened;
}

/** Brings each tile slot into view in turn (they load when visible) and waits until it holds `ready`. */
async function mountEveryTile(page: Page, ready: string) {
  const slots = page.locator(SLOTS);
  const count = await slots.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await slots.nth(index).scrollIntoViewIfNeeded();
    await slots.nth(index).locator(ready).waitFor({ state: 'attached' });
  }
  return count;
}

describe('the tile box in Chromium', () => {
  describe.each(BOX_VIEWPORTS)('at %s', (_name, options) => {
    it(
      "/shop: every tile takes exactly its server card's box, part by part, and nothing in the grid shifted",
      { timeout: 60_000 },
      async () => {
        const { page, errors } = await open('/shop', options);
        const count = await mountEveryTile(page, 'article');
        const { before, now, shifts } = await readSlotBoxes(page);
        expect(before).toHaveLength(count);
        // Every slot was measured, and its server card had every part of a product's box (the slot and 9 parts).
        expect(before.filter((boxes) => boxes?.length !== 10 || !boxes.every((box) => PART.test(box)))).toEqual([]);
        expect(now).toEqual(before);
        expect(shifts).toEqual([]);
        expect(errors).toEqual([]);
        await closePage(page);
      },
    );

    it(
      '/: a tile loaded by id shows the same box while the pantry answers, then as the tile',
      { timeout: 60_000 },
      async () => {
        // Hold the pantry's answers until the loading boxes have been measured.
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
        const loading = await readSlotBoxes(page);
        expect(loading.before).toHaveLength(count);
        expect(loading.before.filter((boxes) => boxes?.length !== 10)).toEqual([]);
        expect(loading.now).toEqual(loading.before);
        release();
        await mountEveryTile(page, 'article');
        const { before, now, shifts } = await readSlotBoxes(page);
        expect(now).toEqual(before);
        expect(shifts).toEqual([]);
        expect(errors).toEqual([]);
        await closePage(page);
      },
    );
  });
});
