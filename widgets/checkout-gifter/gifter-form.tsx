import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { ErrorSummary } from '../../shared/ui/error-summary/error-summary';
import { TextInput } from '../../shared/ui/text-input/text-input';
import type { CheckoutState } from '../../stores/checkout/checkout-state';
import { saveGifter } from '../../stores/checkout/extras';

/** The gifter's name, starting from the saved one; what the shopper typed stays on a failure. */
export function GifterForm({ state }: { state: CheckoutState }) {
  const saved = state.options?.gifterName ?? null;
  const fieldId = useId();
  const [name, setName] = useState(saved ?? '');
  const [focusKey, setFocusKey] = useState(0);
  const busy = state.busy === 'gifter';
  const error = state.errors.gifter?.fields.gifter_name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!(await saveGifter(name))) setFocusKey((key) => key + 1);
  };

  return (
    <>
      <ErrorSummary errors={error ? [{ message: error, fieldId }] : []} focusKey={focusKey} />
      <form className="checkout-gifter__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          id={fieldId}
          name="gifter_name"
          label="Your name (the gifter)"
          autoComplete="name"
          required
          value={name}
          onChange={setName}
          error={error}
          className="checkout-gifter__field"
        />
        <Button type="submit" variant="secondary" loading={busy} aria-disabled={busy || undefined}>
          Save
        </Button>
      </form>
      <p role="alert" className="checkout-gifter__alert">
        {state.errors.gifter?.message}
      </p>
      <p role="status" className="checkout-gifter__status">
        {saved !== null && saved === name.trim() ? 'Gifter name saved.' : ''}
      </p>
    </>
  );
}
