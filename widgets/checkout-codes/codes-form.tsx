import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { ErrorSummary } from '../../shared/ui/error-summary/error-summary';
import { TextInput } from '../../shared/ui/text-input/text-input';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { CheckoutState } from '../../stores/checkout/checkout-state';
import { applyCode, removeCode } from '../../stores/checkout/extras';

/** The code field and the codes applied, each with its Remove button. What the shopper typed stays on a failure. */
export function CodesForm({ state }: { state: CheckoutState }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const busy = state.busy === 'codes';
  const error = state.codesError ?? state.errors.codes?.fields.code;
  // The refusal of a code is the codes error, beside the field; the step's alert says only what it does not.
  const stepMessage = state.errors.codes?.message;
  const promo = state.summary?.promoCode;
  const gifts = state.summary?.appliedGiftCodes ?? [];

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (await applyCode(code)) setCode('');
    else setFocusKey((key) => key + 1);
  };
  const remove = async (applied: string) => {
    if (busy) return;
    setRemoving(applied);
    const removed = await removeCode(applied);
    setRemoving(null);
    // Its button went with the code: the field is where the shopper goes on from.
    if (removed) field.current?.focus();
  };
  const removeButton = (applied: string) => (
    <Button
      variant="link"
      size="small"
      loading={busy && removing === applied}
      aria-disabled={busy || undefined}
      onClick={() => void remove(applied)}
    >
      Remove<VisuallyHidden> {applied}</VisuallyHidden>
    </Button>
  );

  return (
    <>
      <ErrorSummary errors={error ? [{ message: error, fieldId }] : []} focusKey={focusKey} />
      <form className="checkout-codes__form" onSubmit={(event) => void apply(event)} noValidate>
        <TextInput
          ref={field}
          id={fieldId}
          name="code"
          label="Promo or gift code"
          autoComplete="off"
          value={code}
          onChange={setCode}
          error={error ?? undefined}
          className="checkout-codes__field"
        />
        <Button type="submit" variant="secondary" loading={busy && removing === null} aria-disabled={busy || undefined}>
          Apply
        </Button>
      </form>
      <p role="alert" className="checkout-codes__alert">
        {stepMessage !== state.codesError ? stepMessage : null}
      </p>
      {(promo || gifts.length > 0) && (
        <ul className="checkout-codes__applied" aria-label="Applied codes">
          {promo && (
            <li className="checkout-codes__entry">
              <span className="checkout-codes__code">{promo.code}</span>
              <span>{promo.message}</span>
              {removeButton(promo.code)}
            </li>
          )}
          {gifts.map((gift) => (
            <li key={gift.code} className="checkout-codes__entry">
              <span className="checkout-codes__code">{gift.code}</span>
              <span>{gift.amount.display} applied</span>
              <span>Remaining balance: {gift.remainingBalance.display}</span>
              {removeButton(gift.code)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
