import { useEffect, useId, useRef, type MouseEvent } from 'react';
import './error-summary.css';

export interface SummaryError {
  message: string;
  /** The id of the field the message is about: the entry links to it. */
  fieldId?: string;
  /** Instead of focusing fieldId (a field inside a vendor's frame, say). */
  onSelect?: () => void;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Changes on each submit: focus moves to the summary then, when it has errors. */
  focusKey: number;
  title?: string;
}

/**
 * The errors of a submitted form, at the top of its section (the GOV.UK error summary pattern): focus moves
 * to it on submit, it is announced as an alert, and each entry links to its field.
 */
export function ErrorSummary({ errors, focusKey, title = 'Please check the following:' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedKey = useRef(0);
  const titleId = useId();
  const shown = errors.length > 0;
  useEffect(() => {
    // Once per submit, and only for the errors it brought: errors shown later without a new submit (cleared and
    // shown again, or coming after a submit that brought none) must not pull focus out of the field the shopper
    // is in.
    if (focusKey === focusedKey.current) return;
    focusedKey.current = focusKey;
    if (shown) ref.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;
  const select = (error: SummaryError) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (error.onSelect) {
      error.onSelect();
      return;
    }
    const field = error.fieldId ? document.getElementById(error.fieldId) : null;
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  };
  return (
    <div ref={ref} className="ui-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className="ui-error-summary__title">
        {title}
      </h3>
      <ul className="ui-error-summary__list">
        {errors.map((error, index) => (
          <li key={`${index}-${error.message}`}>
            {error.fieldId || error.onSelect ? (
              <a href={`#${error.fieldId ?? ''}`} onClick={select(error)}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
