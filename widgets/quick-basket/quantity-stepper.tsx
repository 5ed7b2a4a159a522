import { useId, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../../shared/ui/icon-button';
import { setQuantity } from '../../stores/quick-basket/quick-basket';

/** − [n] +, from 1 to `max`. Arrow keys step in the field; what is typed is kept until it is a valid number. */
export function QuantityStepper({ quantity, max }: { quantity: number; max: number }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const step = (by: number) => {
    setDraft(null);
    setQuantity(quantity + by);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!by) return;
    // The browser's own step would come on top of ours.
    event.preventDefault();
    step(by);
  };
  return (
    <div className="qb__quantity">
      <label htmlFor={id}>Quantity</label>
      <div className="qb__stepper">
        <IconButton label="Decrease quantity" aria-disabled={quantity <= 1} onClick={() => step(-1)}>
          −
        </IconButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? quantity}
          onKeyDown={onKeyDown}
          onBlur={() => setDraft(null)}
          onChange={(event) => {
            const typed = Number(event.target.value);
            if (event.target.value !== '' && Number.isInteger(typed) && typed >= 1) {
              setDraft(null);
              setQuantity(typed);
            } else setDraft(event.target.value);
          }}
        />
        <IconButton label="Increase quantity" aria-disabled={quantity >= max} onClick={() => step(1)}>
          +
        </IconButton>
      </div>
    </div>
  );
}
