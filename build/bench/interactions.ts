// The interactions table's sample: one fresh load of a control's page (as measureLoad loads), its window waited
// out, then the page idle for 4 s (code the loader prefetches at idle is in), then the control's first tap; then
// what it opened closed, the main thread quiet, and the same tap again. By touch under the mobile profile.
// Every wait is bounded; a figure that cannot be had is left undefined and printed as n/a.
import type { Locator, Page } from 'playwright-core';
import type { Actions, Control } from './controls';
import {
  contentPainted,
  quietFor,
  readSurface,
  surfaceClosed,
  surfacePainted,
  tapReported,
  watchSurface,
} from './in-page';
import {
  CLICK_MS,
  firstLine,
  loadWindow,
  openPage,
  POLL_MS,
  quiet,
  type LoadOptions,
  type NetworkWatch,
  type OpenedPage,
} from './measure';
import { tapFigures, type ControlSample, type TapFigures } from './metrics';

/** After the load's window: no long task and no request in flight this long... */
const IDLE_MS = 4000;
/** ...but the tap comes by this long after the window at the latest. */
const IDLE_LIMIT_MS = 15_000;
/** The surface has opened this long after the tap, or it will not. */
const SURFACE_MS = 6000;
/** Its content is in this long after it opened, or n/a (a vendor's script and frames on the throttled network). */
const CONTENT_MS = 10_000;
/** Event Timing reports the tap within this (after its surface painted). */
const EVENTS_MS = 2000;
/** Closing for "again". */
const CLOSE_MS = 5000;
/** The main thread quiet this long before each tap, as the drawer's second opening waits. */
const SETTLE_MS = 300;

/** Until the main thread and the network have been idle for IDLE_MS (at most IDLE_LIMIT_MS). */
async function pageIdle(page: Page, network: NetworkWatch): Promise<void> {
  const deadline = Date.now() + IDLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const idle = Math.min(await page.evaluate(quietFor), network.idleFor());
    if (idle >= IDLE_MS) return;
    await page.waitForTimeout(Math.min(IDLE_MS - idle, 250));
  }
}

/** One tap of the control: its figures, all undefined when it could not be tapped. */
async function tapOnce(actions: Actions, control: Control): Promise<TapFigures> {
  const { page } = actions;
  if (control.prepare && !(await control.prepare(actions).catch(() => false))) return {};
  const target = control.target(page);
  // Scrolled to first (a tap scrolls too, and what comes into view may mount), then the main thread quiet.
  await target.scrollIntoViewIfNeeded({ timeout: CLICK_MS }).catch(() => undefined);
  await quiet(page, SETTLE_MS);
  await page.evaluate(watchSurface, control.surface);
  if (
    !(await actions.tap(target).then(
      () => true,
      () => false,
    ))
  )
    return {};
  if (control.after) await control.after(actions).catch(() => undefined);
  const painted = await page.waitForFunction(surfacePainted, undefined, { timeout: SURFACE_MS, polling: POLL_MS }).then(
    () => true,
    () => false,
  );
  if (painted && control.surface.content)
    await page
      .waitForFunction(contentPainted, undefined, { timeout: CONTENT_MS, polling: POLL_MS })
      .catch(() => undefined);
  const { input } = (await page.evaluate(readSurface)).surface;
  if (input !== undefined)
    await page.waitForFunction(tapReported, input, { timeout: EVENTS_MS, polling: POLL_MS }).catch(() => undefined);
  return tapFigures(await page.evaluate(readSurface));
}

/** The same tap once more, after closing what the first opened: the code is in, so this is the main thread's part. */
async function tapAgain(actions: Actions, control: Control): Promise<TapFigures> {
  if (!control.close) return {};
  if (
    !(await control.close(actions).then(
      () => true,
      () => false,
    ))
  )
    return {};
  const closed = await actions.page
    .waitForFunction(surfaceClosed, undefined, { timeout: CLOSE_MS, polling: POLL_MS })
    .then(
      () => true,
      () => false,
    );
  if (!closed) return {};
  return tapOnce(actions, control);
}

export async function measureControl(options: LoadOptions, control: Control): Promise<ControlSample | undefined> {
  const { url, build, profile, defaults } = options;
  let opened: OpenedPage | undefined;
  try {
    opened = await openPage(options, control.before);
    const { page, network } = opened;
    await loadWindow(page, url, defaults);
    await pageIdle(page, network);
    const touch = Boolean(profile.context.hasTouch);
    const actions: Actions = {
      page,
      tap: (target: Locator) => (touch ? target.tap({ timeout: CLICK_MS }) : target.click({ timeout: CLICK_MS })),
    };
    const first = await tapOnce(actions, control);
    const again = control.close && first.paintedMs !== undefined ? await tapAgain(actions, control) : undefined;
    return { first, again };
  } catch (error) {
    console.error(`[bench] ${build} ${control.id} ${url}: ${firstLine(error)}`);
    return undefined;
  } finally {
    await opened?.context.close();
  }
}
