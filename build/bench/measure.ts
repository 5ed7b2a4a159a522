// One load of one page in a fresh browser context (empty cache, new connections), throttled by the profile:
// the load's figures, then one interaction (the header's cart button opening the basket drawer, by mouse). Every
// wait is bounded; a figure that cannot be had is left undefined and printed as n/a. The interactions table
// (interactions.ts) opens its pages the same way (openPage, loadWindow).
import type { APIRequestContext, Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { BUILD_COOKIE, type Build } from './bench-server';
import {
  drawerDone,
  dueSlotsSettled,
  firstInputReported,
  NAME_SHIM,
  observeVitals,
  quietSince,
  readInteraction,
  readLoad,
  watchDrawer,
} from './in-page';
import {
  interactionLatency,
  loadSample,
  networkCounts,
  type NetworkCounts,
  type NetworkResponse,
  type Sample,
} from './metrics';
import { applyProfile, type Profile } from './profiles';

/**
 * Bounds, generous for the mobile profile on a busy machine. Now and then (2 of 40 loads of a page with nine
 * ~100 KB IIFEs) Chromium's network throttling stalls: responses the server has sent in full stay pending, and
 * `load` never comes; the bench then loads the page again (bench.ts).
 */
const NAVIGATION_MS = 30_000;
const SETTLE_MS = 30_000;
/** The main thread must have been free of long tasks this long after the due slots mounted... */
const QUIET_MS = 1000;
/** ...but the window ends here at the latest. */
export const QUIET_LIMIT_MS = 6000;
export const CLICK_MS = 5000;
const DRAWER_MS = 6000;
/** A mounted drawer that has not opened this long after the click will not (in-page.ts drawerDone). */
const DRAWER_GRACE_MS = 1000;
export const POLL_MS = 100;

export interface LoadOptions {
  browser: Browser;
  url: string;
  build: Build;
  profile: Profile;
  /** Each widget's default strategy (its widget.json, from the manifest). */
  defaults: Record<string, string>;
}

export interface NetworkWatch {
  /** What the page fetched so far, the responses to the `speculative` URLs apart (metrics.ts networkCounts). */
  freeze(speculative: readonly string[]): NetworkCounts;
  /** How long no request has been in flight (0 while one is). */
  idleFor(): number;
}

/** Watches what the page fetches, from the CDP Network domain: each response by URL, and what is in flight. */
function watchNetwork(cdp: CDPSession): NetworkWatch {
  const urls = new Map<string, string>();
  const scripts = new Set<string>();
  const responses: NetworkResponse[] = [];
  const inFlight = new Set<string>();
  let settledAt = Date.now();
  const done = (requestId: string, response: Omit<NetworkResponse, 'url' | 'script'>) => {
    responses.push({ url: urls.get(requestId) ?? '', script: scripts.has(requestId), ...response });
    inFlight.delete(requestId);
    if (!inFlight.size) settledAt = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    inFlight.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => done(event.requestId, { bytes: event.encodedDataLength }));
  cdp.on('Network.loadingFailed', (event) => done(event.requestId, { bytes: 0, failed: true }));
  return {
    freeze: (speculative) => networkCounts(responses, speculative),
    idleFor: () => (inFlight.size ? 0 : Date.now() - settledAt),
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  network: NetworkWatch;
}

/**
 * A fresh browser context (empty cache, new connections) for `build`, its page throttled by the profile and
 * watched from its first script on. `before` runs first, with the context's request (its cookies are the page's):
 * fixture hooks such as signing in.
 */
export async function openPage(
  { browser, url, build, profile }: Omit<LoadOptions, 'defaults'>,
  before?: (request: APIRequestContext) => Promise<void>,
): Promise<OpenedPage> {
  // baseURL: the fixture hooks in `before` name paths.
  const context = await browser.newContext({ ...profile.context, baseURL: new URL(url).origin });
  try {
    await context.addCookies([{ name: BUILD_COOKIE, value: build, url }]);
    await before?.(context.request);
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await applyProfile(cdp, profile);
    return { context, page, network: watchNetwork(cdp) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Loads the page and waits out its window: every due slot mounted (or failed), then the main thread free of long
 * tasks for a second (at most 6 s more). Whether the due slots settled in time.
 */
export async function loadWindow(page: Page, url: string, defaults: Record<string, string>): Promise<boolean> {
  await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_MS });
  const settled = await page.waitForFunction(dueSlotsSettled, defaults, { timeout: SETTLE_MS, polling: POLL_MS }).then(
    () => true,
    () => false,
  );
  const since = await page.evaluate(() => performance.now());
  await page
    .waitForFunction(quietSince, { since, quietMs: QUIET_MS }, { timeout: QUIET_LIMIT_MS, polling: POLL_MS })
    .catch(() => undefined);
  return settled;
}

/** Waits, at most `limitMs`, until the main thread (long tasks) has been quiet for `quietMs`, from now on. */
export async function quiet(page: Page, quietMs: number, limitMs = QUIET_LIMIT_MS): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  await page
    .waitForFunction(quietSince, { since, quietMs }, { timeout: limitMs, polling: POLL_MS })
    .catch(() => undefined);
}

/**
 * The drawer once more: closed with Escape, then the same click when the main thread is quiet. Its code is in
 * by now, so this is what opening costs the main thread (the first opening also fetched the code).
 */
async function drawerAgain(page: Page, button: Locator): Promise<number | undefined> {
  await page.keyboard.press('Escape');
  const closed = await page
    .waitForFunction(() => !document.querySelector('dialog.basket-drawer[open]'), undefined, {
      timeout: CLICK_MS,
      polling: POLL_MS,
    })
    .then(
      () => true,
      () => false,
    );
  if (!closed) return undefined;
  await quiet(page, 300);
  await page.evaluate(() => {
    (window as unknown as { benchVitals: { drawer: object } }).benchVitals.drawer = {};
  });
  await page.evaluate(watchDrawer);
  if (
    !(await button.click({ timeout: CLICK_MS }).then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  await page
    .waitForFunction(drawerDone, DRAWER_GRACE_MS, { timeout: DRAWER_MS, polling: POLL_MS })
    .catch(() => undefined);
  const { drawer } = await page.evaluate(readInteraction);
  return drawer.input !== undefined && drawer.painted !== undefined ? drawer.painted - drawer.input : undefined;
}

/** The header's cart button to the basket drawer's first frame; both undefined when it cannot be had. */
async function cartInteraction(page: Page): Promise<Pick<Sample, 'drawerMs' | 'drawerAgainMs' | 'clickInpMs'>> {
  const button = page
    .locator('header')
    .getByRole('button', { name: /^Open Cart\b/ })
    .first();
  if (!(await button.isVisible())) return {};
  await page.evaluate(watchDrawer);
  const clicked = await button.click({ timeout: CLICK_MS }).then(
    () => true,
    () => false,
  );
  if (!clicked) return {};
  await page
    .waitForFunction(drawerDone, DRAWER_GRACE_MS, { timeout: DRAWER_MS, polling: POLL_MS })
    .catch(() => undefined);
  await page.waitForFunction(firstInputReported, undefined, { timeout: 2000, polling: POLL_MS }).catch(() => undefined);
  const { drawer, events } = await page.evaluate(readInteraction);
  const drawerMs =
    drawer.input !== undefined && drawer.painted !== undefined ? drawer.painted - drawer.input : undefined;
  return {
    drawerMs,
    drawerAgainMs: drawerMs === undefined ? undefined : await drawerAgain(page, button),
    clickInpMs: interactionLatency(events),
  };
}

/** The first line of an error, for the bench's log. */
export const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

export async function measureLoad(options: LoadOptions): Promise<Sample | undefined> {
  const { url, build, defaults } = options;
  let opened: OpenedPage | undefined;
  try {
    opened = await openPage(options);
    const { page, network } = opened;
    const settled = await loadWindow(page, url, defaults);
    const readout = await page.evaluate(readLoad, defaults);
    const load = loadSample(readout, network.freeze(readout.speculative), settled);
    return { ...load, ...(await cartInteraction(page)) };
  } catch (error) {
    console.error(`[bench] ${build} ${url}: ${firstLine(error)}`);
    return undefined;
  } finally {
    await opened?.context.close();
  }
}
