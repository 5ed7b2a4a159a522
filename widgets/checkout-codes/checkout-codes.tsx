import { useId, useMemo } from 'react';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { CodesForm } from './codes-form';
import type { CheckoutCodesProps } from './definition';
import './checkout-codes.css';

/** The promo and gift codes section of the checkout: one field for either kind, and the codes applied. */
export function CheckoutCodes({ checkout }: CheckoutCodesProps) {
  const headingId = useId();
  // The server render and the hydration pass read the served answer; the store right after.
  const served = useMemo(() => checkoutStateOf(checkout) ?? CHECKOUT_EMPTY, [checkout]);
  const state = useHydratedStore($checkout, served);
  const loadError = state.errors.load?.message;
  return (
    <section className="checkout-codes" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-codes__heading">
        Promo and gift codes
      </h2>
      {loadError && (
        <div className="checkout-codes__load">
          <p role="alert">{loadError}</p>
          <Button variant="secondary" loading={state.loading} onClick={() => void loadCheckout()}>
            Retry
          </Button>
        </div>
      )}
      {state.options ? <CodesForm state={state} /> : !loadError && <Skeleton lines={2} label="Loading promo and gift codes" />}
    </section>
  );
}
