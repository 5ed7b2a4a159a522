import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  closePage,
  framesDrawn,
  launchBrowser,
  openPage,
  url,
} from '../../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function catalogue(options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, { reducedMotion: 'no-preference', ...options });
  await opened.page.goto(url('/ui'));
  await opened.page.locator('[data-widget="ui-catalogue"][data-widget-state="mounted"]').waitFor({ state: 'attached' });
  return opened;
}

const activeInOpenDialog = (page: Page) =>
  page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('dialog[open]'));
    const top = dialogs[dialogs.length - 1];
    return Boolean(top && top.contains(document.activeElement));
  });
const activeName = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement as HTMLElement | null)?.innerText?.trim() ||
      document.activeElement?.getAttribute('aria-label'),
  );

describe('Modal in Chromium', () => {
  it('by keyboard: Enter opens, Tab and Shift+Tab never leave it, Escape closes and focus returns', async () => {
    const { page, errors } = await catalogue();
    await page.getByRole('button', { name: 'Open modal', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Free shipping weekend' });
    await dialog.waitFor();
    expect(await activeInOpenDialog(page)).toBe(true);
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      expect(await activeInOpenDialog(page)).toBe(true);
    }
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeInOpenDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await activeName(page)).toBe('Open modal');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a second modal stacks on the first; Escape closes the top one and focus goes back to its trigger', async () => {
    const { page } = await catalogue();
    await page.getByRole('button', { name: 'Open modal', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Open a second modal' }).focus();
    await page.keyboard.press('Enter');
    const inner = page.getByRole('dialog', { name: 'A modal on a modal' });
    await animationsDone(inner);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => inner.isVisible()).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Free shipping weekend' }).isVisible()).toBe(true);
    expect(await activeName(page)).toBe('Open a second modal');
    await page.keyboard.press('Escape');
    await expect.poll(() => activeName(page)).toBe('Open modal');
    await closePage(page);
  });

  // The browser fires a closed dialog's `close` event in a later task. A keyboard user quick enough to open it
  // again before that task runs (Escape, Enter: input runs ahead of it on a busy phone) must keep it open.
  it('opened again before the last closing has told it was closed: it stays open', async () => {
    const { page, errors } = await catalogue();
    await page.getByRole('button', { name: 'Open modal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Free shipping weekend' });
    await dialog.waitFor();
    const { closeEventWhileOpen, openAfter } = await page.evaluate(async () => {
      const element = document.querySelector('dialog[open]') as HTMLDialogElement;
      const trigger = Array.from(document.querySelectorAll('button')).find(
        (button) => button.textContent === 'Open modal',
      )!;
      const openIs = (wanted: boolean) =>
        new Promise<void>((resolve) => {
          if (element.open === wanted) return resolve();
          const observer = new MutationObserver(() => element.open === wanted && (observer.disconnect(), resolve()));
          observer.observe(element, { attributeFilter: ['open'] });
        });
      // Everything below runs ahead of the browser's queued `close` task: it waits on microtasks alone.
      let closeEventWhileOpen = false;
      const closeEvent = new Promise<void>((resolve) =>
        element.addEventListener('close', () => ((closeEventWhileOpen = element.open), resolve()), { once: true }),
      );
      element.dispatchEvent(new Event('cancel', { cancelable: true }));
      await openIs(false);
      trigger.click();
      await openIs(true);
      await closeEvent;
      // Whatever the late event asked of React is done by the next frame.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return { closeEventWhileOpen, openAfter: element.open };
    });
    expect(closeEventWhileOpen).toBe(true);
    expect(openAfter).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('by mouse: a click on the overlay closes it', async () => {
    const { page } = await catalogue();
    await page.getByRole('button', { name: 'Open modal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Free shipping weekend' });
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await closePage(page);
  });

  it('locks page scrolling while open, with no layout jump, and unlocks on close', async () => {
    const { page } = await catalogue();
    await page.evaluate(() => window.scrollTo(0, 300));
    const widthBefore = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().width);
    await page.getByRole('button', { name: 'Open a long modal' }).click({ noWaitAfter: true });
    await page.getByRole('dialog', { name: 'Shipping and returns, in full' }).waitFor();
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('End');
    // Two frames: a scroll the lock let through would have moved the page by then.
    await framesDrawn(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().width)).toBe(widthBefore);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
    await closePage(page);
  });

  it('is at most 600px wide and 95% high on desktop, and has no transition under reduced motion', async () => {
    const { page } = await catalogue({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Open a long modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping and returns, in full' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.height).toBeLessThanOrEqual(900 * 0.95 + 1);
    expect(
      await dialog.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .every((value) => value.trim() === '0s'),
      ),
    ).toBe(true);
    expect(await dialog.evaluate((element) => getComputedStyle(element).zIndex)).toBe('40001');
    await closePage(page);
  });
});

describe('Drawer in Chromium', () => {
  it('by keyboard: a nested panel focuses its Back button, Back returns to the opener, Escape closes', async () => {
    const { page } = await catalogue();
    await page.getByRole('button', { name: 'Open left drawer' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Browse' });
    await sheet.waitFor();
    await expect.poll(async () => (await sheet.boundingBox())!.x).toBe(0);
    await page.getByRole('button', { name: 'Shop', exact: true }).focus();
    await page.keyboard.press('Enter');
    await animationsDone(page.getByRole('dialog', { name: 'Shop' }));
    expect(await activeName(page)).toBe('Back');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Shop' }).isVisible()).toBe(false);
    expect(await activeName(page)).toBe('Shop');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(await activeName(page)).toBe('Open left drawer');
    await closePage(page);
  });

  it('by mouse: the right drawer opens at the right edge and closes on its button', async () => {
    const { page } = await catalogue();
    await page.getByRole('button', { name: 'Open right drawer' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your basket' });
    await sheet.waitFor();
    // Flush with the viewport's right edge, which the kept scrollbar gutter ends before.
    const edge = await page.evaluate(() => document.documentElement.clientWidth);
    await expect
      .poll(async () => {
        const box = (await sheet.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(edge);
    await page.getByRole('button', { name: 'Close basket' }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await closePage(page);
  });
});
