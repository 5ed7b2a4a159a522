import { CheckoutSection, useServedState, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { CodesForm } from './codes-form';
import './checkout-codes.css';

/** The promo and gift codes section of the checkout: one field for either kind, and the codes applied. */
export function CheckoutCodes({ checkout }: CheckoutSectionProps) {
  const state = useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY);
  const form = () => <CodesForm state={state} />;
  return (
    <CheckoutSection
      block="checkout-codes"
      title="Promo and gift codes"
      state={state}
      retry={loadCheckout}
      ready={state.options}
      loading="Loading promo and gift codes"
      lines={2}
    >
      {form}
    </CheckoutSection>
  );
}
