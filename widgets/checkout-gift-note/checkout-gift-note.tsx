import { CheckoutSection, useServedState, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { GiftNoteForm } from './gift-note-form';
import './checkout-gift-note.css';

/** The section's class, heading and skeleton (shared/checkout/checkout-section.tsx). */
const SECTION = { block: 'checkout-gift-note', title: 'Gift note', loading: 'Loading the gift note', lines: 3 };

/** The gift note section of the checkout: a message and whom it is from. */
export function CheckoutGiftNote({ checkout }: CheckoutSectionProps) {
  const state = useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY);
  // Mounted once the options are known, so the fields start from the saved note.
  const form = () => <GiftNoteForm state={state} />;
  return <CheckoutSection {...SECTION} state={state} retry={loadCheckout} children={form} />;
}
