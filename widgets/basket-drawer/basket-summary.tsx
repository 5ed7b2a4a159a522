import { formatMoney } from '../../shared/format/money';
import type { BasketView } from '../../stores/basket/basket';

interface Props {
  basket: BasketView;
  checkoutPath: string;
}

/**
 * The basket's error message, its subtotal (the last the server confirmed, marked while a change is on its
 * way) and the checkout link, which waits while anything is pending or the cart has a problem to review.
 */
export function BasketSummary({ basket, checkoutPath }: Props) {
  const blocked = basket.updating || basket.errorMessage !== '' || !basket.orderable;
  return (
    <div className="basket-summary">
      {basket.errorMessage && <p className="basket-summary__error">{basket.errorMessage}</p>}
      {basket.thirdPartyError && <p className="basket-summary__error">{basket.thirdPartyError}</p>}
      <p className="basket-summary__subtotal">
        <span>Subtotal</span>
        <span>
          {formatMoney(basket.subTotal)}
          {basket.updating && <span className="basket-summary__updating"> (updating…)</span>}
        </span>
      </p>
      <a
        className="basket-summary__checkout"
        href={blocked ? undefined : checkoutPath}
        role="link"
        aria-disabled={blocked || undefined}
        tabIndex={0}
      >
        Checkout
      </a>
      {basket.updating && <p className="basket-summary__note">Checkout waits until your changes are saved.</p>}
    </div>
  );
}
