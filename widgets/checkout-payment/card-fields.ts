import { CARD_FIELDS, cardFieldErrors } from '../../stores/checkout/card-payment';
import type { HostedField, HostedFieldsState } from '../../stores/checkout/vendor-types';

/** The containers the vendor puts its frames in: fixed ids (one payment section per page), for the error summary's links and browser tests. */
export const CARD_FIELD_IDS: Readonly<Record<HostedField, string>> = {
  number: 'checkout-card-number',
  expirationDate: 'checkout-card-expiry',
  cvv: 'checkout-card-cvv',
  postalCode: 'checkout-card-zip',
};

const UNTOUCHED = { isEmpty: true, isValid: false };

/**
 * Each card field's message, by field name. A submit's message (the store's, or the server's) stays beside its
 * field until the shopper changes what the field holds; after that, and before any submit, a field says what
 * is wrong once the shopper has left it (cardFieldErrors). `atSubmit` is the vendor's state when those
 * messages came (null: before any event, every field empty).
 */
export function cardMessages(
  now: HostedFieldsState | null,
  atSubmit: HostedFieldsState | null,
  submitted: Readonly<Record<string, string>>,
): Record<string, string> {
  const left = now ? cardFieldErrors(now, false) : {};
  const messages: Record<string, string> = {};
  for (const { field, name } of CARD_FIELDS) {
    const current = now?.fields[field];
    const before = atSubmit?.fields[field] ?? UNTOUCHED;
    const changed = current !== undefined && (current.isEmpty !== before.isEmpty || current.isValid !== before.isValid);
    const message = changed ? left[name] : (submitted[name] ?? left[name]);
    if (message) messages[name] = message;
  }
  return messages;
}
