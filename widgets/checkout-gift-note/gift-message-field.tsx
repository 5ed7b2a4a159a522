import { useId, type Ref } from 'react';
import { remainingCharacters, remainingCharactersText } from '../../shared/ui/text-input/remaining-characters';
import { GIFT_NOTE_MAX_LENGTH } from '../../stores/checkout/field-rules';

interface GiftMessageFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A textarea with what TextInput gives an input: its error and its remaining characters tied to it
 * (aria-describedby). No maxLength: a paste past the limit is kept whole and counted as too many (Save says the
 * limit), rather than cut short without a word.
 */
export function GiftMessageField({ id, value, onChange, error, ref }: GiftMessageFieldProps) {
  const base = useId();
  const errorId = `${base}-error`;
  const counterId = `${base}-counter`;
  return (
    <div className="checkout-gift-note__message">
      <label htmlFor={id}>Gift message</label>
      <textarea
        ref={ref}
        id={id}
        name="gift_note"
        rows={4}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="checkout-gift-note__error">
          {error}
        </p>
      )}
      <p id={counterId} className="checkout-gift-note__counter">
        {remainingCharactersText(remainingCharacters(GIFT_NOTE_MAX_LENGTH, value))}
      </p>
    </div>
  );
}
