import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  closePage,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
  widgetState,
} from '../../build/e2e/browser';
import { basketLines, firstOneMore } from '../../build/e2e/basket-lines';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
/** The sum of the lines' quantities. */
async function itemCount(scope: Locator): Promise<number> {
  return (await basketLines(scope)).reduce((sum, entry) => sum + Number(entry.replace(/^.* x(\d+)$/, '$1')), 0);
}

async function settled(scope: Locator) {
  await expect.poll(() => scope.getByText('(updating…)').count(), { timeout: 10_000 }).toBe(0);
}

/** In a quick basket: pick the first sku that can be bought, if it asks, and add. */
async function addFromQuickBasket(page: Page, keyboard = false) {
  // The quick basket is the dialog with a bare quantity stepper (the drawer's tiles have Add to Cart too).
  const quick = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Increase quantity', exact: true }) });
  await animationsDone(quick);
  const add = quick.getByRole('button', { name: 'Add to Cart' });
  await expect.poll(() => add.isEnabled()).toBe(true);
  const radios = quick.getByRole('radio');
  if ((await radios.count()) > 0 && !(await quick.getByRole('radio', { checked: true }).count())) {
    await radios.first().check();
  }
  if (keyboard) {
    await add.focus();
    await page.keyboard.press('Enter');
  } else {
    await add.click();
  }
}

describe('the basket in Chromium', () => {
  it(
    'by mouse: quick basket, drawer, quantities, remove, recommendations, the cart page agrees, collections',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(url('/shop'));
      await widgetsIdle(page);
      // Tiles mount as they come into view, so `.first()` can change: pin the tile by its label.
      const label = (await page
        .getByRole('button', { name: /^View details for / })
        .first()
        .getAttribute('aria-label'))!;
      const product = label.replace('View details for ', '');
      await page.getByRole('button', { name: label, exact: true }).first().click();
      const quick = page.getByRole('dialog', { name: product });
      await animationsDone(quick);
      await expect.poll(() => quick.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
      await quick.getByText('Loading products').waitFor({ state: 'detached' });
      expect(await axeViolations(page)).toEqual([]);
      await addFromQuickBasket(page);

      const cart = drawer(page);
      await animationsDone(cart);
      await expect
        .poll(() => basketLines(cart))
        .toContainEqual(expect.stringMatching(new RegExp(`^${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} x`)));
      await settled(cart);
      const before = (await basketLines(cart)).length;
      const items = await itemCount(cart);

      await cart
        .getByRole('button', { name: /^Increase quantity of / })
        .first()
        .click();
      await settled(cart);
      const firstName = (await basketLines(cart))[0]!.replace(/ x\d+$/, '');
      await cart.getByRole('button', { name: `Remove ${firstName}` }).click();
      await expect.poll(async () => (await basketLines(cart)).length).toBe(before - 1);
      await settled(cart);

      const recs = cart.getByRole('region', { name: 'You might also like' });
      await recs.waitFor();
      // Counted before the click: one in-stock sku goes straight in, before the server answers.
      const afterRemove = await itemCount(cart);
      await recs.getByRole('button', { name: 'Add to Cart' }).first().click();
      // One in-stock sku goes straight in; with several, the quick basket asks which.
      const quickOpen = () =>
        page
          .getByRole('dialog')
          .filter({ has: page.getByRole('button', { name: 'Increase quantity', exact: true }) })
          .count();
      await expect
        .poll(async () => (await quickOpen()) > 0 || (await itemCount(drawer(page))) > afterRemove)
        .toBe(true);
      if ((await quickOpen()) > 0) await addFromQuickBasket(page);
      await expect.poll(() => itemCount(drawer(page)), { timeout: 10_000 }).toBe(afterRemove + 1);
      expect(items).toBeGreaterThan(afterRemove);
      await settled(drawer(page));
      expect(await axeViolations(page)).toEqual([]);
      const inDrawer = await basketLines(drawer(page));

      await drawer(page).getByRole('link', { name: 'View full cart' }).click();
      await page.waitForURL(/\/users\/cart$/);
      const page2 = page.locator('[data-widget="cart"]');
      await expect.poll(() => basketLines(page2)).toEqual(inDrawer);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(url('/collections/5101'));
      await widgetsIdle(page);
      const collection = page.getByRole('list', { name: 'Items in this collection' });
      expect(await collection.getByRole('article').count()).toBeGreaterThan(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it('by keyboard: the same flow, with focus returning to the tile', { timeout: 60_000 }, async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/shop'));
    await widgetsIdle(page);
    const label = await page
      .getByRole('button', { name: /^View details for / })
      .nth(1)
      .getAttribute('aria-label');
    const icon = page.getByRole('button', { name: label!, exact: true }).first();
    await icon.focus();
    await page.keyboard.press('Enter');
    await addFromQuickBasket(page, true);
    const cart = drawer(page);
    await animationsDone(cart);
    await settled(cart);
    const increase = cart.getByRole('button', { name: /^Increase quantity of / }).first();
    await increase.focus();
    const name = (await increase.getAttribute('aria-label'))!.replace('Increase quantity of ', '');
    const quantity = async () =>
      Number(
        await cart
          .getByRole('group', { name: `Quantity of ${name}` })
          .locator('output')
          .textContent(),
      );
    const start = await quantity();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await quantity()).toBe(start + 2);
    await settled(cart);
    await cart.getByRole('button', { name: `Remove ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cart.getByRole('group', { name: `Quantity of ${name}` }).count()).toBe(0);
    await settled(cart);

    // A recommendation, by keyboard. (Recommendations are fetched as the drawer opens, so one may already be
    // in the basket: count items, not lines.)
    const count = await itemCount(cart);
    await cart
      .getByRole('region', { name: 'You might also like' })
      .getByRole('button', { name: 'Add to Cart' })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const quickOpen = () =>
      page
        .getByRole('dialog')
        .filter({ has: page.getByRole('button', { name: 'Increase quantity', exact: true }) })
        .count();
    await expect.poll(async () => (await quickOpen()) > 0 || (await itemCount(cart)) === count + 1).toBe(true);
    if ((await quickOpen()) > 0) await addFromQuickBasket(page, true);
    await expect.poll(() => itemCount(drawer(page))).toBe(count + 1);
    await settled(drawer(page));
    const inDrawer = await basketLines(drawer(page));
    await page.keyboard.press('Escape');
    await expect.poll(() => cart.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-widget]')?.getAttribute('data-widget')),
    ).toBe('tile');

    // The cart page agrees with the drawer; reached and used by keyboard.
    await page.goto(url('/users/cart'));
    const onPage = page.locator('[data-widget="cart"]');
    await expect.poll(() => basketLines(onPage)).toEqual(inDrawer);
    // The server's list is the same lines with its steppers disabled: focus one once the widget has them.
    await expect.poll(() => widgetState(page, 'cart')).toBe('mounted');
    await onPage
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => basketLines(onPage)).toEqual(firstOneMore(inDrawer));
    await settled(onPage);
    await onPage.getByRole('link', { name: 'Checkout' }).focus();
    expect(await onPage.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/shop/checkout');

    // A collection page of mixed items, by keyboard: Tab reaches its tiles' links.
    await page.goto(url('/collections/5101'));
    const collection = page.getByRole('list', { name: 'Items in this collection' });
    await collection.waitFor();
    await collection.getByRole('link').first().focus();
    // (focus stays on the link if the collection widget mounts over the server's list meanwhile: mount/carry-focus.ts)
    expect(await page.evaluate(() => document.activeElement?.closest('article') !== null)).toBe(true);
    await closePage(page);
  });

  it('a second tab shows the same basket, and follows changes made in the first', async () => {
    const { page } = await openPage(browser);
    const second = await page.context().newPage();
    await page.goto(url('/users/cart'));
    await second.goto(url('/users/cart'));
    const one = page.locator('[data-widget="cart"]');
    const two = second.locator('[data-widget="cart"]');
    await expect.poll(async () => (await basketLines(one)).length).toBeGreaterThan(0);
    // The second tab's cart renders after its own load: polled too.
    const before = await basketLines(one);
    await expect.poll(() => basketLines(two)).toEqual(before);
    await one
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .click();
    // Compared with what the change makes, not with a read of the first tab that could come before it is drawn.
    const changed = firstOneMore(before);
    await expect.poll(() => basketLines(one)).toEqual(changed);
    await settled(one);
    await expect.poll(() => basketLines(two)).toEqual(changed);
    await closePage(page);
  });

  it.each([['mouse'], ['keyboard']])(
    "with the standalone cart, by %s: the quick basket's Add to Cart goes to the cart page, and the item is in its lines",
    { timeout: 60_000 },
    async (how) => {
      const { page, errors } = await openPage(browser);
      await page.goto(url('/shop?standaloneCart=1'));
      await widgetsIdle(page);
      const cartLink = page.getByRole('link', { name: /^Go to Cart \d+ Items$/ });
      const before = Number((await cartLink.textContent())!.replace(/\D+/g, ''));
      const adds: string[] = [];
      page.on('request', (request) => {
        if (
          request.url().endsWith('/users/cart/ajax_add_item') ||
          request.url().endsWith('/users/cart/ajax_update_item')
        )
          adds.push(request.url());
      });
      const label = (await page
        .getByRole('button', { name: /^View details for / })
        .first()
        .getAttribute('aria-label'))!;
      const tile = page.getByRole('button', { name: label, exact: true }).first();
      if (how === 'keyboard') {
        await tile.focus();
        await page.keyboard.press('Enter');
      } else {
        await tile.click();
      }
      await addFromQuickBasket(page, how === 'keyboard');
      await page.waitForURL(/\/users\/cart$/);
      const cart = page.locator('[data-widget="cart"]');
      await expect.poll(() => itemCount(cart)).toBe(before + 1);
      expect(adds).toHaveLength(1);
      // The server's basket, not only this page's: a reload shows the same.
      await page.reload();
      await expect.poll(() => itemCount(page.locator('[data-widget="cart"]'))).toBe(before + 1);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});
