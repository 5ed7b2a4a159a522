// The checkout's copy: every field message of the validation rules and every message of the error catalogue,
// keyed by the error keys the checkout endpoints send (fixtures/README.md). A key missing here keeps the
// server's own text (rendered as text).

export const FIELD_MESSAGES = {
  required: 'Please enter required information.',
  first_name_required: 'Please enter a first name.',
  last_name_required: 'Please enter a last name.',
  street_address_required: 'Please enter a street address.',
  city_required: 'Please enter a city.',
  state_required: 'Please enter a state.',
  state_invalid: 'Please enter a state.',
  zip_required: 'Please enter a zip code.',
  zip_invalid: 'Sorry, this Zip Code is invalid.',
  email_required: 'Please enter an Email Address.',
  email_invalid: 'Sorry, this is an Invalid Email Address. Please double check your entry.',
  gifter_name_required: 'Please enter a gifter name.',
  phone_required: 'Please provide a Phone Number.',
  phone_invalid: 'Sorry, this is an Invalid Phone Number. Please double check your entry.',
  card_number_required: 'Please enter a credit card number.',
  card_number_invalid: 'Invalid credit card number.',
  expiry_required: 'Please enter an expiration date.',
  expiry_invalid: 'Invalid expiration date.',
  cvv_required: 'Please enter a card verification number.',
  cvv_invalid: 'Invalid card verification number.',
  billing_zip_required: 'Please enter a billing zip code.',
  billing_zip_invalid: 'Invalid billing zip code.',
  payment_required: 'Please enter a payment method.',
  address_required: 'Please enter a shipping address.',
} as const;

export const CHECKOUT_MESSAGES = {
  order_failed: 'There was an error placing your order, please try again later!',
  payment_declined: 'Unable to process your payment. Please try again later.',
  payment_save_failed: 'An error occurred saving your payment information. Please try again later.',
  tokenize_failed: 'Error tokenizing credit card.',
  affirm_failed: 'There was an error checking out with Affirm, please try again later.',
  address_delete_failed: 'There was an issue deleting your address, please refresh your page and try again.',
  address_save_failed: 'There was an issue saving your address, please refresh your page and try again.',
  promo_code_invalid: 'Sorry! That promo code no longer meets the requirements.',
  basket_changed: 'Your basket has been updated. Please review before placing your order.',
} as const;

/** Not in the spec's catalogue: the outcomes it leaves to us (a failed load, a lost session, a failed step). */
export const OWN_MESSAGES = {
  load_failed: 'We could not load your checkout. Please check your connection and try again.',
  signed_out: 'Your session has ended. Please sign in again to continue; nothing you entered is lost.',
  codes_failed: 'We could not apply that code. Please try again.',
  shipping_failed: 'We could not change your delivery option. Please try again.',
  gift_note_failed: 'We could not save your gift note. Please try again.',
  gifter_failed: 'We could not save the gifter name. Please try again.',
  email_failed: 'We could not save your email address. Please try again.',
  vendor_unavailable: 'This payment method is not available right now. Please choose another.',
  affirm_minimum: 'Affirm is available on orders over $50. Please choose another way to pay.',
  payment_delete_failed: 'We could not remove that payment method. Please try again.',
  order_held: 'Your order was not placed. Please check the messages in your checkout, then place your order again.',
  basket_empty: 'Your basket is empty.',
} as const;

const BY_KEY: Readonly<Record<string, string>> = {
  ...FIELD_MESSAGES,
  ...CHECKOUT_MESSAGES,
  payment_not_found: CHECKOUT_MESSAGES.payment_declined,
};

/** The message for an error key, or the server's raw text when the key is unknown. */
export function messageForKey(key: string, raw: string): string {
  return Object.hasOwn(BY_KEY, key) ? (BY_KEY[key] as string) : raw;
}
