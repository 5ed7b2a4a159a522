import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';
import { BOX_VIEWPORTS, readSlotBoxes, watchSlotBoxes } from '../../build/e2e/slot-boxes';

// The server's list is the widget's list in the tile's box (README "Slot"), so mounting moves nothing.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the collection list in Chromium', () => {
  describe.each(BOX_VIEWPORTS)('at %s', (_name, options) => {
    it.each(['/collections/5101', '/collections/5102'])(
      '%s: every item keeps its server box, part by part, and nothing on the page shifted',
      async (path) => {
        const { page, errors } = await openPage(browser, options);
        await watchSlotBoxes(page, {
          slots: '[data-widget="collection"]',
          parts: '.collection__item, .tile-frame, .tile-frame__image, .tile-frame__body > *, .tile-frame__actions',
          area: 'main, footer',
        });
        await page.goto(url(path));
        await widgetsIdle(page);
        await page.locator('[data-widget="collection"][data-widget-state="mounted"] article').first().waitFor();
        const { before, now, shifts } = await readSlotBoxes(page);
        expect(before).toHaveLength(1);
        expect(before[0]!.filter((box) => box.startsWith('collection__item'))).toHaveLength(
          await page.getByRole('list', { name: 'Items in this collection' }).getByRole('article').count(),
        );
        expect(now).toEqual(before);
        expect(shifts).toEqual([]);
        expect(errors).toEqual([]);
        await closePage(page);
      },
    );
  });
});
