import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutSummarySlot } from '../../fixtures/pages/checkout-slots';
import { plainSlotSection, serverRenderedSection } from '../../fixtures/testing/checkout-section-page';
import { mountSlot } from '../../mount/mount-slot';
import { $basket, resetBasket } from '../../stores/basket/basket';
import { $checkout } from '../../stores/checkout/checkout-state';
import { resetCheckout } from '../../stores/checkout/checkout-load';
import {
  checkoutAnswer,
  checkoutServer,
  EXPRESS,
  fieldErrors,
  json,
  networkFailure,
  OPTIONS,
  STANDARD,
  step,
  type Answer,
  type AnswerOptions,
} from '../../fixtures/testing/checkout-test-server';
import { applyCode } from '../../stores/checkout/extras';
import { resetPayment, selectAffirm } from '../../stores/checkout/payment';
import { $order, resetOrder } from '../../stores/checkout/place-order';
import checkoutSummaryWidget from './definition';

type CheckoutAnswer = ReturnType<typeof checkoutAnswer>;
const PLACE = step('ajax_place_order');
const CONFIRMATION = '/shop/checkout/confirmation/F52-100001';
const placed = json({
  success: true,
  orderId: 'F52-100001',
  total: { amount: 120, display: '$120.00' },
  confirmationPath: CONFIRMATION,
});
const money = (amount: number) => ({ amount, display: `$${amount.toFixed(2)}` });
/** A guest who gave an e-mail: nothing is missing before the order. */
const ready = (options: AnswerOptions = {}) => checkoutAnswer({ notificationEmail: 'guest@example.com', ...options });
const assign = vi.fn();

/** The section's slot as the server renders it (data-ssr, the served answer in data-props), mounted as the page's loader does. */
function page(answer: CheckoutAnswer = ready(), answers: Record<string, Answer | Answer[]> = {}) {
  return serverRenderedSection(checkoutSummaryWidget, answer, answers);
}

/** The summary's rows, term and amount(s). */
const rows = () =>
  Array.from(document.querySelectorAll('dl > div'), (row) => Array.from(row.children, (cell) => cell.textContent));
const placeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Plac(e|ing) order/ });
const placeCalls = (server: ReturnType<typeof checkoutServer>) =>
  server.calls.filter((call) => `${call.method} ${call.path}` === PLACE);
const errorSummary = () => screen.getByRole('alert', { name: 'Please check the following:' });
const listed = () =>
  within(errorSummary())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  cleanStores($checkout, $basket, $order);
  resetCheckout();
  resetBasket();
  resetOrder();
  resetPayment();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  assign.mockReset();
});
afterEach(() => {
  cleanStores($checkout, $basket, $order);
  vi.unstubAllGlobals();
});

describe('checkout-summary', () => {
  it('on the fixture page (the served answer in the shipping slot’s props): replaces its readable summary at once, asking for nothing', async () => {
    const answer = ready({ region: 'HI', surcharges: 25 });
    const { server } = await plainSlotSection(checkoutSummaryWidget, checkoutSummarySlot, answer);
    expect(rows().slice(1, 3)).toEqual([
      ['Shipping to Hawaii', '$8.95'],
      ['Shipping surcharge', '$25.00'],
    ]);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(server.paths()).not.toContain(OPTIONS);
  });

  it('hydrates the server render in place: the amounts, the deliveries and Place order, asking for nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { server } = await page();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Subtotal', '$100.00'],
      ['Shipping', '$8.95'],
      ['Tax', '$4.00'],
      ['Total', '$120.00'],
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${STANDARD.label}: 2 items`,
      `${EXPRESS.label}: 1 item`,
    ]);
    expect(placeButton().getAttribute('aria-disabled')).toBeNull();
    expect(server.paths()).not.toContain(OPTIONS);
  });

  describe('the shipping row (the spec’s shipping message and total)', () => {
    it.each([
      [
        'HI with shipping above 0',
        { region: 'HI', nonSurcharge: 8.95, surcharges: 25 },
        [
          ['Shipping to Hawaii', '$8.95'],
          ['Shipping surcharge', '$25.00'],
        ],
      ],
      [
        'AK with shipping above 0',
        { region: 'AK', nonSurcharge: 8.95, surcharges: 35 },
        [
          ['Shipping to Alaska', '$8.95'],
          ['Shipping surcharge', '$35.00'],
        ],
      ],
      [
        'HI with free shipping: the surcharge is the total, in one row',
        { region: 'HI', nonSurcharge: 0, surcharges: 25 },
        [['Shipping', '$25.00']],
      ],
      ['another state', { region: 'IL', nonSurcharge: 8.95, surcharges: 0 }, [['Shipping', '$8.95']]],
      ['no address yet', { region: null, nonSurcharge: 8.95, surcharges: 0 }, [['Shipping', '$8.95']]],
      ['nothing to pay', { region: 'HI', nonSurcharge: 0, surcharges: 0 }, [['Shipping', '$0.00']]],
    ] as const)('%s', async (_case, options, shipping) => {
      await page(ready(options));
      expect(rows().slice(1, -2)).toEqual(shipping);
    });
  });

  it('shows the discount with the promo code and its message, and each gift code with its amount', async () => {
    const answer = ready({ promoCode: { code: 'WELCOME10', message: '10% off your order' } });
    Object.assign(answer.orderReview as Record<string, unknown>, {
      discount: money(10),
      appliedGiftCodes: [{ code: 'GIFT-2500-AAAA', amount: money(25), remainingBalance: money(0) }],
    });
    await page(answer);
    expect(rows()).toEqual([
      ['Subtotal', '$100.00'],
      ['Discount', '-$10.00', 'WELCOME10: 10% off your order'],
      ['Shipping', '$8.95'],
      ['Gift code GIFT-2500-AAAA', '-$25.00'],
      ['Tax', '$4.00'],
      ['Total', '$120.00'],
    ]);
  });

  it('an empty basket: "Your basket is empty." and a link to the shop instead of the button', async () => {
    await page(ready({ items: [], shipments: [] }));
    expect(screen.getByText(/^Your basket is empty\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  describe('placing the order', () => {
    it('sends it with an Idempotency-Key, then goes to the confirmation page', async () => {
      const { server, user } = await page(undefined, { [PLACE]: placed });
      await user.click(placeButton());
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CONFIRMATION));
      const [call] = placeCalls(server);
      expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(call?.body).toEqual({ billing_id: 'bi_1', basket_version: 'v1', notification_email: 'guest@example.com' });
      // On its way to the confirmation: no second attempt.
      expect(placeButton().getAttribute('aria-disabled')).toBe('true');
    });

    it('the button is disabled and busy, saying "Placing order…", while the order is out', async () => {
      let answer: (response: Response) => void = () => {};
      const { user } = await page(undefined, { [PLACE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
      await user.click(placeButton());
      await vi.waitFor(() => expect(placeButton().textContent).toBe('Placing order…'));
      expect(placeButton().getAttribute('aria-disabled')).toBe('true');
      expect(placeButton().getAttribute('aria-busy')).toBe('true');
      answer(await placed());
      await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    });

    it('a double click sends one request', async () => {
      const { server, user } = await page(undefined, { [PLACE]: placed });
      await user.dblClick(placeButton());
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
      expect(placeCalls(server)).toHaveLength(1);
    });

    it('two clicks in the same instant (before the button re-renders) send one request', async () => {
      const { server } = await page(undefined, { [PLACE]: placed });
      const button = placeButton();
      act(() => {
        fireEvent.click(button);
        fireEvent.click(button);
      });
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
      expect(placeCalls(server)).toHaveLength(1);
      expect(assign).toHaveBeenCalledOnce();
    });

    it('no answer: the order message, focus on it, and the retry sends the same key (one order)', async () => {
      const { server, user } = await page(undefined, { [PLACE]: [networkFailure, placed] });
      await user.click(placeButton());
      await vi.waitFor(() => expect(document.activeElement).toBe(errorSummary()));
      expect(listed()).toEqual(['There was an error placing your order, please try again later!']);
      expect(assign).not.toHaveBeenCalled();
      await user.click(placeButton());
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CONFIRMATION));
      const [first, retry] = placeCalls(server).map((call) => call.headers.get('Idempotency-Key'));
      expect(first).toBeTruthy();
      expect(retry).toBe(first);
      expect(screen.queryByRole('alert', { name: 'Please check the following:' })).toBeNull();
    });

    it('what is missing: every message in the summary, which takes focus; nothing sent', async () => {
      const answer = checkoutAnswer({
        addressID: null,
        billingID: null,
        billingInfos: [],
        registryGifts: [{ registryId: 7702, registryName: 'Sam & Alex’s Wedding Registry', itemIds: [11] }],
      });
      const { server, user } = await page(answer);
      await user.click(placeButton());
      await vi.waitFor(() => expect(document.activeElement).toBe(errorSummary()));
      expect(listed()).toEqual([
        'Please enter a shipping address.',
        'Please enter a payment method.',
        'Please enter an Email Address.',
        'Please enter a gifter name.',
      ]);
      expect(placeCalls(server)).toEqual([]);
    });

    it.each([
      [
        'a declined payment',
        fieldErrors([{ key: 'payment_declined', message: 'declined' }], 402),
        'Unable to process your payment. Please try again later.',
      ],
      ['a 500', json({}, 500), 'There was an error placing your order, please try again later!'],
      [
        'a key the client does not know (its text, as text)',
        fieldErrors([{ key: 'fraud_hold', message: '<b>Held</b> for review.' }]),
        '<b>Held</b> for review.',
      ],
    ])('%s: its message, with focus', async (_case, answer, message) => {
      const { user } = await page(undefined, { [PLACE]: answer });
      await user.click(placeButton());
      await vi.waitFor(() => expect(document.activeElement).toBe(errorSummary()));
      expect(listed()).toEqual([message]);
      expect(errorSummary().querySelector('b')).toBeNull();
    });

    it('the basket changed underneath: loaded again, and said', async () => {
      const { server, user } = await page(undefined, {
        [PLACE]: fieldErrors([{ key: 'basket_changed', message: 'changed' }], 409),
        [OPTIONS]: json(ready({ items: [{ id: 11, quantity: 1 }] })),
      });
      await user.click(placeButton());
      await vi.waitFor(() => expect(document.activeElement).toBe(errorSummary()));
      expect(listed()).toEqual(['Your basket has been updated. Please review before placing your order.']);
      expect(server.paths()).toContain(OPTIONS);
    });

    it('Affirm refusing: Affirm’s message', async () => {
      vi.stubGlobal('affirm', {
        checkout: Object.assign(vi.fn(), { open: ({ onFail }: { onFail: () => void }) => onFail() }),
      });
      const { server, user } = await page();
      selectAffirm();
      await user.click(placeButton());
      await vi.waitFor(() => expect(document.activeElement).toBe(errorSummary()));
      expect(listed()).toEqual(['There was an error checking out with Affirm, please try again later.']);
      expect(placeCalls(server)).toEqual([]);
    });

    it('a click while another section’s request is out (the e-mail saved as focus leaves it) waits for it, then places the order once', async () => {
      let answer: (response: Response) => void = () => {};
      const { server, user } = await page(undefined, {
        [step('ajax_apply_code')]: () => new Promise<Response>((resolve) => (answer = resolve)),
        [PLACE]: placed,
      });
      const applying = applyCode('WELCOME10');
      await vi.waitFor(() => expect(server.paths()).toContain(step('ajax_apply_code')));
      expect(placeButton().getAttribute('aria-disabled')).toBeNull();
      await user.click(placeButton());
      await vi.waitFor(() => expect(placeButton().textContent).toBe('Placing order…'));
      expect(placeCalls(server)).toEqual([]);
      answer(await json(ready())());
      await applying;
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(CONFIRMATION));
      expect(placeCalls(server)).toHaveLength(1);
      expect(document.activeElement).toBe(placeButton());
    });
  });

  it('the basket changed in another tab: said at once, without taking focus', async () => {
    await page(undefined);
    act(() => $checkout.set({ ...$checkout.get(), basketChanged: true }));
    expect(listed()).toEqual(['Your basket has been updated. Please review before placing your order.']);
    expect(document.activeElement).toBe(document.body);
  });

  describe('given a bare slot (no served answer)', () => {
    async function bare(answers: Record<string, Answer | Answer[]>) {
      const server = checkoutServer(answers);
      document.body.innerHTML = '<div data-widget="checkout-summary"></div>';
      expect(
        await mountSlot(
          checkoutSummaryWidget,
          document.querySelector<HTMLElement>('[data-widget="checkout-summary"]')!,
        ),
      ).toBe('mounted');
      return { server, user: userEvent.setup() };
    }

    it('shows a skeleton while the checkout loads, then the summary', async () => {
      let answer: (response: Response) => void = () => {};
      await bare({ [OPTIONS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
      expect(screen.getByRole('status', { name: 'Loading the order summary' })).toBeTruthy();
      answer(await json(ready({ region: 'HI', surcharges: 25 }))());
      expect(await screen.findByText('Shipping to Hawaii')).toBeTruthy();
    });

    it('says when the checkout cannot load, and Retry loads it again', async () => {
      // The server answers only once Retry is pressed, so no other load (a reload a step starts) can stand in for it.
      let retried = false;
      const { user } = await bare({ [OPTIONS]: () => (retried ? json(ready()) : json({}, 404))() });
      expect(
        await screen.findByText('We could not load your checkout. Please check your connection and try again.'),
      ).toBeTruthy();
      retried = true;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: 'Place order' })).toBeTruthy();
    });
  });
});
