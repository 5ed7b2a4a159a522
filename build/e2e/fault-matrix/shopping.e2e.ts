import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAction } from '../../../shared/commerce/tiles/product-stock';
import { PRODUCTS } from '../../../fixtures/data/products';
import { SHOP_PAGE_SIZE } from '../../../fixtures/pages/shop';
import { productTileItem } from '../../../fixtures/pages/tile-data';
import { AD_TEST } from '../../../fixtures/pages/ad-test-page';
import { SAVE_TEST_POST } from '../../../fixtures/pages/save-test-page';
import {
  animationsDone,
  callsEnded,
  closePage,
  framesDrawn,
  launchBrowser,
  url,
  widgetsIdle,
  widgetState,
} from '../browser';
import {
  answersOk,
  FAULTS,
  endpointName,
  injectFault,
  publishCells,
  type Cell,
  type Endpoint,
  type Fault,
} from '../faults';
import { runPastTimeout } from './run-past-timeout';
import { basketLines, firstOneMore } from '../basket-lines';
import {
  basketScenario,
  dismissFlash,
  expectIsolated,
  expectReadable,
  flashedError,
  flashErrorText,
  headerCount,
  linesSettled,
  openFaultPage,
  slotStates,
  withFault,
  type FaultPage,
} from './shopping-kit';

// The fault matrix, shopping group (issue 15): every endpoint the shopping widgets call, answered with each of
// the nine faults (build/e2e/faults.ts) while a shopper uses the widget; the cell is what the shopper sees. The
// registry's calls (stores/registry/) and POST /collections/:id/ajax_toggle_save (stores/collections/collection-saves.ts)
// have no cells: no widget calls them yet (their stores' unit tests cover their failures).

/** expect.poll with room for a loaded machine (its default gives up after 1 s). */
const poll = <T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) =>
  expect.poll(read, { timeout: 15_000, ...options });

const cells: Cell[] = [];
function record(endpoint: Endpoint | string, fault: Fault, outcome: string, spec = false): void {
  cells.push({ endpoint: typeof endpoint === 'string' ? endpoint : endpointName(endpoint), fault, outcome, spec });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  publishCells('shopping', cells);
});

const BASKET: Endpoint = { method: 'GET', path: '/users/cart/ajax_basket' };
const ADD: Endpoint = { method: 'POST', path: '/users/cart/ajax_add_item' };
const UPDATE: Endpoint = { method: 'POST', path: '/users/cart/ajax_update_item' };
const REMOVE: Endpoint = { method: 'POST', path: '/users/cart/ajax_remove_item' };
const CONFIRM: Endpoint = { method: 'POST', path: '/users/cart/ajax_confirm_item' };
const DETAILS: Endpoint = { method: 'GET', path: '/shop/product_chooser_details' };
const PANTRY: Endpoint = { method: 'POST', path: '/pantry' };
const CREATE: Endpoint = { method: 'POST', path: '/collections/ajax_add_collection' };
const SAVE: Endpoint = { method: 'POST', path: '/collections/:id/ajax_widget_add_collectable' };
const UNSAVE: Endpoint = { method: 'POST', path: '/collections/:id/ajax_widget_remove_collectable' };
const GPT: Endpoint = { method: 'GET', path: '/fake-gpt/gpt.js' };
// One endpoint, two callers with outcomes of their own: two rows.
const PANTRY_TILES = `${endpointName(PANTRY)} (tiles by id)`;
const PANTRY_RECS = `${endpointName(PANTRY)} (basket recommendations)`;

const REACH = 'We could not reach the store. Please check your connection and try again.';
/** What the flash bar says when a basket change fails (stores/basket/basket-actions.ts): the server's `error`, else ours. */
const BASKET_CHANGE_MESSAGE: Record<Fault, string> = {
  'connection refused': REACH,
  timeout: REACH,
  '401': 'You need to sign in.',
  '422': 'The fault matrix refused this.',
  '429 Retry-After': 'Too many requests.',
  '500': 'We could not update your basket. Please try again.',
  'HTML body': REACH,
  'empty body': REACH,
  'malformed JSON': REACH,
};

const VICTOR = 'victor.vip@example.com';
const cartWidget = (page: Page) => page.locator('[data-widget="cart"]');
const openCart = (page: Page) => page.locator('header').getByRole('button', { name: /^Open Cart/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
/**
 * The shopper comes back to the tab: the basket store loads again (stores/basket/basket.ts). Resolves once its answer is in and two frames
 * have been drawn after it (the store applies it as the body arrives), so a click that follows acts on the
 * server's lines: a scenario gives its lines new ids, and a change to a line the answer has replaced is dropped.
 * A load still under way (the refresh after a change, answered before the scenario was set) is let end first:
 * its answer is not the one waited for (a clean full run clicked a line the scenario had replaced so). The store
 * joins a focus to a load it has not finished handling, so the focus comes again until a new load starts.
 */
async function comeBack(page: Page): Promise<void> {
  const isBasket = (address: string) => new URL(address).pathname === '/users/cart/ajax_basket';
  await callsEnded(page, (request) => isBasket(request.url()));
  let asked: Request | undefined;
  const onRequest = (request: Request) => void (isBasket(request.url()) && (asked ??= request));
  page.on('request', onRequest);
  try {
    await poll(async () => {
      if (!asked) await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return asked !== undefined;
    }).toBe(true);
  } finally {
    page.off('request', onRequest);
  }
  const answer = await asked!.response();
  await answer?.finished();
  await framesDrawn(page);
}

/** Counts of mounted slots per widget, for a page loaded with a fault at load. */
async function mountedByWidget(page: Page, except: readonly string[]): Promise<Record<string, number>> {
  const states = await slotStates(page);
  const counts: Record<string, number> = {};
  for (const [slot, state] of Object.entries(states)) {
    const widget = slot.replace(/#\d+$/, '');
    if (state === 'mounted' && !except.includes(widget)) counts[widget] = (counts[widget] ?? 0) + 1;
  }
  return counts;
}

describe('GET /users/cart/ajax_basket (at page load: header count, basket drawer)', () => {
  let healthy: Record<string, number>;
  beforeAll(async () => {
    const fault = await openFaultPage(browser, '/shop');
    await fault.page.waitForFunction(() => document.querySelector('header .header-cart__count')?.textContent === '3');
    healthy = await mountedByWidget(fault.page, ['basket-drawer', 'quick-basket']);
    await closePage(fault.page);
  });

  it.each(FAULTS)(
    '%s: the drawer says the cart could not load, with Try again; the header keeps the page’s count',
    { timeout: 60_000 },
    async (fault) => {
      let held: Awaited<ReturnType<typeof injectFault>> | undefined;
      const opened = await openFaultPage(browser, '/shop', {
        before: async (page) => (held = await injectFault(page, BASKET, fault)),
      });
      const { page } = opened;
      await poll(() => held!.hits).toBeGreaterThan(0);
      if (fault === 'timeout') await runPastTimeout(page, held!);
      if (fault === '429 Retry-After') {
        await page.clock.runFor(2_500);
        await poll(() => held!.hits).toBe(2);
      }
      await openCart(page).click();
      const cart = drawer(page);
      await cart.getByText('We could not load your cart.').waitFor();
      expect(await cart.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      // The page's own count stands: a failed load is not an empty basket.
      expect(await headerCount(page)).toBe('3');
      // Every other widget mounted as on a healthy load (tiles and save buttons mount as they come into view).
      await poll(async () => {
        const now = await mountedByWidget(page, ['basket-drawer', 'quick-basket']);
        return Object.keys(healthy).filter((widget) => (now[widget] ?? 0) < healthy[widget]!);
      }).toEqual([]);
      await expectIsolated(opened, {}, []);
      record(BASKET, fault, "drawer: 'We could not load your cart.' + Try again; the header keeps the page's count");

      await held!.lift();
      await cart.getByRole('button', { name: 'Try again' }).click();
      await poll(() => basketLines(cart)).toHaveLength(2);
      expect(await headerCount(page)).toBe('3');
      await closePage(page);
    },
  );
});

/** A basket change on the cart page, failing, then working once the fault is lifted. */
interface ChangeCase {
  endpoint: Endpoint;
  scenario: string;
  /** The shopper's change on the first line. */
  act: (cart: Locator) => Promise<void>;
  /** The same change once the fault is lifted, and what the lines are then. */
  recover: (page: Page, cart: Locator, before: string[]) => Promise<void>;
}

const firstLineButton = (cart: Locator, name: RegExp) => cart.getByRole('button', { name }).first();

const CHANGES: ChangeCase[] = [
  {
    endpoint: UPDATE,
    scenario: 'default',
    act: (cart) => firstLineButton(cart, /^Increase quantity of /).click(),
    async recover(_page, cart, before) {
      await firstLineButton(cart, /^Increase quantity of /).click();
      await poll(() => basketLines(cart)).toEqual(firstOneMore(before));
      await linesSettled(cart);
      await firstLineButton(cart, /^Decrease quantity of /).click();
      await poll(() => basketLines(cart)).toEqual(before);
      await linesSettled(cart);
    },
  },
  {
    endpoint: REMOVE,
    scenario: 'default',
    act: (cart) => firstLineButton(cart, /^Remove /).click(),
    async recover(page, cart, before) {
      await firstLineButton(cart, /^Remove /).click();
      // Gone from the list at once; settled once the server has taken it. A scenario set before that replaces
      // the line, and the remove then meets a 404 whose flash the next cell would read as its own (a clean full
      // run failed so).
      await poll(() => basketLines(cart)).toEqual(before.slice(1));
      await linesSettled(cart);
      // Put the line back on the server (setup) and come back to the tab.
      await basketScenario(page, 'default');
      await comeBack(page);
      await poll(() => basketLines(cart)).toEqual(before);
    },
  },
  {
    endpoint: CONFIRM,
    scenario: 'price-change',
    act: (cart) => firstLineButton(cart, /^Confirm changes/).click(),
    async recover(page, cart) {
      await firstLineButton(cart, /^Confirm changes/).click();
      await poll(() => cart.getByRole('button', { name: /^Confirm changes/ }).count()).toBe(0);
      await basketScenario(page, 'price-change');
      await comeBack(page);
      await poll(() => cart.getByRole('button', { name: /^Confirm changes/ }).count()).toBe(1);
    },
  },
];

describe('the basket changes on the cart page (/users/cart)', () => {
  let opened: FaultPage;
  beforeAll(async () => {
    opened = await openFaultPage(browser, '/users/cart');
  });
  afterAll(() => closePage(opened.page));

  it.each(CHANGES)(
    '$endpoint.path: each fault, the message, the lines and the header count as the server has them; then the change works',
    { timeout: 180_000 },
    async ({ endpoint, scenario, act, recover }) => {
      const { page } = opened;
      const cart = cartWidget(page);
      await basketScenario(page, scenario);
      await comeBack(page);
      if (scenario === 'price-change') await cart.getByRole('button', { name: /^Confirm changes/ }).waitFor();
      await poll(() => basketLines(cart)).not.toEqual([]);
      await linesSettled(cart);
      for (const fault of FAULTS) {
        const before = await basketLines(cart);
        const count = await headerCount(page);
        const states = await slotStates(page);
        // Else the message read below may be one left from before (the cell would pass or fail on that).
        expect(await flashErrorText(page), `${fault}: a message from before the cell`).toBe('');
        const injected = await withFault(page, endpoint, fault, () => act(cart));
        const message = await flashedError(page);
        expect(message, fault).toBe(BASKET_CHANGE_MESSAGE[fault]);
        expectReadable(message);
        await linesSettled(cart);
        await poll(() => basketLines(cart)).toEqual(before);
        expect(await headerCount(page)).toBe(count);
        await expectIsolated(opened, states, []);
        record(endpoint, fault, `flash: '${message}'; lines and header count unchanged`);

        await injected.lift();
        await dismissFlash(page);
        await recover(page, cart, before);
      }
    },
  );
});

/** Products of the shop's first page whose Add to Cart puts their one in-stock sku straight in. */
const DIRECT_ADD = PRODUCTS.filter((product) => !product.inactive_product)
  .slice(0, SHOP_PAGE_SIZE)
  .filter(
    (product) =>
      !product.email_fulfillment &&
      cartAction(productTileItem(product) as Parameters<typeof cartAction>[0]).kind === 'add',
  );
const tileOf = (page: Page, name: string) =>
  page.locator('[data-widget="tile"]').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('the shop listing (/shop): a tile’s Add to Cart, the quick basket, the drawer’s recommendations', () => {
  let opened: FaultPage;
  beforeAll(async () => {
    opened = await openFaultPage(browser, '/shop');
  });
  afterAll(() => closePage(opened.page));

  // First on this page: once recommendations have loaded, the drawer never asks again on it.
  it(
    'POST /pantry (recommendations): each fault, the drawer shows its lines and no recommendations; the next opening asks again, and they show',
    { timeout: 180_000 },
    async () => {
      const { page } = opened;
      const cart = drawer(page);
      for (const fault of FAULTS) {
        const states = await slotStates(page);
        const injected = await withFault(page, PANTRY, fault, () => openCart(page).click(), opened.requests);
        await animationsDone(cart);
        await poll(() => cart.getByText('Loading recommendations').count()).toBe(0);
        expect(await cart.getByRole('region', { name: 'You might also like' }).count()).toBe(0);
        expect(await basketLines(cart)).toHaveLength(2);
        expect(await flashErrorText(page)).toBe('');
        await expectIsolated(opened, states, ['basket-drawer']);
        record(
          PANTRY_RECS,
          fault,
          "drawer: its lines, no 'You might also like' (nothing shown, as the spec's failed pantry call); asked again on the next opening",
          true,
        );
        await injected.lift();
        await page.keyboard.press('Escape');
        await poll(() => cart.isVisible()).toBe(false);
      }
      await openCart(page).click();
      await cart.getByRole('region', { name: 'You might also like' }).waitFor();
      await page.keyboard.press('Escape');
    },
  );

  it(
    "POST /users/cart/ajax_add_item: each fault, the message, the header count back to the basket's; then Add to Cart works",
    { timeout: 180_000 },
    async () => {
      const { page } = opened;
      const product = DIRECT_ADD[0]!;
      const add = tileOf(page, product.name).getByRole('button', { name: 'Add to Cart' });
      await poll(() => headerCount(page)).toBe('3');
      for (const fault of FAULTS) {
        const states = await slotStates(page);
        const injected = await withFault(page, ADD, fault, () => add.click());
        const message = await flashedError(page);
        expect(message, fault).toBe(BASKET_CHANGE_MESSAGE[fault]);
        await poll(() => headerCount(page)).toBe('3');
        await expectIsolated(opened, states, []);
        record(ADD, fault, `flash: '${message}'; header count back to the basket's`);

        await injected.lift();
        await dismissFlash(page);
        const added = page.waitForResponse((response) => response.url().endsWith(ADD.path));
        await add.click();
        await poll(() => headerCount(page)).toBe('4');
        expect((await added).ok()).toBe(true);
        await basketScenario(page, 'default');
        await comeBack(page);
        await poll(() => headerCount(page)).toBe('3');
      }
    },
  );

  it(
    'GET /shop/product_chooser_details: each fault, no message, the logged line, the modal keeps the name and the product link; then it loads',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = opened;
      const product = PRODUCTS.filter((candidate) => !candidate.inactive_product && !candidate.email_fulfillment)[0]!;
      const icon = page.getByRole('button', { name: `View details for ${product.name}`, exact: true }).first();
      const quick = page.getByRole('dialog', { name: product.name });
      const logged = () =>
        errors.filter((error) => error.startsWith('Unexpected error fetching product details.')).length;
      for (const fault of FAULTS) {
        const states = await slotStates(page);
        const before = logged();
        const injected = await withFault(page, DETAILS, fault, () => icon.click());
        await poll(logged).toBe(before + 1);
        await animationsDone(quick);
        expect(await quick.getByRole('link', { name: 'View full details' }).isVisible()).toBe(true);
        expect(await quick.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
        expect(await flashErrorText(page)).toBe('');
        await expectIsolated(opened, states, []);
        record(
          DETAILS,
          fault,
          "no message; 'Unexpected error fetching product details.' logged; the modal keeps the name and View full details",
          true,
        );

        await injected.lift();
        await page.keyboard.press('Escape');
        await poll(() => quick.isVisible()).toBe(false);
        await icon.click();
        await poll(() => quick.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
        await page.keyboard.press('Escape');
        await poll(() => quick.isVisible()).toBe(false);
      }
    },
  );
});

describe('POST /pantry for tiles loaded by id (the home page; a tile slot added per fault, as a CMS or infinite scroll adds one)', () => {
  let opened: FaultPage;
  const ids = PRODUCTS.filter((product) => !product.inactive_product).map((product) => product.id);
  let next = 0;
  beforeAll(async () => {
    opened = await openFaultPage(browser, '/');
  });
  afterAll(() => closePage(opened.page));

  /** A new product tile at the top of main, loading by id; resolves with its slot once it mounted. */
  async function addTile(page: Page): Promise<Locator> {
    const id = ids[next++]!;
    await page.evaluate((productId) => {
      const slot = document.createElement('div');
      Object.assign(slot.dataset, {
        widget: 'tile',
        type: 'product',
        id: String(productId),
        button: 'add-to-cart',
        fm: 'tile',
      });
      document.querySelector('main')!.prepend(slot);
    }, id);
    const slot = page.locator(`[data-fm="tile"][data-id="${id}"]`);
    await slot.scrollIntoViewIfNeeded();
    return slot;
  }

  it(
    'each fault: the tile says "Error loading product" in its box (not retried on the page); a tile added after the fault is lifted loads',
    { timeout: 180_000 },
    async () => {
      const { page } = opened;
      for (const fault of FAULTS) {
        const states = await slotStates(page);
        let slot: Locator | undefined;
        const injected = await withFault(page, PANTRY, fault, async () => (slot = await addTile(page)));
        await poll(() => slot!.getByText('Error loading product', { exact: true }).count()).toBe(1);
        expect(await slot!.getAttribute('data-widget-state')).toBe('mounted');
        await expectIsolated(opened, states, []);
        record(PANTRY_TILES, fault, "the tile: 'Error loading product' in its box (not retried on this page)", true);

        await injected.lift();
        const after = await addTile(page);
        await poll(() => after.getByRole('button', { name: 'Add to Cart' }).count()).toBe(1);
        expect(await after.getByText('Error loading product').count()).toBe(0);
      }
    },
  );

  it("a GraphQL error in the answer's errors (200, data null): 'Error loading product', the error logged", async () => {
    const { page, errors } = opened;
    await page.route('**/pantry', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'Fault matrix: pantry is down' }] }),
      }),
    );
    const slot = await addTile(page);
    await poll(() => slot.getByText('Error loading product', { exact: true }).count()).toBe(1);
    await poll(() => errors).toContainEqual(expect.stringContaining('Fault matrix: pantry is down'));
    await expectIsolated(opened, {}, []);
    await page.unroute('**/pantry');
  });
});

describe('the save-to-collection calls (/__test/save-to-collection, signed in)', () => {
  let opened: FaultPage;
  let page: Page;
  const dialog = () => page.getByRole('dialog', { name: 'Your Collections' });
  const saveButtons = () =>
    page.getByRole('region', { name: 'Recipes to save' }).getByRole('button', { name: /^Save / });
  const savedNames: string[] = [];
  const buttonFor = (name: string) =>
    page.getByRole('button', { name: new RegExp(`^Saved? ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();

  beforeAll(async () => {
    opened = await openFaultPage(browser, '/__test/save-to-collection', { email: VICTOR });
    page = opened.page;
    await page.getByRole('button', { name: /^Your account/ }).waitFor();
  });
  afterAll(() => closePage(page));

  async function open(button: Locator) {
    await button.click();
    await poll(() => dialog().isVisible()).toBe(true);
    await animationsDone(dialog());
  }

  it(
    'POST /collections/ajax_add_collection: the spec’s message, the typed title kept, then Create and Save works',
    { timeout: 60_000 },
    async () => {
      // Save buttons mount as they come into view.
      await page.locator('[data-widget="save-to-collection"][data-collectable-type="post"]').scrollIntoViewIfNeeded();
      const button = buttonFor(SAVE_TEST_POST.name);
      await button.waitFor();
      for (const [index, fault] of FAULTS.entries()) {
        const title = `Fault matrix ${index + 1}`;
        await open(button);
        await dialog().getByRole('button', { name: 'Create a New Collection' }).click();
        const field = dialog().getByRole('textbox', { name: 'Collection Name' });
        await field.fill(title);
        const states = await slotStates(page);
        const injected = await withFault(page, CREATE, fault, () =>
          dialog().getByRole('button', { name: 'Create and Save' }).click(),
        );
        expect(await flashedError(page)).toBe('Unexpected error creating collection.');
        expect(await field.inputValue()).toBe(title);
        expect(await dialog().isVisible()).toBe(true);
        await expectIsolated(opened, states, []);
        record(
          CREATE,
          fault,
          "flash: 'Unexpected error creating collection.'; the form open with the typed title",
          true,
        );

        await injected.lift();
        await dialog().getByRole('button', { name: 'Create and Save' }).click();
        await poll(() => page.locator('[data-widget="flash-bar"]').getByRole('status').textContent()).toContain(
          `Successfully created ${title}`,
        );
        await poll(() => dialog().isVisible()).toBe(false);
        await poll(() => button.textContent()).toMatch(/^Saved/);
      }
    },
  );

  it(
    'POST /collections/:id/ajax_widget_add_collectable: the spec’s message, the button back to Save, then the save works',
    { timeout: 60_000 },
    async () => {
      for (const fault of FAULTS) {
        const name = ((await saveButtons().first().textContent()) ?? '').replace(/^Save /, '');
        const button = buttonFor(name);
        await open(button);
        const states = await slotStates(page);
        const injected = await withFault(page, SAVE, fault, () =>
          dialog().getByRole('button', { name: 'Weeknight Dinners', exact: true }).click(),
        );
        expect(await flashedError(page)).toBe('Unexpected error saving collectable to collection.');
        await poll(() => button.textContent()).toBe(`Save ${name}`);
        await expectIsolated(opened, states, []);
        record(
          SAVE,
          fault,
          "flash: 'Unexpected error saving collectable to collection.'; the button says Save again",
          true,
        );

        await injected.lift();
        await dismissFlash(page);
        await open(button);
        await dialog().getByRole('button', { name: 'Weeknight Dinners', exact: true }).click();
        await poll(() => button.textContent()).toBe(`Saved ${name}`);
        await poll(() => dialog().isVisible()).toBe(false);
        savedNames.push(name);
      }
    },
  );

  it(
    'POST /collections/:id/ajax_widget_remove_collectable: the spec’s message, the button back to Saved, then the removal works',
    { timeout: 60_000 },
    async () => {
      expect(savedNames).toHaveLength(FAULTS.length);
      for (const [index, fault] of FAULTS.entries()) {
        const name = savedNames[index]!;
        const button = buttonFor(name);
        await open(button);
        const states = await slotStates(page);
        const injected = await withFault(page, UNSAVE, fault, () =>
          dialog().getByRole('button', { name: 'Weeknight Dinners', exact: true }).click(),
        );
        expect(await flashedError(page)).toBe('Unexpected error removing collectable from collection.');
        await poll(() => button.textContent()).toBe(`Saved ${name}`);
        await expectIsolated(opened, states, []);
        record(
          UNSAVE,
          fault,
          "flash: 'Unexpected error removing collectable from collection.'; the button says Saved again",
          true,
        );

        await injected.lift();
        await dismissFlash(page);
        await open(button);
        await dialog().getByRole('button', { name: 'Weeknight Dinners', exact: true }).click();
        await poll(() => button.textContent()).toBe(`Save ${name}`);
        await poll(() => dialog().isVisible()).toBe(false);
      }
    },
  );
});

describe("GET /fake-gpt/gpt.js (the ads widget's GPT, /__test/ads; a page per fault: GPT loads once per page)", () => {
  const box = (page: Page, slot: string) =>
    page.locator(`#${slot}`).evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      empty: element.childElementCount === 0,
    }));
  /** Bodies that are not a script: Chromium runs them as one and reports their own syntax error (no stack: GPT's, not ours). */
  const NOT_A_SCRIPT: readonly Fault[] = ['HTML body', 'malformed JSON'];

  it.each(FAULTS)(
    '%s: no ads, the reserved boxes keep their heights, the rest of the page as it was',
    { timeout: 60_000 },
    async (fault) => {
      let held: Awaited<ReturnType<typeof injectFault>> | undefined;
      const opened = await openFaultPage(browser, '/__test/ads', {
        before: async (page) => {
          held = await injectFault(page, GPT, fault);
          // gpt.js's own load or error event (neither bubbles: caught on the way down, at the document, which an
          // element's load event never passes on to the window), so the cell judges the page once the fault has
          // played out, not while the script is still on its way.
          await page.addInitScript((path) => {
            for (const type of ['load', 'error'])
              document.addEventListener(
                type,
                (event) => {
                  if (event.target instanceof HTMLScriptElement && event.target.src.includes(path))
                    Object.assign(window, { gptSettled: type });
                },
                true,
              );
          }, GPT.path);
        },
      });
      const { page } = opened;
      await poll(() => held!.hits).toBeGreaterThan(0);
      if (fault === 'timeout') await runPastTimeout(page, held!);
      // A held script stays on its way (the case under test); a 200 runs whatever came (and fires load), any other
      // answer fires error.
      if (fault !== 'timeout') {
        const settled = answersOk(fault) ? 'load' : 'error';
        await poll(() => page.evaluate(() => (window as { gptSettled?: string }).gptSettled ?? 'pending')).toBe(
          settled,
        );
      }
      // The body's SyntaxError reaches the test on Playwright's own channel, after the page's event.
      if (NOT_A_SCRIPT.includes(fault)) await poll(() => opened.pageErrors.length).toBeGreaterThan(0);
      await poll(() => widgetState(page, 'ads')).toBe('mounted');
      expect(await box(page, AD_TEST.top)).toEqual({ height: 90 + 24, empty: true });
      for (const slot of [AD_TEST.emptyAbove, AD_TEST.desktop, AD_TEST.twice])
        expect(await box(page, slot)).toEqual({ height: 250, empty: true });
      expect(
        await page.evaluate(
          () =>
            'googletag' in window &&
            typeof (window as { googletag?: { pubads?: unknown } }).googletag?.pubads === 'function',
        ),
      ).toBe(false);
      const scriptErrors = NOT_A_SCRIPT.includes(fault) ? opened.pageErrors.splice(0) : [];
      for (const error of scriptErrors) expect(error).toMatch(/^(SyntaxError: )?Unexpected token/);
      await expectIsolated(opened, {}, []);
      // Polled: features-bar and loyalty-banner load at idle, each in its own turn, so the ads slot's state
      // above says nothing of theirs.
      for (const widget of ['flash-bar', 'header', 'promo-banner', 'features-bar', 'loyalty-banner']) {
        await expect
          .poll(() => widgetState(page, widget), {
            message: widget,
            timeout: 15_000,
          })
          .toBe('mounted');
      }
      record(
        GPT,
        fault,
        `no ads: the reserved boxes keep their heights, empty; the rest of the page as it was${scriptErrors.length ? " (Chromium's own SyntaxError for the body, at GPT's URL)" : ''}`,
      );
      await held!.lift();
      await closePage(page);
    },
  );

  it('the fault lifted, the next page shows its ads', async () => {
    const opened = await openFaultPage(browser, '/__test/ads');
    await opened.page.locator(`#${AD_TEST.top} [data-fake-ad]`).waitFor();
    expect(opened.pageErrors).toEqual([]);
    await closePage(opened.page);
  });
});
