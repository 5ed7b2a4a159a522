import { errorStatus } from '../../shared/http/http';
import { sitePath } from '../../shared/safe-url';
import { sessionEnded } from '../auth/auth-prompt';
import { $user } from '../user/user';
import { postPlaceOrder } from './checkout-api';
import { CHECKOUT_MESSAGES, FIELD_MESSAGES, OWN_MESSAGES } from './checkout-messages';
import {
  $checkout,
  clearErrors,
  closeModal,
  openModal,
  setErrors,
  setStepMessage,
  type CheckoutState,
} from './checkout-state';
import { loadCheckout } from './checkout-load';
import { settleSteps } from './checkout-steps';
import { readErrors, readPlacedOrder, type CheckoutError, type PlacedOrder } from './checkout-payload';
import { AFFIRM_TEMP_ID } from './checkout-rules';
import { $payment } from './payment';
import { loadVendor } from './vendor-script';
import { atom } from 'nanostores';

// Placing the order, once. Each attempt has one idempotency key, sent with the request and sent again when the
// shopper retries after no answer (a timeout, a dropped connection, a 5xx, a 429): the server then answers the order
// it already placed instead of placing another. A definite refusal (any other 4xx) ends the attempt; the next one
// gets a new key.

export interface OrderState {
  placing: boolean;
  /** Order creation: the placed order, before the browser moves to its confirmation page. */
  order: PlacedOrder | null;
}

export const $order = atom<OrderState>({ placing: false, order: null });

let attemptKey: string | null = null;
/**
 * Affirm's token for the attempt and the total it was made for: a retry after no answer, for the same total,
 * sends it again instead of opening a second plan.
 */
let attemptAffirmToken: { token: string; total: number } | null = null;

function endAttempt(): void {
  attemptKey = null;
  attemptAffirmToken = null;
}
let inFlight: Promise<void> | null = null;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What is missing before the order can go: the spec's messages for no address, no payment, and the guest's e-mail. */
function orderBlockers(state: CheckoutState, selectedId: string | null, signedIn: boolean): CheckoutError[] {
  const errors: CheckoutError[] = [];
  const ships = (state.basket?.basketItems ?? []).some((item) => !item.emailFulfillment);
  if (ships && state.options?.addressID == null)
    errors.push({ key: 'address_required', field: 'base', message: FIELD_MESSAGES.address_required });
  if (!selectedId && (state.summary?.total.amount ?? 0) > 0)
    errors.push({ key: 'payment_required', field: 'base', message: FIELD_MESSAGES.payment_required });
  if (!signedIn && !state.options?.notificationEmail)
    errors.push({ key: 'email_required', field: 'base', message: FIELD_MESSAGES.email_required });
  if ((state.options?.registryGifts.length ?? 0) > 0 && !state.options?.gifterName) {
    errors.push({ key: 'gifter_name_required', field: 'base', message: FIELD_MESSAGES.gifter_name_required });
  }
  return errors;
}

/** Affirm's own checkout, opened from the place-order click; resolves to its token. */
async function affirmToken(): Promise<string> {
  const affirm = await loadVendor('affirm', () => window.affirm);
  const summary = $checkout.get().summary;
  affirm.checkout({
    total: Math.round((summary?.total.amount ?? 0) * 100),
    currency: 'USD',
    merchant: { user_confirmation_url: location.href, user_cancel_url: location.href },
  });
  openModal('affirm');
  return new Promise<string>((resolve, reject) => {
    affirm.checkout.open({ onSuccess: (result) => resolve(result.checkout_token), onFail: reject });
  }).finally(() => closeModal('affirm'));
}

/** Affirm's onFail when the shopper closed its dialog: `{ reason: 'canceled' }`. */
function affirmCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { reason?: unknown }).reason === 'canceled';
}

function moveTo(order: PlacedOrder): void {
  $order.set({ placing: false, order });
  window.location.assign(sitePath(order.confirmationPath) ?? '/');
}

async function attempt(): Promise<void> {
  $order.set({ placing: true, order: null });
  // A click that lands while another section's step is out (the guest's e-mail, saved as the click takes focus
  // from its field) waits for it; when it failed, or a sign-in is asked for, the order is not placed: what is on
  // the screen is not what would be sent.
  const waited = await settleSteps();
  if ($user.get().showAuth || waited.some((step) => $checkout.get().errors[step])) {
    if (!$user.get().showAuth) setStepMessage('order', 'order_held', OWN_MESSAGES.order_held);
    $order.set({ placing: false, order: null });
    return;
  }
  const state = $checkout.get();
  const { selectedId, affirmSelected } = $payment.get();
  clearErrors('order');
  const blockers = orderBlockers(state, selectedId, Boolean(state.options?.accountEmail));
  if (blockers.length > 0) {
    setErrors('order', blockers);
    $order.set({ placing: false, order: null });
    return;
  }
  try {
    const fields: Record<string, string> = { basket_version: state.options?.basketVersion ?? '' };
    if (state.options?.notificationEmail) fields.notification_email = state.options.notificationEmail;
    if (affirmSelected && selectedId === AFFIRM_TEMP_ID) {
      try {
        fields.payment_method = 'affirm';
        const total = state.summary?.total.amount ?? 0;
        if (!attemptKey || attemptAffirmToken?.total !== total)
          attemptAffirmToken = { token: await affirmToken(), total };
        fields.checkout_token = attemptAffirmToken.token;
      } catch (error) {
        // The shopper closing Affirm's dialog is no failure: nothing is said, and Place order is there again.
        if (!affirmCancelled(error)) setStepMessage('order', 'affirm_failed', CHECKOUT_MESSAGES.affirm_failed);
        return;
      }
    } else if (selectedId) {
      fields.billing_id = selectedId;
    }
    attemptKey ??= newKey();
    try {
      const order = readPlacedOrder(await postPlaceOrder(fields, attemptKey));
      endAttempt();
      moveTo(order);
    } catch (error) {
      await orderFailed(error);
    }
  } finally {
    if ($order.get().order === null) $order.set({ placing: false, order: null });
  }
}

async function orderFailed(error: unknown): Promise<void> {
  const status = errorStatus(error);
  if (status === undefined || status >= 500 || status === 429) {
    // no answer, or the server failed: the order may have gone through, so the retry keeps the key. A 429 (too
    // many requests) is no answer about this order either: the same attempt is tried again when the shopper retries.
    setStepMessage('order', 'order_failed', CHECKOUT_MESSAGES.order_failed);
    return;
  }
  endAttempt();
  if (status === 401) {
    setStepMessage('order', 'signed_out', OWN_MESSAGES.signed_out);
    sessionEnded('checkout', () => void loadCheckout());
    return;
  }
  const body: unknown = await (error as { response: Response }).response.json().catch(() => undefined);
  const errors = readErrors(body);
  if (errors.some((entry) => entry.key === 'basket_changed' || entry.key === 'basket_empty')) {
    await loadCheckout();
    $checkout.set({ ...$checkout.get(), basketChanged: true });
    setStepMessage('order', 'basket_changed', CHECKOUT_MESSAGES.basket_changed);
    return;
  }
  setErrors(
    'order',
    errors.length > 0 ? errors : [{ key: 'order_failed', field: 'base', message: CHECKOUT_MESSAGES.order_failed }],
  );
}

/** Places the order; a second call while one is out (a double click) joins it. */
export function placeOrder(): Promise<void> {
  inFlight ??= attempt().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** For tests. */
export function resetOrder(): void {
  endAttempt();
  inFlight = null;
  $order.set({ placing: false, order: null });
}
