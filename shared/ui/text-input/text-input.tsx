import { useId, type ComponentPropsWithRef } from 'react';
import { useControllableState } from '../use-controllable-state';
import { remainingCharacters, remainingCharactersText } from './remaining-characters';
import './text-input.css';

export interface TextInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'placeholder' | 'className' | 'children'
> {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  /** Shows "12 characters left" under the field; needs maxLength. */
  showCounter?: boolean;
  /**
   * Lets typing and pasting go past maxLength (the counter then says "3 characters too many"), for a form that
   * checks the length itself and says so: the browser's cap would cut a paste short without a word.
   */
  allowOverLimit?: boolean;
  /** A message, or true to mark the field invalid without one. */
  error?: string | boolean;
  hint?: string;
  /** On the wrapper, for layout; every other prop goes to the <input>. */
  className?: string;
}

/**
 * A text field with a floating label. The label rises on focus or once filled: CSS reads
 * `:not(:placeholder-shown)` (hence the one-space placeholder) and `data-filled`, which also covers
 * browsers that mis-report placeholder-shown for autofilled fields.
 */
export function TextInput({
  label,
  value,
  defaultValue = '',
  onChange,
  maxLength,
  showCounter = false,
  allowOverLimit = false,
  error,
  hint,
  className,
  id,
  type = 'text',
  required,
  'aria-describedby': describedBy,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const counterId = `${generatedId}-counter`;
  const [current, setCurrent] = useControllableState({ prop: value, defaultProp: defaultValue, onChange });
  const message = typeof error === 'string' && error !== '' ? error : undefined;
  const invalid = Boolean(error);
  const counter = showCounter && maxLength !== undefined;
  // Read in this order after the label: what is wrong first, then the hint, then the count.
  const descriptions = [message && errorId, hint && hintId, counter && counterId, describedBy]
    .filter(Boolean)
    .join(' ');
  const classes = ['ui-text-input', className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-invalid={invalid || undefined}>
      <div className="ui-text-input__field">
        <input
          {...rest}
          id={inputId}
          type={type}
          required={required}
          className="ui-text-input__control"
          placeholder=" "
          value={current}
          maxLength={allowOverLimit ? undefined : maxLength}
          aria-invalid={invalid || undefined}
          aria-describedby={descriptions || undefined}
          data-filled={current !== '' || undefined}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <label className="ui-text-input__label" htmlFor={inputId}>
          {label}
          {required && (
            <span className="ui-text-input__required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      </div>
      {message && (
        <p id={errorId} className="ui-text-input__error">
          {message}
        </p>
      )}
      {hint && (
        <p id={hintId} className="ui-text-input__hint">
          {hint}
        </p>
      )}
      {counter && (
        <p id={counterId} className="ui-text-input__counter">
          {remainingCharactersText(remainingCharacters(maxLength, current))}
        </p>
      )}
    </div>
  );
}
