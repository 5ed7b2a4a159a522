import { FIELD_MESSAGES } from './checkout-messages';

// The checkout's field checks, run before a form is sent so the shopper hears at once what to fix; the server
// checks again (fixtures/server/checkout-validation.ts) and its answer wins.

export type AddressField =
  'first_name' | 'last_name' | 'street_address' | 'street_address_2' | 'city' | 'state' | 'zip' | 'phone';
export type AddressValues = Record<AddressField, string>;
export type FieldErrors = Partial<Record<string, string>>;

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'first_name',
  'last_name',
  'street_address',
  'street_address_2',
  'city',
  'state',
  'zip',
  'phone',
];

const REQUIRED: Partial<Record<AddressField, string>> = {
  first_name: FIELD_MESSAGES.first_name_required,
  last_name: FIELD_MESSAGES.last_name_required,
  street_address: FIELD_MESSAGES.street_address_required,
  city: FIELD_MESSAGES.city_required,
  state: FIELD_MESSAGES.state_required,
  zip: FIELD_MESSAGES.zip_required,
  phone: FIELD_MESSAGES.phone_required,
};

export const US_STATES: readonly string[] =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/** A US zip: five digits, or ZIP+4. */
export function isZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}

/** A US phone number: ten digits once punctuation is dropped, with an optional leading 1. */
export function isPhone(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** An address with one @, no spaces, and a dot in the domain part. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

export function addressErrors(values: AddressValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    const blank = REQUIRED[field];
    if (value === '' && blank) errors[field] = blank;
  }
  if (!errors.state && !US_STATES.includes(values.state.trim().toUpperCase()))
    errors.state = FIELD_MESSAGES.state_required;
  if (!errors.zip && !isZip(values.zip)) errors.zip = FIELD_MESSAGES.zip_invalid;
  if (!errors.phone && !isPhone(values.phone)) errors.phone = FIELD_MESSAGES.phone_invalid;
  return errors;
}

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return FIELD_MESSAGES.email_required;
  return isEmail(value) ? undefined : FIELD_MESSAGES.email_invalid;
}

export function gifterError(value: string): string | undefined {
  return value.trim() === '' ? FIELD_MESSAGES.gifter_name_required : undefined;
}

/** The server's limit on a gift note (its `gift_note_too_long`). */
export const GIFT_NOTE_MAX_LENGTH = 250;

/**
 * A note longer than the server takes: said before sending, in the server's words (the field keeps every
 * character). Counted as the field's counter counts, untrimmed, so the two never disagree.
 */
export function giftNoteError(message: string): string | undefined {
  return message.length > GIFT_NOTE_MAX_LENGTH
    ? `Gift notes can't be longer than ${GIFT_NOTE_MAX_LENGTH} characters.`
    : undefined;
}
