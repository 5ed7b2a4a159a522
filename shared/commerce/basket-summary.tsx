import { formatMoney } from '../format/money';
import './basket-summary.css';

interface Props {
  subTotal: number;
  /** A change is on its way: the subtotal is the last the server confirmed. */
  updating: boolean;
  errorMessage: string;
  thirdPartyError: string | null;
  orderable: boolean;
  checkoutPath: string;
}

/**
 * The basket's error message, its subtotal (marked while a change is on its way) and the checkout link, which
 * waits while anything is pending or the cart has a problem to review. The drawer and the cart page share it.
 */
export function BasketSummary({ subTotal, updating, errorMessage, thirdPartyError, orderable, checkoutPath }: Props) {
  const blocked = updating || errorMessage !== '' || !orderable;
  return (
    <div className="basket-summary">
      {errorMessage && <p className="basket-summary__error">{errorMessage}</p>}
      {thirdPartyError && <p className="basket-summary__error">{thirdPartyError}</p>}
      <p className="basket-summary__subtotal">
        <span>Subtotal</span>
        <span>
          {formatMoney(subTotal)}
          {updating && <span className="basket-summary__updating"> (updating…)</span>}
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
      {updating && <p className="basket-summary__note">Checkout waits until your changes are saved.</p>}
    </div>
  );
}
