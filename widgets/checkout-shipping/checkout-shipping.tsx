import { useId, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { $shipping, SHIPPING_EMPTY } from '../../stores/checkout/shipping';
import { AddressStep } from './address-step';
import { GuestEmail } from './guest-email';
import { Shipments } from './shipments';
import './checkout-shipping.css';

export const checkoutShippingProps = v.object({
  /** The served checkout answer (`{ checkoutOptions, orderReview, basket }`); a bare slot has none and loads it. */
  checkout: v.optional(v.unknown()),
});

/** The checkout's 'Shipping and delivery' section: where to ship, how each shipment travels, and a guest's e-mail. */
export function CheckoutShipping({ checkout }: v.InferOutput<typeof checkoutShippingProps>) {
  // The first render (the server's, and the hydration pass) comes from the served answer alone.
  const served = useMemo(() => checkoutStateOf(checkout) ?? CHECKOUT_EMPTY, [checkout]);
  const state = useHydratedStore($checkout, served);
  const shipping = useHydratedStore($shipping, SHIPPING_EMPTY);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { options } = state;
  const loadError = state.errors.load?.message;

  return (
    <section className="checkout-shipping" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="checkout-shipping__heading">
        Shipping and delivery
      </h2>
      <p role="alert" className="checkout-shipping__alert">
        {loadError}
      </p>
      {loadError && (
        <Button variant="secondary" loading={state.loading} onClick={() => void loadCheckout()}>
          Retry
        </Button>
      )}
      {options ? (
        <>
          <AddressStep state={state} shipping={shipping} heading={heading} />
          <Shipments state={state} />
          {options.accountEmail === null && <GuestEmail saved={options.notificationEmail} errors={state.errors.email} busy={state.busy === 'email'} />}
        </>
      ) : (
        !loadError && <Skeleton label="Loading shipping and delivery" />
      )}
    </section>
  );
}
