import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { BillingInfo } from '../../stores/checkout/checkout-payload';
import { AFFIRM_TEMP_ID } from '../../stores/checkout/checkout-rules';
import { deleteBilling, selectBilling } from '../../stores/checkout/payment';

const METHOD_NAMES: Readonly<Record<string, string>> = {
  card: 'Card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** What the list calls a method: Affirm's temporary entry says what it is; a saved one is the server's label. */
export function methodName(info: BillingInfo): string {
  if (info.id === AFFIRM_TEMP_ID) return 'Affirm: pay over time';
  return info.label || METHOD_NAMES[info.paymentMethod] || 'Saved payment method';
}

interface SavedMethodsProps {
  infos: readonly BillingInfo[];
  selectedId: string | null;
  /** A payment request is out: deleting waits. */
  busy: boolean;
  /** The deleted row (and its focused button) is gone. */
  onDeleted: () => void;
}

/** The saved billing infos as one radio group; choosing one tells the server, each saved one can be deleted. */
export function SavedMethods({ infos, selectedId, busy, onDeleted }: SavedMethodsProps) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  if (infos.length === 0) return <p className="checkout-payment__none">No saved payment methods.</p>;
  const remove = async (id: string) => {
    setDeletingId(id);
    try {
      await deleteBilling(id);
    } finally {
      setDeletingId(null);
    }
    onDeleted();
  };
  return (
    <fieldset className="checkout-payment__saved">
      <legend className="checkout-payment__legend">Pay with</legend>
      <ul className="checkout-payment__methods">
        {infos.map((info) => {
          const name = methodName(info);
          return (
            <li key={info.id} className="checkout-payment__method">
              <label className="checkout-payment__choice">
                <input
                  type="radio"
                  name="checkout-billing"
                  value={info.id}
                  checked={info.id === selectedId}
                  onChange={() => void selectBilling(info.id)}
                />
                <span>{name}</span>
              </label>
              {info.id !== AFFIRM_TEMP_ID && (
                <Button
                  variant="link"
                  size="small"
                  loading={deletingId === info.id}
                  aria-disabled={busy || undefined}
                  onClick={() => void remove(info.id)}
                >
                  Delete<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
