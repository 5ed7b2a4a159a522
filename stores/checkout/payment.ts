import { atom } from 'nanostores';
import { postStep } from './checkout-api';
import { CHECKOUT_MESSAGES, OWN_MESSAGES } from './checkout-messages';
import { $checkout, clearErrors, setDeleting, setStepMessage } from './checkout-state';
import { onCheckoutAnswer } from './checkout-load';
import { runStep } from './checkout-steps';
import type { BillingInfo, CheckoutAnswer, CheckoutOptions } from './checkout-payload';
import { AFFIRM_TEMP, AFFIRM_TEMP_ID, affirmQualifies, selectedBilling, withAffirm } from './checkout-rules';
import type { Vendor } from './checkout-config';
import type { HostedFieldsInstance } from './vendor-types';

// The payment state: the saved billing infos and the selected one, Affirm's temporary entry, the vendor
// instances, and the flags of the spec's Payment state.

/** A new way to pay the shopper is adding; null: choosing among the saved ones. */
export type NewMethod = 'card' | 'paypal' | 'apple_pay' | 'google_pay';

export interface PaymentState {
  billingInfos: BillingInfo[];
  selectedId: string | null;
  affirmSelected: boolean;
  newMethod: NewMethod | null;
  instances: { card: HostedFieldsInstance | null; paypal: unknown; applePay: unknown; googlePay: unknown };
  applePayValid: boolean;
  applePayValidated: boolean;
  applePayAddressID: number | null;
  validating: boolean;
  editing: boolean;
  /** The vendor whose SDK is loading, or null. */
  thirdPartyLoading: Vendor | null;
  /** Vendors that failed to load or start on this page; offered again on the next choice. */
  unavailable: Vendor[];
}

export const PAYMENT_EMPTY: PaymentState = {
  billingInfos: [],
  selectedId: null,
  affirmSelected: false,
  newMethod: null,
  instances: { card: null, paypal: null, applePay: null, googlePay: null },
  applePayValid: false,
  applePayValidated: false,
  applePayAddressID: null,
  validating: false,
  editing: false,
  thirdPartyLoading: null,
  unavailable: [],
};

export const $payment = atom<PaymentState>(PAYMENT_EMPTY);

export function updatePayment(change: Partial<PaymentState>): void {
  $payment.set({ ...$payment.get(), ...change });
}

/**
 * The list and the selection the options give: the server's list, with Affirm's entry kept on top while Affirm is
 * chosen; the selected entry by billingID, else the first, else none (the server render passes false).
 */
export function billingOf(
  options: CheckoutOptions,
  affirmSelected: boolean,
): Pick<PaymentState, 'billingInfos' | 'selectedId'> {
  return {
    billingInfos: withAffirm(options.billingInfos, affirmSelected),
    selectedId: affirmSelected
      ? AFFIRM_TEMP_ID
      : (selectedBilling(options.billingInfos, options.billingID)?.id ?? null),
  };
}

/** Each answer: the list and selection follow it; Affirm stays chosen only while the total still qualifies. */
function followAnswer({ checkoutOptions, orderReview }: CheckoutAnswer): void {
  const { affirmSelected } = $payment.get();
  const keepAffirm = affirmSelected && affirmQualifies(orderReview.total.amount);
  updatePayment({ ...billingOf(checkoutOptions, keepAffirm), affirmSelected: keepAffirm });
  if (affirmSelected && !keepAffirm) setStepMessage('payment', 'affirm_minimum', OWN_MESSAGES.affirm_minimum);
}

onCheckoutAnswer(followAnswer);

export function setPaymentValidating(validating: boolean): void {
  updatePayment({ validating });
}

export function setPaymentEditing(editing: boolean): void {
  updatePayment({ editing });
}

/** Opens (or closes, with null) the form for a new way to pay. */
export function chooseNewMethod(newMethod: NewMethod | null): void {
  clearErrors('payment');
  updatePayment({ newMethod, editing: newMethod !== null });
}

/** Whether the order total lets Affirm be offered. */
function affirmOffered(): boolean {
  const total = $checkout.get().summary?.total.amount ?? 0;
  return affirmQualifies(total);
}

/** Selecting Affirm: its temporary entry goes on top and is selected (nothing is sent until the order). */
export function selectAffirm(): void {
  if (!affirmOffered()) return;
  const saved = $payment.get().billingInfos.filter((info) => info.id !== AFFIRM_TEMP_ID);
  clearErrors('payment');
  updatePayment({
    billingInfos: [AFFIRM_TEMP, ...saved],
    selectedId: AFFIRM_TEMP_ID,
    affirmSelected: true,
    newMethod: null,
  });
}

/** Selecting a saved method; deselecting Affirm keeps the list as it is. */
export async function selectBilling(id: string): Promise<void> {
  if (id === AFFIRM_TEMP_ID) {
    selectAffirm();
    return;
  }
  const previous = $payment.get();
  updatePayment({ selectedId: id, affirmSelected: false, newMethod: null });
  const result = await runStep('payment', () => postStep('ajax_select_payment', { billing_id: id }), {
    key: 'payment_declined',
    message: CHECKOUT_MESSAGES.payment_declined,
  });
  if (!result.ok && $payment.get().selectedId === id)
    updatePayment({ selectedId: previous.selectedId, affirmSelected: previous.affirmSelected });
}

/**
 * Deleting a method selects the first remaining (Affirm's entry, while chosen, is on top and stays selected);
 * the server hears of a saved one chosen so, as it only moves its own selection off a deleted selected one.
 */
export async function deleteBilling(id: string): Promise<void> {
  if (id === AFFIRM_TEMP_ID) {
    const rest = $payment.get().billingInfos.filter((info) => info.id !== AFFIRM_TEMP_ID);
    const first = rest[0]?.id ?? null;
    updatePayment({ billingInfos: rest, affirmSelected: false, selectedId: first });
    if (first && first !== $checkout.get().options?.billingID) await selectBilling(first);
    return;
  }
  setDeleting(true);
  let deleted: boolean;
  try {
    deleted = (
      await runStep('payment', () => postStep('ajax_delete_payment', { billing_id: id }), {
        key: 'payment_delete_failed',
        message: OWN_MESSAGES.payment_delete_failed,
      })
    ).ok;
  } finally {
    setDeleting(false);
  }
  const { billingInfos, selectedId } = $payment.get();
  const first = billingInfos[0];
  if (deleted && first && first.id !== selectedId) await selectBilling(first.id);
}

/**
 * Saves a vendor's token as a billing info, which the server selects; true when saved. Affirm, if it was
 * chosen, is not any more: the list and the selection follow the answer's billingID.
 */
export async function saveTokenizedPayment(method: NewMethod, fields: Record<string, string>): Promise<boolean> {
  const result = await runStep('payment', () => postStep('ajax_save_payment', { payment_method: method, ...fields }), {
    key: 'payment_save_failed',
    message: CHECKOUT_MESSAGES.payment_save_failed,
  });
  if (!result.ok) return false;
  const { options } = $checkout.get();
  updatePayment({ newMethod: null, editing: false, affirmSelected: false, ...(options && billingOf(options, false)) });
  return true;
}

export function markVendorUnavailable(vendor: Vendor, message: string): void {
  const { unavailable } = $payment.get();
  updatePayment({
    thirdPartyLoading: null,
    unavailable: unavailable.includes(vendor) ? unavailable : [...unavailable, vendor],
  });
  setStepMessage('payment', 'vendor_unavailable', message);
}

/** For tests. */
export function resetPayment(): void {
  $payment.set(PAYMENT_EMPTY);
}
