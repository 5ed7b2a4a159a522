import { useState } from 'react';
import { CheckoutSection, useServedState, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { ErrorSummary } from '../../shared/ui/error-summary/error-summary';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { $checkout, CHECKOUT_EMPTY, checkoutStateOf } from '../../stores/checkout/checkout-state';
import { loadCheckout } from '../../stores/checkout/checkout-load';
import { OWN_MESSAGES } from '../../stores/checkout/checkout-messages';
import { $order, placeOrder, type OrderState } from '../../stores/checkout/place-order';
import { DeliveryGroups } from './delivery-groups';
import { orderMessages } from './order-messages';
import { OrderTotals } from './order-totals';
import './checkout-summary.css';

/** Nothing is being placed: the server render's and the hydration pass's order state. */
const ORDER_IDLE: OrderState = { placing: false, order: null };

/** The section's class, heading and skeleton (shared/checkout/checkout-section.tsx). */
const SECTION = { block: 'checkout-summary', title: 'Order summary', loading: 'Loading the order summary', lines: 4 };

/** The order summary section: the amounts, the deliveries, what stops the order, and Place order. */
export function CheckoutSummary({ checkout }: CheckoutSectionProps) {
  // The server render and the hydration pass read the served answer; the stores right after.
  const state = useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY);
  const order = useHydratedStore($order, ORDER_IDLE);
  const [focusKey, setFocusKey] = useState(0);
  const messages = orderMessages(state.errors.order, state.basketChanged);
  // Placed: the browser is on its way to the confirmation, and a second click must not start a new attempt.
  const placing = order.placing || order.order !== null;
  // Not while another section's step is out: placeOrder waits for it. aria-disabled, so focus stays on the button.
  const disabled = placing || !state.enabled || state.loading;

  const place = async () => {
    if (disabled) return;
    await placeOrder();
    // A refused order (what is missing, or the server's no) moves focus to the summary of why.
    setFocusKey((key) => key + 1);
  };

  return (
    <CheckoutSection
      {...SECTION}
      state={state}
      retry={loadCheckout}
      ready={state.summary}
      top={<ErrorSummary errors={messages.map((message) => ({ message }))} focusKey={focusKey} />}
    >
      {(summary) => (
        <>
          <OrderTotals summary={summary} />
          <DeliveryGroups groups={state.deliveryGroups} />
          {state.basket?.empty ? (
            <p className="checkout-summary__empty">
              {OWN_MESSAGES.basket_empty} <a href="/shop">Continue shopping</a>
            </p>
          ) : (
            <button
              type="button"
              className="checkout-summary__place"
              aria-disabled={disabled || undefined}
              aria-busy={placing || undefined}
              onClick={() => void place()}
            >
              {placing ? 'Placing order…' : 'Place order'}
            </button>
          )}
        </>
      )}
    </CheckoutSection>
  );
}
