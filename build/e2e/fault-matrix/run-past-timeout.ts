import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callsUnderWay } from '../browser';
import { CLIENT_TIMEOUT_MS, type Injected } from '../faults';

/**
 * Runs the page's clock past the client's timeout, once the page's other calls have ended. Every call still
 * under way would time out with the held one: on a loaded machine a call of the same load (the cookie-settings
 * call beside a held login sync) was given up so, and its cookie never set (a clean-clone run, issue 25).
 * Playwright hears of a call a moment after the page sends it: none under way twice, a round trip to the page
 * apart, before the clock moves.
 */
export async function runPastTimeout(page: Page, injected: Injected, timeoutMs = CLIENT_TIMEOUT_MS): Promise<void> {
  const others = () => callsUnderWay(page).filter((request) => !injected.takes(request)).map((request) => `${request.method()} ${request.url()}`);
  for (const check of ['first', 'again']) {
    await expect.poll(others, { message: `calls under way beside the held one (${check})` }).toEqual([]);
    await page.evaluate(() => undefined);
  }
  await page.clock.runFor(timeoutMs + 1_000);
}
