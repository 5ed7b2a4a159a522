import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { expect, vi } from 'vitest';
import { mountSlot, unmountSlot } from '../../mount/mount-slot';
import { $basket, resetBasket } from '../../stores/basket/basket';
import { $checkout, resetCheckout } from '../../stores/checkout/checkout';
import { checkoutAnswer, checkoutServer, type Answer } from '../../stores/checkout/checkout-test-server';
import { $payment, resetPayment } from '../../stores/checkout/payment';
import { resetVendors } from '../../stores/checkout/vendor-script';
import type { HostedField, HostedFieldOptions, HostedFieldsEvent, HostedFieldState, HostedFieldsInstance } from '../../stores/checkout/vendor-types';
import { checkoutPaymentWidget } from './definition';
import { resetPrefetch } from './vendor-prefetch';

// For the payment section's tests: its slot as a checkout page writes it, the stubbed checkout server, and a
// fake of the card vendor's hosted fields driven by the test (the vendor global stubbed, so no script loads).

export const VENDORS = {
  hostedFields: '/fake-vendors/hosted-fields.js',
  paypal: '/fake-vendors/paypal.js',
  googlePay: '/fake-vendors/google-pay.js',
  affirm: '/fake-vendors/affirm.js',
};

const propsScript = (checkout: unknown) => (checkout === undefined ? '' : `<script type="application/json" data-props>${JSON.stringify({ checkout })}</script>`);

/** The slot: the server's readable summary, then the served checkout (absent: a bare slot). */
export function paymentSlot(checkout?: unknown): string {
  return `<div data-widget="checkout-payment"><section aria-labelledby="payment-title"><h2 id="payment-title">Payment</h2><p>Visa ending in 4242</p></section>${propsScript(checkout)}</div>`;
}

/** The checkout page's way (fixtures/pages/checkout-slots.ts): the shipping section's slot carries the state. */
export function shippingSlot(checkout: unknown): string {
  return `<div data-widget="checkout-shipping"><section><h2>Shipping and delivery</h2></section>${propsScript(checkout)}</div>`;
}

function pageConfig(config: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

let mounted: HTMLElement | null = null;

/** The checkout page with this section mounted from its slot; `served` null gives a bare slot (`before`: other slots). */
export async function paymentPage(served: unknown = checkoutAnswer(), answers: Record<string, Answer | Answer[]> = {}, before = '') {
  pageConfig({ pageType: 'checkout', checkoutVendors: VENDORS });
  const api = checkoutServer(answers);
  document.body.innerHTML = before + paymentSlot(served ?? undefined);
  mounted = document.querySelector<HTMLElement>('[data-widget="checkout-payment"]')!;
  expect(await mountSlot(checkoutPaymentWidget, mounted)).toBe('mounted');
  // The checkout's calls (the basket store, which the checkout listens to, makes its own).
  const sent = () => api.calls.filter((call) => call.path.startsWith('/shop/checkout/'));
  return { api, sent, paths: () => sent().map((call) => `${call.method} ${call.path}`), slot: mounted, user: userEvent.setup() };
}

export function cleanPaymentPage(): void {
  if (mounted) act(() => unmountSlot(mounted!));
  mounted = null;
  cleanStores($checkout, $payment, $basket);
  resetCheckout();
  resetBasket();
  resetPayment();
  resetVendors();
  resetPrefetch();
  vi.unstubAllGlobals();
}

const FIELDS: HostedField[] = ['number', 'expirationDate', 'cvv', 'postalCode'];
const EMPTY: HostedFieldState = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };

/** `window.braintree` with hosted fields whose state the test sets, as the shopper would by typing. */
export function fakeHostedFields() {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, { ...EMPTY }])) as Record<HostedField, HostedFieldState>;
  const handlers = new Map<string, Array<(event: HostedFieldsEvent) => void>>();
  const state = () => ({ fields: structuredClone(fields), cards: [] });
  const instance = {
    on: vi.fn((event: string, handler: (event: HostedFieldsEvent) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler])),
    getState: vi.fn(state),
    tokenize: vi.fn(async () => ({ nonce: 'fake-valid-nonce', details: { cardType: 'Visa', lastFour: '1111' } })),
    focus: vi.fn(),
    setMessage: vi.fn(),
    teardown: vi.fn(async () => {}),
  } satisfies HostedFieldsInstance;
  const create = vi.fn(async (options: { authorization: string; fields: Record<HostedField, HostedFieldOptions> }) => {
    for (const { container, label } of Object.values(options.fields)) {
      // a stand-in for the vendor's iframe (happy-dom would try to load a real one)
      const frame = document.createElement('div');
      frame.dataset.frame = '';
      frame.title = label ?? '';
      (container as HTMLElement).append(frame);
    }
    return instance;
  });
  vi.stubGlobal('braintree', { hostedFields: { create } });

  const emit = (event: string, emittedBy: HostedField) => act(() => handlers.get(event)?.forEach((handler) => handler({ ...state(), emittedBy })));
  return {
    create,
    instance,
    emit,
    /** The shopper types into a field (a valid entry or not) and leaves it. */
    leave(field: HostedField, valid: boolean) {
      fields[field] = { isEmpty: false, isValid: valid, isPotentiallyValid: valid, isFocused: false };
      emit('blur', field);
    },
    /** Every field filled, valid or not, without events (what the state says at submit). */
    fillAll(valid: boolean) {
      for (const field of FIELDS) fields[field] = { isEmpty: false, isValid: valid, isPotentiallyValid: valid, isFocused: false };
    },
  };
}
