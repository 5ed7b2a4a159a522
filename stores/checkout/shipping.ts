import { atom } from 'nanostores';
import { $user } from '../user/user';
import { postStep } from './checkout-api';
import { CHECKOUT_MESSAGES, OWN_MESSAGES } from './checkout-messages';
import { $checkout, setDeleting, setErrors, setPendingShipment } from './checkout-state';
import { runStep } from './checkout-steps';
import type { AddressSuggestion, CheckoutAddress } from './checkout-payload';
import { readSuggestions } from './checkout-payload';
import { addressErrors, emailError, type AddressValues } from './field-rules';

// Shipping: the saved addresses (add, edit, delete, select), the server's suggested corrections, the delivery
// choice per shipment, and a guest's e-mail for the order's news.

export interface ShippingState {
  validating: boolean;
  /** The address being edited: its id, 'new', or null. */
  editing: number | 'new' | null;
  /** The server's corrections of the address entered, for the shopper to pick from. */
  suggestions: AddressSuggestion[];
  /** The address as entered, kept while the shopper picks. */
  pendingAddress: AddressValues | null;
}

/** The initial state: what the server render and the hydration pass read (nothing is being edited). */
export const SHIPPING_EMPTY: ShippingState = {
  validating: false,
  editing: null,
  suggestions: [],
  pendingAddress: null,
};

export const $shipping = atom<ShippingState>(SHIPPING_EMPTY);

function updateShipping(change: Partial<ShippingState>): void {
  $shipping.set({ ...$shipping.get(), ...change });
}

export function setShippingValidating(validating: boolean): void {
  updateShipping({ validating });
}

/** Opens the form for a new address, or for editing one; null closes it. */
export function editAddress(editing: number | 'new' | null): void {
  updateShipping({ editing, suggestions: [], pendingAddress: null });
}

export function setSuggestions(suggestions: AddressSuggestion[], pendingAddress: AddressValues | null): void {
  updateShipping({ suggestions, pendingAddress });
}

export function addressValues(address: CheckoutAddress | AddressSuggestion): AddressValues {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    street_address: address.streetAddress,
    street_address_2: address.streetAddress2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: address.phone,
  };
}

const saveFailure = { key: 'address_save_failed', message: CHECKOUT_MESSAGES.address_save_failed };

/**
 * Saves the address entered (checked first; the server checks again). The server may answer suggestions instead
 * of saving: they wait for the shopper's pick (`useAddress`). True when saved.
 */
export async function saveAddress(values: AddressValues, verified = false): Promise<boolean> {
  const errors = addressErrors(values);
  if (Object.keys(errors).length > 0) {
    setErrors(
      'address',
      Object.entries(errors).map(([field, message]) => ({ key: `${field}_error`, field, message: message ?? '' })),
    );
    return false;
  }
  const { editing } = $shipping.get();
  const fields: Record<string, string> = { ...values, state: values.state.trim().toUpperCase() };
  if (typeof editing === 'number') fields.address_id = String(editing);
  if (verified) fields.verified = '1';
  updateShipping({ validating: true });
  try {
    const result = await runStep(
      'address',
      () => postStep('ajax_save_address', fields),
      saveFailure,
      () => void saveAddress(values, verified),
    );
    if (!result.ok) return false;
    const suggestions = verified ? [] : readSuggestions(result.body);
    if (suggestions.length > 0) {
      setSuggestions(suggestions, values);
      return false;
    }
    updateShipping({ editing: null, suggestions: [], pendingAddress: null });
    return true;
  } finally {
    updateShipping({ validating: false });
  }
}

/** The shopper's pick among the suggestions and the address as entered: saved as picked. */
export function useAddress(values: AddressValues): Promise<boolean> {
  return saveAddress(values, true);
}

export function selectAddress(id: number): Promise<unknown> {
  return runStep('address', () => postStep('ajax_select_address', { address_id: String(id) }), saveFailure);
}

export async function deleteAddress(id: number): Promise<void> {
  setDeleting(true);
  try {
    await runStep('address', () => postStep('ajax_delete_address', { address_id: String(id) }), {
      key: 'address_delete_failed',
      message: CHECKOUT_MESSAGES.address_delete_failed,
    });
    if ($shipping.get().editing === id) editAddress(null);
  } finally {
    setDeleting(false);
  }
}

/** The delivery choice of one shipment: pending until the server answers (which clears it). */
export async function chooseDelivery(shipmentId: string, choiceIndex: number): Promise<void> {
  setPendingShipment(shipmentId, choiceIndex);
  const result = await runStep(
    'shipping',
    () => postStep('ajax_choose_shipping', { shipment_id: shipmentId, choice_index: String(choiceIndex) }),
    {
      key: 'shipping_failed',
      message: OWN_MESSAGES.shipping_failed,
    },
  );
  if (!result.ok) setPendingShipment(shipmentId, null);
}

/** A guest's e-mail for the order's news. */
export async function saveNotificationEmail(value: string): Promise<boolean> {
  const error = emailError(value);
  if (error) {
    setErrors('email', [{ key: 'email_error', field: 'notification_email', message: error }]);
    return false;
  }
  if ($checkout.get().options?.notificationEmail === value.trim()) return true;
  // A sign-in is asked for (a 401): its dialog taking focus from the field must not send the e-mail again (a
  // second 401, the dialog opening again after it was closed); the step runs again after the sign-in.
  if ($user.get().showAuth) return false;
  const result = await runStep(
    'email',
    () => postStep('ajax_save_notification_email', { notification_email: value.trim() }),
    { key: 'email_failed', message: OWN_MESSAGES.email_failed },
  );
  return result.ok;
}
