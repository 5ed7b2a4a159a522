// One load of one page in a fresh browser context (empty cache, new connections), throttled by the profile:
// the load's figures, then one interaction (the header's cart button opening the basket drawer). Every wait
// is bounded; a figure that cannot be had is left undefined and printed as n/a.
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { BUILD_COOKIE, type Build } from './bench-server';
import { drawerDone, dueSlotsSettled, firstInputReported, NAME_SHIM, observeVitals, quietSince, readInteraction, readLoad, watchDrawer } from './in-page';
import { interactionLatency, loadSample, type NetworkCounts, type Sample } from './metrics';
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
const QUIET_LIMIT_MS = 6000;
const CLICK_MS = 5000;
const DRAWER_MS = 6000;
/** A mounted drawer that has not opened this long after the click will not (in-page.ts drawerDone). */
const DRAWER_GRACE_MS = 1000;
const POLL_MS = 100;

export interface LoadOptions {
  browser: Browser;
  url: string;
  build: Build;
  profile: Profile;
  /** Each widget's default strategy (package.json "widgetLoad"). */
  defaults: Record<string, string>;
}

/** Counts what the page fetched, from the CDP Network domain, until frozen. */
function countNetwork(cdp: CDPSession): { freeze(): NetworkCounts } {
  const counts: NetworkCounts = { jsBytes: 0, scriptRequests: 0, requests: 0 };
  const scripts = new Set<string>();
  let frozen = false;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (frozen) return;
    counts.requests++;
    if (!scripts.has(event.requestId)) return;
    counts.scriptRequests++;
    counts.jsBytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', () => {
    if (!frozen) counts.requests++;
  });
  return {
    freeze: () => {
      frozen = true;
      return { ...counts };
    },
  };
}

/**
 * The drawer once more: closed with Escape, then the same click when the main thread is quiet. Its code is in
 * by now, so this is what opening costs the main thread (the first opening also fetched the code).
 */
async function drawerAgain(page: Page, button: Locator): Promise<number | undefined> {
  await page.keyboard.press('Escape');
  const closed = await page.waitForFunction(() => !document.querySelector('dialog.basket-drawer[open]'), undefined, { timeout: CLICK_MS, polling: POLL_MS }).then(() => true, () => false);
  if (!closed) return undefined;
  const since = await page.evaluate(() => performance.now());
  await page.waitForFunction(quietSince, { since, quietMs: 300 }, { timeout: QUIET_LIMIT_MS, polling: POLL_MS }).catch(() => undefined);
  await page.evaluate(() => {
    (window as unknown as { benchVitals: { drawer: object } }).benchVitals.drawer = {};
  });
  await page.evaluate(watchDrawer);
  if (!(await button.click({ timeout: CLICK_MS }).then(() => true, () => false))) return undefined;
  await page.waitForFunction(drawerDone, DRAWER_GRACE_MS, { timeout: DRAWER_MS, polling: POLL_MS }).catch(() => undefined);
  const { drawer } = await page.evaluate(readInteraction);
  return drawer.input !== undefined && drawer.painted !== undefined ? drawer.painted - drawer.input : undefined;
}

/** The header's cart button to the basket drawer's first frame; both undefined when it cannot be had. */
async function cartInteraction(page: Page): Promise<Pick<Sample, 'drawerMs' | 'drawerAgainMs' | 'clickInpMs'>> {
  const button = page.locator('header').getByRole('button', { name: /^Open Cart\b/ }).first();
  if (!(await button.isVisible())) return {};
  await page.evaluate(watchDrawer);
  const clicked = await button.click({ timeout: CLICK_MS }).then(() => true, () => false);
  if (!clicked) return {};
  await page.waitForFunction(drawerDone, DRAWER_GRACE_MS, { timeout: DRAWER_MS, polling: POLL_MS }).catch(() => undefined);
  await page.waitForFunction(firstInputReported, undefined, { timeout: 2000, polling: POLL_MS }).catch(() => undefined);
  const { drawer, events } = await page.evaluate(readInteraction);
  const drawerMs = drawer.input !== undefined && drawer.painted !== undefined ? drawer.painted - drawer.input : undefined;
  return {
    drawerMs,
    drawerAgainMs: drawerMs === undefined ? undefined : await drawerAgain(page, button),
    clickInpMs: interactionLatency(events),
  };
}

export async function measureLoad({ browser, url, build, profile, defaults }: LoadOptions): Promise<Sample | undefined> {
  const context = await browser.newContext({ ...profile.context });
  try {
    await context.addCookies([{ name: BUILD_COOKIE, value: build, url }]);
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await applyProfile(cdp, profile);
    const network = countNetwork(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_MS });
    const settled = await page.waitForFunction(dueSlotsSettled, defaults, { timeout: SETTLE_MS, polling: POLL_MS }).then(() => true, () => false);
    const since = await page.evaluate(() => performance.now());
    await page.waitForFunction(quietSince, { since, quietMs: QUIET_MS }, { timeout: QUIET_LIMIT_MS, polling: POLL_MS }).catch(() => undefined);
    const readout = await page.evaluate(readLoad, defaults);
    const load = loadSample(readout, network.freeze(), settled);
    return { ...load, ...(await cartInteraction(page)) };
  } catch (error) {
    console.error(`[bench] ${build} ${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return undefined;
  } finally {
    await context.close();
  }
}
