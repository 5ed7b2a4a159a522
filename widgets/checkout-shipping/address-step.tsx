import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '../../shared/ui/button';
import { clearErrors, type CheckoutState } from '../../stores/checkout/checkout-state';
import { addressValues, editAddress, setSuggestions, type ShippingState } from '../../stores/checkout/shipping';
import { AddressForm, EMPTY_ADDRESS } from './address-form';
import { AddressList } from './address-list';
import { AddressSuggestions } from './address-suggestions';

/** Where focus goes after the view changed under it: the form's first field, back to the button that opened the form, the address shipped to, or the heading when it was lost. */
type FocusTarget = 'field' | 'opener' | 'checked' | 'lost';

interface AddressStepProps {
  state: CheckoutState;
  shipping: ShippingState;
  heading: RefObject<HTMLHeadingElement | null>;
}

/** The saved addresses, the form to add or edit one (open at once without any), and the server's suggestions. */
export function AddressStep({ state, shipping, heading }: AddressStepProps) {
  const addresses = state.options?.addresses ?? [];
  const errors = state.errors.address;
  const fieldErrors = errors?.fields ?? {};
  const busy = state.busy === 'address';
  const { editing, suggestions, pendingAddress, validating } = shipping;
  const formOpen = editing !== null || addresses.length === 0;
  // A verified save the server still refuses field by field goes back to the form, where its messages show.
  const picking = suggestions.length > 0 && pendingAddress !== null && Object.keys(fieldErrors).length === 0;
  const edited = typeof editing === 'number' ? addresses.find((address) => address.id === editing) : undefined;

  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLFieldSetElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ to: FocusTarget } | null>(null);

  useEffect(() => {
    if (!focus) return;
    if (focus.to === 'lost') {
      const active = document.activeElement;
      if (!active || active === document.body) heading.current?.focus();
      return;
    }
    const target =
      focus.to === 'field'
        ? form.current?.querySelector<HTMLElement>('input, select')
        : focus.to === 'checked'
          ? list.current?.querySelector<HTMLElement>('input:checked')
          : opener.current?.isConnected
            ? opener.current
            : addButton.current;
    (target ?? heading.current)?.focus();
  }, [focus, heading]);

  const open = (id: number | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    clearErrors('address');
    editAddress(id);
    setFocus({ to: 'field' });
  };
  const cancel = () => {
    clearErrors('address');
    editAddress(null);
    setFocus({ to: 'opener' });
  };
  const saved = () => setFocus({ to: 'checked' });

  return (
    <div className="checkout-shipping__step">
      {addresses.length > 0 && (
        <AddressList
          addresses={addresses}
          selectedId={state.options?.addressID ?? null}
          busy={busy}
          deleting={state.deleting}
          onEdit={open}
          onDeleted={() => setFocus({ to: 'lost' })}
          listRef={list}
        />
      )}
      <p role="alert" className="checkout-shipping__alert">
        {errors?.message}
      </p>
      {picking && (
        <AddressSuggestions
          suggestions={suggestions}
          entered={pendingAddress}
          busy={busy}
          saving={validating}
          onSaved={saved}
          onBack={() => {
            setSuggestions([], null);
            setFocus({ to: 'field' });
          }}
        />
      )}
      {formOpen ? (
        <div ref={form} hidden={picking}>
          <AddressForm
            key={String(editing ?? 'new')}
            title={edited ? 'Edit address' : 'New address'}
            initial={edited ? { ...addressValues(edited), state: edited.state.toUpperCase() } : EMPTY_ADDRESS}
            errors={fieldErrors}
            busy={busy}
            saving={validating && !picking}
            onCancel={addresses.length > 0 ? cancel : null}
            onSaved={saved}
          />
        </div>
      ) : (
        <Button ref={addButton} variant="secondary" className="checkout-shipping__add" onClick={() => open('new')}>
          Add a new address
        </Button>
      )}
    </div>
  );
}
