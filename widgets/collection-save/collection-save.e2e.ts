import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';

// Saving someone's collection on its page, in Chromium: a member by mouse and by keyboard (the server keeps it:
// a reload agrees), a visitor through the sign-in dialog, and a failed save. Every `openPage` is a new visitor
// with freshly seeded state: Victor has saved 5101 (128 saves) and not 5102 (57 saves).

const VICTOR = { email: 'victor.vip@example.com', password: 'vip-pass-1' };
const FAILED_500 = 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function visit(path: string, email?: string) {
  const opened = await openPage(browser);
  if (email) expect((await opened.page.request.post(url('/__fixtures/login'), { data: { email } })).ok()).toBe(true);
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  await opened.page.locator('[data-widget="collection-save"][data-widget-state="mounted"]').waitFor();
  return opened;
}

const saveButton = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name}`, exact: true });
const pressed = async (page: Page, name: string) =>
  (await saveButton(page, name).getAttribute('aria-pressed')) === 'true';
const count = (page: Page) => page.locator('.collection-save__count').textContent();
/** The button shows its new state at once; the server's answer ends the save (the button is no longer busy). */
const answered = (page: Page, name: string) =>
  expect.poll(() => saveButton(page, name).getAttribute('aria-disabled')).toBeNull();

describe('saving a collection in Chromium', () => {
  it('by mouse, a member saves "Small Kitchen, Big Flavor": pressed, one more save, and still so after a reload', async () => {
    const { page, errors } = await visit('/collections/5102', VICTOR.email);
    const name = 'Small Kitchen, Big Flavor';
    expect(await pressed(page, name)).toBe(false);
    expect(await count(page)).toBe('Saved 57 times');
    expect(await axeViolations(page)).toEqual([]);
    await saveButton(page, name).click();
    await expect.poll(() => count(page)).toBe('Saved 58 times');
    expect(await pressed(page, name)).toBe(true);
    await answered(page, name);
    await page.reload();
    await widgetsIdle(page);
    await expect.poll(() => pressed(page, name)).toBe(true);
    expect(await count(page)).toBe('Saved 58 times');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('by keyboard, a member unsaves one they saved (Space), and saves it again (Enter)', async () => {
    const { page, errors } = await visit('/collections/5101', VICTOR.email);
    const name = "Lena's Holiday Table";
    await expect.poll(() => pressed(page, name)).toBe(true);
    await saveButton(page, name).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => count(page)).toBe('Saved 127 times');
    expect(await pressed(page, name)).toBe(false);
    // A press while the save is out does nothing (the button is busy): the next waits for the answer.
    await answered(page, name);
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page)).toBe('Saved 128 times');
    expect(await pressed(page, name)).toBe(true);
    await answered(page, name);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a visitor is asked to log in, and once they have the collection is saved, with no reload', async () => {
    const { page, errors } = await visit('/collections/5102');
    const name = 'Small Kitchen, Big Flavor';
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await saveButton(page, name).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await expect.poll(() => login.isVisible()).toBe(true);
    await login.getByLabel(/^Email( \*)?$/).fill(VICTOR.email);
    await login.getByLabel(/^Password( \*)?$/).fill(VICTOR.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => pressed(page, name)).toBe(true);
    expect(await count(page)).toBe('Saved 58 times');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("a save the server refuses: the spec's message in the flash bar, the button and count as they were", async () => {
    const { page, errors } = await visit('/collections/5102', VICTOR.email);
    const name = 'Small Kitchen, Big Flavor';
    await page.route('**/collections/5102/ajax_toggle_save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await saveButton(page, name).click();
    await expect
      .poll(() => page.getByText('An unexpected error occured while saving this collection.').isVisible())
      .toBe(true);
    expect(await pressed(page, name)).toBe(false);
    expect(await count(page)).toBe('Saved 57 times');
    expect(errors.filter((error) => error !== FAILED_500)).toEqual([]);
    await closePage(page);
  });
});
