import { FIELD_MESSAGES, CHECKOUT_MESSAGES, OWN_MESSAGES } from './checkout-messages';
import { setErrors } from './checkout-state';
import { $payment, markVendorUnavailable, saveTokenizedPayment, updatePayment } from './payment';
import { loadVendor } from './vendor-script';
import type { HostedField, HostedFieldsInstance, HostedFieldsState } from './vendor-types';

// The card, through the vendor's hosted fields: the number, expiry, CVV and billing zip are typed into the
// vendor's frames, never into this page; the vendor tokenizes them and the server saves the token.

export const CARD_FIELDS: readonly {
  field: HostedField;
  name: string;
  label: string;
  blank: string;
  invalid: string;
}[] = [
  {
    field: 'number',
    name: 'card_number',
    label: 'Card number',
    blank: FIELD_MESSAGES.card_number_required,
    invalid: FIELD_MESSAGES.card_number_invalid,
  },
  {
    field: 'expirationDate',
    name: 'expiry',
    label: 'Expiration date (MM/YY)',
    blank: FIELD_MESSAGES.expiry_required,
    invalid: FIELD_MESSAGES.expiry_invalid,
  },
  {
    field: 'cvv',
    name: 'cvv',
    label: 'Card verification number',
    blank: FIELD_MESSAGES.cvv_required,
    invalid: FIELD_MESSAGES.cvv_invalid,
  },
  {
    field: 'postalCode',
    name: 'billing_zip',
    label: 'Billing zip code',
    blank: FIELD_MESSAGES.billing_zip_required,
    invalid: FIELD_MESSAGES.billing_zip_invalid,
  },
];

/** The authorization the fake hosted fields accept; a real page would ask its server for a client token. */
const AUTHORIZATION = 'sandbox_checkout_fixture';

/** Each field's message from the vendor's state: blank, invalid, or none. Only fields the shopper left count unless `all`. */
export function cardFieldErrors(state: HostedFieldsState, all: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, name, blank, invalid } of CARD_FIELDS) {
    const current = state.fields[field];
    if (!current || (!all && (current.isFocused || current.isEmpty))) continue;
    if (current.isEmpty) errors[name] = blank;
    else if (!current.isValid) errors[name] = invalid;
  }
  return errors;
}

/**
 * How long the vendor's tokenize may take: its own request has no limit this page can see, and Save card stays
 * busy while it is out (the same limit as the site's own calls).
 */
export const TOKENIZE_TIMEOUT_MS = 10_000;

function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

let starting: Promise<HostedFieldsInstance | null> | null = null;

/**
 * Loads the vendor and puts its frames into the containers (one per field, by id). Resolves to null when the
 * vendor is unavailable (blocked, or its create throws): the section then offers the other methods.
 */
export function startCardFields(
  containers: Record<HostedField, HTMLElement>,
  onChange: (state: HostedFieldsState) => void,
): Promise<HostedFieldsInstance | null> {
  starting ??= (async () => {
    updatePayment({ thirdPartyLoading: 'hostedFields' });
    try {
      const braintree = await loadVendor('hostedFields', () => window.braintree);
      const fields = Object.fromEntries(
        CARD_FIELDS.map(({ field, label }) => [field, { container: containers[field], label }]),
      ) as Record<HostedField, { container: HTMLElement; label: string }>;
      const instance = await braintree.hostedFields.create({ authorization: AUTHORIZATION, fields });
      for (const event of ['validityChange', 'blur', 'empty', 'notEmpty', 'focus'] as const)
        instance.on(event, () => onChange(instance.getState()));
      updatePayment({ thirdPartyLoading: null, instances: { ...$payment.get().instances, card: instance } });
      return instance;
    } catch {
      markVendorUnavailable('hostedFields', OWN_MESSAGES.vendor_unavailable);
      return null;
    } finally {
      starting = null;
    }
  })();
  return starting;
}

/** Removes the frames (the card form closed or the section unmounted). */
export async function stopCardFields(): Promise<void> {
  const { card } = $payment.get().instances;
  if (!card) return;
  updatePayment({ instances: { ...$payment.get().instances, card: null } });
  try {
    await card.teardown();
  } catch {
    // frames already gone with the page
  }
}

/**
 * Submits the card: every field checked (the spec's card messages), then tokenized ('Error tokenizing credit
 * card.' on failure, or with no answer in time), then saved as a billing info. True when saved.
 */
export async function submitCard(): Promise<boolean> {
  const { card } = $payment.get().instances;
  if (!card) return false;
  updatePayment({ validating: true });
  try {
    const errors = cardFieldErrors(card.getState(), true);
    if (Object.keys(errors).length > 0) {
      setErrors(
        'payment',
        Object.entries(errors).map(([field, message]) => ({ key: `${field}_error`, field, message })),
      );
      return false;
    }
    let nonce: string;
    try {
      nonce = (await withinTimeout(card.tokenize(), TOKENIZE_TIMEOUT_MS)).nonce;
    } catch {
      setErrors('payment', [{ key: 'tokenize_failed', field: 'base', message: CHECKOUT_MESSAGES.tokenize_failed }]);
      return false;
    }
    return await saveTokenizedPayment('card', { nonce });
  } finally {
    updatePayment({ validating: false });
  }
}
