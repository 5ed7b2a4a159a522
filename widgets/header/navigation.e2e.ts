import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  callsEnded,
  closePage,
  headerLayoutShifts,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
  widgetState,
} from '../../build/e2e/browser';

// The shell's "done when", in Chromium at 375, 800 and 1280px: by mouse and by keyboard a visitor opens every
// menu and sheet and reaches every link in them, opens the promo details, closes the loyalty banner (still
// closed after a reload) and opens the basket drawer from the header; a signed-in user sees their avatar and
// badge; axe finds nothing; screenshots of each width are saved.

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'build', '.reports', 'screenshots');
const HUBS = ['recipes', 'shop', 'home', 'holiday', 'community'];
const DESKTOP = 1280;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(() => browser.close());

/** A new visitor on `path` at `width`, with every widget settled (sheets slide instantly with `reducedMotion`). */
async function visit(path: string, width: number, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const opened = await openPage(browser, { viewport: { width, height: 900 }, reducedMotion });
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  await expect
    .poll(() => opened.page.locator('[data-widget="header"]').getAttribute('data-widget-state'))
    .toBe('mounted');
  return opened;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} ${element.getAttribute('href') ?? ''} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`
      : '';
  });
const describeAll = (links: Locator) =>
  links.evaluateAll((elements) =>
    elements.map(
      (element) =>
        `${element.tagName} ${element.getAttribute('href') ?? ''} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`,
    ),
  );

/** Tab until `done` says so (at most `max` presses); what had focus on the way, in order. */
async function tabUntil(page: Page, done: (now: string) => boolean, max = 200): Promise<string[]> {
  const seen: string[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (done(now)) return seen;
    seen.push(now);
  }
  throw new Error(`focus never got there; last: ${seen.slice(-3).join(' | ')}`);
}

/** Every link in the open dialog is reached by Tab (focus is trapped, so one lap is enough). */
async function tabThroughDialog(page: Page, dialog: Locator): Promise<void> {
  const start = await focused(page);
  const lap = [start, ...(await tabUntil(page, (now) => now === start))];
  const links = await describeAll(
    dialog.locator(':scope > .ui-modal__panel a[href], :scope > .ui-modal__panel button').filter({ visible: true }),
  );
  // links of nested panels belong to those panels (they are closed): only this panel's own
  expect(new Set(lap)).toEqual(new Set(links));
}

/** How many links `container` holds, and whether every one of them is rendered and visible. */
/**
 * Resolves once an opened sheet shows its menus: they come with the navigation fetch its opening starts (its
 * skeleton has none), and are drawn a moment after the call ends.
 */
async function menusDrawn(page: Page, sheet: Locator): Promise<void> {
  await callsEnded(page);
  await expect.poll(() => sheet.getByRole('status', { name: 'Loading the menu' }).count()).toBe(0);
}

const linksShown = (container: Locator) =>
  container.evaluate((element) => {
    const links = [...element.querySelectorAll('a[href]')];
    return {
      count: links.length,
      allVisible: links.every(
        (link) => link.checkVisibility({ visibilityProperty: true }) && link.getBoundingClientRect().width > 0,
      ),
    };
  });

describe.each([375, 800])('at %ipx (tablet and mobile sheets)', (width) => {
  it(
    'by mouse: every section opens its sheet, every menu its nested panel (all links visible), Back, overlay and × close them; Shows is a link; page scroll is locked while open',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await visit('/?redesign=1', width, 'reduce');
      const row = page.locator('.hdr-row--primary');
      expect(await row.getByRole('link', { name: 'Shows', exact: true }).isVisible()).toBe(true);
      const triggers = row.locator('.hdr-sheet-trigger');
      expect(await triggers.allTextContents()).toEqual(['Recipes', 'Shop', 'Home', 'Holiday', 'Community']);
      for (const name of await triggers.allTextContents()) {
        await row.getByRole('button', { name, exact: true }).click();
        const sheet = page.getByRole('dialog', { name, exact: true });
        await animationsDone(sheet);
        await menusDrawn(page, sheet);
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked'))).toBe(true);
        const rows = sheet.locator('.hdr-sheet__list > li > button.hdr-sheet__row');
        for (const menu of await rows.allTextContents()) {
          await sheet.getByRole('button', { name: menu, exact: true }).click();
          const nested = page.getByRole('dialog', { name: menu, exact: true });
          await animationsDone(nested);
          const shown = await linksShown(nested);
          expect(shown.count).toBeGreaterThan(0);
          expect(shown.allVisible).toBe(true);
          await nested.getByRole('button', { name: 'Back', exact: true }).click();
          await expect.poll(() => nested.isVisible()).toBe(false);
        }
        if (name === 'Recipes' && width > 420) {
          // the overlay (a press outside the sheet, which is at most 420px wide) closes it too
          await page.mouse.click(width - 5, 450);
        } else {
          await sheet.getByRole('button', { name: `Close ${name}`, exact: true }).click();
        }
        await expect.poll(() => sheet.isVisible()).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked'))).toBe(false);

      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
      await animationsDone(menu);
      expect(await axeViolations(page)).toEqual([]);
      expect((await linksShown(menu)).allVisible).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `header-${width}-menu.png`) });
      await menu.getByRole('button', { name: 'Close Menu', exact: true }).click();
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it(
    "by keyboard: Tab to each section, Enter opens its sheet with focus on its first element, Tab reaches every link, each menu's nested panel too, Escape closes one at a time and focus comes back",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await visit('/', width, 'reduce');
      for (const name of ['Shop', 'Community', 'Recipes']) {
        await tabUntil(page, (now) => now === `BUTTON  ${name}`);
        await page.keyboard.press('Enter');
        const sheet = page.getByRole('dialog', { name, exact: true });
        await animationsDone(sheet);
        expect(await focused(page)).toBe(`BUTTON  Close ${name}`);
        await menusDrawn(page, sheet);
        await tabThroughDialog(page, sheet);
        expect(await axeViolations(page)).toEqual([]);
        for (const menu of await sheet.locator('.hdr-sheet__list > li > button.hdr-sheet__row').allTextContents()) {
          await tabUntil(page, (now) => now === `BUTTON  ${menu}`, 80);
          await page.keyboard.press('Enter');
          const nested = page.getByRole('dialog', { name: menu, exact: true });
          await animationsDone(nested);
          expect(await focused(page)).toBe('BUTTON  Back');
          await tabThroughDialog(page, nested);
          await page.keyboard.press('Escape');
          await expect.poll(() => nested.isVisible()).toBe(false);
          expect(await focused(page)).toBe(`BUTTON  ${menu}`);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => sheet.isVisible()).toBe(false);
        expect(await focused(page)).toBe(`BUTTON  ${name}`);
      }

      // the Menu button: the mobile nav, its sections as nested panels (Back to Menu), the account group
      await page.keyboard.down('Shift');
      await tabUntil(page, (now) => now === 'BUTTON  Menu');
      await page.keyboard.up('Shift');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
      await animationsDone(menu);
      await tabThroughDialog(page, menu);
      await tabUntil(page, (now) => now === 'BUTTON  Community', 40);
      await page.keyboard.press('Enter');
      const community = page.getByRole('dialog', { name: 'Community', exact: true });
      await animationsDone(community);
      expect(await focused(page)).toBe('BUTTON  Back to Menu');
      await page.keyboard.press('Enter');
      await expect.poll(() => community.isVisible()).toBe(false);
      expect(await focused(page)).toBe('BUTTON  Community');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await focused(page)).toBe('BUTTON  Menu');
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});

describe(`at ${DESKTOP}px (dropdowns)`, () => {
  /** Every link of the open dropdown is visible. */
  async function allVisible(panel: Locator) {
    const shown = await linksShown(panel);
    expect(shown.count).toBeGreaterThan(0);
    expect(shown.allVisible).toBe(true);
  }

  it(
    'by mouse: hovering opens each dropdown (classic and every hub of the redesign) with all its links; leaving closes it; a click pins it and a second click closes it',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await visit('/', DESKTOP);
      const check = async () => {
        const items = page.locator('.hdr-nav .hdr-dropdown');
        const count = await items.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const item = items.nth(index);
          await item.locator('.hdr-dropdown__link').hover();
          const panel = item.locator('.hdr-dropdown__viewport');
          await expect.poll(() => panel.isVisible()).toBe(true);
          // one at a time
          expect(await page.locator('.hdr-dropdown__viewport:not([hidden])').count()).toBe(1);
          await allVisible(panel);
        }
        await page.mouse.move(DESKTOP / 2, 880);
        await expect.poll(() => page.locator('.hdr-dropdown__viewport:not([hidden])').count()).toBe(0);
      };
      await check();
      expect(await axeViolations(page)).toEqual([]);
      for (const hub of HUBS) {
        await page.goto(url(`/?redesign=1&hub=${hub}`));
        await widgetsIdle(page);
        await check();
      }

      await page.goto(url('/?redesign=1&hub=shop'));
      await widgetsIdle(page);
      const toggle = page.getByRole('button', { name: 'New menu', exact: true });
      await toggle.hover();
      await toggle.click();
      await page.mouse.move(DESKTOP / 2, 880);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `header-${DESKTOP}-dropdown.png`) });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it(
    'by keyboard: Tab to each menu button, Enter opens it, Tab reaches every link in it, Escape closes it and focus is back on the button',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await visit('/', DESKTOP);
      const walk = async (names: string[]) => {
        for (const name of names) {
          await tabUntil(page, (now) => now === `BUTTON  ${name} menu`);
          await page.keyboard.press('Enter');
          const toggle = page.getByRole('button', { name: `${name} menu`, exact: true });
          // the menus' content loads on intent (focus reached the menu's link before its button): the button is
          // expanded and the panel shown once it is in
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
          const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
          await expect.poll(() => panel.isVisible()).toBe(true);
          // the panel's links come next in the tab order, every one of them
          const links = await describeAll(panel.locator('a[href]'));
          expect(links.length).toBeGreaterThan(0);
          const seen = await tabUntil(page, (now) => !links.includes(now));
          expect(seen).toEqual(links);
          // focus left the dropdown: it closed; open it again and close it with Escape
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          await toggle.focus();
          await page.keyboard.press('Enter');
          await page.keyboard.press('Tab');
          await page.keyboard.press('Escape');
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          expect(await focused(page)).toBe(`BUTTON  ${name} menu`);
        }
      };
      await walk(['Shop', 'Community', 'Recipes']);
      for (const hub of HUBS) {
        await page.goto(url(`/?redesign=1&hub=${hub}`));
        await widgetsIdle(page);
        const names = await page
          .locator('.hdr-row--contextual .hdr-dropdown__toggle')
          .evaluateAll((buttons) => buttons.map((button) => button.textContent!.replace(/ menu$/, '')));
        await walk(names);
      }
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});

describe.each([375, 800, DESKTOP])('at %ipx', (width) => {
  it('a visitor opens the promo details, closes the loyalty banner (closed after a reload) and opens the basket drawer from the header, by keyboard and mouse; the header never moved; axe finds nothing', async () => {
    const { page, errors } = await visit('/', width);
    expect(await headerLayoutShifts(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, `header-${width}.png`) });

    // promo details, by keyboard
    await tabUntil(page, (now) => now.endsWith('Details about this offer'));
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog').filter({ hasText: 'Free standard shipping' });
    await animationsDone(details);
    expect(await details.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.isVisible()).toBe(false);
    expect(await focused(page)).toMatch(/Details about this offer$/);
    // and by mouse
    await page.getByRole('button', { name: 'Details about this offer' }).click();
    await animationsDone(details);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => details.isVisible()).toBe(false);

    // the basket drawer from the header's cart button, by mouse then keyboard
    const cart = page.getByRole('button', { name: /^Open Cart \d+ Items$/ });
    await cart.click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await animationsDone(drawer);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await focused(page)).toMatch(/Open Cart \d+ Items$/);
    await page.keyboard.press('Enter');
    await animationsDone(drawer);
    expect(await drawer.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // the loyalty banner, closed by keyboard, stays closed after a reload
    const banner = page.getByRole('complementary', { name: 'The Table rewards', exact: true });
    // It loads when the page is idle: polled.
    await expect.poll(() => banner.count()).toBe(1);
    await tabUntil(page, (now) => now.endsWith('Close loyalty banner'), 120);
    await page.keyboard.press('Enter');
    await expect.poll(() => banner.count()).toBe(0);
    await page.reload();
    await widgetsIdle(page);
    // An idle widget: mounted, it has read the cookie and drawn nothing; waiting, it would show nothing either.
    await expect.poll(() => widgetState(page, 'loyalty-banner')).toBe('mounted');
    expect(await page.getByRole('button', { name: 'Close loyalty banner' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('signed in, Victor sees his avatar with the new-activity badge', async () => {
    const { page, errors } = await visit('/', width);
    await page.request.post(url('/__fixtures/login'), { data: { email: 'victor.vip@example.com' } });
    await page.reload();
    await widgetsIdle(page);
    const account = page.getByRole('button', { name: 'Your account, new activity' });
    await expect.poll(() => account.isVisible()).toBe(true);
    await expect
      .poll(() =>
        account.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    expect(await account.locator('.header-user__badge').isVisible()).toBe(true);
    expect(await headerLayoutShifts(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, `header-${width}-signed-in.png`) });
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
