import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, axeViolations, closePage, launchBrowser, openPage, url } from '../../build/e2e/browser';

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'build', '.reports', 'screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(() => browser.close());

async function catalogue(width = 1280) {
  const opened = await openPage(browser, { viewport: { width, height: 900 }, reducedMotion: 'no-preference' });
  await opened.page.goto(url('/ui'));
  await opened.page.locator('[data-widget="ui-catalogue"][data-widget-state="mounted"]').waitFor({ state: 'attached' });
  return opened;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('/ui, the primitives catalogue, in Chromium', () => {
  it.each([1280, 375])(
    'at %spx: every primitive renders, axe finds nothing, and a screenshot is saved for review',
    async (width) => {
      const { page, errors } = await catalogue(width);
      const image = page.locator('.ui-catalogue picture img');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      for (const heading of [
        'Buttons, spinner and announcements',
        'Modal',
        'Drawer',
        'Accordion',
        'Text input',
        'Rating, loading skeleton and image',
        'Right to left and long words',
      ]) {
        expect(await page.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOTS, `ui-${width}.png`), fullPage: true });
      await closePage(page);
    },
  );

  it.each([
    ['Open modal', 'Free shipping weekend'],
    ['Open a long modal', 'Shipping and returns, in full'],
    ['Open right drawer', 'Your basket'],
    ['Open left drawer', 'Browse'],
  ])('with "%s" open, axe finds nothing', async (trigger, title) => {
    const { page } = await catalogue();
    await page.getByRole('button', { name: trigger, exact: true }).click();
    // axe measures contrast as painted: wait for the fade-in to end.
    await animationsDone(page.getByRole('dialog', { name: title }));
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  });

  describe('Accordion, by keyboard', () => {
    it('arrows, Home and End move between headers; Enter and Space toggle; single mode keeps one open', async () => {
      const { page } = await catalogue();
      const triggers = page
        .getByRole('heading', { name: 'Multiple' })
        .locator('xpath=following-sibling::*[1]')
        .getByRole('button');
      await triggers.first().focus();
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe('Returns');
      await page.keyboard.press('End');
      expect(await focusedText(page)).toBe('Care and cleaning');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe('Shipping');
      await page.keyboard.press('Home');
      expect(await focusedText(page)).toBe('Shipping');
      expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Space');
      expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('false');

      const single = page
        .getByRole('heading', { name: 'Single', exact: true })
        .locator('xpath=following-sibling::*[1]')
        .getByRole('button');
      await single.first().focus();
      await page.keyboard.press('Enter');
      expect(await single.first().getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await single.nth(1).getAttribute('aria-expanded')).toBe('true');
      expect(await single.first().getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('region', { name: 'Returns' }).first().isVisible()).toBe(true);
      await closePage(page);
    });
  });

  describe('Text input, by keyboard', () => {
    it('the label rises on focus, the counter counts down, maxlength stops typing, errors are tied to the field', async () => {
      const { page } = await catalogue();
      const name = page.getByRole('textbox', { name: 'Collection name' });
      const label = page.locator('label', { hasText: 'Collection name' });
      const restingY = (await label.boundingBox())!.y;
      await name.focus();
      await expect.poll(async () => (await label.boundingBox())!.y).toBeLessThan(restingY);

      const description = page.getByRole('textbox', { name: 'Description' });
      await description.focus();
      await page.keyboard.press('End');
      await page.keyboard.type(' for two');
      expect(await description.inputValue()).toBe('Weeknight dinners for two');
      await expect
        .poll(() =>
          description.evaluate((element) =>
            element
              .getAttribute('aria-describedby')
              ?.split(' ')
              .map((id) => document.getElementById(id)?.textContent)
              .join(' '),
          ),
        )
        .toContain('25 characters left');
      await page.keyboard.type('x'.repeat(40));
      expect((await description.inputValue()).length).toBe(50);

      const zip = page.getByRole('textbox', { name: 'Zip' });
      expect(await zip.getAttribute('aria-invalid')).toBe('true');
      expect(
        await zip.evaluate((element) =>
          element
            .getAttribute('aria-describedby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        ),
      ).toContain('Sorry, this Zip Code is invalid.');
      await closePage(page);
    });
  });

  it('Rating is one image with a label, rounded to half stars, absent under 3 reviews', async () => {
    const { page } = await catalogue();
    for (const name of [
      '5 out of 5 stars, 412 reviews',
      '4.5 out of 5 stars, 12 reviews',
      '4 out of 5 stars, 9 ratings',
      '4 out of 5 stars, 3 reviews',
    ]) {
      expect(await page.getByRole('img', { name, exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('img', { name: /, 2 reviews$/ }).count()).toBe(0);
    await closePage(page);
  });

  it('Skeleton is a busy status with its label; Spinner a status', async () => {
    const { page } = await catalogue();
    const products = page.getByRole('status', { name: 'Loading products' });
    expect(await products.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('status', { name: 'Loading recommendations' }).count()).toBe(1);
    await closePage(page);
  });

  it('buttons by keyboard: a loading button ignores presses, an icon button toggles, announcements reach the live regions', async () => {
    const { page } = await catalogue();
    const loading = page.getByRole('button', { name: 'Placing order' });
    expect(await loading.getAttribute('aria-busy')).toBe('true');
    const save = page.getByRole('button', { name: 'Save to Favorites' });
    await save.focus();
    await page.keyboard.press('Space');
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Announce politely' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#ui-live-polite').textContent()).toBe('2 items in your basket');
    await page.getByRole('button', { name: 'Announce assertively' }).click();
    await expect.poll(() => page.locator('#ui-live-assertive').textContent()).toBe('Your card was declined');
    await closePage(page);
  });
});
