import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  addressField,
  BOSTON,
  checkedName,
  checkoutCall,
  codeField,
  codes,
  description,
  EMAIL,
  emailField,
  gifter,
  gifterField,
  giftFrom,
  giftMessage,
  giftNote,
  openCard,
  payment,
  placeOrderButton,
  readAddress,
  readCard,
  shipping,
  summary,
  typeAddress,
  typeCard,
  VISA,
} from '../checkout-e2e';
import { url } from '../browser';
import type { Endpoint } from '../faults';

// The checkout's endpoints as a shopper reaches them, for the fault matrix (checkout.e2e.ts): what the shopper
// types first, the action that makes the call, what must still be there after a failure, and what a success
// looks like. `n` numbers the fault, so each round can type something new (a new e-mail, a new street).

export const CHECKOUT_BASE = '/shop/checkout';

/** The step's own words for a failure with no usable answer, and whether the spec gives them. */
export interface Failed {
  message: string;
  spec: boolean;
}

export interface EndpointCase {
  endpoint: Endpoint;
  /** The section (its heading) where the step's messages show. */
  where: string;
  scenario?: string;
  /** Checkout calls before the page loads. */
  setup?: (page: Page) => Promise<void>;
  /** Before the page loads (after the clock): init scripts. */
  before?: (page: Page) => Promise<void>;
  /** What the shopper types before the call; left as typed when it fails. */
  type: (page: Page, n: number) => Promise<void>;
  send: (page: Page, n: number) => Promise<void>;
  /** What the shopper typed or chose, read back: the same after a failure. */
  read: (page: Page) => Promise<unknown>;
  /** Resolves once the success shows (after the fault is lifted). */
  done: (page: Page, n: number) => Promise<void>;
  /** After a success: the page made ready for the next round. */
  rearm?: (page: Page, n: number) => Promise<void>;
  failed: Failed;
  /** The client's timeout for this call (the order's is longer). */
  timeoutMs?: number;
  /** The message for a 401/422/429 when the step does not read the server's refusal (say so in the cell). */
  refusal?: Failed;
  /** A 401 opens the sign-in dialog (runStep's sessionEnded); false: the step's message only. */
  signIn?: boolean;
}

const GIFT_MESSAGE = 'Happy housewarming!';
const post = (step: string): Endpoint => ({ method: 'POST', path: `${CHECKOUT_BASE}/${step}` });
const shipTo = (page: Page) => checkedName(shipping(page), 'Ship to');
const payWith = (page: Page) => checkedName(payment(page), 'Pay with');
/** The fake Apple Pay's last session began and has not completed or aborted yet (its calls, in order). */
const applePaySessionOpen = (page: Page) =>
  page.evaluate(() => {
    const calls = (
      (window as unknown as { __fakeVendorCalls?: Array<{ vendor: string; name: string }> }).__fakeVendorCalls ?? []
    ).filter((call) => call.vendor === 'applePay');
    const last = (names: string[]) => calls.map((call) => call.name).findLastIndex((name) => names.includes(name));
    return last(['begin']) > last(['completePayment', 'abort']);
  });
/** The fake Apple Pay's last call: a retry's session that has not begun yet leaves the failed one's `abort` last. */
const lastApplePayCall = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { __fakeVendorCalls?: Array<{ vendor: string; name: string }> }).__fakeVendorCalls ?? [])
        .filter((call) => call.vendor === 'applePay')
        .at(-1)?.name,
  );
const delivery = (page: Page) => shipping(page).getByRole('group', { name: 'Delivery for shipment 1' });
const typeGiftMessage = (page: Page) => giftMessage(page).fill(GIFT_MESSAGE);
const readGiftMessage = async (page: Page) => ({ 'Gift message': await giftMessage(page).inputValue() });
const street = (n: number) => `${n + 1} Main St`;
const paypalEmail = (n: number) => `fm${n}@paypal.example`;
const paypalName = (n: number) => `PayPal (${paypalEmail(n)})`;

/** A PayPal account saved (and selected) for the visitor, with its own e-mail so each has its own name. */
export async function savePayPal(page: Page, n: number): Promise<void> {
  const approval = (await (
    await page.request.post(url('/fake-vendors/paypal/approve'), { data: { orderID: `fault-matrix-${n}` } })
  ).json()) as { nonce: string };
  await checkoutCall(page, 'ajax_save_payment', {
    payment_method: 'paypal',
    nonce: approval.nonce,
    paypal_email: paypalEmail(n),
  });
}

async function saveAddresses(page: Page, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1)
    await checkoutCall(page, 'ajax_save_address', { ...BOSTON, street_address: street(n) });
}

/** Clicks the radio of a group other than the checked one (alternating between the first two). */
async function chooseOther(group: Locator): Promise<string> {
  const radios = group.getByRole('radio');
  const target = (await radios.nth(0).isChecked()) ? radios.nth(1) : radios.nth(0);
  const name = await target.evaluate((radio) => radio.closest('label')?.textContent?.trim() ?? '');
  await target.click();
  return name;
}

/** The choice a round makes, kept for its `done`. */
const chosen = new Map<string, string>();
const TOKENIZE_FAILED: Failed = { message: 'Error tokenizing credit card.', spec: true };
const ADDRESS_FAILED: Failed = {
  message: 'There was an issue saving your address, please refresh your page and try again.',
  spec: true,
};

export const CHECKOUT_CASES: EndpointCase[] = [
  {
    endpoint: post('ajax_save_address'),
    where: 'Shipping and delivery',
    async type(page, n) {
      const add = shipping(page).getByRole('button', { name: 'Add a new address' });
      if (await add.count()) await add.click();
      await typeAddress(page, { ...BOSTON, street_address: street(n) });
    },
    send: (page) => shipping(page).getByRole('button', { name: 'Save address' }).click(),
    read: readAddress,
    done: (page, n) => expect.poll(() => shipTo(page)).toContain(street(n)),
    failed: ADDRESS_FAILED,
  },
  {
    endpoint: post('ajax_select_address'),
    where: 'Shipping and delivery',
    setup: (page) => saveAddresses(page, 2),
    type: typeGiftMessage,
    async send(page) {
      chosen.set('address', await chooseOther(shipping(page).getByRole('group', { name: 'Ship to' })));
    },
    read: async (page) => ({ ...(await readGiftMessage(page)), 'Ship to': await shipTo(page) }),
    done: (page) => expect.poll(() => shipTo(page)).toBe(chosen.get('address')),
    failed: ADDRESS_FAILED,
  },
  {
    endpoint: post('ajax_delete_address'),
    where: 'Shipping and delivery',
    setup: (page) => saveAddresses(page, 11),
    type: typeGiftMessage,
    send: (page, n) =>
      shipping(page)
        .getByRole('button', { name: `Delete ${street(n)}` })
        .click(),
    read: async (page) => ({
      ...(await readGiftMessage(page)),
      addresses: await shipping(page).getByRole('group', { name: 'Ship to' }).getByRole('radio').count(),
    }),
    done: (page, n) =>
      expect
        .poll(() =>
          shipping(page)
            .getByRole('button', { name: `Delete ${street(n)}` })
            .count(),
        )
        .toBe(0),
    failed: {
      message: 'There was an issue deleting your address, please refresh your page and try again.',
      spec: true,
    },
  },
  {
    endpoint: post('ajax_choose_shipping'),
    where: 'Shipping and delivery',
    type: typeGiftMessage,
    async send(page) {
      chosen.set('delivery', await chooseOther(delivery(page)));
    },
    read: async (page) => ({
      ...(await readGiftMessage(page)),
      delivery: await checkedName(shipping(page), 'Delivery for shipment 1'),
    }),
    done: (page) =>
      expect.poll(() => checkedName(shipping(page), 'Delivery for shipment 1')).toBe(chosen.get('delivery')),
    failed: { message: 'We could not change your delivery option. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_save_notification_email'),
    where: 'Shipping and delivery',
    type: (page, n) => emailField(page).fill(`fm${n}.${EMAIL}`),
    send: (page) => emailField(page).press('Enter'),
    read: async (page) => ({ Email: await emailField(page).inputValue() }),
    done: (page, n) =>
      expect.poll(() => description(emailField(page))).toBe(`We will send your order updates to fm${n}.${EMAIL}.`),
    failed: { message: 'We could not save your email address. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_apply_code'),
    where: 'Promo and gift codes',
    type: (page) => codeField(page).fill('WELCOME10'),
    send: (page) => codes(page).getByRole('button', { name: 'Apply' }).click(),
    read: async (page) => ({ Code: await codeField(page).inputValue() }),
    done: (page) => expect.poll(() => codes(page).getByRole('button', { name: 'Remove WELCOME10' }).count()).toBe(1),
    async rearm(page) {
      await codes(page).getByRole('button', { name: 'Remove WELCOME10' }).click();
      await expect.poll(() => codes(page).getByRole('button', { name: 'Remove WELCOME10' }).count()).toBe(0);
    },
    failed: { message: 'We could not apply that code. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_remove_code'),
    where: 'Promo and gift codes',
    setup: (page) => checkoutCall(page, 'ajax_apply_code', { code: 'WELCOME10' }),
    type: typeGiftMessage,
    send: (page) => codes(page).getByRole('button', { name: 'Remove WELCOME10' }).click(),
    read: async (page) => ({
      ...(await readGiftMessage(page)),
      applied: await codes(page).getByRole('button', { name: 'Remove WELCOME10' }).count(),
    }),
    done: (page) => expect.poll(() => codes(page).getByRole('button', { name: 'Remove WELCOME10' }).count()).toBe(0),
    async rearm(page) {
      await codeField(page).fill('WELCOME10');
      await codes(page).getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => codes(page).getByRole('button', { name: 'Remove WELCOME10' }).count()).toBe(1);
    },
    failed: { message: 'We could not apply that code. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_save_gift_note'),
    where: 'Gift note',
    async type(page, n) {
      await giftMessage(page).fill(`${GIFT_MESSAGE} (${n})`);
      await giftFrom(page).fill('Makana');
    },
    send: (page) => giftNote(page).getByRole('button', { name: 'Save' }).click(),
    read: async (page) => ({ ...(await readGiftMessage(page)), From: await giftFrom(page).inputValue() }),
    done: (page) => expect.poll(() => giftNote(page).getByRole('status').textContent()).toBe('Gift note saved.'),
    failed: { message: 'We could not save your gift note. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_save_gifter'),
    where: 'Registry gift',
    scenario: 'registry-gift',
    type: (page, n) => gifterField(page).fill(`Robin Gifford ${n}`),
    send: (page) => gifter(page).getByRole('button', { name: 'Save' }).click(),
    read: async (page) => ({ Gifter: await gifterField(page).inputValue() }),
    done: (page) => expect.poll(() => gifter(page).getByRole('status').textContent()).toBe('Gifter name saved.'),
    failed: { message: 'We could not save the gifter name. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_save_payment'),
    where: 'Payment',
    async type(page) {
      await openCard(page);
      await typeCard(page, VISA.number);
    },
    send: (page) => payment(page).getByRole('button', { name: 'Save card' }).click(),
    read: readCard,
    done: (page) => expect.poll(() => payWith(page)).toBe('Visa ending in 4242'),
    failed: { message: 'An error occurred saving your payment information. Please try again later.', spec: true },
  },
  {
    // The card vendor's own call, from its SDK in this page (the fake Braintree): a failure is its tokenizing's.
    endpoint: { method: 'POST', path: '/fake-vendors/hosted-fields/tokenize' },
    where: 'Payment',
    async type(page) {
      await openCard(page);
      await typeCard(page, VISA.number);
    },
    send: (page) => payment(page).getByRole('button', { name: 'Save card' }).click(),
    read: readCard,
    done: (page) => expect.poll(() => payWith(page)).toBe('Visa ending in 4242'),
    failed: TOKENIZE_FAILED,
    refusal: TOKENIZE_FAILED,
    signIn: false,
  },
  {
    endpoint: post('ajax_select_payment'),
    where: 'Payment',
    async setup(page) {
      await savePayPal(page, 100);
      await savePayPal(page, 101);
    },
    type: typeGiftMessage,
    async send(page) {
      chosen.set('payment', await chooseOther(payment(page).getByRole('group', { name: 'Pay with' })));
    },
    read: async (page) => ({ ...(await readGiftMessage(page)), 'Pay with': await payWith(page) }),
    done: (page) => expect.poll(() => payWith(page)).toBe(chosen.get('payment')),
    failed: { message: 'Unable to process your payment. Please try again later.', spec: true },
  },
  {
    endpoint: post('ajax_delete_payment'),
    where: 'Payment',
    async setup(page) {
      for (let n = 0; n < 10; n += 1) await savePayPal(page, n);
    },
    type: typeGiftMessage,
    send: (page, n) =>
      payment(page)
        .getByRole('button', { name: `Delete ${paypalName(n)}` })
        .click(),
    read: async (page) => ({
      ...(await readGiftMessage(page)),
      methods: await payment(page).getByRole('group', { name: 'Pay with' }).getByRole('radio').count(),
    }),
    done: (page, n) =>
      expect
        .poll(() =>
          payment(page)
            .getByRole('button', { name: `Delete ${paypalName(n)}` })
            .count(),
        )
        .toBe(0),
    failed: { message: 'We could not remove that payment method. Please try again.', spec: false },
  },
  {
    endpoint: post('ajax_apple_pay_session'),
    where: 'Payment',
    // A Safari-like page: the fake ApplePaySession before the bundle asks for it.
    async before(page) {
      const script = await page.request.get(url('/fake-vendors/apple-pay.js'));
      await page.addInitScript({ content: await script.text() });
    },
    type: typeGiftMessage,
    async send(page) {
      const choice = payment(page)
        .getByRole('group', { name: 'Add a payment method' })
        .first()
        .getByRole('button', { name: 'Apple Pay', exact: true });
      // Offered once the shopper moves towards the choices (never at load).
      if (!(await choice.count())) {
        await payment(page).getByRole('button', { name: 'Card', exact: true }).hover();
        await page.mouse.down();
        await page.mouse.up();
      }
      if ((await choice.getAttribute('aria-expanded')) !== 'true') await choice.click();
      await payment(page).getByRole('button', { name: 'Pay with Apple Pay' }).click();
    },
    read: async (page) => ({ ...(await readGiftMessage(page)), 'Pay with': await payWith(page) }),
    // The card ending 1111 may be checked already (an earlier cell's retry saved one): the retry is done when its
    // session has completed its payment, so the next cell's session does not begin beside it ('Page already has an
    // active payment session', which the page reports as the method not available). "No session open" alone passed
    // on a busy machine before the retry's session had begun (CI, the malformed JSON cell).
    done: async (page) => {
      await expect.poll(() => payWith(page)).toMatch(/1111/);
      await expect.poll(() => lastApplePayCall(page)).toBe('completePayment');
      await expect.poll(() => applePaySessionOpen(page)).toBe(false);
    },
    failed: { message: 'An error occurred saving your payment information. Please try again later.', spec: true },
    refusal: { message: 'An error occurred saving your payment information. Please try again later.', spec: true },
    signIn: false,
  },
  {
    endpoint: post('ajax_place_order'),
    where: 'Order summary',
    type: typeGiftMessage,
    send: (page) => placeOrderButton(page).click(),
    read: async (page) => ({
      ...(await readGiftMessage(page)),
      rows: await summary(page).locator('dl > div').allTextContents(),
    }),
    done: (page) => page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/),
    failed: { message: 'There was an error placing your order, please try again later!', spec: true },
    timeoutMs: 30_000,
  },
];
