import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerRender } from '../../mount/server/render-request';
import { mountSlot } from '../../mount/mount-slot';
import { OWN_MESSAGES } from '../../stores/checkout/checkout-messages';
import {
  checkoutAnswer,
  EXPRESS,
  json,
  networkFailure,
  OPTIONS,
  STANDARD,
  step,
} from '../../fixtures/testing/checkout-test-server';
import { $user, USER_UNKNOWN } from '../../stores/user/user';
import checkoutShippingWidget from './definition';
import {
  BARE,
  cleanShippingStores,
  held,
  resetShippingStores,
  section,
  shippingPage,
  slotHtml,
  withAddresses,
} from '../../fixtures/testing/shipping-test-page';

const CHOSE_EXPRESS = checkoutAnswer({
  shipments: [
    { id: 'shipment-1', basketItemIds: [11], options: [STANDARD, EXPRESS], choiceIndex: 1 },
    { id: 'shipment-2-express', basketItemIds: [12], options: [EXPRESS], choiceIndex: 0 },
  ],
});
const deliveryGroup = (number: number) =>
  within(section()).getByRole('group', { name: `Delivery for shipment ${number}` });
const radio = (group: HTMLElement, name: RegExp) => within(group).getByRole<HTMLInputElement>('radio', { name });
const email = () => within(section()).getByRole<HTMLInputElement>('textbox', { name: 'Email for order updates' });

beforeEach(resetShippingStores);
afterEach(() => {
  vi.useRealTimers();
  cleanShippingStores();
});

describe('checkout-shipping', () => {
  describe('given a bare slot (no served checkout)', () => {
    it('shows a skeleton, loads GET /shop/checkout/ajax_checkout_options once, then the section', async () => {
      const loading = held(json(checkoutAnswer()));
      const { server } = await shippingPage({ [OPTIONS]: loading.answer }, BARE);
      expect(within(section()).getByRole('status', { name: 'Loading shipping and delivery' })).toBeTruthy();
      await loading.release();
      expect(await within(section()).findByRole('group', { name: 'Ship to' })).toBeTruthy();
      expect(within(section()).queryByRole('status', { name: 'Loading shipping and delivery' })).toBeNull();
      expect(server.paths()).toEqual([OPTIONS]);
    });

    it('a failed load (no answer, twice: the GET retries once) says so with Retry, which loads again', async () => {
      const first = held(networkFailure);
      const { server } = await shippingPage(
        { [OPTIONS]: [first.answer, networkFailure, json(checkoutAnswer())] },
        BARE,
      );
      // Only setTimeout is faked: ky's wait before its retry.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await first.release();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      vi.useRealTimers();
      expect(within(section()).getByText(OWN_MESSAGES.load_failed)).toHaveProperty('role', 'alert');
      expect(within(section()).queryByRole('status', { name: 'Loading shipping and delivery' })).toBeNull();
      fireEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
      expect(await within(section()).findByRole('group', { name: 'Ship to' })).toBeTruthy();
      expect(within(section()).queryByText(OWN_MESSAGES.load_failed)).toBeNull();
      expect(server.paths()).toEqual([OPTIONS, OPTIONS, OPTIONS]);
    });
  });

  describe('shipments', () => {
    it('shows each shipment with its items, a delivery choice, the express-only one as text, and the grouped summary', async () => {
      const { server } = await shippingPage();
      const [first, second] = within(section())
        .getAllByRole('listitem')
        .filter((item) => item.querySelector('h4'));
      expect(within(first!).getByRole('heading', { name: 'Shipment 1 of 2' })).toBeTruthy();
      expect(within(first!).getByText('Dutch Oven').parentElement?.textContent).toBe('Dutch Oven Qty 2');
      const choice = deliveryGroup(1);
      expect(radio(choice, /^Standard Shipping \(5-7 business days\) \$8\.95$/).checked).toBe(true);
      expect(radio(choice, /^Express Shipping .* \$24\.95$/).checked).toBe(false);

      expect(within(second!).getByRole('heading', { name: 'Shipment 2 of 2' })).toBeTruthy();
      expect(within(second!).getByText('Olive Oil').parentElement?.textContent).toBe('Olive Oil Qty 1');
      expect(within(second!).getByText('Ships by Express Shipping only').parentElement?.textContent).toBe(
        'Ships by Express Shipping only Express Shipping (ships when ready, 1-2 business days), $24.95',
      );
      expect(within(second!).queryByRole('radio')).toBeNull();
      expect(within(section()).queryByRole('group', { name: 'Delivery for shipment 2' })).toBeNull();

      const summary = within(section()).getByRole('heading', { name: 'Delivery summary' })
        .nextElementSibling as HTMLElement;
      expect(
        within(summary)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Standard Shipping (5-7 business days): 2 items, $8.95',
        'Express Shipping (ships when ready, 1-2 business days): 1 item, $24.95',
      ]);
      expect(server.calls).toEqual([]);
    });

    it("a standard-only shipment reads as text too, and a cost of 0 as 'Free'", async () => {
      const free = { ...STANDARD, cost: 0, label: 'Standard Shipping' };
      await shippingPage(
        {},
        checkoutAnswer({
          items: [{ id: 11, quantity: 3, name: 'Dutch Oven' }],
          shipments: [{ id: 's1', basketItemIds: [11], options: [free], choiceIndex: 0 }],
        }),
      );
      expect(within(section()).getByText('Ships by Standard Shipping only').parentElement?.textContent).toBe(
        'Ships by Standard Shipping only Standard Shipping, Free',
      );
      expect(within(section()).getByText('Standard Shipping: 3 items, Free')).toBeTruthy();
    });

    it('a choice posts shipment_id and choice_index, shows checked and busy until answered', async () => {
      const choosing = held(json(CHOSE_EXPRESS));
      const { server, user } = await shippingPage({ [step('ajax_choose_shipping')]: choosing.answer });
      await user.click(radio(deliveryGroup(1), /^Express/));
      expect(radio(deliveryGroup(1), /^Express/).checked).toBe(true);
      expect(deliveryGroup(1).getAttribute('aria-busy')).toBe('true');
      expect(within(deliveryGroup(1)).getByRole('status').textContent).toBe('Updating your delivery…');
      expect(server.calls.map((call) => [call.path, call.body])).toEqual([
        ['/shop/checkout/ajax_choose_shipping', { shipment_id: 'shipment-1', choice_index: '1' }],
      ]);
      await choosing.release();
      await vi.waitFor(() => expect(deliveryGroup(1).hasAttribute('aria-busy')).toBe(false));
      expect(radio(deliveryGroup(1), /^Express/).checked).toBe(true);
      expect(
        within(section()).getByText('Express Shipping (ships when ready, 1-2 business days): 3 items, $24.95'),
      ).toBeTruthy();
    });

    it('a failed choice says so and goes back to the chosen option', async () => {
      const { user } = await shippingPage({ [step('ajax_choose_shipping')]: json({}, 500) });
      await user.click(radio(deliveryGroup(1), /^Express/));
      expect(await within(section()).findByText(OWN_MESSAGES.shipping_failed)).toHaveProperty('role', 'alert');
      expect(radio(deliveryGroup(1), /^Standard/).checked).toBe(true);
      expect(deliveryGroup(1).hasAttribute('aria-busy')).toBe(false);
    });
  });

  describe('guest e-mail', () => {
    it('checks the address on blur and on Enter, and saves a good one', async () => {
      const { server, user } = await shippingPage({
        [step('ajax_save_notification_email')]: json(checkoutAnswer({ notificationEmail: 'ada@example.com' })),
      });
      await user.type(email(), 'ada@example');
      await user.tab();
      await vi.waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(email().getAttribute('aria-describedby')!)?.textContent).toBe(
        'Sorry, this is an Invalid Email Address. Please double check your entry.',
      );
      // Focus has moved on: the message is also said once, in the form's polite status (set once the save,
      // refused at once, has settled: a render after the field's message).
      await vi.waitFor(() =>
        expect(within(email().closest('form')!).getByRole('status').textContent).toBe(
          'Sorry, this is an Invalid Email Address. Please double check your entry.',
        ),
      );
      await user.clear(email());
      await user.keyboard('{Enter}');
      expect(await within(section()).findByText('Please enter an Email Address.')).toBeTruthy();
      expect(document.activeElement).toBe(email());
      expect(server.calls).toEqual([]);

      await user.type(email(), 'ada@example.com');
      await user.tab();
      expect(await within(section()).findByText('We will send your order updates to ada@example.com.')).toBeTruthy();
      expect(email().hasAttribute('aria-invalid')).toBe(false);
      expect(server.calls.map((call) => [call.path, call.body])).toEqual([
        ['/shop/checkout/ajax_save_notification_email', { notification_email: 'ada@example.com' }],
      ]);
    });

    it("'Sign in for faster checkout' opens the sign-in for checkout", async () => {
      const { user } = await shippingPage();
      await user.click(within(section()).getByRole('button', { name: 'Sign in for faster checkout' }));
      expect($user.get()).toMatchObject({ showAuth: true, defaultAuth: 'checkout' });
    });

    it('is not asked of a signed-in member (the served checkout has the account’s e-mail)', async () => {
      await shippingPage({}, checkoutAnswer({ accountEmail: 'member@example.com' }));
      expect(within(section()).queryByRole('textbox', { name: 'Email for order updates' })).toBeNull();
      expect(within(section()).queryByRole('button', { name: 'Sign in for faster checkout' })).toBeNull();
    });
  });

  describe('server-rendered (data-ssr)', () => {
    const { renderSlot } = createServerRender([checkoutShippingWidget]);

    it.each([
      ['saved addresses', checkoutAnswer()],
      ['no saved address (the form open)', withAddresses(checkoutAnswer(), [])],
    ])('hydrates in place with %s, with no mismatch and no request', async (_name, checkout) => {
      const errors = vi.spyOn(console, 'error');
      const fetch = vi.fn((_request: Request) => new Promise<Response>(() => {}));
      vi.stubGlobal('fetch', fetch);
      document.body.innerHTML = renderSlot('checkout-shipping', { props: { checkout } });
      const slot = document.querySelector<HTMLElement>('[data-widget="checkout-shipping"]')!;
      expect(slot.hasAttribute('data-ssr')).toBe(true);
      const served = Array.from(slot.querySelectorAll('*'));
      expect(await mountSlot(checkoutShippingWidget, slot)).toBe('mounted');
      expect(errors).not.toHaveBeenCalled();
      expect(served.filter((element) => !slot.contains(element))).toEqual([]);
      expect(within(section()).getByRole('textbox', { name: 'Email for order updates' })).toBeTruthy();
      // The basket store asks for the header's count as on any page; the checkout asks for nothing.
      expect(fetch.mock.calls.filter(([request]) => request.url.includes('/shop/checkout/'))).toEqual([]);
    });

    it('a bare slot renders the skeleton on the server', () => {
      const html = renderSlot('checkout-shipping', {});
      expect(html).toContain('Loading shipping and delivery');
      expect(slotHtml()).toBe('<div data-widget="checkout-shipping"></div>');
    });
  });
});
