import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { CARD_FIELDS, startCardFields, stopCardFields, submitCard } from '../../stores/checkout/card-payment';
import { updatePayment } from '../../stores/checkout/payment';
import type { HostedField, HostedFieldsInstance, HostedFieldsState } from '../../stores/checkout/vendor-types';
import { CARD_FIELD_IDS, cardMessages } from './card-fields';

interface CardFormProps {
  /** The vendor's instance once its frames are in. */
  card: HostedFieldsInstance | null;
  /** The card is being checked, tokenized or saved. */
  busy: boolean;
  /** The vendor's script is loading. */
  loading: boolean;
  /** The last submit's messages by field name (the store's payment errors; a new object for each result). */
  fieldErrors: Readonly<Record<string, string>> | undefined;
  onSubmitted: (saved: boolean) => void;
}

/**
 * The card through the vendor's hosted fields: the shopper types into the vendor's frames, one in each
 * container. The input inside a frame cannot point at our message (another document), so each container sits
 * in a group named by its visible label and described by its message; the vendor names its own input from
 * the same label (CARD_FIELDS) and reads our message with it (setMessage), and the error summary's entries
 * focus the frame's input.
 */
export function CardForm({ card, busy, loading, fieldErrors, onSubmitted }: CardFormProps) {
  const containers = useRef<Partial<Record<HostedField, HTMLDivElement | null>>>({});
  const [vendorState, setVendorState] = useState<HostedFieldsState | null>(null);
  // The vendor's state when the last submit's messages came: a field keeps its message until it changes.
  const [atSubmit, setAtSubmit] = useState({ errors: fieldErrors, state: vendorState });
  if (atSubmit.errors !== fieldErrors) setAtSubmit({ errors: fieldErrors, state: vendorState });
  const [ready, setReady] = useState(false);
  const sending = useRef(false);
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      onSubmitted(await submitCard());
    } finally {
      sending.current = false;
    }
  };
  // Enter inside a frame: the vendor asks the page to submit.
  const submitFromFrame = useEffectEvent(() => {
    if (!busy) void submit();
  });

  useEffect(() => {
    let closed = false;
    void startCardFields(containers.current as Record<HostedField, HTMLElement>, (state) => {
      if (!closed) setVendorState(state);
    }).then((instance) => {
      if (closed) void stopCardFields();
      // unavailable: the step's message says so; the choice closes, the other methods stay
      else if (!instance) updatePayment({ newMethod: null, editing: false });
      else {
        instance.on('inputSubmitRequest', () => submitFromFrame());
        setReady(true);
      }
    });
    return () => {
      closed = true;
      void stopCardFields();
    };
  }, []);

  const messages = cardMessages(vendorState, atSubmit.state, fieldErrors ?? {});
  // The same messages inside the frames, read with their inputs (a change only: each call reaches a frame).
  const told = useRef<Record<string, string>>({});
  useEffect(() => {
    if (!card?.setMessage) return;
    for (const { field, name } of CARD_FIELDS) {
      const message = messages[name] ?? '';
      if ((told.current[name] ?? '') === message) continue;
      told.current[name] = message;
      card.setMessage({ field, message });
    }
  });
  return (
    <form
      className="checkout-card"
      aria-label="Card details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p role="status" className="checkout-payment__loading">
        {loading ? 'Loading…' : ''}
      </p>
      <div className="checkout-card__fields">
        {CARD_FIELDS.map(({ field, name, label }) => {
          const id = CARD_FIELD_IDS[field];
          const message = messages[name];
          return (
            <div
              key={field}
              className={`checkout-card__field checkout-card__field--${field}`}
              role="group"
              aria-labelledby={`${id}-label`}
              aria-describedby={message ? `${id}-error` : undefined}
              data-invalid={message ? '' : undefined}
            >
              {/* The vendor focuses its field on a click on a label for the container. */}
              <label id={`${id}-label`} htmlFor={id} className="checkout-card__label">
                {label}
              </label>
              <div
                id={id}
                className="checkout-card__frame"
                ref={(element) => {
                  containers.current[field] = element;
                }}
              />
              {message && (
                <p id={`${id}-error`} className="checkout-card__error">
                  {message}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button type="submit" className="checkout-card__save" loading={busy} aria-disabled={!ready || undefined}>
        Save card
      </Button>
    </form>
  );
}
