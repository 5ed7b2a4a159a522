import { useEffect, useMemo, useRef, useState } from 'react';
import { CheckoutSection, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { ErrorSummary, type SummaryError } from '../../shared/ui/error-summary/error-summary';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { CARD_FIELDS } from '../../stores/checkout/card-payment';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf, type StepErrors } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { $payment, billingOf, PAYMENT_EMPTY } from '../../stores/checkout/payment';
import type { HostedFieldsInstance } from '../../stores/checkout/vendor-types';
import { AddMethod } from './add-method';
import { CARD_FIELD_IDS } from './card-fields';
import { SavedMethods } from './saved-methods';
import './checkout-payment.css';

/** The error summary's entries: a card field's entry puts focus in the vendor's frame. */
function summaryErrors(errors: StepErrors | undefined, card: HostedFieldsInstance | null): SummaryError[] {
  return Object.entries(errors?.fields ?? {}).map(([name, message]) => {
    const field = CARD_FIELDS.find((entry) => entry.name === name)?.field;
    if (!field) return { message };
    return { message, fieldId: CARD_FIELD_IDS[field], ...(card && { onSelect: () => card.focus(field) }) };
  });
}

/** The section's class, heading and skeleton (shared/checkout/checkout-section.tsx). */
const SECTION = { block: 'checkout-payment', title: 'Payment', loading: 'Loading payment' };

/** The checkout's Payment section: the saved ways to pay, and adding one (card, PayPal, Apple Pay, Google Pay, Affirm). */
export function CheckoutPayment({ checkout }: CheckoutSectionProps) {
  // Not useServedState: the served state is also what shows until the store has it (below).
  const served = useMemo(() => checkoutStateOf(checkout) ?? CHECKOUT_EMPTY, [checkout]);
  const servedPayment = useMemo(
    () => (served.options ? { ...PAYMENT_EMPTY, ...billingOf(served.options, false) } : PAYMENT_EMPTY),
    [served],
  );
  const current = useHydratedStore($checkout, served);
  const currentPayment = useHydratedStore($payment, servedPayment);
  // A slot the server did not render mounts before the store has read the page's answer: show that answer
  // meanwhile (the store reads the same one), so the first paint is the section, not a skeleton.
  const seeded = current.options !== null || served.options === null;
  const state = seeded ? current : served;
  const payment = seeded ? currentPayment : servedPayment;

  const sectionRef = useRef<HTMLElement>(null);
  const [focusKey, setFocusKey] = useState(0);
  // Bumped when the control that had focus goes away (a deleted method, a saved card's form): focus then
  // moves to the selected method once it has rendered.
  const [focusSelected, setFocusSelected] = useState(0);
  useEffect(() => {
    if (focusSelected > 0)
      sectionRef.current
        ?.querySelector<HTMLInputElement>('input[type="radio"]:checked, .checkout-payment__add')
        ?.focus();
  }, [focusSelected]);

  const busy = state.busy === 'payment' || state.deleting;
  const errors = state.errors.payment;
  return (
    <CheckoutSection {...SECTION} state={state} retry={loadCheckout} sectionRef={sectionRef}>
      {() => (
        <>
          <ErrorSummary errors={summaryErrors(errors, payment.instances.card)} focusKey={focusKey} />
          {errors?.message && (
            <p role="alert" className="checkout-payment__message">
              {errors.message}
            </p>
          )}
          <SavedMethods
            infos={payment.billingInfos}
            selectedId={payment.selectedId}
            busy={busy}
            onDeleted={() => setFocusSelected((key) => key + 1)}
          />
          <AddMethod
            payment={payment}
            total={state.summary?.total.amount ?? 0}
            busy={busy}
            fieldErrors={errors?.fields}
            onCardSubmitted={(saved) => (saved ? setFocusSelected : setFocusKey)((key) => key + 1)}
          />
        </>
      )}
    </CheckoutSection>
  );
}
