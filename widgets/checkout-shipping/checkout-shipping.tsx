import { useRef } from 'react';
import { CheckoutSection, useServedState, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { $shipping, SHIPPING_EMPTY } from '../../stores/checkout/shipping';
import { AddressStep } from './address-step';
import { GuestEmail } from './guest-email';
import { Shipments } from './shipments';
import './checkout-shipping.css';

/** The section's class, heading and skeleton (shared/checkout/checkout-section.tsx). */
const SECTION = {
  block: 'checkout-shipping',
  title: 'Shipping and delivery',
  loading: 'Loading shipping and delivery',
};

/** The checkout's 'Shipping and delivery' section: where to ship, how each shipment travels, and a guest's e-mail. */
export function CheckoutShipping({ checkout }: CheckoutSectionProps) {
  // The first render (the server's, and the hydration pass) comes from the served answer alone.
  const state = useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY);
  const shipping = useHydratedStore($shipping, SHIPPING_EMPTY);
  // Where focus goes when a delete took the focused button away.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <CheckoutSection {...SECTION} state={state} retry={loadCheckout} ready={state.options} headingRef={heading}>
      {(options) => (
        <>
          <AddressStep state={state} shipping={shipping} heading={heading} />
          <Shipments state={state} />
          {options.accountEmail === null && (
            <GuestEmail saved={options.notificationEmail} errors={state.errors.email} busy={state.busy === 'email'} />
          )}
        </>
      )}
    </CheckoutSection>
  );
}
