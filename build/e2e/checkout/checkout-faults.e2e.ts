import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, url } from '../browser';
import {
  ADDRESS_TYPED,
  addressAndEmail,
  addressField,
  BOSTON,
  checkedName,
  checkoutCall,
  codeField,
  codes,
  description,
  EMAIL,
  emailField,
  errorSummary,
  gifter,
  gifterField,
  giftFrom,
  giftMessage,
  giftNote,
  messagesShown,
  openCard,
  payment,
  placedOrders,
  placeOrderButton,
  shipping,
  SIGNED_OUT,
  summary,
  summaryRows,
  typeAddress,
  typeCard,
  readAddress,
  readCard,
  VISA,
  visitCheckout,
} from '../checkout-e2e';

// The checkout's faults in Chromium (issue 14, "Bad input and faults"): every step the sections call answers
// 401, 422 with field errors (real bad input), 500, or nothing before its timeout (10 s; 30 s for the order,
// on Playwright's fake clock, the fixture holding the answer). Each time the exact message shows in the failing
// section alone, what the shopper typed is still there, and after a 500 or a timeout the same action works once
// the fault is cleared. Then the order retried after its timeout (one order, one idempotency key) and the basket
// emptied or changed in another tab while the shopper was on the checkout.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const STEP_TIMEOUT_MS = 10_000;
const ORDER_TIMEOUT_MS = 30_000;
const BASKET_CHANGED = 'Your basket has been updated. Please review before placing your order.';
const BOSTON_LABEL = 'Ada Byron 1 Main St Boston, MA 02110';
const PAYPAL_LABEL = 'PayPal (shopper@paypal.example)';
const GIFT_MESSAGE = 'Happy housewarming!';

/** The checkout switches for this visitor (fixtures/README.md, Test hooks); `{}` clears them. */
async function faults(
  page: Page,
  switches: { fail?: Record<string, number>; delayMs?: Record<string, number>; placeOrderDelayMs?: number },
) {
  const response = await page.request.post(url('/__fixtures/checkout-faults'), { data: switches });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A PayPal account saved and selected before the page loads (the fake vendor's approval gives the nonce). */
async function payPalSaved(page: Page): Promise<void> {
  const approval = (await (
    await page.request.post(url('/fake-vendors/paypal/approve'), { data: { orderID: 'checkout-faults' } })
  ).json()) as { nonce: string };
  await checkoutCall(page, 'ajax_save_payment', { payment_method: 'paypal', nonce: approval.nonce, paypal_email: '' });
}

/** Everything but the order: an address, the guest's e-mail and PayPal. */
async function readyToPlace(page: Page): Promise<void> {
  await addressAndEmail(page);
  await payPalSaved(page);
}

/** One checkout step as a shopper takes it, and what it looks like when it fails. */
interface StepCase {
  /** The call, as the fixture's switches name it. */
  call: string;
  scenario?: string;
  /** Checkout calls before the page loads. */
  setup?: (page: Page) => Promise<void>;
  section: (page: Page) => Locator;
  /** The shopper's input before the step is sent: typed, and left typed when it fails. */
  type: (page: Page) => Promise<void>;
  /** Sends the step, as the shopper does (submit, choose, leave the field). */
  send: (page: Page) => Promise<void>;
  /** The fields' values now, to compare with `typed`. */
  read: (page: Page) => Promise<Record<string, string>>;
  typed: Record<string, string>;
  /** The step's own message for a 5xx or no answer. */
  failed: string;
  /** Whether the failure message shows in the section's error summary (beside the field) rather than an alert. */
  inSummary?: boolean;
  /** Resolves once the step's success shows. */
  done: (page: Page) => Promise<void>;
  /** Real bad input: what the shopper types instead, the field it is blamed on and the spec's message; `server` when the request goes and the fixture answers 422 (else the same check refuses it first, in the browser). */
  invalid?: {
    type: (page: Page) => Promise<void>;
    field: (page: Page) => Locator;
    message: string;
    server: boolean;
    typed: Record<string, string>;
    /** False where the section has no error summary for the step (the guest e-mail: its message beside the field only, by its README). */
    summary?: false;
  };
}

const STEPS: Record<string, StepCase> = {
  'save address (ajax_save_address)': {
    call: 'ajax_save_address',
    section: shipping,
    type: (page) => typeAddress(page, BOSTON),
    send: (page) => shipping(page).getByRole('button', { name: 'Save address' }).click(),
    read: readAddress,
    typed: ADDRESS_TYPED,
    failed: 'There was an issue saving your address, please refresh your page and try again.',
    done: (page) => expect.poll(() => checkedName(shipping(page), 'Ship to')).toBe(BOSTON_LABEL),
    invalid: {
      // A well-formed zip of another state passes the browser's check; the server knows better (its first digit
      // names a group of states) and says so beside the field.
      type: (page) => typeAddress(page, { ...BOSTON, zip: '96815' }),
      field: (page) => addressField(page, 'Zip code'),
      message: 'Sorry, this Zip Code is invalid.',
      server: true,
      typed: { ...ADDRESS_TYPED, 'Zip code': '96815' },
    },
  },
  'choose delivery (ajax_choose_shipping)': {
    call: 'ajax_choose_shipping',
    section: shipping,
    // Nothing to type in a radio group: the shopper's unsaved gift message elsewhere must survive the fault.
    type: (page) => giftMessage(page).fill(GIFT_MESSAGE),
    send: (page) =>
      shipping(page)
        .getByRole('group', { name: 'Delivery for shipment 1' })
        .getByRole('radio', { name: /^Express/ })
        .click(),
    read: async (page) => ({ 'Gift message': await giftMessage(page).inputValue() }),
    typed: { 'Gift message': GIFT_MESSAGE },
    failed: 'We could not change your delivery option. Please try again.',
    done: (page) =>
      expect.poll(() => checkedName(shipping(page), 'Delivery for shipment 1')).toMatch(/^Express Shipping/),
  },
  'guest e-mail (ajax_save_notification_email)': {
    call: 'ajax_save_notification_email',
    section: shipping,
    type: (page) => emailField(page).fill(EMAIL),
    send: (page) => emailField(page).press('Enter'),
    read: async (page) => ({ Email: await emailField(page).inputValue() }),
    typed: { Email: EMAIL },
    failed: 'We could not save your email address. Please try again.',
    done: (page) =>
      expect.poll(() => description(emailField(page))).toBe(`We will send your order updates to ${EMAIL}.`),
    invalid: {
      type: (page) => emailField(page).fill('leilani@example'),
      field: emailField,
      message: 'Sorry, this is an Invalid Email Address. Please double check your entry.',
      server: false,
      typed: { Email: 'leilani@example' },
      summary: false,
    },
  },
  'apply code (ajax_apply_code)': {
    call: 'ajax_apply_code',
    section: codes,
    type: (page) => codeField(page).fill('WELCOME10'),
    send: (page) => codes(page).getByRole('button', { name: 'Apply' }).click(),
    read: async (page) => ({ Code: await codeField(page).inputValue() }),
    typed: { Code: 'WELCOME10' },
    failed: 'We could not apply that code. Please try again.',
    done: (page) =>
      expect
        .poll(() =>
          codes(page)
            .getByRole('list', { name: 'Applied codes' })
            .getByRole('listitem')
            .allTextContents()
            .catch(() => []),
        )
        .toEqual(['WELCOME1010% off your orderRemove WELCOME10']),
    invalid: {
      type: (page) => codeField(page).fill('SUMMER2025'),
      field: codeField,
      message: 'Sorry! That promo code no longer meets the requirements.',
      server: true,
      typed: { Code: 'SUMMER2025' },
    },
  },
  'gift note (ajax_save_gift_note)': {
    call: 'ajax_save_gift_note',
    section: giftNote,
    async type(page) {
      await giftMessage(page).fill(GIFT_MESSAGE);
      await giftFrom(page).fill('Makana');
    },
    send: (page) => giftNote(page).getByRole('button', { name: 'Save' }).click(),
    read: async (page) => ({
      'Gift message': await giftMessage(page).inputValue(),
      From: await giftFrom(page).inputValue(),
    }),
    typed: { 'Gift message': GIFT_MESSAGE, From: 'Makana' },
    failed: 'We could not save your gift note. Please try again.',
    done: (page) => expect.poll(() => giftNote(page).getByRole('status').textContent()).toBe('Gift note saved.'),
    invalid: {
      type: (page) => giftMessage(page).fill(GIFT_MESSAGE),
      field: giftFrom,
      message: 'Please enter a gifter name.',
      server: false,
      typed: { 'Gift message': GIFT_MESSAGE, From: '' },
    },
  },
  'registry gifter (ajax_save_gifter)': {
    call: 'ajax_save_gifter',
    scenario: 'registry-gift',
    section: gifter,
    type: (page) => gifterField(page).fill('Robin Gifford'),
    send: (page) => gifter(page).getByRole('button', { name: 'Save' }).click(),
    read: async (page) => ({ Gifter: await gifterField(page).inputValue() }),
    typed: { Gifter: 'Robin Gifford' },
    failed: 'We could not save the gifter name. Please try again.',
    done: (page) => expect.poll(() => gifter(page).getByRole('status').textContent()).toBe('Gifter name saved.'),
    invalid: {
      type: (page) => gifterField(page).fill('   '),
      field: gifterField,
      message: 'Please enter a gifter name.',
      server: false,
      typed: { Gifter: '   ' },
    },
  },
  'save payment, a card in the hosted fields (ajax_save_payment)': {
    call: 'ajax_save_payment',
    section: payment,
    async type(page) {
      await openCard(page);
      await typeCard(page, VISA.number);
    },
    send: (page) => payment(page).getByRole('button', { name: 'Save card' }).click(),
    read: readCard,
    typed: VISA,
    failed: 'An error occurred saving your payment information. Please try again later.',
    done: (page) => expect.poll(() => checkedName(payment(page), 'Pay with')).toBe('Visa ending in 4242'),
    invalid: {
      async type(page) {
        await openCard(page);
        await typeCard(page, '4242424242424241');
      },
      field: (page) => payment(page).getByRole('group', { name: 'Card number' }),
      message: 'Invalid credit card number.',
      server: false,
      typed: { ...VISA, number: '4242424242424241' },
    },
  },
  'place order (ajax_place_order)': {
    call: 'ajax_place_order',
    setup: readyToPlace,
    section: summary,
    // Nothing to type for the order itself: the shopper's unsaved gift message must survive the fault.
    type: (page) => giftMessage(page).fill(GIFT_MESSAGE),
    send: (page) => placeOrderButton(page).click(),
    read: async (page) => ({ 'Gift message': await giftMessage(page).inputValue() }),
    typed: { 'Gift message': GIFT_MESSAGE },
    failed: 'There was an error placing your order, please try again later!',
    async done(page) {
      await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
      expect(await placedOrders(page)).toEqual([expect.objectContaining({ payment: PAYPAL_LABEL, email: EMAIL })]);
    },
  },
};

const sectionName = (section: (page: Page) => Locator) =>
  new Map<unknown, string>([
    [shipping, 'Shipping and delivery'],
    [payment, 'Payment'],
    [codes, 'Promo and gift codes'],
    [giftNote, 'Gift note'],
    [gifter, 'Registry gift'],
    [summary, 'Order summary'],
  ]).get(section);

const steps = Object.entries(STEPS);
const withFields = steps.filter(([, step]) => step.invalid);

/** Sends the step and resolves once its request is on its way. */
async function sendAndWaitForRequest(page: Page, step: StepCase) {
  const request = page.waitForRequest((sent) => sent.url().endsWith(`/${step.call}`) && sent.method() === 'POST');
  await step.send(page);
  return request;
}

/**
 * Sends the step again once its fault is lifted, and waits for the server's 200 before `done` judges it: a
 * section can show the choice as the shopper makes it (a delivery radio checks at once), before the call answers.
 */
async function sendAgainAndAnswered(page: Page, step: StepCase) {
  const sent = await sendAndWaitForRequest(page, step);
  expect((await sent.response())?.status()).toBe(200);
  await step.done(page);
}

describe('each checkout step', () => {
  it.each(steps)(
    '%s answered 401: the sign-in dialog opens, the session message is in the section alone, what the shopper typed stays',
    async (_name, step) => {
      const { page } = await visitCheckout(browser, { scenario: step.scenario, setup: step.setup });
      const where = sectionName(step.section);
      await step.type(page);
      await faults(page, { fail: { [step.call]: 401 } });
      await sendAndWaitForRequest(page, step);

      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.waitFor();
      expect(await dialog.getByText('Log in or sign up to check out faster.').count()).toBe(1);
      await expect.poll(() => messagesShown(page)).toContain(`${where}: ${SIGNED_OUT}`);
      expect(await messagesShown(page)).toEqual([`${where}: ${SIGNED_OUT}`]);
      expect(await step.read(page)).toEqual(step.typed);

      // Not now: the dialog closes, the message and the fields stay.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await messagesShown(page)).toEqual([`${where}: ${SIGNED_OUT}`]);
      expect(await step.read(page)).toEqual(step.typed);
      expect(await placedOrders(page)).toEqual([]);
      await closePage(page);
    },
  );

  it.each(withFields)(
    '%s refused for real bad input: the spec message beside the field and in its section’s error summary alone (the guest e-mail has none), what the shopper typed stays',
    async (_name, step) => {
      const invalid = step.invalid!;
      const { page, requests } = await visitCheckout(browser, { scenario: step.scenario, setup: step.setup });
      const where = sectionName(step.section);
      await invalid.type(page);
      if (invalid.server) {
        const answer = page.waitForResponse((response) => response.url().endsWith(`/${step.call}`));
        await step.send(page);
        expect((await answer).status()).toBe(422);
      } else {
        await step.send(page);
      }
      await expect.poll(() => description(invalid.field(page))).toBe(invalid.message);
      if (invalid.summary === false) {
        expect(await messagesShown(page)).toEqual([]);
      } else {
        await expect
          .poll(() =>
            errorSummary(step.section(page))
              .getByRole('listitem')
              .allTextContents()
              .catch(() => []),
          )
          .toEqual([invalid.message]);
        expect(await messagesShown(page)).toEqual([`${where}: ${invalid.message}`]);
      }
      expect(await step.read(page)).toEqual(invalid.typed);
      // The browser's own check refuses what the server would (field-rules.ts mirrors checkout-validation.ts): no request.
      if (!invalid.server) expect(requests.filter((path) => path.endsWith(`/${step.call}`))).toEqual([]);
      await closePage(page);
    },
  );

  it.each(steps)(
    '%s answered 500: the step message in the section alone, what the shopper typed stays, and the same action works once the fault is cleared',
    async (_name, step) => {
      const { page } = await visitCheckout(browser, { scenario: step.scenario, setup: step.setup });
      const where = sectionName(step.section);
      await step.type(page);
      await faults(page, { fail: { [step.call]: 500 } });
      await sendAndWaitForRequest(page, step);
      await expect.poll(() => messagesShown(page)).toEqual([`${where}: ${step.failed}`]);
      expect(await step.read(page)).toEqual(step.typed);
      expect(await placedOrders(page)).toEqual([]);

      await faults(page, {});
      await sendAgainAndAnswered(page, step);
      await closePage(page);
    },
  );

  it.each(steps.filter(([, step]) => step.call !== 'ajax_place_order'))(
    '%s with no answer: after 10 s (fake clock) the step message in the section alone, what the shopper typed stays, and the same action works once the fault is cleared',
    async (_name, step) => {
      const { page } = await visitCheckout(browser, { scenario: step.scenario, setup: step.setup, clock: true });
      const where = sectionName(step.section);
      await step.type(page);
      // The fixture holds the answer (up to two minutes) until the page gives up on it.
      await faults(page, { delayMs: { [step.call]: 120_000 } });
      // The page's time stands still from here but for what the test runs, so no margin is needed.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await sendAndWaitForRequest(page, step);
      // Still waiting a moment before the timeout...
      await page.clock.runFor(STEP_TIMEOUT_MS - 1);
      expect(await messagesShown(page)).toEqual([]);
      // ...and given up at it.
      await page.clock.runFor(1);
      await expect.poll(() => messagesShown(page)).toEqual([`${where}: ${step.failed}`]);
      await expect.poll(() => step.read(page)).toEqual(step.typed);
      await page.clock.resume();

      await faults(page, {});
      await sendAgainAndAnswered(page, step);
      await closePage(page);
    },
  );
});

describe('signing in after a 401', () => {
  it('save address: the dialog signs the shopper in and the same address is saved, nothing typed again', async () => {
    const step = STEPS['save address (ajax_save_address)']!;
    const { page } = await visitCheckout(browser);
    await step.type(page);
    await faults(page, { fail: { [step.call]: 401 } });
    await sendAndWaitForRequest(page, step);
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.waitFor();
    await faults(page, {});
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`/${step.call}`)) answers.push(response.status());
    });
    await dialog.getByLabel(/^Email( \*)?$/).fill('ines.insider@example.com');
    await dialog.getByLabel(/^Password( \*)?$/).fill('insider-pass-1');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => answers).toEqual([200]);
    await step.done(page);
    expect(await messagesShown(page)).toEqual([]);
    await closePage(page);
  });
});

describe('the order placed with no answer for 30 s', () => {
  it('says so (fake clock); Place order again places ONE order, with the same idempotency key, and lands on its confirmation', async () => {
    const step = STEPS['place order (ajax_place_order)']!;
    const { page } = await visitCheckout(browser, { setup: step.setup, clock: true });
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/ajax_place_order')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await step.type(page);
    // The fixture places the order, then holds its answer (up to two minutes) until the page gives up on it.
    await faults(page, { placeOrderDelayMs: 120_000 });
    // The page's time stands still from here but for what the test runs, so no margin is needed.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await sendAndWaitForRequest(page, step);
    // Placed by the fixture before the page gives up: the request being sent is not its being handled, and an
    // abort that reached the fixture first would leave no order.
    await expect.poll(() => placedOrders(page)).toHaveLength(1);
    await page.clock.runFor(ORDER_TIMEOUT_MS - 1);
    expect(await messagesShown(page)).toEqual([]);
    expect(await placeOrderButton(page).textContent()).toBe('Placing order…');
    await page.clock.runFor(1);
    await expect.poll(() => messagesShown(page)).toEqual([`Order summary: ${step.failed}`]);
    await expect.poll(() => step.read(page)).toEqual(step.typed);
    await page.clock.resume();
    // The order went through; only its answer was lost.
    expect(await placedOrders(page)).toHaveLength(1);

    // Again, the fixture's hold still on: the same key gets the kept answer at once.
    await placeOrderButton(page).click();
    await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
    const orders = await placedOrders(page);
    expect(orders).toEqual([
      expect.objectContaining({ payment: PAYPAL_LABEL, email: EMAIL, total: 108.62, lineCount: 2 }),
    ]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(orders[0]!.idempotencyKey).toBe(keys[0]);
    expect(page.url()).toMatch(new RegExp(`/confirmation/${orders[0]!.orderId}$`));
    await closePage(page);
  });
});

interface BasketLine {
  id: number;
}

/** From a second tab of the same browser: the basket's lines removed through the basket endpoints (the checkout tab is not told). */
async function removeLinesFromAnotherTab(page: Page, count: 'all' | 1): Promise<void> {
  const other = await page.context().newPage();
  const { basket } = (await (await other.request.get(url('/users/cart/ajax_basket'))).json()) as {
    basket: { basketItems: BasketLine[] };
  };
  const { csrfToken } = (await (await other.request.get(url('/__fixtures/state'))).json()) as { csrfToken: string };
  const lines = count === 'all' ? basket.basketItems : basket.basketItems.slice(0, count);
  for (const line of lines) {
    const response = await other.request.post(url('/users/cart/ajax_remove_item'), {
      data: { basket_item_id: line.id },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await other.close();
}

describe('the basket changed in another tab during checkout', () => {
  it('emptied: Place order says the basket was updated (in the order summary alone), the checkout loads again, empty, and no order is placed', async () => {
    const step = STEPS['place order (ajax_place_order)']!;
    const { page } = await visitCheckout(browser, { setup: step.setup });
    await step.type(page);
    await removeLinesFromAnotherTab(page, 'all');
    await placeOrderButton(page).click();
    await expect.poll(() => messagesShown(page)).toEqual([`Order summary: ${BASKET_CHANGED}`]);
    await expect.poll(() => summary(page).getByText('Your basket is empty.').count()).toBe(1);
    expect(await placeOrderButton(page).count()).toBe(0);
    expect(await summaryRows(page)).toContain('Subtotal: $0.00');
    expect(await step.read(page)).toEqual(step.typed);
    expect(await placedOrders(page)).toEqual([]);
    await closePage(page);
  });

  it('a line removed: Place order says the basket was updated, the summary shows the basket left, and Place order again places one order of it', async () => {
    const step = STEPS['place order (ajax_place_order)']!;
    const { page } = await visitCheckout(browser, { setup: step.setup });
    const before = await summaryRows(page);
    await step.type(page);
    await removeLinesFromAnotherTab(page, 1);
    await placeOrderButton(page).click();
    await expect.poll(() => messagesShown(page)).toEqual([`Order summary: ${BASKET_CHANGED}`]);
    await expect.poll(() => summaryRows(page)).not.toEqual(before);
    expect(await placedOrders(page)).toEqual([]);
    expect(await step.read(page)).toEqual(step.typed);
    const total = Number((await summary(page).getByRole('definition').last().textContent())!.replace(/[$,]/g, ''));
    await placeOrderButton(page).click();
    await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
    expect(await placedOrders(page)).toEqual([expect.objectContaining({ lineCount: 1, total })]);
    await closePage(page);
  });
});
