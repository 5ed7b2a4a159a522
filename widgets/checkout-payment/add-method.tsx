import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../shared/ui/button';
import type { Vendor } from '../../stores/checkout/checkout-config';
import { affirmQualifies } from '../../stores/checkout/checkout-rules';
import { chooseNewMethod, selectAffirm, type NewMethod, type PaymentState } from '../../stores/checkout/payment';
import { checkApplePay, startGooglePay, startPayPal } from '../../stores/checkout/wallet-payment';
import { CardForm } from './card-form';
import { prefetchVendor } from './vendor-prefetch';
import { ApplePayButton, VendorButton } from './wallet-panels';

interface AddMethodProps {
  payment: PaymentState;
  /** The order total: Affirm is offered above its minimum. */
  total: number;
  busy: boolean;
  fieldErrors: Readonly<Record<string, string>> | undefined;
  onCardSubmitted: (saved: boolean) => void;
}

const CHOICES: ReadonlyArray<{ method: NewMethod; label: string; vendor: Vendor }> = [
  { method: 'card', label: 'Card', vendor: 'hostedFields' },
  { method: 'paypal', label: 'PayPal', vendor: 'paypal' },
  { method: 'apple_pay', label: 'Apple Pay', vendor: 'applePay' },
  { method: 'google_pay', label: 'Google Pay', vendor: 'googlePay' },
];

/**
 * 'Add a payment method': a disclosure (open from the start when nothing is saved) with one button per way to
 * pay; each opens its panel below, where the vendor's SDK loads. Affirm is selected at once instead.
 */
export function AddMethod({ payment, total, busy, fieldErrors, onCardSubmitted }: AddMethodProps) {
  const [open, setOpen] = useState(() => payment.billingInfos.length === 0);
  const buttonId = useId();
  const areaId = useId();
  const panelId = useId();
  const askedApplePay = useRef(false);
  // Apple Pay is offered only where the browser itself has it (Safari's ApplePaySession), asked on the
  // shopper's first move towards adding a method, never at load; no script is fetched for it.
  const askApplePay = () => {
    if (askedApplePay.current || !window.ApplePaySession) return;
    askedApplePay.current = true;
    void checkApplePay();
  };
  const toggle = () => {
    if (open && payment.newMethod) chooseNewMethod(null);
    if (!open) askApplePay();
    setOpen(!open);
  };

  const { newMethod, thirdPartyLoading } = payment;
  let panel: ReactNode = null;
  // The card's panel is its form, named 'Card details'; a wallet's is a group named for the wallet.
  const panelName =
    newMethod && newMethod !== 'card' ? CHOICES.find(({ method }) => method === newMethod)?.label : undefined;
  if (newMethod === 'card') {
    panel = (
      <CardForm
        card={payment.instances.card}
        busy={busy || payment.validating}
        loading={thirdPartyLoading === 'hostedFields'}
        fieldErrors={fieldErrors}
        onSubmitted={onCardSubmitted}
      />
    );
  } else if (newMethod === 'paypal') {
    panel = (
      <VendorButton
        hint="Log in to PayPal to save it as your payment method."
        loading={thirdPartyLoading === 'paypal'}
        start={startPayPal}
      />
    );
  } else if (newMethod === 'google_pay') {
    panel = (
      <VendorButton
        hint="Choose a card in Google Pay to save it as your payment method."
        loading={thirdPartyLoading === 'googlePay'}
        start={startGooglePay}
      />
    );
  } else if (newMethod === 'apple_pay') {
    panel = <ApplePayButton />;
  }

  return (
    <div className="checkout-payment__adding">
      <Button
        id={buttonId}
        variant="secondary"
        className="checkout-payment__add"
        aria-expanded={open}
        aria-controls={open ? areaId : undefined}
        onClick={toggle}
      >
        Add a payment method
      </Button>
      {open && (
        <div id={areaId} className="checkout-payment__options" onPointerDown={askApplePay} onFocus={askApplePay}>
          <div role="group" aria-labelledby={buttonId} className="checkout-payment__choices">
            {CHOICES.filter(({ method }) => method !== 'apple_pay' || payment.applePayValid).map(
              ({ method, label, vendor }) => {
                const expanded = newMethod === method;
                return (
                  <Button
                    key={method}
                    variant="secondary"
                    size="small"
                    aria-expanded={expanded}
                    aria-controls={expanded ? panelId : undefined}
                    onClick={() => chooseNewMethod(expanded ? null : method)}
                    onPointerEnter={() => prefetchVendor(vendor)}
                    onFocus={() => prefetchVendor(vendor)}
                  >
                    {label}
                  </Button>
                );
              },
            )}
            {affirmQualifies(total) && (
              <Button variant="secondary" size="small" onClick={selectAffirm}>
                Affirm
              </Button>
            )}
          </div>
          {/* Outside the choices' group: a vendor's own button may carry the same name ('Google Pay'). */}
          {panel && (
            <div
              id={panelId}
              className="checkout-payment__panel"
              role={panelName ? 'group' : undefined}
              aria-label={panelName}
            >
              {panel}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
