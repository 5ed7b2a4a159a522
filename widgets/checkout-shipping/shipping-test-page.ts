import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { expect, vi } from 'vitest';
import { mountSlot } from '../../mount/mount-slot';
import { jsonForScript } from '../../shared/json-for-script';
import { $basket, resetBasket } from '../../stores/basket/basket';
import { $checkout, resetCheckout } from '../../stores/checkout/checkout';
import { checkoutAnswer, checkoutServer, type Answer } from '../../stores/checkout/checkout-test-server';
import { $shipping, SHIPPING_EMPTY } from '../../stores/checkout/shipping';
import { $user, USER_UNKNOWN } from '../../stores/user/user';
import { checkoutShippingWidget } from './definition';

// The section's tests: its slot as a checkout page writes it (the served answer in data-props, or bare), mounted
// as the entry mounts it, against the checkout's stubbed endpoints (stores/checkout/checkout-test-server.ts).

export type CheckoutAnswer = ReturnType<typeof checkoutAnswer>;
type Options = Record<string, unknown> & { addresses: unknown[]; addressID: number | null };

export const KENT = { id: 32, firstName: 'Ada', lastName: 'Cole', streetAddress: '240 Kent Ave', streetAddress2: 'Apt 4', city: 'Brooklyn', state: 'NY', zip: '11249', phone: '718-555-0142', expressEligible: true };

/** A checkout answer with these saved addresses (the first selected) instead of the one of checkoutAnswer(). */
export function withAddresses(answer: CheckoutAnswer, addresses: unknown[], addressID = (addresses[0] as { id: number } | undefined)?.id ?? null): CheckoutAnswer {
  const options = answer.checkoutOptions as Options;
  return { ...answer, checkoutOptions: { ...options, addresses, addressID } };
}

/** For shippingPage: a slot without props (a server that does not embed the checkout). */
export const BARE = Symbol('bare slot');

export function slotHtml(checkout?: unknown): string {
  const props = checkout === undefined ? '' : `<script type="application/json" data-props>${jsonForScript({ checkout })}</script>`;
  return `<div data-widget="checkout-shipping">${props}</div>`;
}

/**
 * The slot mounted on a page, with these endpoint answers; the served answer shows without a request. The page
 * also has the sign-in dialog's demand slot (never loaded here), as the checkout page does.
 */
export async function shippingPage(answers: Record<string, Answer | Answer[]> = {}, checkout: unknown = checkoutAnswer()) {
  const server = checkoutServer(answers);
  document.body.innerHTML = `${slotHtml(checkout === BARE ? undefined : checkout)}<div data-widget="auth" data-load="demand"></div>`;
  expect(await mountSlot(checkoutShippingWidget, document.querySelector<HTMLElement>('[data-widget="checkout-shipping"]')!)).toBe('mounted');
  // The checkout's calls only: the basket store loads the basket for the header's count as on any page.
  const checkoutCalls = () => server.calls.filter((call) => call.path.startsWith('/shop/checkout/'));
  return {
    server: {
      get calls() {
        return checkoutCalls();
      },
      paths: () => checkoutCalls().map((call) => `${call.method} ${call.path}`),
    },
    user: userEvent.setup(),
  };
}

/** An answer held until the test lets it go. */
export function held(answer: Answer) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const later: Answer = async () => {
    await gate;
    return answer();
  };
  return { answer: later, release: () => act(async () => release()) };
}

export const section = () => screen.getByRole('region', { name: 'Shipping and delivery' });

export function resetShippingStores(): void {
  resetCheckout();
  resetBasket();
  $shipping.set(SHIPPING_EMPTY);
  $user.set(USER_UNKNOWN);
}

export function cleanShippingStores(): void {
  cleanStores($checkout, $shipping, $user, $basket);
  vi.unstubAllGlobals();
}
