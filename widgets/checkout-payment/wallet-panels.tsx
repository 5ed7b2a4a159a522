import { useEffect, useRef } from 'react';
import { Button } from '../../shared/ui/button';
import { updatePayment } from '../../stores/checkout/payment';
import { payWithApplePay } from '../../stores/checkout/wallet-payment';

interface VendorButtonProps {
  /** What the shopper does next, above the vendor's button. */
  hint: string;
  /** The vendor's script is loading. */
  loading: boolean;
  /** Puts the vendor's own button in the container; false when the vendor is unavailable. */
  start: (container: HTMLElement) => Promise<boolean>;
}

/** PayPal's or Google Pay's button, which the vendor draws into a container of ours; its approval saves the method. */
export function VendorButton({ hint, loading, start }: VendorButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let closed = false;
    void start(container.current!).then((started) => {
      // unavailable: the step's message says so; the choice closes, the other methods stay
      if (!started && !closed) updatePayment({ newMethod: null, editing: false });
    });
    return () => {
      closed = true;
    };
  }, [start]);
  return (
    <>
      <p className="checkout-payment__hint">{hint}</p>
      <div className="checkout-payment__vendor">
        <p role="status" className="checkout-payment__loading">
          {loading ? 'Loading…' : ''}
        </p>
        <div ref={container} />
      </div>
    </>
  );
}

/** Apple Pay's sheet must open from the click itself (Apple's rule), so the button calls the store at once. */
export function ApplePayButton() {
  return (
    <>
      <p className="checkout-payment__hint">Confirm in Apple Pay to save it as your payment method.</p>
      <Button className="checkout-payment__apple-pay" onClick={() => payWithApplePay()}>
        Pay with Apple Pay
      </Button>
    </>
  );
}
