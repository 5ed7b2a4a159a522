import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  closePage,
  launchBrowser,
  layoutShifts,
  type OpenedPage,
  openPage,
  url,
  watchLayoutShifts,
  widgetsIdle,
} from '../../build/e2e/browser';
import { AD_SLOT_NAMES as SITE, SITE_AD_SLOTS } from '../../fixtures/data/ad-slots';
import { AD_TEST as TEST } from '../../fixtures/pages/ad-test-page';

// The ads widget in Chromium with the fixture site's fake GPT (fixtures/public/fake-gpt.js, which records every
// call in window.__fakeGpt): the slots of the device class only, GPT after the page's own widgets, refresh
// every 30 s of being seen (fake clock), privacy from the cookie, the label, targeting, lazy loading,
// collapsing, zero layout shift on the pages with ads, noAds, a blocked GPT, containers that come and go, and
// bad definitions. The test page's slots are fixtures/pages/ad-test-page.ts; the site's, fixtures/data/ad-slots.ts.

const TEST_PAGE = '/__test/ads';
const ARTICLE = '/blog/how-to-season-cast-iron';
const RECIPE = '/recipes/genius-roast-chicken';
const HOME = '/';
const GPT_PATH = '/fake-gpt/gpt.js';
const LABEL = 'Continue After Advertisement';
const REFRESH_MS = 30_000;
// Chromium logs a failed resource on the console by itself, whatever the page does with it.
const FAILED_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

type DeviceClass = 'mobile' | 'tablet' | 'desktop';
const WIDTHS: ReadonlyArray<readonly [number, DeviceClass, BrowserContextOptions]> = [
  [375, 'mobile', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
  [800, 'tablet', { viewport: { width: 800, height: 900 } }],
  [1280, 'desktop', { viewport: { width: 1280, height: 900 } }],
];
const DESKTOP = WIDTHS[2]![2];
/** What the test page defines at load on a desktop. */
const AT_LOAD_DESKTOP = [TEST.top, TEST.emptyAbove, TEST.desktop, TEST.twice, TEST.emptyBelow];

interface FakeGpt {
  calls: Array<{ name: string; args: unknown[] }>;
  events: Array<{ type: string; slot: string; isEmpty?: boolean; size?: [number, number] | null }>;
  errors: string[];
}
type AdsWindow = Window & { __fakeGpt?: FakeGpt };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new page with every '[ads]' console warning and every uncaught page error collected from the start. */
async function openAdsPage(options: BrowserContextOptions = DESKTOP) {
  const opened = await openPage(browser, options);
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[ads]')) warnings.push(message.text());
  });
  opened.page.on('pageerror', (error) => pageErrors.push(error.message));
  return { ...opened, warnings, pageErrors };
}

const fakeGpt = (page: Page) => page.evaluate(() => (window as AdsWindow).__fakeGpt ?? null);

/** The arguments of each recorded call of that name, in order. */
async function calls(page: Page, name: string): Promise<unknown[][]> {
  return ((await fakeGpt(page))?.calls ?? []).filter((call) => call.name === name).map((call) => call.args);
}

/** The slots GPT was asked to define (their container ids), in order. */
const definedSlots = async (page: Page) => (await calls(page, 'defineSlot')).map((args) => args[2]);

/**
 * How many refreshes were asked for, of any slot: on the test page only the top slot refreshes, and the fake
 * records a slot it no longer knows (destroyed) without its name.
 */
const refreshes = async (page: Page) => (await calls(page, 'pubads.refresh')).length;

/** The slots GPT has rendered (filled or empty) at least once. */
async function renderedSlots(page: Page): Promise<string[]> {
  const events = (await fakeGpt(page))?.events ?? [];
  return [...new Set(events.filter((event) => event.type === 'slotRenderEnded').map((event) => event.slot))];
}

/** Resolves once GPT has rendered each of the slots (filled or empty). */
async function waitForRendered(page: Page, slots: readonly string[]): Promise<void> {
  await expect
    .poll(async () => {
      const done = await renderedSlots(page);
      return slots.filter((slot) => !done.includes(slot));
    })
    .toEqual([]);
}

/** The size of the creative in the container ('728x90'), or null when it holds none. */
const creativeSize = (page: Page, slot: string) =>
  page
    .locator(`#${slot} [data-fake-ad]`)
    .getAttribute('data-size', { timeout: 1000 })
    .catch(() => null);

const box = (page: Page, slot: string) =>
  page.locator(`#${slot}`).evaluate((element) => {
    const { top, height } = element.getBoundingClientRect();
    return {
      top: Math.round(top + scrollY),
      height,
      hidden: (element as HTMLElement).hidden,
      empty: element.childElementCount === 0,
    };
  });

const flaggedFor = (slot: object, device: DeviceClass) =>
  (slot as Partial<Record<DeviceClass, boolean>>)[device] !== false;

/** Resolves once an IntersectionObserver of the test's own has reported on the element with these options. */
function observed(page: Page, slot: string, options: { rootMargin?: string; threshold?: number[] } = {}) {
  return page.locator(`#${slot}`).evaluate(
    (element, init) =>
      new Promise<{ intersecting: boolean; ratio: number }>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve({ intersecting: entry!.isIntersecting, ratio: entry!.intersectionRatio });
        }, init);
        observer.observe(element);
      }),
    options,
  );
}

/** Scrolls down a screen at a time, a frame apart, as a reader would, to the bottom of the page. */
function scrollToBottom(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, innerHeight);
      await frame();
    }
  });
}

/**
 * The test page under a fake clock, paused, with the top slot's 30 s starting exactly at the pause: a CMS-style
 * replacement of its container (a new element of the same id) defines it afresh, and its count starts when the
 * new render is seen. Only runFor moves time from here.
 */
async function testPageWithClock() {
  const opened = await openAdsPage();
  const { page } = opened;
  await page.clock.install();
  await page.goto(url(TEST_PAGE));
  await waitForRendered(page, [TEST.top]);
  const seen = async () =>
    ((await fakeGpt(page))?.events ?? []).filter(
      (event) => event.type === 'impressionViewable' && event.slot === TEST.top,
    ).length;
  // The first render seen before it goes (on a loaded machine its observer can report a frame later).
  await expect.poll(seen).toBe(1);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate((id) => {
    const old = document.getElementById(id)!;
    old.replaceWith(Object.assign(document.createElement('div'), { id, className: old.className }));
  }, TEST.top);
  // The fake's viewability observer and the refresh's are handed the new render in the same rendering step.
  await expect.poll(seen).toBe(2);
  expect(await refreshes(page)).toBe(0);
  return opened;
}

function setTabVisibility(page: Page, state: 'hidden' | 'visible') {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const close = (opened: OpenedPage) => closePage(opened.page);

describe('ads in Chromium', () => {
  describe.each(WIDTHS)('at %i px wide (%s)', (_width, device, options) => {
    const own = { mobile: TEST.mobile, tablet: TEST.tablet, desktop: TEST.desktop }[device];
    // Not lazy, flagged here, valid, with a container: the lazy one is far below, test-later has no container.
    const atLoad = [TEST.top, TEST.emptyAbove, own, TEST.twice, TEST.emptyBelow];

    it('defines only the slots flagged for this device class that have a container, with their sizes and size mapping; the others stay empty', async () => {
      const opened = await openAdsPage(options);
      const { page } = opened;
      await page.goto(url(TEST_PAGE));
      await waitForRendered(page, atLoad);
      expect((await definedSlots(page)).sort()).toEqual([...atLoad].sort());
      expect(await calls(page, 'defineSlot')).toContainEqual([
        '/21700/test/top',
        [
          [728, 90],
          [320, 50],
        ],
        TEST.top,
      ]);
      expect(await calls(page, 'slot.defineSizeMapping')).toEqual([
        [
          TEST.top,
          [
            [[768, 0], [[728, 90]]],
            [[0, 0], [[320, 50]]],
          ],
        ],
      ]);
      expect(await calls(page, 'display')).toEqual(atLoad.map((slot) => [slot]));
      expect(await creativeSize(page, TEST.top)).toBe(device === 'mobile' ? '320x50' : '728x90');
      expect(await creativeSize(page, own)).toBe({ mobile: '320x50', tablet: '468x60', desktop: '300x250' }[device]);
      for (const other of [TEST.mobile, TEST.tablet, TEST.desktop].filter((slot) => slot !== own)) {
        expect(await box(page, other)).toMatchObject({ height: 0, empty: true });
      }
      expect((await fakeGpt(page))?.errors).toEqual([]);
      expect(opened.errors).toEqual([]);
      await close(opened);
    });

    it("the site's leaderboard takes its size mapping's size for this width, and only this class's banner or rail is defined", async () => {
      const opened = await openAdsPage(options);
      const { page } = opened;
      await page.goto(url(ARTICLE));
      await waitForRendered(page, [SITE.leaderboard, SITE.mid]);
      expect((await calls(page, 'defineSlot')).find((args) => args[2] === SITE.leaderboard)).toEqual([
        '/21700/fiftytwo/top_leaderboard',
        [
          [970, 250],
          [728, 90],
          [320, 50],
        ],
        SITE.leaderboard,
      ]);
      expect((await calls(page, 'slot.defineSizeMapping')).find(([slot]) => slot === SITE.leaderboard)).toEqual([
        SITE.leaderboard,
        [
          [
            [1024, 0],
            [
              [970, 250],
              [728, 90],
            ],
          ],
          [[768, 0], [[728, 90]]],
          [[0, 0], [[320, 50]]],
        ],
      ]);
      expect(await creativeSize(page, SITE.leaderboard)).toBe(
        { mobile: '320x50', tablet: '728x90', desktop: '970x250' }[device],
      );
      const defined = await definedSlots(page);
      expect([SITE.mobileBanner, SITE.tabletBanner, SITE.rail].filter((slot) => defined.includes(slot))).toEqual([
        { mobile: SITE.mobileBanner, tablet: SITE.tabletBanner, desktop: SITE.rail }[device],
      ]);
      await close(opened);
    });

    it('an empty collapseEmpty slot below the fold is hidden; an empty one above the fold keeps its reserved height', async () => {
      const opened = await openAdsPage(options);
      const { page } = opened;
      await page.goto(url(TEST_PAGE));
      await waitForRendered(page, [TEST.emptyAbove, TEST.emptyBelow]);
      const above = await box(page, TEST.emptyAbove);
      expect(above.top).toBeLessThan(options.viewport!.height);
      expect(above).toMatchObject({ hidden: false, height: 250, empty: true });
      expect(await page.locator(`#${TEST.emptyAbove}`).isVisible()).toBe(true);
      // Decided in the frame after the answer.
      await expect.poll(() => box(page, TEST.emptyBelow)).toMatchObject({ hidden: true, height: 0 });
      expect(await page.locator(`#${TEST.emptyBelow}`).isHidden()).toBe(true);
      await close(opened);
    });

    it.each([ARTICLE, RECIPE, HOME])(
      '%s: no layout shift (CLS 0.000) with every ad rendered, down to the bottom of the page',
      async (path) => {
        const opened = await openAdsPage(options);
        const { page } = opened;
        await watchLayoutShifts(page);
        await page.goto(url(path));
        await widgetsIdle(page);
        const containers = await page
          .locator('.ad-slot')
          .evaluateAll((elements) => elements.map((element) => element.id));
        const flagged = SITE_AD_SLOTS.filter((slot) => flaggedFor(slot, device) && containers.includes(slot.name));
        await waitForRendered(
          page,
          flagged.filter((slot) => !('lazyLoad' in slot)).map((slot) => slot.name),
        );
        // The footer's empty slot, below the fold, collapses in the frame after its answer; the reader scrolls
        // after that (a scroll before it is the next test's).
        await expect.poll(() => box(page, SITE.footer)).toMatchObject({ hidden: true });
        await scrollToBottom(page);
        await waitForRendered(
          page,
          flagged.map((slot) => slot.name),
        );
        const shifts = await layoutShifts(page);
        expect(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(3), JSON.stringify(shifts)).toBe('0.000');
        expect(await creativeSize(page, SITE.leaderboard)).toBe(
          { mobile: '320x50', tablet: '728x90', desktop: '970x250' }[device],
        );
        // The footer's slot is never filled, and was below the fold: collapsed.
        expect(await box(page, SITE.footer)).toMatchObject({ hidden: true, height: 0 });
        expect(opened.errors).toEqual([]);
        await close(opened);
      },
    );
  });

  it('a reader who scrolls to the bottom between the empty answer and the next frame sees nothing move: the slot in view keeps its box', async () => {
    const opened = await openAdsPage(WIDTHS[1]![2]);
    const { page } = opened;
    await watchLayoutShifts(page);
    // The test's listener is added before the ads' own (its command is queued first); its scroll waits for a
    // microtask, so it comes after every listener, in the task of the answer, before any frame. CI once hit
    // this by chance: the test's first scroll landed in the same frame as the collapse, and the footer moved
    // in sight. The listener also notes where the slot was at the answer: below the fold, or this proves nothing.
    await page.addInitScript((slot) => {
      const googletag = ((window as unknown as { googletag?: { cmd: unknown[] } }).googletag ??= { cmd: [] });
      googletag.cmd.push(() => {
        const gpt = (
          window as unknown as {
            googletag: {
              pubads(): {
                addEventListener(
                  type: string,
                  listener: (event: { slot: { getSlotElementId(): string } }) => void,
                ): void;
              };
            };
          }
        ).googletag;
        gpt.pubads().addEventListener('slotRenderEnded', (event) => {
          if (event.slot.getSlotElementId() !== slot) return;
          Object.assign(window, {
            belowFoldAtAnswer: document.getElementById(slot)!.getBoundingClientRect().top >= innerHeight,
          });
          queueMicrotask(() => scrollTo(0, document.documentElement.scrollHeight));
        });
      });
    }, SITE.footer);
    await page.goto(url(ARTICLE));
    await waitForRendered(page, [SITE.footer]);
    expect(await page.evaluate(() => (window as { belowFoldAtAnswer?: boolean }).belowFoldAtAnswer)).toBe(true);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(3), JSON.stringify(shifts)).toBe('0.000');
    expect(await box(page, SITE.footer)).toMatchObject({ hidden: false, height: 90, empty: true });
    expect(opened.errors).toEqual([]);
    await close(opened);
  });

  it("requests GPT once, async, only after the page's load widgets have mounted, even when the ads widget mounts before the header", async () => {
    const opened = await openAdsPage();
    const { page } = opened;
    // Notes the page's state at the moment the script element is added.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
          if (!(node instanceof HTMLScriptElement) || !node.src.includes('/fake-gpt/')) continue;
          const header = document.querySelector('[data-widget="header"]')?.getAttribute('data-widget-state');
          Object.assign(window, {
            gptAdded: {
              widgetsReady: document.documentElement.hasAttribute('data-widgets-ready'),
              header,
              async: node.async,
            },
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The header's code is held back until the ads widget (idle) has mounted: GPT must still wait for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/header-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(url(ARTICLE), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator('[data-widget="ads"]').getAttribute('data-widget-state')).toBe('mounted');
    expect(await page.locator('[data-widget="header"]').getAttribute('data-widget-state')).toBe('loading');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(opened.requests.filter((path) => path.startsWith('/fake-gpt/'))).toEqual([]);
    release();
    await waitForRendered(page, [SITE.leaderboard]);
    const seen = await page.evaluate(() => ({
      added: (window as unknown as { gptAdded?: unknown }).gptAdded,
      gpt: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/fake-gpt/gpt.js'))
        .map((entry) => entry.startTime),
      header: performance.getEntriesByName('widget:mounted:header').map((entry) => entry.startTime),
    }));
    expect(seen.added).toEqual({ widgetsReady: true, header: 'mounted', async: true });
    expect(seen.gpt).toHaveLength(1);
    expect(seen.header).toHaveLength(1);
    expect(seen.gpt[0]).toBeGreaterThan(seen.header[0]!);
    expect(opened.requests.filter((path) => path.startsWith('/fake-gpt/'))).toEqual([GPT_PATH]);
    expect(opened.errors).toEqual([]);
    await close(opened);
  });

  describe('refresh, under a fake clock', () => {
    it('a refreshing slot in view is refreshed once per 30 s of being seen (30 s: 1, 60 s: 2), keeping one label', async () => {
      const opened = await testPageWithClock();
      const { page } = opened;
      await page.clock.runFor(REFRESH_MS - 1);
      expect(await refreshes(page)).toBe(0);
      await page.clock.runFor(1);
      expect(await refreshes(page)).toBe(1);
      await page.clock.runFor(REFRESH_MS);
      expect(await refreshes(page)).toBe(2);
      await expect.poll(() => page.locator(`#${TEST.top} [data-fake-ad]`).getAttribute('data-render')).toBe('3');
      expect(await page.locator(`#${TEST.top}`).getByText(LABEL).count()).toBe(1);
      // Only the refreshing slot.
      expect((await calls(page, 'pubads.refresh')).flat(2)).toEqual([TEST.top, TEST.top]);
      expect(opened.pageErrors).toEqual([]);
      await close(opened);
    });

    it('is not refreshed while less than half of it is in view, nor while scrolled away, and is again 30 s after it is back', async () => {
      const opened = await testPageWithClock();
      const { page } = opened;
      const { top, height } = await box(page, TEST.top);
      await page.evaluate((y) => scrollTo(0, y), top + Math.round(height * 0.7));
      expect((await observed(page, TEST.top, { threshold: [0, 0.5] })).ratio).toBeLessThan(0.5);
      await page.clock.runFor(4 * REFRESH_MS);
      expect(await refreshes(page)).toBe(0);
      await page.evaluate(() => scrollTo(0, 3000));
      expect(await observed(page, TEST.top)).toMatchObject({ intersecting: false });
      await page.clock.runFor(4 * REFRESH_MS);
      expect(await refreshes(page)).toBe(0);
      await page.evaluate(() => scrollTo(0, 0));
      expect((await observed(page, TEST.top, { threshold: [0, 0.5, 1] })).ratio).toBe(1);
      await page.clock.runFor(REFRESH_MS);
      expect(await refreshes(page)).toBe(1);
      await close(opened);
    });

    it('is not refreshed while the tab is hidden, for minutes, and is again once the tab is visible', async () => {
      const opened = await testPageWithClock();
      const { page } = opened;
      await setTabVisibility(page, 'hidden');
      await page.clock.runFor(5 * 60_000);
      expect(await refreshes(page)).toBe(0);
      await setTabVisibility(page, 'visible');
      await page.clock.runFor(REFRESH_MS);
      expect(await refreshes(page)).toBe(1);
      await close(opened);
    });
  });

  describe.each([
    ['1YNY', [[{ restrictDataProcessing: true }]]],
    ['1YYN', []],
    [null, []],
  ] as const)('with the usprivacy cookie %s', (value, expected) => {
    it(`${expected.length ? 'restricts' : 'does not restrict'} data processing, before any ad is requested`, async () => {
      const opened = await openAdsPage();
      const { page } = opened;
      if (value) await page.context().addCookies([{ name: 'usprivacy', value, url: url('/') }]);
      await page.goto(url(TEST_PAGE));
      await waitForRendered(page, [TEST.top]);
      expect(await calls(page, 'pubads.setPrivacySettings')).toEqual(expected);
      const names = ((await fakeGpt(page))?.calls ?? []).map((call) => call.name);
      if (expected.length) expect(names.indexOf('pubads.setPrivacySettings')).toBeLessThan(names.indexOf('display'));
      await close(opened);
    });
  });

  it.each([
    [TEST_PAGE, TEST.top],
    [ARTICLE, SITE.leaderboard],
  ])(
    "%s: 'Continue After Advertisement' on the filled labelled slot only, in its own line above the ad; axe finds nothing with the ads rendered",
    async (path, labelled) => {
      const opened = await openAdsPage();
      const { page } = opened;
      await page.goto(url(path));
      await widgetsIdle(page);
      await waitForRendered(page, [labelled, path === TEST_PAGE ? TEST.desktop : SITE.rail]);
      const label = page.getByText(LABEL);
      expect(await label.count()).toBe(1);
      expect(await page.locator(`#${labelled}`).getByText(LABEL).isVisible()).toBe(true);
      const [labelBox, adBox] = [
        await label.boundingBox(),
        await page.locator(`#${labelled} [data-fake-ad]`).boundingBox(),
      ];
      expect(adBox!.y).toBeGreaterThanOrEqual(labelBox!.y + labelBox!.height);
      expect(await axeViolations(page)).toEqual([]);
      expect(opened.errors).toEqual([]);
      await close(opened);
    },
  );

  it.each([
    [
      TEST_PAGE,
      [TEST.top],
      [
        [TEST.top, 'pos', 'top'],
        [TEST.top, 'kw', ['pasta', 'weeknight']],
      ],
    ],
    [
      ARTICLE,
      [SITE.leaderboard, SITE.mid],
      [
        [SITE.leaderboard, 'pos', 'top'],
        [SITE.mid, 'pos', 'mid'],
        [SITE.mid, 'kw', ['cooking', 'kitchen']],
      ],
    ],
  ])('%s: only targeting entries with both a name and a value reach setTargeting', async (path, slots, expected) => {
    const opened = await openAdsPage();
    const { page } = opened;
    await page.goto(url(path));
    await waitForRendered(page, slots);
    expect(await calls(page, 'slot.setTargeting')).toEqual(expected);
    await close(opened);
  });

  it('a lazy slot is not defined at load, nor 1600 px below the viewport, and is defined and rendered within 1500 px', async () => {
    const opened = await openAdsPage();
    const { page } = opened;
    await page.goto(url(TEST_PAGE));
    await waitForRendered(page, [TEST.top, TEST.desktop, TEST.emptyBelow]);
    // The empty slot above it collapses in the frame after its answer: measured after that.
    await expect.poll(() => box(page, TEST.emptyBelow)).toMatchObject({ hidden: true });
    expect(await definedSlots(page)).not.toContain(TEST.lazy);
    const { top } = await box(page, TEST.lazy);
    const viewportHeight = DESKTOP.viewport!.height;
    await page.evaluate((y) => scrollTo(0, y), top - viewportHeight - 1600);
    // The test's own observer with the same margin reports in the same frame as the widget's.
    expect(await observed(page, TEST.lazy, { rootMargin: '1500px 0px' })).toMatchObject({ intersecting: false });
    expect(await definedSlots(page)).not.toContain(TEST.lazy);
    await page.evaluate((y) => scrollTo(0, y), top - viewportHeight - 1400);
    await expect.poll(() => definedSlots(page)).toContain(TEST.lazy);
    await waitForRendered(page, [TEST.lazy]);
    expect(await creativeSize(page, TEST.lazy)).toBe('300x250');
    // Its own observer, not GPT's lazy loading.
    expect(await calls(page, 'pubads.enableLazyLoad')).toEqual([]);
    await close(opened);
  });

  describe.each([`${TEST_PAGE}?noAds=1`, `${ARTICLE}?noAds=1`])('%s (noAds)', (path) => {
    it('never requests GPT and leaves no googletag, though the page has containers', async () => {
      const opened = await openAdsPage();
      const { page } = opened;
      await page.goto(url(path));
      await widgetsIdle(page);
      await expect.poll(() => page.locator('[data-widget="ads"]').getAttribute('data-widget-state')).toBe('mounted');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-widgets-ready'))).toBe(true);
      // Without noAds, GPT is asked for on the microtasks after the widget mounts: a frame later it would be.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator('.ad-slot').count()).toBeGreaterThan(3);
      expect(opened.requests.filter((requested) => requested.startsWith('/fake-gpt/'))).toEqual([]);
      expect(await page.evaluate(() => 'googletag' in window)).toBe(false);
      expect(opened.errors).toEqual([]);
      await close(opened);
    });
  });

  describe.each([
    ['404', `${GPT_PATH}?fail=404`],
    ['hang', `${GPT_PATH}?hang=1`],
  ])('with GPT blocked (?gpt=%s)', (mode, requested) => {
    it("the reserved boxes keep their height, empty, with no page error, and the page's widgets mount", async () => {
      const opened = await openAdsPage();
      const { page } = opened;
      // Not waiting for the load event: a script added before it and never answered would hold it.
      await page.goto(url(`${TEST_PAGE}?gpt=${mode}`), { waitUntil: 'domcontentloaded' });
      await widgetsIdle(page);
      await expect.poll(() => opened.requests.filter((path) => path.startsWith('/fake-gpt/'))).toEqual([requested]);
      if (mode === '404')
        await expect
          .poll(() => opened.warnings.filter((warning) => warning.includes('did not load')))
          .toEqual([expect.stringContaining('[ads] GPT did not load')]);
      const states = () =>
        page
          .locator('[data-widget]')
          .evaluateAll((slots) =>
            slots.map((slot) => `${slot.getAttribute('data-widget')}: ${slot.getAttribute('data-widget-state')}`),
          );
      // The loyalty banner mounts at idle, on its own: widgetsIdle lets it be waiting.
      await expect
        .poll(states)
        .toEqual(
          expect.arrayContaining(
            ['flash-bar', 'promo-banner', 'header', 'features-bar', 'loyalty-banner', 'ads'].map(
              (widget) => `${widget}: mounted`,
            ),
          ),
        );
      expect((await states()).filter((state) => state.endsWith(': error'))).toEqual([]);
      expect(await box(page, TEST.top)).toMatchObject({ height: 90 + 24, empty: true });
      for (const slot of [TEST.emptyAbove, TEST.desktop, TEST.twice, TEST.emptyBelow])
        expect(await box(page, slot)).toMatchObject({ height: 250, hidden: false, empty: true });
      expect(await page.evaluate(() => (window as AdsWindow).__fakeGpt)).toBeUndefined();
      expect(opened.pageErrors).toEqual([]);
      expect(opened.errors.filter((error) => error !== FAILED_404)).toEqual([]);
      await close(opened);
    });
  });

  describe('containers that come and go', () => {
    it('a container added after load is defined and displayed, in the box its styles reserve', async () => {
      const opened = await openAdsPage();
      const { page } = opened;
      await page.goto(url(TEST_PAGE));
      await waitForRendered(page, AT_LOAD_DESKTOP);
      expect(await definedSlots(page)).not.toContain(TEST.later);
      await page.getByRole('region', { name: 'Added later' }).evaluate((section, id) => {
        const container = document.createElement('div');
        container.id = id;
        container.className = 'ad-slot';
        section.append(container);
      }, TEST.later);
      expect(await box(page, TEST.later)).toMatchObject({ height: 250 });
      await expect.poll(() => definedSlots(page)).toContain(TEST.later);
      expect(await calls(page, 'display')).toContainEqual([TEST.later]);
      await waitForRendered(page, [TEST.later]);
      expect(await creativeSize(page, TEST.later)).toBe('300x250');
      expect(await calls(page, 'enableServices')).toHaveLength(1);
      expect(opened.pageErrors).toEqual([]);
      await close(opened);
    });

    it('a container removed: its slot is destroyed and never refreshed again', async () => {
      const opened = await testPageWithClock();
      const { page } = opened;
      await page.locator(`#${TEST.top}`).evaluate((container) => container.remove());
      // The first is testPageWithClock's replacement of the container; the second, this removal.
      await expect.poll(() => calls(page, 'destroySlots')).toEqual([[[TEST.top]], [[TEST.top]]]);
      await page.clock.runFor(4 * REFRESH_MS);
      expect(await refreshes(page)).toBe(0);
      expect(opened.pageErrors).toEqual([]);
      await close(opened);
    });

    it('a container removed right after its refresh was asked for (mid-refresh): no page error, destroyed, no refresh after', async () => {
      const opened = await testPageWithClock();
      const { page } = opened;
      // The container goes in the same task as the refresh call, before GPT renders the new ad.
      await page.evaluate((slot) => {
        const pubads = (
          window as unknown as { googletag: { pubads(): { refresh(...args: unknown[]): void } } }
        ).googletag.pubads();
        const refresh = pubads.refresh;
        pubads.refresh = function (...args: unknown[]) {
          refresh.apply(this, args);
          document.getElementById(slot)?.remove();
        };
      }, TEST.top);
      await page.clock.runFor(REFRESH_MS);
      expect(await refreshes(page)).toBe(1);
      // testPageWithClock's replacement, then this removal.
      await expect.poll(() => calls(page, 'destroySlots')).toEqual([[[TEST.top]], [[TEST.top]]]);
      await page.clock.runFor(4 * REFRESH_MS);
      expect(await refreshes(page)).toBe(1);
      expect(opened.pageErrors).toEqual([]);
      expect(opened.errors).toEqual([]);
      await close(opened);
    });
  });

  it('a definition without sizes and a second one with a name already used: a console warning each; the other slots render', async () => {
    const opened = await openAdsPage();
    const { page } = opened;
    await page.goto(url(TEST_PAGE));
    await waitForRendered(page, AT_LOAD_DESKTOP);
    // Console lines reach the test on their own channel: polled.
    await expect
      .poll(() => opened.warnings)
      .toEqual([
        expect.stringContaining(`"${TEST.noSizes}" is dropped`),
        expect.stringContaining(`"${TEST.twice}" is dropped`),
      ]);
    expect(await definedSlots(page)).not.toContain(TEST.noSizes);
    expect(await box(page, TEST.noSizes)).toMatchObject({ height: 0, empty: true });
    expect((await calls(page, 'defineSlot')).filter((args) => args[2] === TEST.twice)).toEqual([
      ['/21700/test/twice_first', [[300, 250]], TEST.twice],
    ]);
    expect(await creativeSize(page, TEST.twice)).toBe('300x250');
    expect(await creativeSize(page, TEST.top)).toBe('728x90');
    expect(await creativeSize(page, TEST.desktop)).toBe('300x250');
    expect(opened.errors).toEqual([]);
    await close(opened);
  });
});
