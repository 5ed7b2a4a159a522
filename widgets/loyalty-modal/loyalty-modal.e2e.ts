import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  callsEnded,
  closePage,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
} from '../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SAM = { email: 'sam.unenrolled@example.com', id: 201 };
const INES = { email: 'ines.insider@example.com' };

const slot = (page: Page) => page.locator('[data-widget="loyalty-modal"]');
const modal = (page: Page) => page.getByRole('dialog', { name: 'Join The Table' });
const joinNow = (page: Page) => modal(page).getByRole('button', { name: 'Join Now' });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
/** The widget's own files (its entry and stylesheet); the chunks it shares with others do not say. */
const modalCode = (requests: string[]) => requests.filter((path) => /\/loyalty-modal-[A-Z0-9]+\.(js|css)$/.test(path));
const optOutCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === `f52_loyalty_opt_out_${SAM.id}`);

/** Opens `path` signed in as `email` through the fixture hook. */
async function visit(path: string, email: string) {
  const opened = await openPage(browser);
  expect((await opened.page.request.post(url('/__fixtures/login'), { data: { email } })).ok()).toBe(true);
  await opened.page.goto(url(path));
  return opened;
}

async function shown(page: Page) {
  await expect.poll(() => modal(page).isVisible()).toBe(true);
  await animationsDone(modal(page));
}

/**
 * Resolves once this page has decided about the modal: the login status is known (the header shows the account
 * button), the loyalty banner (whose store asks for the modal) is mounted, and nothing is left on the network.
 */
async function settled(page: Page) {
  await widgetsIdle(page);
  await expect.poll(() => page.getByRole('button', { name: /^Your account/ }).isVisible()).toBe(true);
  await expect
    .poll(() => page.locator('[data-widget="loyalty-banner"]').getAttribute('data-widget-state'))
    .toBe('mounted');
  await page.waitForLoadState('networkidle');
}

describe('loyalty-modal in Chromium', () => {
  it('an unenrolled member gets it; by keyboard, No maybe later closes it, sets the opt-out cookie, and it stays away after a reload', async () => {
    const { page, errors, requests } = await visit('/', SAM.email);
    await shown(page);
    expect(await modal(page).textContent()).toContain('Join The Table and get a welcome gift of 20 points.');
    expect(await modal(page).getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    expect(await modal(page).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(modalCode(requests).length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // Focus starts inside the modal and Tab stays in it.
    for (let step = 0; step < 10 && (await focusedName(page)) !== 'No, maybe later'; step++)
      await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('No, maybe later');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).count()).toBe(0);
    const cookie = await optOutCookie(page);
    expect(cookie).toBeDefined();
    // 30 days, give or take the seconds this test took.
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(30);

    const before = requests.length;
    await page.reload();
    await settled(page);
    expect(await modal(page).count()).toBe(0);
    expect(await slot(page).getAttribute('data-widget-state')).toBe('waiting');
    expect(modalCode(requests.slice(before))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('Join Now by mouse enrols them: the page reloads and the member now sees the banner’s welcome instead of the modal', async () => {
    const { page, errors, requests } = await visit('/', SAM.email);
    await shown(page);
    const reloaded = page.waitForEvent('load');
    await joinNow(page).click();
    await reloaded;
    expect(requests).toContain(`/loyalty-job?user_id=${SAM.id}&job=Create+an+account`);
    const welcome = page
      .getByRole('complementary', { name: 'The Table rewards' })
      .getByRole('link', { name: /^Welcome, / });
    await expect.poll(() => welcome.isVisible()).toBe(true);
    expect(await welcome.textContent()).toContain('As an INSIDER member, you get access to special perks!');
    await settled(page);
    expect(await modal(page).count()).toBe(0);
    expect(await optOutCookie(page)).toBeUndefined();
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a failed enrolment (500) leaves Join Now busy and not sendable again, and the page stays', async () => {
    const { page, requests } = await visit('/', SAM.email);
    await page.route('**/loyalty-job?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await shown(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const enrolRequests = () => requests.filter((path) => path.startsWith('/loyalty-job')).length;
    await joinNow(page).click();
    // ky tries a failed GET once more. Answered, not only sent: the checks below are of the page after both
    // failures came back.
    await expect.poll(enrolRequests).toBe(2);
    await callsEnded(page, (request) => new URL(request.url()).pathname === '/loyalty-job');
    expect(await joinNow(page).getAttribute('aria-busy')).toBe('true');
    expect(await joinNow(page).getAttribute('aria-disabled')).toBe('true');
    expect(await modal(page).getByRole('status').textContent()).toBe('Joining The Table…');
    // Playwright waits for an aria-disabled control to be enabled; a shopper's click does not.
    await joinNow(page).click({ force: true });
    await page.waitForLoadState('networkidle');
    expect(enrolRequests()).toBe(2);
    expect(await modal(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await closePage(page);
  });

  it('an enrolled member never gets it, and its code is never requested', async () => {
    const { page, errors, requests } = await visit('/', INES.email);
    await settled(page);
    expect(await page.getByRole('link', { name: /^Welcome, / }).isVisible()).toBe(true);
    expect(await modal(page).count()).toBe(0);
    expect(await slot(page).getAttribute('data-widget-state')).toBe('waiting');
    expect(modalCode(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
