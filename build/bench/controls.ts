// The interactions table's controls: what to tap (by role and accessible name, as the browser tests find it),
// on which fixture page, what it opens (a surface the page finds by role and name, in-page.ts SurfaceSpec), and
// how to close it again. build/bench/interactions.ts measures them.
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';
import type { SurfaceSpec } from './in-page';

/** What a control's steps get: the page, and a tap (a mouse click where the profile has no touch). */
export interface Actions {
  page: Page;
  tap(target: Locator): Promise<void>;
}

export interface Control {
  /** For BENCH_CONTROLS. */
  id: string;
  /** The row's name: the control and what it opens. */
  label: string;
  /** The fixture page it is measured on. */
  page: string;
  /** A control of the phone's header (the mobile profile only; at wider screens it is not there). */
  phoneOnly?: boolean;
  /** Before the page loads: fixture hooks (fixtures/README.md "Test hooks"), with the page's cookies. */
  before?(request: APIRequestContext): Promise<void>;
  /** Before each tap: what must be open first; false when it could not be opened. */
  prepare?(actions: Actions): Promise<boolean>;
  target(page: Page): Locator;
  /** Right after the tap: the rest of the gesture (typing into the search field). */
  after?(actions: Actions): Promise<void>;
  /** What the tap opens. */
  surface: SurfaceSpec;
  /** Closes it for "again"; without it (Place order) again is n/a. */
  close?(actions: Actions): Promise<void>;
}

/** A fixture page's product tile with variants, so its Add to Cart opens the quick basket; the first on /shop. */
const OVEN = 'Five Two Essential Dutch Oven';
const OVEN_PATH = '/products/five-two-essential-dutch-oven';
/** A member with one saved address and PayPal (fixtures/README.md "Credentials"). */
const MEMBER = 'ines.insider@example.com';
const RECIPE = 'Genius Roast Chicken with Bread Salad';
const DRAWER_LINES = 'ul[aria-label="Items in your cart"] > li';

const escape = async ({ page }: Actions) => page.keyboard.press('Escape');
const dialog = (name: string, content?: string): SurfaceSpec => ({
  selector: 'dialog[open]',
  name,
  ...(content ? { content } : {}),
});

async function post(
  request: APIRequestContext,
  path: string,
  data: object,
  headers?: Record<string, string>,
): Promise<void> {
  const response = await request.post(path, { data, ...(headers ? { headers } : {}) });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
}

/** Signed in as the member, without a password (POST /__fixtures/login). */
const signIn = (request: APIRequestContext) => post(request, '/__fixtures/login', { email: MEMBER });

/**
 * Everything Place order needs, before the page loads: the member (so no guest e-mail), their saved address
 * selected (PayPal is selected as their first method), and the order's answer held 8 s (the checkout switches),
 * so the page is still there to read once the button has painted busy.
 */
async function readyToOrder(request: APIRequestContext): Promise<void> {
  await signIn(request);
  const { csrfToken } = (await (await request.get('/__fixtures/state')).json()) as { csrfToken: string };
  const options = (await (await request.get('/shop/checkout/ajax_checkout_options')).json()) as {
    checkoutOptions: { addresses: Array<{ id: number }> };
  };
  const address = options.checkoutOptions.addresses[0];
  if (!address) throw new Error(`${MEMBER} has no saved address`);
  await post(request, '/shop/checkout/ajax_select_address', { address_id: address.id }, { 'X-CSRF-Token': csrfToken });
  await post(request, '/__fixtures/checkout-faults', { delayMs: { ajax_place_order: 8000 } });
}

const ovenAddToCart = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: OVEN }) })
    .getByRole('button', { name: 'Add to Cart', exact: true });
const quickBasket = (page: Page) => page.getByRole('dialog', { name: OVEN, exact: true });
const paymentChoice = (page: Page) =>
  page.getByRole('group', { name: 'Add a payment method' }).getByRole('button', { name: 'Card', exact: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });

export const CONTROLS: readonly Control[] = [
  {
    id: 'cart',
    label: 'header cart button → basket drawer',
    page: '/',
    target: (page) =>
      page
        .locator('header')
        .getByRole('button', { name: /^Open Cart\b/ })
        .first(),
    surface: dialog('Your Cart', DRAWER_LINES),
    close: escape,
  },
  {
    id: 'menu',
    label: 'Menu → navigation sheet',
    page: '/',
    phoneOnly: true,
    target: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    surface: dialog('Menu', 'a[href]'),
    close: escape,
  },
  {
    id: 'sheet',
    label: 'primary menu item (Shop) → its sheet',
    page: '/',
    phoneOnly: true,
    target: (page) =>
      page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Shop', exact: true }),
    surface: dialog('Shop', 'a[href]'),
    close: escape,
  },
  {
    id: 'promo',
    label: "promo banner's Details → offer dialog",
    page: '/',
    target: (page) => page.getByRole('button', { name: 'Details about this offer', exact: true }),
    surface: dialog(PROMO_BANNER.banner_text, 'p'),
    close: escape,
  },
  {
    id: 'login',
    label: 'Log In/Sign Up → sign-in dialog',
    page: '/',
    target: (page) => page.getByRole('banner').getByRole('link', { name: 'Log In/Sign Up', exact: true }),
    surface: dialog('Log In', 'input[name="email"]'),
    close: escape,
  },
  {
    id: 'search',
    label: 'search icon, typing "pie" → suggestions',
    page: '/',
    phoneOnly: true,
    target: (page) => page.getByRole('button', { name: 'Open search', exact: true }),
    // Typed as soon as the field has focus (the icon gives it focus).
    after: async ({ page }) => {
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox', undefined, {
        timeout: 5000,
        polling: 'raf',
      });
      await page.keyboard.type('pie');
    },
    // Painted: the listbox shows an option with the typed letters; content: the server's suggestions are in.
    surface: {
      selector: '[role="listbox"]:not([hidden])',
      name: 'Search suggestions',
      has: '[role="option"] mark',
      content: '[role="option"].hdr-suggest__option--result',
    },
    close: async ({ page, tap }) => {
      await page.keyboard.press('Escape');
      await searchBox(page).fill('');
      await tap(page.getByRole('button', { name: 'Close search', exact: true }));
    },
  },
  {
    id: 'tile',
    label: "a tile's Add to Cart → quick basket",
    page: '/shop',
    target: ovenAddToCart,
    // Content: the product's details are in, a sku chosen.
    surface: dialog(OVEN, 'input[type="radio"]:checked'),
    close: escape,
  },
  {
    id: 'quick-add',
    label: "quick basket's Add to Cart → drawer with the new line",
    page: '/shop',
    // One salt tin in the basket, so the oven's line is new.
    before: (request) => post(request, '/__fixtures/basket', { scenario: 'small' }),
    prepare: async ({ tap, page }) => {
      await tap(ovenAddToCart(page));
      return quickBasket(page)
        .locator('input[type="radio"]:checked')
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
    },
    target: (page) => quickBasket(page).getByRole('button', { name: 'Add to Cart', exact: true }),
    // Content: the server has the line (no longer updating) and the recommendations are in.
    surface: {
      ...dialog('Your Cart', `${DRAWER_LINES} a[href^="${OVEN_PATH}"]`),
      has: `${DRAWER_LINES} a[href^="${OVEN_PATH}"]`,
    },
    close: escape,
  },
  {
    id: 'save',
    label: 'save button (visitor) → sign-in dialog',
    page: '/recipes/genius-roast-chicken',
    target: (page) => page.getByRole('button', { name: `Save ${RECIPE}`, exact: true }),
    surface: dialog('Log In', 'input[name="email"]'),
    close: escape,
  },
  {
    id: 'save-member',
    label: "save button (member) → 'Your Collections'",
    page: '/recipes/genius-roast-chicken',
    before: signIn,
    target: (page) => page.getByRole('button', { name: new RegExp(`^Saved? ${RECIPE}$`) }),
    surface: dialog('Your Collections', 'button[aria-pressed]'),
    close: escape,
  },
  {
    id: 'card',
    label: 'checkout: Add a payment method, Card → card form',
    page: '/shop/checkout',
    target: paymentChoice,
    // Content: the vendor's hosted fields are ready (Save card enabled).
    surface: { selector: 'form', name: 'Card details', content: 'button[type="submit"]:not([aria-disabled])' },
    // The choice is a disclosure: a second tap closes the form.
    close: ({ page, tap }) => tap(paymentChoice(page)),
  },
  {
    id: 'place-order',
    label: 'checkout: Place order → busy (member, complete)',
    page: '/shop/checkout',
    before: readyToOrder,
    target: (page) => page.getByRole('button', { name: 'Place order', exact: true }),
    surface: { selector: 'button[aria-busy="true"]', name: 'Placing order…' },
  },
];

/** The controls BENCH_CONTROLS names (all without it); an unknown id is an error. */
export function chooseControls(only: string | undefined): Control[] {
  if (!only) return [...CONTROLS];
  const ids = only
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !CONTROLS.some((control) => control.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_CONTROLS: no control ${unknown.join(', ')}; there are ${CONTROLS.map((control) => control.id).join(', ')}`,
    );
  return CONTROLS.filter((control) => ids.includes(control.id));
}
