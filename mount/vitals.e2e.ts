import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, openPage, url } from '../build/e2e/browser';
import type { VitalsPayload } from './vitals/payload-schema';

// Field data (mount/vitals/): what a page view's beacon carries, which widget each metric is charged to, the
// sampling, and the fixture site's /vitals page. Each test is a new visitor, whose beacons the site keeps apart.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The beacons the site kept for this page's visitor (the context's cookie). */
const stored = async (page: Page) =>
  (await (await page.request.get(url('/__fixtures/vitals'))).json()) as VitalsPayload[];
const observing = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('vitals:observing').length > 0);
/** Hides the page as a switch to another tab does: visibilityState reads hidden, then its event. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('field data', () => {
  it('charges an INP on the header to it, even a tap before the vitals code came, and sends the view as the page goes', async () => {
    const { page, errors } = await openPage(browser);
    // speculate.js (which imports the vitals entry at idle) is held until the header has been tapped: the tap's
    // event timing entries are buffered, and web-vitals reads them when it starts (README "Field data").
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/speculate.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/shop?vitals=1'));
    const header = page.locator('[data-widget="header"]');
    await expect.poll(() => header.getAttribute('data-widget-state')).toBe('mounted');
    await header
      .getByRole('button', { name: /^Open Cart\b/ })
      .first()
      .click();
    expect(await page.evaluate(() => performance.getEntriesByName('vitals:observing').length)).toBe(0);
    release();
    await observing(page);
    // The shopper stays until the page is next idle: web-vitals takes the buffered tap in an idle callback, and a page
    // hidden before then reports no INP (README "Field data"). Two idle callbacks: the second is queued after the
    // one web-vitals queues as the buffered entries arrive.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    // Leaving the page: visibilitychange (hidden), then pagehide.
    await page.goto(url('/vitals'));
    await expect.poll(async () => (await stored(page)).length).toBe(1);
    const [view] = await stored(page);
    expect(view).toMatchObject({ v: 1, page: '/shop', view: expect.stringMatching(/^[a-z0-9]{16}$/) });
    const metric = (name: string) => view!.metrics.find((item) => item.name === name);
    expect(metric('INP')).toMatchObject({ widget: 'header', value: expect.any(Number), rating: expect.any(String) });
    // The LCP image is a tile's server markup, which the tile replaced before web-vitals came (README "Field data").
    expect(metric('LCP')).toMatchObject({ widget: 'tile' });
    // Nothing on /shop moves: a score of 0, charged to no one.
    expect(metric('CLS')).toEqual({ name: 'CLS', value: 0, rating: 'good' });
    for (const name of ['FCP', 'TTFB']) expect(metric(name)).not.toHaveProperty('widget');
    expect(view!.metrics.map((item) => item.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    const widget = (name: string) => view!.widgets.find((item) => item.widget === name);
    expect(widget('header')).toEqual({
      widget: 'header',
      strategy: 'load',
      slots: 1,
      mountMs: expect.any(Number),
      failed: false,
    });
    expect(widget('basket-drawer')).toMatchObject({ strategy: 'demand', failed: false });
    expect(widget('tile')).toMatchObject({ strategy: 'visible' });

    // The figures on /vitals, which this visitor reached by leaving /shop.
    await page.reload();
    expect(await page.locator('#vitals-pages tr[data-page="/shop"] td').first().textContent()).toBe('1');
    expect(
      await page.locator('#vitals-widgets tr[data-widget-row="header"] td[data-metric="INP"]').textContent(),
    ).toMatch(/^\d+ ms (good|needs improvement|poor)/);
    expect(await page.getByRole('img', { name: 'INP p75 per widget' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'LCP p75 per widget' }).count()).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('charges a layout shift to the widget whose content moved, and sends once when the page is hidden', async () => {
    const { page, errors } = await openPage(browser);
    // Counts the beacons as they are called, not as their requests arrive: no race with the network.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      Object.assign(window, { beacons: 0 });
      navigator.sendBeacon = (...args) => {
        (window as unknown as { beacons: number }).beacons += 1;
        return send(...args);
      };
    });
    const beacons = () => page.evaluate(() => (window as unknown as { beacons: number }).beacons);
    await page.goto(url('/__test/vitals-shift?vitals=1'));
    await page.locator('[data-widget="layout-shifter"] [data-shifted]').waitFor();
    await observing(page);
    expect(await beacons()).toBe(0);
    await hide(page);
    expect(await beacons()).toBe(1);
    // Its pagehide, with no new figure, sends nothing more (one beacon per view unless a figure changed).
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(await beacons()).toBe(1);
    await expect.poll(async () => (await stored(page)).length).toBe(1);
    const [view] = await stored(page);
    expect(view!.page).toBe('/__test/vitals-shift');
    const cls = view!.metrics.find((item) => item.name === 'CLS');
    expect(cls).toEqual({
      name: 'CLS',
      value: expect.any(Number),
      rating: expect.any(String),
      widget: 'layout-shifter',
    });
    expect(cls!.value).toBeGreaterThan(0);
    expect(view!.widgets).toEqual([
      { widget: 'layout-shifter', strategy: 'load', slots: 1, mountMs: expect.any(Number), failed: false },
    ]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('names a numbered page by its route, and charges its LCP image to the slot that replaced it', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(url('/collections/5101?vitals=1'));
    await observing(page);
    await page.goto(url('/vitals'));
    await expect.poll(async () => (await stored(page)).length).toBe(1);
    const [view] = await stored(page);
    expect(view!.page).toBe('/collections/:id');
    expect(view!.metrics.find((item) => item.name === 'LCP')).toMatchObject({ widget: 'collection' });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('at a sample rate of 0 loads no web-vitals and sends nothing', async () => {
    const { page, requests, errors } = await openPage(browser);
    await page.goto(url('/shop?vitals=0'));
    // The vitals entry came (speculate.js imports it) and drew its sample.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/vitals-(?!part-)\w+\.js$/.test(entry.name)),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await hide(page);
    await page.goto(url('/vitals'));
    expect(requests.filter((path) => /vitals-part-|\/vitals\/beacon/.test(path))).toEqual([]);
    expect(await stored(page)).toEqual([]);
    expect(await page.getByText('No page view has reported yet.').count()).toBe(1);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
