import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, url, watchLayoutShifts, widgetsIdle, type OpenedPage } from './browser';
import type { PlacedOrder } from '../../fixtures/server/visitor-state';

// What the checkout's Chromium suites share (checkout-flow, checkout-payment, checkout-faults): the page, a
// visitor with a basket scenario, the sections by their names, the fixture's hooks and the checkout calls a
// test makes for itself, and the two ways in: by pointer, and by keyboard alone (Tab, Shift+Tab, arrows, Enter).

export const CHECKOUT = '/shop/checkout';

export const WIDTHS = [
  ['1280x900', { viewport: { width: 1280, height: 900 } }],
  ['375x740', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }],
] as const satisfies ReadonlyArray<readonly [string, BrowserContextOptions]>;
export const DESKTOP = WIDTHS[0][1];

/** The address the server corrects (fixtures/README.md, Address suggestions): a Hawaii one, surcharged. */
export const HAWAII = {
  first_name: 'Leilani',
  last_name: 'Kahale',
  street_address: '100 Kalakaua Avenue',
  city: 'honolulu',
  state: 'HI',
  zip: '96815',
  phone: '808-555-0100',
};
export const HAWAII_SUGGESTED = 'Leilani Kahale 100 Kalakaua Ave Honolulu, HI 96815-2912';
/** An address the server saves as typed. */
export const BOSTON = {
  first_name: 'Ada',
  last_name: 'Byron',
  street_address: '1 Main St',
  street_address_2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  phone: '617-555-0100',
};
export const EMAIL = 'leilani@example.com';

/** The address form's labels, in its order. */
export const ADDRESS_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  street_address: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  phone: 'Phone',
} as const;

export const FRAMES = {
  number: 'Secure card number field',
  expiry: 'Secure expiration date field',
  cvv: 'Secure card verification number field',
  zip: 'Secure billing zip code field',
} as const;
export const VISA = { number: '4242424242424242', expiry: '1129', cvv: '123', zip: '96815' };

export const shipping = (page: Page) => page.getByRole('region', { name: 'Shipping and delivery' });
export const payment = (page: Page) => page.getByRole('region', { name: 'Payment' });
export const codes = (page: Page) => page.getByRole('region', { name: 'Promo and gift codes' });
export const giftNote = (page: Page) => page.getByRole('region', { name: 'Gift note' });
export const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
export const placeOrderButton = (page: Page) =>
  summary(page).getByRole('button', { name: /^Place order$|^Placing order…$/ });
/** An error summary (shared/ui/error-summary) in a section. */
export const errorSummary = (scope: Locator) => scope.getByRole('alert', { name: 'Please check the following:' });
export const frameInput = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');

export const SIGNED_OUT = 'Your session has ended. Please sign in again to continue; nothing you entered is lost.';
export const VENDOR_UNAVAILABLE = 'This payment method is not available right now. Please choose another.';

export interface CheckoutVisit extends OpenedPage {
  /** Same-origin requests to the fake vendors' scripts and frames since the page opened. */
  vendorRequests(): string[];
}

interface VisitOptions {
  scenario?: string;
  context?: BrowserContextOptions;
  /** Appended to the page's path: `?vendorFail=…`. */
  query?: string;
  /** Checkout calls made for the visitor before the page loads, to start from that state. */
  setup?: (page: Page) => Promise<void>;
  /** Before the page loads: routes, init scripts. */
  before?: (page: Page) => Promise<void>;
  /** The page on Playwright's fake clock (build/e2e/browser.ts, `openPage`'s `clock`). */
  clock?: boolean;
  watchShifts?: boolean;
}

/** A new visitor with the basket scenario, on the checkout page with every section mounted. */
export async function visitCheckout(browser: Browser, options: VisitOptions = {}): Promise<CheckoutVisit> {
  const opened = await openPage(browser, { ...(options.context ?? DESKTOP), clock: options.clock ?? false });
  const { page } = opened;
  const basket = await page.request.post(url('/__fixtures/basket'), {
    data: { scenario: options.scenario ?? 'two-shipments' },
  });
  expect(basket.ok()).toBe(true);
  await options.setup?.(page);
  if (options.watchShifts) await watchLayoutShifts(page);
  await options.before?.(page);
  await page.goto(url(CHECKOUT + (options.query ?? '')));
  await sectionsMounted(page);
  await widgetsIdle(page);
  return { ...opened, vendorRequests: () => opened.requests.filter((path) => path.startsWith('/fake-vendors/')) };
}

/** Resolves once every checkout section's slot has mounted (hydrated, for the server-rendered ones). */
export async function sectionsMounted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const slots = Array.from(document.querySelectorAll('[data-widget^="checkout-"]'));
    return slots.length >= 5 && slots.every((slot) => slot.getAttribute('data-widget-state') === 'mounted');
  });
}

/** A checkout call made by the test, as the page would make it (the visitor's CSRF token). */
export async function checkoutCall(page: Page, step: string, data: Record<string, string>): Promise<void> {
  const state = (await (await page.request.get(url('/__fixtures/state'))).json()) as { csrfToken: string };
  const response = await page.request.post(url(`${CHECKOUT}/${step}`), {
    data,
    headers: { 'X-CSRF-Token': state.csrfToken },
  });
  expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
}

/** A Boston address and a guest's e-mail, saved before the page loads: only the payment is left. */
export async function addressAndEmail(page: Page): Promise<void> {
  await checkoutCall(page, 'ajax_save_address', BOSTON);
  await checkoutCall(page, 'ajax_save_notification_email', { notification_email: EMAIL });
}

export async function placedOrders(page: Page): Promise<PlacedOrder[]> {
  return (await (await page.request.get(url('/__fixtures/orders'))).json()) as PlacedOrder[];
}

/** The order's rows as the shopper reads them: 'Term: value', in order. */
export function summaryRows(page: Page): Promise<string[]> {
  return summary(page)
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.children, (cell) => cell.textContent?.trim())
          .join(' ')
          .replace(/^(\S.*?) (-?\$)/, '$1: $2'),
      ),
    );
}

/**
 * What the page tells the shopper now, each as 'Section: text': every alert with something to say and every
 * entry of an error summary, under the heading of the section it sits in (or 'Page' outside any).
 */
export function messagesShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const where = (element: Element) => element.closest('section')?.querySelector('h2')?.textContent?.trim() ?? 'Page';
    const shown: string[] = [];
    for (const alert of Array.from(document.querySelectorAll('[role="alert"]'))) {
      if (alert.closest('[hidden], dialog:not([open])')) continue;
      const entries = alert.querySelectorAll('li');
      const texts =
        entries.length > 0
          ? Array.from(entries, (entry) => entry.textContent?.trim() ?? '')
          : [alert.textContent?.trim() ?? ''];
      for (const text of texts) if (text) shown.push(`${where(alert)}: ${text}`);
    }
    return shown;
  });
}

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const addressField = (page: Page, label: string) => textbox(shipping(page), label);
export const emailField = (page: Page) => textbox(shipping(page), 'Email for order updates');
export const codeField = (page: Page) => textbox(codes(page), 'Promo or gift code');
export const giftMessage = (page: Page) => textbox(giftNote(page), 'Gift message');
export const giftFrom = (page: Page) => textbox(giftNote(page), 'From');
export const gifter = (page: Page) => page.getByRole('region', { name: 'Registry gift' });
export const gifterField = (page: Page) => textbox(gifter(page), 'Your name (the gifter)');
const checkedIn = (scope: Locator, group: string) =>
  scope.getByRole('group', { name: group }).getByRole('radio', { checked: true });
/**
 * The checked radio's label in a group, or null when none is checked (or no such group), read at once: a
 * locator's `evaluate` would wait up to 30 s for a radio to appear, a hidden wait inside every poll.
 */
export const checkedName = (scope: Locator, group: string) =>
  checkedIn(scope, group).evaluateAll((radios) => {
    const radio = radios[0];
    return radio ? (radio.closest('label')?.textContent?.trim() ?? radio.getAttribute('aria-label')) : null;
  });

export const ADDRESS_TYPED = {
  'First name': BOSTON.first_name,
  'Last name': BOSTON.last_name,
  'Street address': BOSTON.street_address,
  City: BOSTON.city,
  'Zip code': BOSTON.zip,
  Phone: BOSTON.phone,
};

export async function typeAddress(page: Page, values: typeof BOSTON) {
  for (const [label, field] of [
    ['First name', 'first_name'],
    ['Last name', 'last_name'],
    ['Street address', 'street_address'],
    ['City', 'city'],
    ['Zip code', 'zip'],
    ['Phone', 'phone'],
  ] as const) {
    await addressField(page, label).fill(values[field]);
  }
  await shipping(page).getByRole('combobox', { name: 'State' }).selectOption(values.state);
}
export const readAddress = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      Object.keys(ADDRESS_TYPED).map(async (label) => [label, await addressField(page, label).inputValue()]),
    ),
  );

export async function typeCard(page: Page, number: string) {
  for (const [title, value] of [
    [FRAMES.number, number],
    [FRAMES.expiry, VISA.expiry],
    [FRAMES.cvv, VISA.cvv],
    [FRAMES.zip, VISA.zip],
  ] as const) {
    await frameInput(page, title).click();
    await page.keyboard.type(value);
  }
}
export const readCard = async (page: Page) => ({
  number: (await frameInput(page, FRAMES.number).inputValue()).replace(/\D/g, ''),
  expiry: (await frameInput(page, FRAMES.expiry).inputValue()).replace(/\D/g, ''),
  cvv: await frameInput(page, FRAMES.cvv).inputValue(),
  zip: await frameInput(page, FRAMES.zip).inputValue(),
});
/** Opens the card form and waits for the vendor's frames. */
export async function openCard(page: Page) {
  await payment(page).getByRole('button', { name: 'Card', exact: true }).click();
  await expect
    .poll(() => payment(page).getByRole('button', { name: 'Save card' }).getAttribute('aria-disabled'))
    .toBeNull();
}

/** The text of what describes a field (aria-describedby), as a screen reader reads it after the name. */
export const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );

/** Whether the element has focus (an iframe has it while its input does). */
export const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Moves focus with Tab or Shift+Tab, whichever way the target lies, until it is on the target. Fails when the
 * target cannot be reached that way.
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return 'here';
      if (!active || active === document.body) return 'Tab';
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING ? 'Tab' : 'Shift+Tab';
    });
    if (where === 'here') return;
    await page.keyboard.press(where);
  }
  throw new Error(`Tab did not reach ${String(target)} in ${limit} presses`);
}

/** How the shopper acts: with a pointer (click, fill) or with the keyboard alone. */
export interface Input {
  readonly mode: 'mouse' | 'keyboard';
  /** Puts text in an empty field. */
  type(field: Locator, text: string): Promise<void>;
  /** Replaces what a field holds. */
  retype(field: Locator, text: string): Promise<void>;
  /** Activates a button (or a link). */
  press(control: Locator): Promise<void>;
  /** Checks the radio, within its group. */
  choose(group: Locator, radio: Locator): Promise<void>;
  /** Picks the option of a <select> by its text. */
  select(field: Locator, option: string): Promise<void>;
}

export function mouse(page: Page): Input {
  return {
    mode: 'mouse',
    async type(field, text) {
      await field.click();
      await page.keyboard.type(text);
    },
    async retype(field, text) {
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    },
    press: (control) => control.click(),
    choose: (_group, radio) => radio.click(),
    async select(field, option) {
      await field.click();
      await field.selectOption(option);
    },
  };
}

export function keyboard(page: Page): Input {
  return {
    mode: 'keyboard',
    async type(field, text) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    },
    async retype(field, text) {
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    },
    async press(control) {
      await tabTo(page, control);
      await page.keyboard.press('Enter');
    },
    async choose(group, radio) {
      // Tab enters a radio group on its checked radio; the arrows move the choice.
      await tabTo(page, group.getByRole('radio', { checked: true }));
      const { target, current } = await radio.evaluate((element) => {
        const all = Array.from(
          element.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [],
        );
        return { target: all.indexOf(element as HTMLInputElement), current: all.findIndex((input) => input.checked) };
      });
      const key = target > current ? 'ArrowDown' : 'ArrowUp';
      for (let step = 0; step < Math.abs(target - current); step += 1) await page.keyboard.press(key);
    },
    async select(field, option) {
      // A closed <select> picks the option whose text starts with what is typed.
      await tabTo(page, field);
      await page.keyboard.type(option);
    },
  };
}
