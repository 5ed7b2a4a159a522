import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TILE_TEST_GIFT_CARD, TILE_TEST_VIEW_CART_NAMES } from '../../fixtures/pages/tile-test-page';
import { animationsDone, closePage, launchBrowser, openPage, url, widgetsIdle } from '../../build/e2e/browser';

// The tiles' buttons on /__test/tiles (fixtures/pages/tile-test-page.ts) with the standalone cart on: a tile's
// View Cart only opens the basket preview (while the header's cart goes to the cart page), on every type; a gift
// card's Add to Cart opens the quick basket for its details, even with one option.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PATH = '/__test/tiles?standaloneCart=1';
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
/** The tile whose heading is `name`, brought into view (tiles mount when visible) and mounted. */
async function tile(page: Page, name: string) {
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await page.locator('[data-widget="tile"]').filter({ hasText: name }).scrollIntoViewIfNeeded();
  await article.waitFor();
  return article;
}

describe('the tile buttons in Chromium, with the standalone cart on', () => {
  it(
    "each type's View Cart opens the basket preview on this page; the header's cart still goes to the cart page",
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(url(PATH));
      await widgetsIdle(page);
      for (const name of TILE_TEST_VIEW_CART_NAMES) {
        const button = (await tile(page, name)).getByRole('button', { name: 'View Cart' });
        await button.click();
        await animationsDone(drawer(page));
        expect(new URL(page.url()).pathname, name).toBe('/__test/tiles');
        await drawer(page).getByRole('button', { name: 'Close cart' }).click();
        await expect.poll(() => drawer(page).isVisible(), { message: name }).toBe(false);
        // Focus returns to the triggering button.
        await expect
          .poll(() => button.evaluate((element) => element === document.activeElement), { message: name })
          .toBe(true);
      }
      await page.getByRole('link', { name: /^Go to Cart/ }).click();
      await page.waitForURL((address) => address.pathname === '/users/cart');
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it(
    'a gift card with one option: Add to Cart opens the quick basket for its details and adds nothing',
    { timeout: 60_000 },
    async () => {
      const { page, errors, requests } = await openPage(browser);
      await page.goto(url(PATH));
      await widgetsIdle(page);
      await (await tile(page, TILE_TEST_GIFT_CARD.name)).getByRole('button', { name: 'Add to Cart' }).click();
      const quick = page.getByRole('dialog', { name: TILE_TEST_GIFT_CARD.name });
      await animationsDone(quick);
      await quick.getByText('This item is sent by email. Choose its options on the product page.').waitFor();
      expect(requests.filter((request) => request.startsWith('/users/cart/ajax_add_item'))).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});
