import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  closePage,
  headerLayoutShifts,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
} from '../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const slot = (page: Page) => page.locator('[data-widget="header"]');
const cartButton = (page: Page) => page.getByRole('button', { name: /^Open Cart \d+ Items$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

/** A new visitor on `path`, with the header mounted and the basket loaded. */
async function visit(path: string, viewport: { width: number; height: number }, phone = false) {
  const opened = await openPage(browser, { viewport, ...(phone && { isMobile: true, hasTouch: true }) });
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  await expect.poll(() => slot(opened.page).getAttribute('data-widget-state')).toBe('mounted');
  return opened;
}

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 375, height: 740 }],
] as const;

describe('header in Chromium', () => {
  it.each(VIEWPORTS)(
    'at %s width: the cart button shows the count; mouse and keyboard open the drawer, Escape closes it, focus returns',
    async (_name, viewport) => {
      const { page, errors } = await visit('/', viewport);
      await expect.poll(() => cartButton(page).textContent()).toBe('Open Cart 3 Items');
      expect(await cartButton(page).evaluate((element) => element.classList.contains('header-cart--filled'))).toBe(
        true,
      );

      await cartButton(page).click();
      await animationsDone(drawer(page));
      expect(await drawer(page).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer(page).isVisible()).toBe(false);
      await expect.poll(() => focusedText(page)).toBe('Open Cart 3 Items');

      await cartButton(page).focus();
      await page.keyboard.press('Enter');
      await animationsDone(drawer(page));
      expect(await drawer(page).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer(page).isVisible()).toBe(false);
      await expect.poll(() => focusedText(page)).toBe('Open Cart 3 Items');

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  // A phone (mobile viewport, overlay scrollbars: the top row has the full 375px) crowds the top row most.
  it.each([...VIEWPORTS, ['phone', { width: 375, height: 740 }]] as const)(
    'at %s width: nothing in the header moved as it mounted',
    async (name, viewport) => {
      const { page } = await visit('/', viewport, name === 'phone');
      const shifts = await headerLayoutShifts(page);
      expect(shifts).toBe(0);
      await closePage(page);
    },
  );

  describe('the layout offsets', () => {
    /** The header slot's rows, in CSS pixels. */
    const rows = (page: Page) =>
      page.evaluate(() => {
        const rect = (selector: string) =>
          document.querySelector(`[data-widget="header"] ${selector}`)!.getBoundingClientRect();
        const top = rect('.hdr-top');
        const navigation = rect('.hdr-nav > .hdr-row');
        return {
          topRow: top.height,
          navigation: navigation.height,
          navigationGap: navigation.top - top.bottom,
          header: document.querySelector('[data-widget="header"]')!.getBoundingClientRect().height,
        };
      });

    it.each(['/', '/?redesign=1'])(
      'on %s at 1280px: the 75px top row, the 51px navigation right under it; at 375px the 91px header',
      async (path) => {
        const desktop = await visit(path, { width: 1280, height: 900 });
        expect(await rows(desktop.page)).toMatchObject({ topRow: 75, navigation: 51, navigationGap: 0 });
        expect(desktop.errors).toEqual([]);
        await closePage(desktop.page);
        const phone = await visit(path, { width: 375, height: 740 });
        expect(await rows(phone.page)).toMatchObject({ topRow: 47, navigation: 44, navigationGap: 0, header: 91 });
        expect(phone.errors).toEqual([]);
        await closePage(phone.page);
      },
    );

    it.each(['/', '/?redesign=1'])(
      "on %s at 375px: a primary item's sheet starts 152px down, under the header",
      async (path) => {
        const { page, errors } = await visit(path, { width: 375, height: 740 });
        await page.locator('.hdr-row--primary').getByRole('button', { name: 'Shop', exact: true }).click();
        const sheet = page.getByRole('dialog', { name: 'Shop', exact: true });
        await animationsDone(sheet);
        const box = (await sheet.boundingBox())!;
        expect(box.y).toBe(152);
        expect(box.y + box.height).toBe(740);
        await sheet.getByRole('button', { name: 'Close Shop', exact: true }).click();
        await expect.poll(() => sheet.isVisible()).toBe(false);
        expect(errors).toEqual([]);
        await closePage(page);
      },
    );
  });

  it("the check's control: a row pushed down inside the header is one shift, one outside it none", async () => {
    const { page } = await visit('/', { width: 1280, height: 900 });
    const pushDown = (selector: string) =>
      page.evaluate(
        (target) =>
          new Promise<void>((done) => {
            const spacer = document.createElement('div');
            spacer.style.height = '120px';
            document.querySelector(target)!.prepend(spacer);
            // Two frames: the shift is recorded when the frame after the change is laid out.
            requestAnimationFrame(() => requestAnimationFrame(() => done()));
          }),
        selector,
      );
    await pushDown('main');
    expect(await headerLayoutShifts(page)).toBe(0);
    await pushDown('header');
    expect(await headerLayoutShifts(page)).toBeGreaterThan(0);
    await closePage(page);
  });

  it('a visitor sees Log In/Sign Up; signed in as Victor, the avatar button opens the user panel by keyboard', async () => {
    const { page, errors } = await visit('/', { width: 1280, height: 900 });
    await expect.poll(() => page.getByRole('link', { name: 'Log In/Sign Up' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.request.post(url('/__fixtures/login'), { data: { email: 'victor.vip@example.com' } });
    await page.reload();
    await widgetsIdle(page);
    const account = page.getByRole('button', { name: 'Your account, new activity' });
    await expect.poll(() => account.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log In/Sign Up' }).count()).toBe(0);
    expect(await account.getAttribute('aria-expanded')).toBe('false');

    await account.focus();
    await page.keyboard.press('Enter');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    const myAccount = page.getByRole('link', { name: 'My Account' });
    await expect.poll(() => myAccount.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'My Collections' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('My Account');
    await page.keyboard.press('Escape');
    await expect.poll(() => myAccount.isVisible()).toBe(false);
    expect(await account.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') !== null))
      .toBe(true);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('by keyboard: an empty search goes nowhere; "pie" on /shop lands on /shop/search?q=pie', async () => {
    const { page, errors } = await visit('/shop', { width: 1280, height: 900 });
    const box = page.getByRole('combobox', { name: 'Search' });
    // page.url() changes only once a navigation commits: the request is what a wrong Enter would start.
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    });
    await box.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Search', exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(navigations).toEqual([]);
    await page.keyboard.type('pie');
    expect(await page.getByRole('button', { name: 'Search', exact: true }).getAttribute('aria-disabled')).toBeNull();
    await Promise.all([page.waitForURL('**/shop/search?q=pie'), page.keyboard.press('Enter')]);
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search).toBe('/shop/search?q=pie');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for “pie”');
    // By now a navigation the empty Enter had started would have been seen: the search's is the only one.
    expect(navigations.map((address) => new URL(address).pathname + new URL(address).search)).toEqual([
      '/shop/search?q=pie',
    ]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
