import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { ErrorSummary, type SummaryError } from '../../shared/ui/error-summary/error-summary';
import { TextInput } from '../../shared/ui/text-input/text-input';
import { ADDRESS_FIELDS, type AddressField, type AddressValues } from '../../stores/checkout/field-rules';
import { saveAddress } from '../../stores/checkout/shipping';
import { StateSelect } from './state-select';

type TextField = Exclude<AddressField, 'state'>;

/** Label, autocomplete token and input attributes of each text field, in the form's order after the names. */
const TEXT_FIELDS: Record<TextField, { label: string; autoComplete: string; type?: string; inputMode?: 'numeric' }> = {
  first_name: { label: 'First name', autoComplete: 'given-name' },
  last_name: { label: 'Last name', autoComplete: 'family-name' },
  street_address: { label: 'Street address', autoComplete: 'address-line1' },
  street_address_2: { label: 'Apt, suite, etc. (optional)', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  zip: { label: 'Zip code', autoComplete: 'postal-code', inputMode: 'numeric' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
};

export const EMPTY_ADDRESS: AddressValues = {
  first_name: '',
  last_name: '',
  street_address: '',
  street_address_2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
};

interface AddressFormProps {
  title: string;
  initial: AddressValues;
  /** The address step's field messages (the store's checks and the server's), by field name. */
  errors: Record<string, string>;
  busy: boolean;
  saving: boolean;
  /** Null when there is nothing to go back to (no saved address yet). */
  onCancel: (() => void) | null;
  onSaved: () => void;
}

/**
 * Add or edit an address. What the shopper types stays here, across failed saves and checkout refreshes;
 * the messages come from the store. A submit with messages moves focus to the summary at the top.
 */
export function AddressForm({ title, initial, errors, busy, saving, onCancel, onSaved }: AddressFormProps) {
  const [values, setValues] = useState(initial);
  const [focusKey, setFocusKey] = useState(0);
  const prefix = useId();
  const fieldId = (field: string) => `${prefix}${field}`;
  const set = (field: AddressField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const summary: SummaryError[] = Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, message]) => ({
      message,
      fieldId: rank(field) < ADDRESS_FIELDS.length ? fieldId(field) : undefined,
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (await saveAddress(values)) onSaved();
    else setFocusKey((key) => key + 1);
  };

  const input = (field: TextField) => {
    const { label, ...attributes } = TEXT_FIELDS[field];
    return (
      <TextInput
        {...attributes}
        key={field}
        id={fieldId(field)}
        className={`checkout-shipping__field checkout-shipping__field--${field}`}
        label={label}
        name={field}
        autoComplete={`shipping ${attributes.autoComplete}`}
        required={field !== 'street_address_2'}
        value={values[field]}
        onChange={set(field)}
        error={errors[field]}
      />
    );
  };

  return (
    <form
      className="checkout-shipping__form"
      noValidate
      aria-labelledby={fieldId('title')}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={fieldId('title')} className="checkout-shipping__subheading">
        {title}
      </h3>
      <ErrorSummary errors={summary} focusKey={focusKey} />
      <div className="checkout-shipping__fields">
        {(['first_name', 'last_name', 'street_address', 'street_address_2', 'city'] as const).map(input)}
        <StateSelect id={fieldId('state')} value={values.state} onChange={set('state')} error={errors.state} />
        {input('zip')}
        {input('phone')}
      </div>
      <div className="checkout-shipping__actions">
        <Button type="submit" loading={saving} aria-disabled={busy || undefined}>
          {saving ? 'Saving…' : 'Save address'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** A field's place in the form; fields it does not have come last. */
function rank(field: string): number {
  const index = ADDRESS_FIELDS.indexOf(field as AddressField);
  return index === -1 ? ADDRESS_FIELDS.length : index;
}
