import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { ErrorSummary, type SummaryError } from '../../shared/ui/error-summary/error-summary';
import { TextInput } from '../../shared/ui/text-input/text-input';
import type { CheckoutState } from '../../stores/checkout/checkout-state';
import { saveGiftNote } from '../../stores/checkout/extras';
import { GiftMessageField } from './gift-message-field';

/** The note's fields, starting from the saved note; Save, and Remove while a note is saved (an empty message). */
export function GiftNoteForm({ state }: { state: CheckoutState }) {
  const note = state.options?.giftNote ?? null;
  const messageId = useId();
  const fromId = useId();
  const messageField = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState(note?.message ?? '');
  const [from, setFrom] = useState(note?.gifterName ?? '');
  const [pending, setPending] = useState<'save' | 'remove' | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const busy = state.busy === 'giftNote';
  const fields = state.errors.giftNote?.fields ?? {};
  const ids: Record<string, string> = { gift_note: messageId, gifter_name: fromId };
  const summary: SummaryError[] = Object.entries(fields).map(([name, text]) => ({ message: text, fieldId: ids[name] }));
  // Saved: the note on the server is what the fields say (or, after a removal, there is none).
  const status = !state.giftNoteSaved
    ? ''
    : note === null
      ? 'Gift note removed.'
      : note.message === message.trim() && note.gifterName === from.trim()
        ? 'Gift note saved.'
        : '';

  const save = async (action: 'save' | 'remove') => {
    if (busy) return;
    setPending(action);
    const saved = await saveGiftNote(action === 'save' ? message : '', from);
    setPending(null);
    if (!saved) setFocusKey((key) => key + 1);
    else if (action === 'remove') {
      setMessage('');
      // Its button went with the note.
      messageField.current?.focus();
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('save');
  };

  return (
    <>
      <ErrorSummary errors={summary} focusKey={focusKey} />
      <form className="checkout-gift-note__form" onSubmit={submit} noValidate>
        <GiftMessageField
          ref={messageField}
          id={messageId}
          value={message}
          onChange={setMessage}
          error={fields.gift_note}
        />
        <TextInput
          id={fromId}
          name="gifter_name"
          label="From"
          autoComplete="name"
          value={from}
          onChange={setFrom}
          error={fields.gifter_name}
        />
        <div className="checkout-gift-note__actions">
          <Button type="submit" loading={busy && pending === 'save'} aria-disabled={busy || undefined}>
            Save
          </Button>
          {note && (
            <Button
              variant="secondary"
              loading={busy && pending === 'remove'}
              aria-disabled={busy || undefined}
              onClick={() => void save('remove')}
            >
              Remove note
            </Button>
          )}
          {/* In the row, so an empty status takes no room; always there, so what it says is announced. */}
          <p role="status" className="checkout-gift-note__status">
            {status}
          </p>
        </div>
      </form>
      <p role="alert" className="checkout-gift-note__alert">
        {state.errors.giftNote?.message}
      </p>
    </>
  );
}
