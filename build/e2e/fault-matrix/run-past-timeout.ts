import type { Page } from 'playwright-core';
import { callsEnded } from '../browser';
import { CLIENT_TIMEOUT_MS, type Injected } from '../faults';

/**
 * Runs the page's clock past the client's timeout, once the page's other calls have ended. Every call still
 * under way would time out with the held one: on a loaded machine a call of the same load (the cookie-settings
 * call beside a held login sync) was given up so, and its cookie never set (a clean-clone run, issue 25).
 */
export async function runPastTimeout(page: Page, injected: Injected, timeoutMs = CLIENT_TIMEOUT_MS): Promise<void> {
  await callsEnded(page, (request) => !injected.takes(request));
  await page.clock.runFor(timeoutMs + 1_000);
}
