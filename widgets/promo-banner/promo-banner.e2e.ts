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
  widgetState,
} from '../../build/e2e/browser';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const slot = (page: Page) => page.locator('[data-widget="promo-banner"]');
const details = (page: Page) => page.getByRole('button', { name: 'Details about this offer' });
const dialog = (page: Page) => page.getByRole('dialog', { name: PROMO_BANNER.banner_text });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const headerHasClass = (page: Page) =>
  page.evaluate(() => document.querySelector('header.site-header')!.classList.contains('has-promo-banner'));

/** Opens the home page with a stand-in `window.analytics` that records what is tracked. */
async function home(viewport = { width: 1280, height: 900 }) {
  const opened = await openPage(browser, { viewport });
  await opened.page.addInitScript(() => {
    const events: Array<[string, unknown]> = [];
    Object.assign(window, {
      tracked: events,
      analytics: { track: (event: string, properties: unknown) => events.push([event, properties]) },
    });
  });
  await opened.page.goto(url('/'));
  await widgetsIdle(opened.page);
  await expect.poll(() => slot(opened.page).getAttribute('data-widget-state')).toBe('mounted');
  return opened;
}

describe('promo-banner in Chromium', () => {
  it('by keyboard: Tab to Details, Enter opens the details, Escape closes them and focus is back on Details', async () => {
    const { page, errors } = await home();
    await expect.poll(() => headerHasClass(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { tracked: unknown[] }).tracked)).toEqual([
      [
        'Promo Banner Viewed',
        { banner_text: PROMO_BANNER.banner_text, link_path: '/shop/sale', color: 'forrest', placement: 'top' },
      ],
    ]);
    // Skip link, then the banner's link, then Details.
    for (let step = 0; step < 5 && (await focusedName(page)) !== 'Details about this offer'; step++)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await page.keyboard.press('Enter');
    await animationsDone(dialog(page));
    expect(await dialog(page).getByText(PROMO_BANNER.promo_details).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await expect.poll(() => focusedName(page)).toBe('Details about this offer');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('by mouse: Details opens the details, at most 620px wide; Close and Got it close them, focus back on Details', async () => {
    const { page, errors } = await home();
    for (const close of ['Close', 'Got it']) {
      await details(page).click();
      await animationsDone(dialog(page));
      expect((await dialog(page).boundingBox())!.width).toBeLessThanOrEqual(620);
      expect((await dialog(page).boundingBox())!.width).toBeGreaterThan(600);
      await dialog(page).getByRole('button', { name: close, exact: true }).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(false);
      await expect.poll(() => focusedName(page)).toBe('Details about this offer');
    }
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 740 }],
  ])(
    'at %s width the banner is 40px high, in white on forrest, and did not move as it mounted',
    async (_name, viewport) => {
      const { page } = await home(viewport);
      const banner = slot(page).locator('.promo-banner');
      expect((await banner.boundingBox())!.height).toBe(40);
      expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(40);
      expect(
        await banner.evaluate((element) => [
          getComputedStyle(element).color,
          getComputedStyle(element).backgroundColor,
        ]),
      ).toEqual(['rgb(255, 255, 255)', 'rgb(45, 90, 61)']);
      expect(await page.getByRole('link', { name: 'Shop the Sale' }).isVisible()).toBe(true);
      expect(await details(page).isVisible()).toBe(true);
      // No layout shift came from the header (its banner or features bar) while the page loaded.
      const shifts = await headerLayoutShifts(page);
      expect(shifts).toBe(0);
      const modalWidth = async () => {
        await details(page).click();
        await animationsDone(dialog(page));
        return (await dialog(page).boundingBox())!.width;
      };
      expect(await modalWidth()).toBeLessThanOrEqual(Math.min(620, viewport.width));
      expect(await axeViolations(page)).toEqual([]);
      await closePage(page);
    },
  );

  describe('a bare slot (a server that does not embed the banner)', () => {
    const BARE_PAGE = '/__test/bare-header-slots';
    const bannerCalls = (requests: string[]) => requests.filter((path) => path === '/api/v1/promo_banner_active');

    /** The bare slots' page with the banner call answered by `answer`, once the slot has mounted and the page is quiet. */
    async function bareAnswered(answer: { status?: number; json: unknown }) {
      const opened = await openPage(browser);
      await opened.page.route('**/api/v1/promo_banner_active', (route) => route.fulfill(answer));
      await opened.page.goto(url(BARE_PAGE));
      await widgetsIdle(opened.page);
      await expect.poll(() => slot(opened.page).getAttribute('data-widget-state')).toBe('mounted');
      await opened.page.waitForLoadState('networkidle');
      return opened;
    }

    it('asks for the banner once and shows it; the header gets the class', async () => {
      const { page, errors, requests } = await openPage(browser);
      await page.goto(url(BARE_PAGE));
      await widgetsIdle(page);
      await expect.poll(() => slot(page).getAttribute('data-widget-state')).toBe('mounted');
      await page.getByRole('link', { name: 'Shop the Sale' }).waitFor();
      expect(await details(page).isVisible()).toBe(true);
      await expect.poll(() => headerHasClass(page)).toBe(true);
      expect(bannerCalls(requests)).toHaveLength(1);
      expect(errors).toEqual([]);
      await closePage(page);
    });

    it('no banner in the answer: the slot takes no room and the header has no class', async () => {
      const { page, requests } = await bareAnswered({ json: {} });
      expect(bannerCalls(requests)).toHaveLength(1);
      expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
      expect(await headerHasClass(page)).toBe(false);
      await closePage(page);
    });

    it('a failing call: nothing shows, with no message and no retry', async () => {
      const { page, errors, requests } = await bareAnswered({ status: 500, json: { error: 'boom' } });
      expect(bannerCalls(requests)).toHaveLength(1);
      expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
      // The page's flash bar (its live regions always in the page) says nothing.
      await expect.poll(() => widgetState(page, 'flash-bar')).toBe('mounted');
      const flashBar = page.locator('[data-widget="flash-bar"]');
      expect([
        await flashBar.getByRole('alert').textContent(),
        await flashBar.getByRole('status').textContent(),
      ]).toEqual(['', '']);
      // Only the browser's own note of the 500 response.
      expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
      await closePage(page);
    });
  });
});
