import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CLIENT_TIMEOUT_MS, RETRY_AFTER_S, type Fault, type Injected } from '../faults';
import { runPastTimeout } from './run-past-timeout';
import { callsEnded, url } from '../browser';
import { intercept } from '../intercept';

// The shell group's page kit: pages whose server did not embed what the shell's stores would otherwise read
// from it, every slot's state, and the checks every cell makes.

/** Props keys a slot's server embeds so that its store asks for nothing (shared/served-props.ts). */
const SERVED_KEYS: Record<string, string[]> = {
  header: ['navigation'],
  'promo-banner': ['banner'],
  'features-bar': ['features', 'utilities'],
};

/**
 * The slot's opening tag without `data-ssr`, and its props without the served keys: the widget renders afresh
 * and its store makes the call, as on a server that does not embed the answers.
 */
export function unserve(html: string, widgets: readonly string[]): string {
  let page = html;
  for (const widget of widgets) {
    const start = page.indexOf(`<div data-widget="${widget}"`);
    if (start < 0) throw new Error(`no ${widget} slot on the page`);
    const tagEnd = page.indexOf('>', start);
    const tag = page.slice(start, tagEnd).replace(/ data-ssr(="")?/, '');
    const open = '<script type="application/json" data-props>';
    const propsStart = page.indexOf(open, tagEnd) + open.length;
    const propsEnd = page.indexOf('</script>', propsStart);
    const props = JSON.parse(page.slice(propsStart, propsEnd)) as Record<string, unknown>;
    for (const key of SERVED_KEYS[widget] ?? []) delete props[key];
    const json = JSON.stringify(props).replace(/</g, '\\u003c');
    page = page.slice(0, start) + tag + page.slice(tagEnd, propsStart) + json + page.slice(propsEnd);
  }
  return page;
}

/** Serves `path` (its pathname, any query) with `widgets` unserved, and `also` applied to its HTML. */
export async function serveUnserved(
  page: Page,
  path: string,
  widgets: readonly string[],
  also: (html: string) => string = (html) => html,
): Promise<void> {
  const { origin, pathname } = new URL(url(path));
  await intercept(
    page,
    `${origin}${pathname}*`,
    async (paused) => {
      if (paused.resourceType !== 'Document' || new URL(paused.url).pathname !== pathname) return paused.fallback();
      await paused.fulfill({ body: also(unserve(await paused.text(), widgets)) });
    },
    'Response',
  );
}

/** Every slot's widget and state, in page order. */
export function slotStates(page: Page): Promise<Array<[string, string]>> {
  return page
    .locator('[data-widget]')
    .evaluateAll((slots) =>
      slots.map((slot) => [slot.getAttribute('data-widget') ?? '', slot.getAttribute('data-widget-state') ?? '']),
    );
}

/** Waits for every slot to be seen by the loader and none to be loading. */
export async function slotsIdle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-widget]')).every((slot) =>
      ['waiting', 'mounted', 'error'].includes(slot.getAttribute('data-widget-state') ?? ''),
    ),
  );
}

/** The widgets of the page's slots that are mounted now (a name once per mounted slot). */
export async function mountedWidgets(page: Page): Promise<string[]> {
  return (await slotStates(page)).filter(([, state]) => state === 'mounted').map(([widget]) => widget);
}

/**
 * The isolation checks of a cell: no slot failed (a failed call is not a broken widget), every widget of
 * `mounted` (as the page had them without the fault) is mounted, no uncaught error, no widget failure
 * reported, and no raw answer on show (the 500's page, the 200's HTML, a JSON body, an object as text).
 */
export async function expectIsolated(
  page: Page,
  mounted: readonly string[],
  errors: string[],
  allowReported: RegExp[] = [],
): Promise<void> {
  const missing = async () => {
    const now = await mountedWidgets(page);
    return mounted.filter((widget) => {
      const index = now.indexOf(widget);
      if (index >= 0) now.splice(index, 1);
      return index < 0;
    });
  };
  await expect.poll(missing, { timeout: 5_000 }).toEqual([]);
  expect((await slotStates(page)).filter(([, state]) => state === 'error')).toEqual([]);
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  expect(
    errors.filter((error) => error.startsWith('[widgets]') && !allowReported.some((allowed) => allowed.test(error))),
  ).toEqual([]);
  const text = await page.evaluate(() => document.body.innerText);
  for (const raw of [
    'Internal Server Error',
    'Please wait…',
    '[object Object]',
    '{"error"',
    'fault_matrix',
    'undefined',
  ]) {
    expect(text, `the page shows "${raw}"`).not.toContain(raw);
  }
}

/**
 * Lets a faulted call end as the client sees it end: the held request past the client's timeout, a 429's
 * Retry-After (a GET is retried once after it); then waits for every faulted call to have its answer.
 */
export async function letFaultPlayOut(
  page: Page,
  fault: Fault,
  injected: Injected,
  timeoutMs = CLIENT_TIMEOUT_MS,
): Promise<void> {
  if (fault === 'timeout') await runPastTimeout(page, injected, timeoutMs);
  if (fault === '429 Retry-After') await page.clock.runFor(RETRY_AFTER_S * 1_000 + 500);
  if (fault === 'connection refused') await page.clock.runFor(2_000);
  // The faulted calls answered and handed to the page, so the cell judges what the page did with the answer, not
  // the page before it came (a held call stays under way: the page gave up on it).
  if (fault !== 'timeout') await callsEnded(page, injected.takes);
}

/** Polls until the faulted call was made (a cell whose call never went out proves nothing). */
export async function expectHit(injected: Injected): Promise<void> {
  await expect.poll(() => injected.hits, { timeout: 10_000 }).toBeGreaterThan(0);
}

/** The context's cookie `name`, or undefined. */
export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((each) => each.name === name)?.value;
}

/** A page's load marker: still there after an action means the page was not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { faultMatrixMark: boolean }).faultMatrixMark = true));
}

export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { faultMatrixMark?: boolean }).faultMatrixMark === true);
}
