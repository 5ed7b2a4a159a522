import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, openPage, url, widgetsSettled } from '../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function pageWithClock() {
  const opened = await openPage(browser, { reducedMotion: 'no-preference' });
  await opened.page.clock.install();
  await opened.page.goto(url('/__test/shared-store'));
  await widgetsSettled(opened.page, 2);
  // The installed clock flows until paused; from here on only runFor moves it.
  const now = await opened.page.evaluate(() => Date.now());
  await opened.page.clock.pauseAt(now + 1000);
  return opened;
}

/** The message on show, whose data-state is open or closing. */
const visibleFlash = (page: Awaited<ReturnType<typeof pageWithClock>>['page']) =>
  page.locator('[data-widget="flash-bar"] [data-state]');

describe('flash-bar in Chromium, under a fake clock', () => {
  it('a success shows "Thank you!", fades at 5 s and is gone 250 ms later', async () => {
    const { page } = await pageWithClock();
    await page.getByRole('button', { name: 'Show success' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thank you!Your recipe was saved.×');
    await page.clock.runFor(4999);
    expect(await visibleFlash(page).getAttribute('data-state')).toBe('open');
    await page.clock.runFor(1);
    await expect.poll(() => visibleFlash(page).getAttribute('data-state')).toBe('closing');
    await page.clock.runFor(250);
    await expect.poll(() => visibleFlash(page).count()).toBe(0);
    await closePage(page);
  });

  it('an info message stays 8 s', async () => {
    const { page } = await pageWithClock();
    await page.getByRole('button', { name: 'Show info' }).click();
    await page.clock.runFor(7999);
    expect(await visibleFlash(page).getAttribute('data-state')).toBe('open');
    await page.clock.runFor(1 + 250);
    await expect.poll(() => visibleFlash(page).count()).toBe(0);
    await closePage(page);
  });

  it('an error stays until dismissed by keyboard, then fades for 250 ms', async () => {
    const { page } = await pageWithClock();
    await page.getByRole('button', { name: 'Show error' }).click();
    await page.clock.runFor(60_000);
    const alert = page.getByRole('alert');
    expect(await alert.getByRole('img', { name: 'Error' }).isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(249);
    expect(await visibleFlash(page).count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => visibleFlash(page).count()).toBe(0);
    await closePage(page);
  });
});

describe('flash-bar accessibility', () => {
  it.each(['Show error', 'Show success', 'Show info'])(
    'after "%s", axe finds no violation and the bar is dismissable by mouse',
    async (button) => {
      const { page } = await openPage(browser);
      await page.goto(url('/__test/shared-store'));
      await widgetsSettled(page, 2);
      await page.getByRole('button', { name: button }).click();
      await visibleFlash(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => visibleFlash(page).count()).toBe(0);
      await closePage(page);
    },
  );
});
