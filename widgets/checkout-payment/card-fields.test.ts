import { describe, expect, it } from 'vitest';
import type { HostedField, HostedFieldState, HostedFieldsState } from '../../stores/checkout/vendor-types';
import { cardMessages } from './card-fields';

const EMPTY: HostedFieldState = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };
const INVALID: HostedFieldState = { isEmpty: false, isValid: false, isPotentiallyValid: false, isFocused: false };
const VALID: HostedFieldState = { isEmpty: false, isValid: true, isPotentiallyValid: true, isFocused: false };
const TYPING: HostedFieldState = { ...INVALID, isPotentiallyValid: true, isFocused: true };

/** The vendor's state with the card number as given and the other three empty. */
const number = (field: HostedFieldState): HostedFieldsState => ({
  fields: { number: field, expirationDate: EMPTY, cvv: EMPTY, postalCode: EMPTY } as Record<
    HostedField,
    HostedFieldState
  >,
  cards: [],
});
const BLANK_SUBMIT = { card_number: 'Please enter a credit card number.' };

describe('cardMessages (the card number beside its frame)', () => {
  it.each([
    ['no events, no submit', null, null, {}, undefined],
    ['left empty (not yet filled): nothing before a submit', number(EMPTY), null, {}, undefined],
    ['left with an invalid number', number(INVALID), null, {}, 'Invalid credit card number.'],
    ['still typing (focused)', number(TYPING), null, {}, undefined],
    ['left valid', number(VALID), null, {}, undefined],
    ['a blank submit before any event', null, null, BLANK_SUBMIT, 'Please enter a credit card number.'],
    [
      'a blank submit, the field still empty',
      number(EMPTY),
      number(EMPTY),
      BLANK_SUBMIT,
      'Please enter a credit card number.',
    ],
    ['a blank submit, then typing', number(TYPING), number(EMPTY), BLANK_SUBMIT, undefined],
    ['a blank submit, then left invalid', number(INVALID), number(EMPTY), BLANK_SUBMIT, 'Invalid credit card number.'],
    ['a blank submit, then left valid', number(VALID), number(EMPTY), BLANK_SUBMIT, undefined],
    [
      'the server refused a number the vendor took as valid, unchanged since',
      number(VALID),
      number(VALID),
      { card_number: 'Invalid credit card number.' },
      'Invalid credit card number.',
    ],
    [
      'an invalid submit, focused again to fix it',
      number({ ...INVALID, isFocused: true }),
      number(INVALID),
      { card_number: 'Invalid credit card number.' },
      'Invalid credit card number.',
    ],
  ] as const)('%s', (_case, now, atSubmit, submitted, expected) => {
    expect(cardMessages(now, atSubmit, submitted).card_number).toBe(expected);
  });
});
