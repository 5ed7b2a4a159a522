import { useId, useState, type Ref } from 'react';
import { Button } from '../../shared/ui/button';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { CheckoutAddress } from '../../stores/checkout/checkout-payload';
import { addressValues, deleteAddress, selectAddress } from '../../stores/checkout/shipping';
import { AddressText } from './address-text';

interface AddressListProps {
  addresses: readonly CheckoutAddress[];
  selectedId: number | null;
  /** The address step's request is out: a new pick waits for it. */
  busy: boolean;
  deleting: boolean;
  onEdit: (id: number) => void;
  /** After a delete settles (the parent moves focus on if the button went with its address). */
  onDeleted: () => void;
  listRef: Ref<HTMLFieldSetElement>;
}

/** The saved addresses as the 'Ship to' choice, each with Edit and Delete (named with its street). */
export function AddressList({ addresses, selectedId, busy, deleting, onEdit, onDeleted, listRef }: AddressListProps) {
  const name = useId();
  // The pick shows at once; the server's answer (or its failure) settles it.
  const [picked, setPicked] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const checked = picked ?? selectedId;

  const pick = (id: number) => {
    if (busy) return;
    setPicked(id);
    void selectAddress(id).finally(() => setPicked(null));
  };
  const remove = (id: number) => {
    setDeletingId(id);
    void deleteAddress(id).finally(() => {
      setDeletingId(null);
      onDeleted();
    });
  };

  return (
    <fieldset ref={listRef} className="checkout-shipping__group" aria-busy={picked !== null || undefined}>
      <legend className="checkout-shipping__legend">Ship to</legend>
      <ul className="checkout-shipping__list">
        {addresses.map((address) => (
          <li key={address.id} className="checkout-shipping__choice">
            <label className="checkout-shipping__radio">
              <input
                type="radio"
                name={name}
                value={address.id}
                checked={checked === address.id}
                onChange={() => pick(address.id)}
              />
              <AddressText address={addressValues(address)} />
            </label>
            <span className="checkout-shipping__row-actions">
              <Button variant="link" size="small" onClick={() => onEdit(address.id)}>
                Edit<VisuallyHidden> {address.streetAddress}</VisuallyHidden>
              </Button>
              <Button
                variant="link"
                size="small"
                loading={deletingId === address.id}
                aria-disabled={deleting || undefined}
                onClick={() => remove(address.id)}
              >
                Delete<VisuallyHidden> {address.streetAddress}</VisuallyHidden>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
