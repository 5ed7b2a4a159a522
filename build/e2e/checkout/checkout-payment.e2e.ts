import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, url } from '../browser';
import {
  addressAndEmail,
  DESKTOP,
  EMAIL,
  errorSummary,
  focused,
  keyboard,
  mouse,
  payment,
  placedOrders,
  placeOrderButton,
  summary,
  VENDOR_UNAVAILABLE,
  visitCheckout,
  WIDTHS,
} from '../checkout-e2e';

// Paying on the checkout page in Chromium with the fixture's fake vendors: Affirm offered only above $50 and
// an order placed through its dialog (at 1280 and 375, by pointer and by keyboard), and each vendor's SDK
// blocked, hanging or throwing (the page's ?vendorFail= switches): a clear message, the choice closed, and
// another way to pay still works. No vendor script is asked for before the shopper chooses its method.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = WIDTHS[1][1];
const AFFIRM_ERROR = 'There was an error checking out with Affirm, please try again later.';
const SAVE_FAILED = 'An error occurred saving your payment information. Please try again later.';
const PAYPAL_LABEL = 'PayPal (shopper@paypal.example)';
const GOOGLE_PAY_LABEL = 'Google Pay (Mastercard 4444)';

const choices = (page: Page) => payment(page).getByRole('group', { name: 'Add a payment method' }).first();
const choice = (page: Page, name: string) => choices(page).getByRole('button', { name, exact: true });
const savedMethod = (page: Page, name: string) =>
  payment(page).getByRole('group', { name: 'Pay with' }).getByRole('radio', { name });
const paymentAlert = (page: Page) => payment(page).locator('p[role="alert"]');
const affirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Pay over time with Affirm' });

/** A wallet's own button, which its SDK drew in the wallet's panel: pressed, the method is saved and selected. */
async function payWithWallet(page: Page, wallet: 'PayPal' | 'Google Pay', label: string): Promise<void> {
  await choice(page, wallet).click();
  await payment(page).getByRole('group', { name: wallet }).getByRole('button', { name: wallet, exact: true }).click();
  await expect
    .poll(() =>
      savedMethod(page, label)
        .isChecked()
        .catch(() => false),
    )
    .toBe(true);
}

describe('Affirm', () => {
  it.each(WIDTHS)(
    'is not offered for the small basket ($24.07) at %s; Card, PayPal and Google Pay are, and Apple Pay is not (no ApplePaySession)',
    async (_size, context) => {
      const { page, vendorRequests } = await visitCheckout(browser, { scenario: 'small', context });
      expect(await summary(page).getByRole('definition').last().textContent()).toBe('$24.07');
      expect(await choices(page).getByRole('button').allTextContents()).toEqual(['Card', 'PayPal', 'Google Pay']);
      expect(vendorRequests()).toEqual([]);
      await closePage(page);
    },
  );

  describe.each(WIDTHS)('above 50 dollars at %s', (_size, context) => {
    it.each(['mouse', 'keyboard'] as const)(
      'by %s: offered at $108.62, chosen, the order placed through its dialog',
      async (mode) => {
        const { page, vendorRequests, errors } = await visitCheckout(browser, { context, setup: addressAndEmail });
        const input = mode === 'mouse' ? mouse(page) : keyboard(page);
        expect(await summary(page).getByRole('definition').last().textContent()).toBe('$108.62');
        expect(await choices(page).getByRole('button').allTextContents()).toEqual([
          'Card',
          'PayPal',
          'Google Pay',
          'Affirm',
        ]);

        await input.press(choice(page, 'Affirm'));
        const affirm = savedMethod(page, 'Affirm: pay over time');
        await expect.poll(() => affirm.isChecked().catch(() => false)).toBe(true);
        // Affirm's script is not loaded until the order is placed with it. (Tabbing past Card, PayPal and Google
        // Pay is intent: the keyboard run preloads their scripts on the way, the pointer run does not.)
        const affirmRequests = () => vendorRequests().filter((path) => path.startsWith('/fake-vendors/affirm'));
        expect(affirmRequests()).toEqual([]);
        if (mode === 'mouse') expect(vendorRequests()).toEqual([]);

        await input.press(placeOrderButton(page));
        const dialog = affirmDialog(page);
        await dialog.waitFor();
        expect(await dialog.getByText('$108.62 in 4 interest-free payments of $27.16.').count()).toBe(1);
        const confirm = dialog.getByRole('button', { name: 'Confirm Affirm plan' });
        await expect.poll(() => focused(confirm)).toBe(true);
        if (mode === 'mouse') {
          expect(await axeViolations(page)).toEqual([]);
          await confirm.click();
        } else {
          await page.keyboard.press('Enter');
        }
        await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
        expect(await placedOrders(page)).toEqual([
          expect.objectContaining({ total: 108.62, payment: 'Affirm', email: EMAIL }),
        ]);
        expect(affirmRequests()).toEqual(['/fake-vendors/affirm.js', '/fake-vendors/affirm/confirm']);
        expect(errors).toEqual([]);
        await closePage(page);
      },
    );
  });
});

describe('a vendor that fails', () => {
  it.each([
    ['hostedFields:404', DESKTOP],
    ['hostedFields:throw', PHONE],
  ])(
    '?vendorFail=%s: choosing Card says it is not available and closes it; PayPal still works',
    async (vendorFail, context) => {
      const { page, vendorRequests } = await visitCheckout(browser, { context, query: `?vendorFail=${vendorFail}` });
      expect(vendorRequests()).toEqual([]);
      await choice(page, 'Card').click();
      await expect
        .poll(() =>
          paymentAlert(page)
            .textContent()
            .catch(() => null),
        )
        .toBe(VENDOR_UNAVAILABLE);
      expect(await choice(page, 'Card').getAttribute('aria-expanded')).toBe('false');
      expect(await payment(page).getByRole('form', { name: 'Card details' }).count()).toBe(0);
      expect(await page.locator('iframe').count()).toBe(0);
      await payWithWallet(page, 'PayPal', PAYPAL_LABEL);
      expect(await paymentAlert(page).count()).toBe(0);
      await closePage(page);
    },
  );

  it.each([
    ['paypal:404', DESKTOP],
    ['paypal:throw', PHONE],
  ])(
    '?vendorFail=%s: choosing PayPal says it is not available and closes it; Google Pay still works',
    async (vendorFail, context) => {
      const { page, vendorRequests } = await visitCheckout(browser, { context, query: `?vendorFail=${vendorFail}` });
      expect(vendorRequests()).toEqual([]);
      await choice(page, 'PayPal').click();
      await expect
        .poll(() =>
          paymentAlert(page)
            .textContent()
            .catch(() => null),
        )
        .toBe(VENDOR_UNAVAILABLE);
      expect(await choice(page, 'PayPal').getAttribute('aria-expanded')).toBe('false');
      await payWithWallet(page, 'Google Pay', GOOGLE_PAY_LABEL);
      await closePage(page);
    },
  );

  it('?vendorFail=googlePay:404: choosing Google Pay says it is not available; PayPal still works', async () => {
    const { page, vendorRequests } = await visitCheckout(browser, { query: '?vendorFail=googlePay:404' });
    expect(vendorRequests()).toEqual([]);
    await choice(page, 'Google Pay').click();
    await expect
      .poll(() =>
        paymentAlert(page)
          .textContent()
          .catch(() => null),
      )
      .toBe(VENDOR_UNAVAILABLE);
    expect(await choice(page, 'Google Pay').getAttribute('aria-expanded')).toBe('false');
    await payWithWallet(page, 'PayPal', PAYPAL_LABEL);
    await closePage(page);
  });

  it('?vendorFail=googlePay:throw (its payment sheet fails): the saving message; PayPal still works', async () => {
    const { page } = await visitCheckout(browser, { context: PHONE, query: '?vendorFail=googlePay:throw' });
    await choice(page, 'Google Pay').click();
    await payment(page)
      .getByRole('group', { name: 'Google Pay' })
      .getByRole('button', { name: 'Google Pay', exact: true })
      .click();
    await expect
      .poll(() =>
        paymentAlert(page)
          .textContent()
          .catch(() => null),
      )
      .toBe(SAVE_FAILED);
    expect(await payment(page).getByRole('group', { name: 'Pay with' }).count()).toBe(0);
    await payWithWallet(page, 'PayPal', PAYPAL_LABEL);
    await closePage(page);
  });

  it('?vendorFail=paypal:hang: after 15 s (fake clock) PayPal is not available; Google Pay still works', async () => {
    const { page } = await visitCheckout(browser, { query: '?vendorFail=paypal:hang', clock: true });
    // The page's time stands still from here, but for what the test runs on.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await choice(page, 'PayPal').click();
    const panel = payment(page).getByRole('group', { name: 'PayPal' });
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Loading…');
    await page.clock.runFor(14_999);
    expect(await paymentAlert(page).count()).toBe(0);
    await page.clock.runFor(1);
    await expect
      .poll(() =>
        paymentAlert(page)
          .textContent()
          .catch(() => null),
      )
      .toBe(VENDOR_UNAVAILABLE);
    expect(await panel.count()).toBe(0);
    await page.clock.resume();
    await payWithWallet(page, 'Google Pay', GOOGLE_PAY_LABEL);
    await closePage(page);
  });

  it('Apple Pay in a Safari-like page (the fake ApplePaySession, ?throw=1): its session fails to begin with the message; Google Pay still works', async () => {
    const { page } = await visitCheckout(browser, {
      before: async (opened) => {
        const script = await opened.request.get(url('/fake-vendors/apple-pay.js?throw=1'));
        await opened.addInitScript({ content: await script.text() });
      },
    });
    // Offered once the shopper moves towards the choices (never at load).
    await choice(page, 'Card').hover();
    await page.mouse.down();
    await page.mouse.up();
    await choice(page, 'Apple Pay').click();
    await payment(page).getByRole('button', { name: 'Pay with Apple Pay' }).click();
    await expect
      .poll(() =>
        paymentAlert(page)
          .textContent()
          .catch(() => null),
      )
      .toBe(VENDOR_UNAVAILABLE);
    await payWithWallet(page, 'Google Pay', GOOGLE_PAY_LABEL);
    await closePage(page);
  });

  it.each([
    ['affirm:404', DESKTOP],
    ['affirm:throw', PHONE],
  ])(
    '?vendorFail=%s: placing the order with Affirm says Affirm failed; then PayPal places it, once',
    async (vendorFail, context) => {
      const { page, vendorRequests } = await visitCheckout(browser, {
        context,
        query: `?vendorFail=${vendorFail}`,
        setup: addressAndEmail,
      });
      await choice(page, 'Affirm').click();
      expect(vendorRequests()).toEqual([]);
      await placeOrderButton(page).click();
      const why = errorSummary(summary(page));
      await expect.poll(() => why.getByRole('listitem').allTextContents()).toEqual([AFFIRM_ERROR]);
      await expect.poll(() => focused(why)).toBe(true);
      expect(await affirmDialog(page).count()).toBe(0);
      expect(await placedOrders(page)).toEqual([]);

      await payWithWallet(page, 'PayPal', PAYPAL_LABEL);
      await placeOrderButton(page).click();
      await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
      expect(await placedOrders(page)).toEqual([expect.objectContaining({ payment: PAYPAL_LABEL })]);
      await closePage(page);
    },
  );
});
