import { US_STATES } from '../../stores/checkout/field-rules';

interface StateSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The state as a native <select> of the US states' codes rather than a text field: nothing to mistype, the
 * browser's autofill fills it (address-level1), and a phone shows its own picker. Styled as a risen label.
 */
export function StateSelect({ id, value, onChange, error }: StateSelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className="checkout-shipping__state" data-invalid={error ? true : undefined}>
      <select
        id={id}
        name="state"
        autoComplete="shipping address-level1"
        required
        value={US_STATES.includes(value) ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select</option>
        {US_STATES.map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
      <label htmlFor={id}>
        State<span aria-hidden="true"> *</span>
      </label>
      {error && (
        <p id={errorId} className="checkout-shipping__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
