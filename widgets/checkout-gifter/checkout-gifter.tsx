import { useId, useMemo } from 'react';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import type { CheckoutGifterProps } from './definition';
import { GifterForm } from './gifter-form';
import { registriesText } from './registries-text';
import './checkout-gifter.css';

/**
 * The registry gift section: whose registry the shopper buys from, and the gifter's name. Only a basket with
 * registry items has one; otherwise, and until the checkout is known, it renders nothing at all (README).
 */
export function CheckoutGifter({ checkout }: CheckoutGifterProps) {
  const headingId = useId();
  // The server render and the hydration pass read the served answer; the store right after.
  const served = useMemo(() => checkoutStateOf(checkout) ?? CHECKOUT_EMPTY, [checkout]);
  const state = useHydratedStore($checkout, served);
  const gifts = state.options?.registryGifts ?? [];
  if (gifts.length === 0) return null;
  return (
    <section className="checkout-gifter" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-gifter__heading">
        Registry gift
      </h2>
      <p className="checkout-gifter__registry">{registriesText(gifts.map((gift) => gift.registryName))}</p>
      <GifterForm state={state} />
    </section>
  );
}
