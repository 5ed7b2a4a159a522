import { useId } from 'react';
import { useServedState, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { GifterForm } from './gifter-form';
import { registriesText } from './registries-text';
import './checkout-gifter.css';

/**
 * The registry gift section: whose registry the shopper buys from, and the gifter's name. Only a basket with
 * registry items has one; otherwise, and until the checkout is known, it renders nothing at all (README).
 */
export function CheckoutGifter({ checkout }: CheckoutSectionProps) {
  const headingId = useId();
  // Not the sections' shell (shared/checkout): no load failure, no skeleton. Its state is read the same way.
  const state = useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY);
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
