import { useId, useMemo } from 'react';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import type { CheckoutGiftNoteProps } from './definition';
import { GiftNoteForm } from './gift-note-form';
import './checkout-gift-note.css';

/** The gift note section of the checkout: a message and whom it is from. */
export function CheckoutGiftNote({ checkout }: CheckoutGiftNoteProps) {
  const headingId = useId();
  // The server render and the hydration pass read the served answer; the store right after.
  const served = useMemo(() => checkoutStateOf(checkout) ?? CHECKOUT_EMPTY, [checkout]);
  const state = useHydratedStore($checkout, served);
  const loadError = state.errors.load?.message;
  return (
    <section className="checkout-gift-note" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-gift-note__heading">
        Gift note
      </h2>
      {loadError && (
        <div className="checkout-gift-note__load">
          <p role="alert">{loadError}</p>
          <Button variant="secondary" loading={state.loading} onClick={() => void loadCheckout()}>
            Retry
          </Button>
        </div>
      )}
      {/* Mounted once the options are known, so the fields start from the saved note. */}
      {state.options ? <GiftNoteForm state={state} /> : !loadError && <Skeleton lines={3} label="Loading the gift note" />}
    </section>
  );
}
