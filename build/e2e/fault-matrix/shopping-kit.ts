import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, url, widgetsIdle } from '../browser';
import { RETRY_AFTER_S, injectFault, type Endpoint, type Fault, type Injected } from '../faults';
import { runPastTimeout } from './run-past-timeout';

// What every cell of the shopping group's fault matrix checks around the shopper's action: the call was made,
// the fault's time passed on the page's fake clock (never real waiting), the other widgets stayed as they were,
// and no uncaught page error.

export interface FaultPage {
  page: Page;
  /** Uncaught exceptions on the page (Playwright's `pageerror`), with their stacks. */
  pageErrors: string[];
  /** console.error texts (Chromium's own failed-resource lines among them). */
  errors: string[];
  /** Same-origin requests, as paths. */
  requests: string[];
}

/** A new visitor's page on the fake clock (it flows by itself; `runFor` jumps it), optionally signed in. */
export async function openFaultPage(
  browser: Browser,
  path: string,
  options: {
    email?: string;
    scenario?: string;
    context?: BrowserContextOptions;
    before?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<FaultPage> {
  const { page, errors, requests } = await openPage(browser, { ...options.context, clock: true });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack || error.message));
  if (options.email)
    expect((await page.request.post(url('/__fixtures/login'), { data: { email: options.email } })).ok()).toBe(true);
  if (options.scenario) await basketScenario(page, options.scenario);
  await options.before?.(page);
  await page.goto(url(path), { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await widgetsIdle(page);
  return { page, pageErrors, errors, requests };
}

/** Sets the visitor's basket on the server (fixtures/README.md, Test hooks): setup, not the shopper. */
export async function basketScenario(page: Page, scenario: string): Promise<void> {
  expect((await page.request.post(url('/__fixtures/basket'), { data: { scenario } })).ok()).toBe(true);
}

/** Each slot's widget and state, keyed by a mark the snapshot leaves on it (slots may be added later). */
export async function slotStates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const states: Record<string, string> = {};
    document.querySelectorAll<HTMLElement>('[data-widget]').forEach((slot, index) => {
      slot.dataset.fmSlot ??= `${slot.dataset.widget}#${index}`;
      states[slot.dataset.fmSlot] = slot.dataset.widgetState ?? 'none';
    });
    return states;
  });
}

/**
 * The page apart from the widgets concerned: every other slot mounted before is still mounted, no slot went to
 * the error state, and no uncaught exception.
 */
export async function expectIsolated(
  fault: FaultPage,
  before: Record<string, string>,
  concerned: readonly string[],
): Promise<void> {
  const now = await slotStates(fault.page);
  const others = (states: Record<string, string>) =>
    Object.entries(states)
      .filter(([slot, state]) => state === 'mounted' && !concerned.includes(slot.replace(/#\d+$/, '')))
      .map(([slot]) => slot);
  expect(others(now)).toEqual(expect.arrayContaining(others(before)));
  const failed = (states: Record<string, string>) => Object.keys(states).filter((slot) => states[slot] === 'error');
  expect(failed(now)).toEqual(failed(before));
  expect(fault.pageErrors).toEqual([]);
}

/**
 * Injects the fault, runs the shopper's action, checks the call was made, then lets the fault's time pass on
 * the fake clock: the client's timeout, or a 429's Retry-After before a GET's one retry.
 */
export async function withFault(
  page: Page,
  endpoint: Endpoint,
  fault: Fault,
  act: () => Promise<unknown>,
  requests?: string[],
): Promise<Injected> {
  const injected = await injectFault(page, endpoint, fault);
  const sent = requests?.length ?? 0;
  await act();
  await expect
    .poll(() => injected.hits, {
      timeout: 15_000,
      message: `no ${endpoint.path} among ${JSON.stringify(requests?.slice(sent))}`,
    })
    .toBeGreaterThan(0);
  if (fault === 'timeout') await runPastTimeout(page, injected);
  if (fault === '429 Retry-After' && endpoint.method === 'GET') {
    await page.clock.runFor(RETRY_AFTER_S * 1_000 + 500);
    // ky retries a GET once after the Retry-After, and no more: never a loop.
    await expect.poll(() => injected.hits, { timeout: 15_000 }).toBe(2);
  }
  return injected;
}

const flashBar = (page: Page) => page.locator('[data-widget="flash-bar"]');

/** The flash bar's error text now ('' when none): its alert region is always there, empty until an error. */
export async function flashErrorText(page: Page): Promise<string> {
  return (await flashBar(page).getByRole('alert').getByRole('paragraph').allTextContents()).join(' ').trim();
}

/** The flash bar's error text, once it shows one. */
export async function flashedError(page: Page): Promise<string> {
  await expect.poll(() => flashErrorText(page), { timeout: 15_000 }).not.toBe('');
  return flashErrorText(page);
}

/** Dismisses the flash bar's error (errors stay until dismissed), so the next cell's message is its own. */
export async function dismissFlash(page: Page): Promise<void> {
  const dismiss = flashBar(page).getByRole('button', { name: 'Dismiss' });
  if (await dismiss.count()) await dismiss.click();
  await expect.poll(() => flashErrorText(page), { timeout: 15_000 }).toBe('');
}

/** Text a shopper should never see: a server's page as text, an object's toString, an empty error. */
export function expectReadable(text: string): void {
  expect(text).not.toMatch(/<[a-z!/]|\[object |undefined|null|Internal Server Error|Unexpected token|JSON/i);
  expect(text.length).toBeGreaterThan(0);
}

/** The header's basket count as shown. */
export const headerCount = (page: Page) => page.locator('header .header-cart__count').first().textContent();

/**
 * Resolves once no basket line in `scope` says it is updating, nor its summary: a removed line leaves the list at
 * once, and only the summary's "(updating…)" tells its change is still on its way to the server. Wait first for
 * the change to show, or this passes before it is made.
 */
export async function linesSettled(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.locator('[data-updating], .basket-summary__updating').count(), { timeout: 15_000 })
    .toBe(0);
}
