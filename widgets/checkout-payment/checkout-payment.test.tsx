import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSlot } from '../../mount/mount-slot';
import { renderWidgetSlot } from '../../mount/server/render-slot';
import { holdAddedScripts } from '../../fixtures/testing/added-scripts';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import {
  checkoutAnswer,
  checkoutServer,
  fieldErrors,
  json,
  OPTIONS,
  step,
} from '../../fixtures/testing/checkout-test-server';
import checkoutPaymentWidget from './definition';
import {
  cleanPaymentPage,
  fakeHostedFields,
  paymentPage,
  shippingSlot,
  VENDORS,
} from '../../fixtures/testing/payment-test-page';

const UNAVAILABLE = 'This payment method is not available right now. Please choose another.';
const VISA = { id: 'bi_1', paymentMethod: 'card', label: 'Visa ending in 4242' };
const PAYPAL = { id: 'bi_2', paymentMethod: 'paypal', label: 'PayPal: cook@example.com' };

const payWith = () => screen.getByRole('group', { name: 'Pay with' });
const radios = () =>
  within(payWith())
    .getAllByRole('radio')
    .map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked]);
/** A button; the ways to add a method are looked up in their group (a vendor's own button may have the same name). */
const choice = (name: string) =>
  ['Card', 'PayPal', 'Apple Pay', 'Google Pay', 'Affirm'].includes(name)
    ? within(screen.getByRole('group', { name: 'Add a payment method' })).getByRole('button', { name })
    : screen.getByRole('button', { name });
const alertText = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

afterEach(cleanPaymentPage);

describe('checkout-payment', () => {
  describe('given saved billing infos', () => {
    it("lists them as 'Pay with' radios, the server's billingID checked, and loads no vendor at load", async () => {
      const { sent } = await paymentPage(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_2' }));
      expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).toBeTruthy();
      expect(radios()).toEqual([
        ['bi_1', false],
        ['bi_2', true],
      ]);
      expect(screen.getByRole('button', { name: 'Delete PayPal: cook@example.com' })).toBeTruthy();
      expect(choice('Add a payment method').getAttribute('aria-expanded')).toBe('false');
      expect(sent().map((call) => call.path)).toEqual([]);
      expect(document.head.querySelectorAll('script[src], link')).toHaveLength(0);
    });

    it('choosing one sends its billing_id and keeps it checked', async () => {
      const { sent, user } = await paymentPage(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_2' }), {
        [step('ajax_select_payment')]: json(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_1' })),
      });
      await user.click(screen.getByRole('radio', { name: 'Visa ending in 4242' }));
      expect(radios()).toEqual([
        ['bi_1', true],
        ['bi_2', false],
      ]);
      await vi.waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toMatchObject({ path: '/shop/checkout/ajax_select_payment', body: { billing_id: 'bi_1' } });
      await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(radios()).toEqual([
        ['bi_1', true],
        ['bi_2', false],
      ]);
    });

    it('a refused choice says so and goes back to the one the server has', async () => {
      const { user } = await paymentPage(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_2' }), {
        [step('ajax_select_payment')]: json({ errors: [] }, 404),
      });
      await user.click(screen.getByRole('radio', { name: 'Visa ending in 4242' }));
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'Unable to process your payment. Please try again later.',
      );
      expect(radios()).toEqual([
        ['bi_1', false],
        ['bi_2', true],
      ]);
    });

    it("the selected one is billingID's, else the first, else none", async () => {
      await paymentPage(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_gone' }));
      expect(radios()).toEqual([
        ['bi_1', true],
        ['bi_2', false],
      ]);
      cleanPaymentPage();

      await paymentPage(checkoutAnswer({ billingInfos: [], billingID: null }));
      expect(screen.queryByRole('radio')).toBeNull();
      expect(screen.getByText('No saved payment methods.')).toBeTruthy();
      // nothing saved: the ways to add one show at once
      expect(choice('Add a payment method').getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('group', { name: 'Add a payment method' })).toBeTruthy();
    });

    it('Delete sends the billing_id; the first remaining is then selected and takes focus', async () => {
      const { sent, user } = await paymentPage(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_1' }), {
        [step('ajax_delete_payment')]: json(checkoutAnswer({ billingInfos: [PAYPAL], billingID: 'bi_2' })),
      });
      await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
      expect(sent()[0]).toMatchObject({ path: '/shop/checkout/ajax_delete_payment', body: { billing_id: 'bi_1' } });
      await vi.waitFor(() => expect(radios()).toEqual([['bi_2', true]]));
      await vi.waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'PayPal: cook@example.com' })),
      );
    });

    it('a failed delete keeps the method and says it could not remove it', async () => {
      const { user } = await paymentPage(checkoutAnswer({ billingInfos: [VISA, PAYPAL] }), {
        [step('ajax_delete_payment')]: json('oops', 500),
      });
      await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'We could not remove that payment method. Please try again.',
      );
      expect(radios()).toEqual([
        ['bi_1', true],
        ['bi_2', false],
      ]);
    });
  });

  describe('Affirm', () => {
    it('is not offered for an order of exactly $50.00', async () => {
      const { user } = await paymentPage(checkoutAnswer({ total: 50 }));
      await user.click(choice('Add a payment method'));
      expect(
        within(screen.getByRole('group', { name: 'Add a payment method' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Card', 'PayPal', 'Google Pay']);
    });

    it("is offered above $50 (50.01); choosing it puts 'affirmTemp' on top, selected, with nothing sent, and a refresh keeps it there", async () => {
      let answerSelect!: (response: Response | PromiseLike<Response>) => void;
      const { sent, paths, user } = await paymentPage(
        checkoutAnswer({ total: 50.01, billingInfos: [VISA, PAYPAL], billingID: 'bi_1' }),
        {
          [OPTIONS]: json(checkoutAnswer({ total: 50.01, billingInfos: [PAYPAL, VISA], billingID: 'bi_1' })),
          [step('ajax_select_payment')]: () => new Promise<Response>((resolve) => (answerSelect = resolve)),
        },
      );
      await user.click(choice('Add a payment method'));
      await user.click(choice('Affirm'));
      expect(radios()).toEqual([
        ['affirmTemp', true],
        ['bi_1', false],
        ['bi_2', false],
      ]);
      expect(screen.getByRole('radio', { name: 'Affirm: pay over time' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Delete Affirm/ })).toBeNull();
      expect(sent()).toEqual([]);

      await act(() => loadCheckout());
      expect(paths()).toEqual([OPTIONS]);
      expect(radios()).toEqual([
        ['affirmTemp', true],
        ['bi_2', false],
        ['bi_1', false],
      ]);

      // choosing a saved method keeps the list until the server's answer, which no longer has Affirm's entry
      await user.click(screen.getByRole('radio', { name: 'Visa ending in 4242' }));
      expect(radios()).toEqual([
        ['affirmTemp', false],
        ['bi_2', false],
        ['bi_1', true],
      ]);
      await act(async () =>
        answerSelect(json(checkoutAnswer({ total: 50.01, billingInfos: [PAYPAL, VISA], billingID: 'bi_1' }))()),
      );
      await vi.waitFor(() =>
        expect(radios()).toEqual([
          ['bi_2', false],
          ['bi_1', true],
        ]),
      );
    });
  });

  describe('server-rendered (data-ssr)', () => {
    it.each([
      ['saved methods', checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_2' })],
      ['nothing saved, Affirm offered', checkoutAnswer({ billingInfos: [], billingID: null, total: 80 })],
    ])(
      '%s: hydrates the HTML in place from props alone, with no mismatch and no checkout call',
      async (_case, served) => {
        const errors = vi.spyOn(console, 'error');
        const api = checkoutServer({});
        document.body.innerHTML = renderWidgetSlot(checkoutPaymentWidget, { props: { checkout: served } });
        const slot = document.querySelector<HTMLElement>('[data-widget="checkout-payment"]')!;
        const rendered = Array.from(slot.querySelectorAll('*'));
        expect(slot.querySelector('h2')?.textContent).toBe('Payment');
        await expect(mountSlot(checkoutPaymentWidget, slot)).resolves.toBe('mounted');
        expect(errors).not.toHaveBeenCalled();
        expect(rendered.filter((element) => !slot.contains(element))).toEqual([]);
        expect(api.calls.filter((call) => call.path.startsWith('/shop/checkout'))).toEqual([]);
      },
    );
  });

  describe('a bare slot', () => {
    it("on the checkout page, shows the state another section's slot carries, with no checkout call", async () => {
      const { sent } = await paymentPage(
        null,
        {},
        shippingSlot(checkoutAnswer({ billingInfos: [VISA, PAYPAL], billingID: 'bi_2' })),
      );
      expect(radios()).toEqual([
        ['bi_1', false],
        ['bi_2', true],
      ]);
      expect(screen.queryByRole('status')).toBeNull();
      expect(sent()).toEqual([]);
    });

    it('loads the checkout; a failed load says so, and Retry loads it again', async () => {
      // The server answers only once Retry is pressed, so no other load (a reload a step starts) can stand in for it.
      let retried = false;
      const { paths, user } = await paymentPage(null, {
        [OPTIONS]: () => (retried ? json(checkoutAnswer()) : json({}, 404))(),
      });
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'We could not load your checkout. Please check your connection and try again.',
      );
      retried = true;
      const before = paths().length;
      await user.click(choice('Retry'));
      await vi.waitFor(() => expect(radios()).toEqual([['bi_1', true]]));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(
        paths()
          .slice(before)
          .filter((path) => path === OPTIONS),
      ).toEqual([OPTIONS]);
    });
  });

  describe('the vendors', () => {
    it('prefetches a vendor on intent only: a pointer over a choice preloads its script once', async () => {
      const { user } = await paymentPage();
      await user.click(choice('Add a payment method'));
      expect(document.head.querySelector('link')).toBeNull();
      fireEvent.pointerEnter(choice('PayPal'));
      fireEvent.pointerEnter(choice('PayPal'));
      const links = [...document.head.querySelectorAll('link')];
      expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')])).toEqual([
        ['preload', 'script', VENDORS.paypal],
      ]);
      expect(document.head.querySelector('script[src]')).toBeNull();
    });

    it('a vendor whose script fails says so, its choice closes, and the card still works', async () => {
      const { sent, user } = await paymentPage(checkoutAnswer(), {
        [step('ajax_save_payment')]: json(checkoutAnswer()),
      });
      const scripts = holdAddedScripts();
      await user.click(choice('Add a payment method'));
      await user.click(choice('PayPal'));
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual([VENDORS.paypal]);
      expect(choice('PayPal').getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('Loading…').getAttribute('role')).toBe('status');
      act(() => void scripts[0]!.dispatchEvent(new Event('error')));
      await vi.waitFor(() => expect(alertText()).toEqual([UNAVAILABLE]));
      expect(choice('PayPal').getAttribute('aria-expanded')).toBe('false');

      const card = fakeHostedFields();
      await user.click(choice('Card'));
      await vi.waitFor(() => expect(card.create).toHaveBeenCalled());
      expect(screen.queryByRole('alert')).toBeNull();
      card.fillAll(true);
      await user.click(await screen.findByRole('button', { name: 'Save card' }));
      await vi.waitFor(() =>
        expect(sent().map((call) => call.body)).toEqual([{ payment_method: 'card', nonce: 'fake-valid-nonce' }]),
      );
    });

    it('a vendor script that loads without its API counts as unavailable too; choosing it again tries again', async () => {
      await paymentPage();
      const scripts = holdAddedScripts();
      fireEvent.click(choice('Add a payment method'));
      fireEvent.click(choice('Google Pay'));
      act(() => void scripts[0]!.dispatchEvent(new Event('load')));
      await vi.waitFor(() => expect(alertText()).toEqual([UNAVAILABLE]));
      fireEvent.click(choice('Google Pay'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual([VENDORS.googlePay, VENDORS.googlePay]);
    });

    it('a vendor script that never answers gives up after 15 s', async () => {
      await paymentPage();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const scripts = holdAddedScripts();
        fireEvent.click(choice('Add a payment method'));
        fireEvent.click(choice('PayPal'));
        expect(scripts).toHaveLength(1);
        await act(() => vi.advanceTimersByTimeAsync(14_999));
        expect(screen.queryByRole('alert')).toBeNull();
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(alertText()).toEqual([UNAVAILABLE]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('PayPal and Google Pay draw their buttons into the panel', async () => {
      const render = vi.fn(
        async (container: HTMLElement) =>
          void container.append(Object.assign(document.createElement('div'), { title: 'PayPal' })),
      );
      vi.stubGlobal('paypal', { Buttons: vi.fn(() => ({ render })) });
      const isReadyToPay = vi.fn(async () => ({ result: true }));
      const createButton = vi.fn(() =>
        Object.assign(document.createElement('button'), { textContent: 'Buy with GPay' }),
      );
      const PaymentsClient = vi.fn(function () {
        return { isReadyToPay, createButton, loadPaymentData: vi.fn() };
      });
      vi.stubGlobal('google', { payments: { api: { PaymentsClient } } });
      const { user } = await paymentPage();
      await user.click(choice('Add a payment method'));
      await user.click(choice('PayPal'));
      await vi.waitFor(() => expect(screen.getByTitle('PayPal')).toBeTruthy());
      expect(render).toHaveBeenCalledTimes(1);
      expect(within(screen.getByRole('group', { name: 'PayPal' })).getByTitle('PayPal')).toBeTruthy();
      await user.click(choice('Google Pay'));
      expect(
        await within(screen.getByRole('group', { name: 'Google Pay' })).findByRole('button', { name: 'Buy with GPay' }),
      ).toBeTruthy();
      expect(screen.queryByTitle('PayPal')).toBeNull();
    });

    it('Apple Pay: asked only once the shopper opens the choices, offered when the browser can pay with it', async () => {
      const canMakePayments = vi.fn(() => true);
      const begin = vi.fn();
      const Session = Object.assign(
        vi.fn(function (this: Record<string, unknown>) {
          this.begin = begin;
        }),
        { canMakePayments, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 },
      );
      vi.stubGlobal('ApplePaySession', Session);
      const { user } = await paymentPage();
      expect(canMakePayments).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Apple Pay' })).toBeNull();
      await user.click(choice('Add a payment method'));
      expect(canMakePayments).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(screen.getAllByRole('button', { name: 'Apple Pay' })).toHaveLength(1));
      await user.click(choice('Apple Pay'));
      expect(screen.getByRole('group', { name: 'Apple Pay' })).toBeTruthy();
      await user.click(choice('Pay with Apple Pay'));
      expect(Session).toHaveBeenCalledTimes(1);
      expect(begin).toHaveBeenCalledTimes(1);
    });

    it('Apple Pay is not offered where the browser has none, and no script is fetched for it', async () => {
      const { user } = await paymentPage();
      await user.click(choice('Add a payment method'));
      expect(screen.queryByRole('button', { name: 'Apple Pay' })).toBeNull();
      expect(document.head.querySelector('script[src]')).toBeNull();
    });
  });

  it('server field errors of a step show in the summary as text (an unknown key keeps the server text)', async () => {
    const { user } = await paymentPage(checkoutAnswer(), {
      [step('ajax_save_payment')]: fieldErrors([{ key: 'card_number_invalid', field: 'card_number', message: 'bad' }]),
    });
    const card = fakeHostedFields();
    await user.click(choice('Add a payment method'));
    await user.click(choice('Card'));
    await vi.waitFor(() => expect(card.create).toHaveBeenCalled());
    card.fillAll(true);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const summary = await screen.findByRole('alert', { name: 'Please check the following:' });
    expect(within(summary).getByRole('link', { name: 'Invalid credit card number.' })).toBeTruthy();
  });
});
