import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';
import { FEATURES_NAVIGATION } from '../../fixtures/data/navigation';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const slot = (page: Page) => page.locator('[data-widget="features-bar"]');
const mounted = (page: Page) => expect.poll(() => slot(page).getAttribute('data-widget-state')).toBe('mounted');
const ALL = [...FEATURES_NAVIGATION.features, ...FEATURES_NAVIGATION.utilities];

/** Tabs from the top of the page until focus leaves the features bar; the links it passed in the bar, in order. */
async function tabThroughBar(page: Page): Promise<Array<[string, string]>> {
  const reached: Array<[string, string]> = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest('[data-widget="features-bar"]')
        ? [active.textContent ?? '', active.getAttribute('href') ?? '']
        : null;
    });
    if (focused) reached.push(focused as [string, string]);
    else if (reached.length) break;
  }
  return reached;
}

describe('features-bar in Chromium', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 740 }],
  ])(
    'at %s width every feature and utility link is reached by Tab, in order; axe finds nothing',
    async (_name, viewport) => {
      const { page, errors } = await openPage(browser, { viewport });
      await page.goto(url('/'));
      await widgetsIdle(page);
      await mounted(page);
      const nav = page.getByRole('navigation', { name: 'Features' });
      expect(await nav.getByRole('list', { name: 'Utilities' }).getByRole('link').count()).toBe(
        FEATURES_NAVIGATION.utilities.length,
      );
      expect(await tabThroughBar(page)).toEqual(ALL.map((link) => [link.name, link.uri]));
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  describe('a bare slot (a server that does not embed the lists)', () => {
    const BARE_PAGE = '/__test/bare-header-slots';
    const featureCalls = (requests: string[]) =>
      requests.filter((path) => path === '/global-navigation/ajax_get_features_navigation');

    it('asks for the lists once and shows them; a javascript: uri is dropped', async () => {
      const { page, requests } = await openPage(browser);
      await page.route('**/global-navigation/ajax_get_features_navigation', (route) =>
        route.fulfill({
          json: {
            features: [
              { name: 'Pie Week', uri: '/pie' },
              { name: 'Bad', uri: 'javascript:alert(1)' },
            ],
            utilities: [{ name: 'Registry', uri: '/shop/registry' }],
          },
        }),
      );
      await page.goto(url(BARE_PAGE));
      await mounted(page);
      const nav = page.getByRole('navigation', { name: 'Features' });
      await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Pie Week', 'Registry']);
      expect(featureCalls(requests)).toHaveLength(1);
      await closePage(page);
    });

    it('a failing call: nothing shows, with no message and no retry', async () => {
      const { page, errors, requests } = await openPage(browser);
      await page.route('**/global-navigation/ajax_get_features_navigation', (route) =>
        route.fulfill({ status: 500, json: { error: 'boom' } }),
      );
      await page.goto(url(BARE_PAGE));
      await mounted(page);
      await page.waitForLoadState('networkidle');
      expect(featureCalls(requests)).toHaveLength(1);
      expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
      expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
      await closePage(page);
    });
  });
});
