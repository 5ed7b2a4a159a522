import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, url, widgetsSettled } from '../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('skip-link in Chromium', () => {
  it('is hidden until focused, then visible, and Enter moves focus to the main content', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/__test/loader'));
    const link = page.getByRole('link', { name: 'Skip to main content' });
    const onScreen = async () => {
      const box = (await link.boundingBox())!;
      return box.width > 50 && box.y >= 0 && box.y < 900;
    };
    expect(await onScreen()).toBe(false);
    await page.keyboard.press('Tab');
    await widgetsSettled(page, 1);
    await expect.poll(onScreen).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await expect.poll(onScreen).toBe(false);
    await closePage(page);
  });

  it('works by mouse: a click on the focused link moves focus to the main content', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/__test/loader'));
    await page.keyboard.press('Tab');
    await widgetsSettled(page, 1);
    await page.getByRole('link', { name: 'Skip to main content' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await closePage(page);
  });
});
