import { CheckoutSection, useServedState, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { CodesForm } from './codes-form';
import './checkout-codes.css';

/** The section's class, heading and skeleton (shared/checkout/checkout-section.tsx). */
const SECTION = {
  block: 'checkout-codes',
  title: 'Promo and gift codes',
  loading: 'Loading promo and gift codes',
  lines: 2,
};

/** The promo and gift codes section of the checkout: one field for either kind, and the codes applied. */
export function CheckoutCodes({ checkout }: CheckoutSectionProps) {
  const state = useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY);
  const form = () => <CodesForm state={state} />;
  return <CheckoutSection {...SECTION} state={state} retry={loadCheckout} children={form} />;
}
