import { useRef, useState } from 'react';
import { Button } from '../../shared/ui/button';
import '../../shared/ui/visually-hidden.css';
import { TextInput } from '../../shared/ui/text-input/text-input';
import type { StepErrors } from '../../stores/checkout/checkout-state';
import { emailError } from '../../stores/checkout/field-rules';
import { saveNotificationEmail } from '../../stores/checkout/shipping';
import { showAuth } from '../../stores/auth/auth-prompt';

interface GuestEmailProps {
  /** The e-mail the checkout holds, if any. */
  saved: string | null;
  errors: StepErrors | undefined;
  busy: boolean;
}

/**
 * A guest's e-mail for the order's news: saved when the shopper leaves the field (once something is typed)
 * or presses Enter; the order cannot be placed without it. Signing in instead fills it from the account.
 */
export function GuestEmail({ saved, errors, busy }: GuestEmailProps) {
  const [value, setValue] = useState(saved ?? '');
  // What is said once when the address is refused as the shopper leaves the field (see save).
  const [announced, setAnnounced] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const save = async (submitted: boolean) => {
    if (busy) return;
    setAnnounced('');
    if (await saveNotificationEmail(value)) return;
    if (submitted) {
      input.current?.focus();
      return;
    }
    // Refused as the shopper left the field: the message beside it is read when they come back to it, but by
    // then they have moved on. The browser's own check is said once now, politely (the step's own failures are in
    // the alert below). A status of the form's own: the page's shared live region would put its code on every
    // page with cards.
    setAnnounced(emailError(value) ?? '');
  };
  return (
    <form
      className="checkout-shipping__step checkout-shipping__email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(true);
      }}
    >
      <TextInput
        ref={input}
        className="checkout-shipping__email-field"
        label="Email for order updates"
        name="notification_email"
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={setValue}
        onBlur={() => {
          if (value.trim() !== '') void save(false);
        }}
        error={errors?.fields.notification_email}
        hint={saved ? `We will send your order updates to ${saved}.` : undefined}
      />
      <p role="status" className="ui-visually-hidden">
        {announced}
      </p>
      <p role="alert" className="checkout-shipping__alert">
        {errors?.message}
      </p>
      <Button variant="link" onClick={() => showAuth('checkout')}>
        Sign in for faster checkout
      </Button>
    </form>
  );
}
