import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const slot = (page: Page) => page.locator('[data-widget="loyalty-banner"]');
const banner = (page: Page) => page.getByRole('complementary', { name: 'The Table rewards' });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** Opens `path` (signed in as `email` through the fixture hook, when given) and waits for the banner's slot. */
async function visit(
  path: string,
  { email, viewport }: { email?: string; viewport?: { width: number; height: number } } = {},
) {
  const opened = await openPage(browser, viewport ? { viewport } : {});
  if (email) expect((await opened.page.request.post(url('/__fixtures/login'), { data: { email } })).ok()).toBe(true);
  await opened.page.goto(url(path));
  await mounted(opened.page);
  return opened;
}

async function mounted(page: Page) {
  await widgetsIdle(page);
  await expect.poll(() => slot(page).getAttribute('data-widget-state')).toBe('mounted');
}

describe('loyalty-banner in Chromium', () => {
  it('a visitor sees the invitation; Tab to Close and Enter hide it, and it stays hidden after a reload', async () => {
    const { page, errors } = await visit('/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await banner(page).textContent()).toContain('Join The Table to earn rewards.');
    expect(await page.getByRole('link', { name: 'Join Now' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    // A bar at the bottom of the viewport, in front of the page and taking no room in it.
    const box = (await banner(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(900);
    expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    for (let step = 0; step < 60 && (await focusedLabel(page)) !== 'Close loyalty banner'; step++)
      await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Close loyalty banner');
    await page.keyboard.press('Enter');
    await expect.poll(() => banner(page).count()).toBe(0);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'f52_hide_loyalty_banner')).toBe(true);

    await page.reload();
    await mounted(page);
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('keyboard focus at the end of the page is not hidden behind the bar', async () => {
    const { page } = await visit('/', { viewport: { width: 375, height: 740 } });
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const footerLink = page.getByRole('link', { name: 'Privacy' });
    await footerLink.focus();
    const link = (await footerLink.boundingBox())!;
    const bar = (await banner(page).boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(bar.y);
    await closePage(page);
  });

  it('the VIP member is welcomed with the VIP benefit, in one link to /users/rewards', async () => {
    const { page, errors } = await visit('/', { email: 'victor.vip@example.com' });
    const link = banner(page).getByRole('link', { name: /^Welcome, / });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.textContent()).toMatch(/Welcome, .+As a VIP member, you get 10% OFF!$/);
    expect(await link.getAttribute('href')).toBe('/users/rewards');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the VIP member on a phone gets the short benefit', async () => {
    const { page } = await visit('/', { email: 'victor.vip@example.com', viewport: { width: 375, height: 740 } });
    const link = banner(page).getByRole('link', { name: /^Welcome, / });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.textContent()).toMatch(/VIP \| 10% OFF!$/);
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  it("the PREMIER member closes The Table's banner: the free-shipping banner stays, on this page and after a reload", async () => {
    const { page, errors } = await visit('/', { email: 'priya.premier@example.com' });
    const freeShipping = page.getByRole('complementary', { name: 'Free shipping' });
    const pagePadding = () => page.evaluate(() => getComputedStyle(document.body).paddingBlockEnd);
    await expect.poll(() => freeShipping.isVisible()).toBe(true);
    expect(await freeShipping.textContent()).toBe('PREMIER perk: Free shipping on every order, no minimum.');
    expect(await banner(page).isVisible()).toBe(true);
    // Both in the bottom dock, the free-shipping line on top; the page's end keeps clear of both.
    const line = (await freeShipping.boundingBox())!;
    const bar = (await banner(page).boundingBox())!;
    expect(Math.round(line.y + line.height)).toBe(Math.round(bar.y));
    expect(Math.round(bar.y + bar.height)).toBe(900);
    expect(await pagePadding()).toBe(`${Math.round(line.height + bar.height)}px`);
    expect(await axeViolations(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Close loyalty banner' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await freeShipping.isVisible()).toBe(true);
    const alone = (await freeShipping.boundingBox())!;
    expect(Math.round(alone.y + alone.height)).toBe(900);
    expect(await pagePadding()).toBe(`${Math.round(alone.height)}px`);

    await page.reload();
    await mounted(page);
    await expect.poll(() => freeShipping.isVisible()).toBe(true);
    expect(await banner(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the INSIDER member gets the welcome and no free-shipping banner', async () => {
    const { page, errors } = await visit('/', { email: 'ines.insider@example.com' });
    await expect
      .poll(() =>
        banner(page)
          .getByRole('link', { name: /^Welcome, / })
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('complementary', { name: 'Free shipping' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the unenrolled member sees no banner', async () => {
    const { page, errors } = await visit('/', { email: 'sam.unenrolled@example.com' });
    await expect.poll(() => page.evaluate(() => document.cookie.includes('f52_session_email'))).toBe(true);
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
