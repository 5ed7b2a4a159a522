import { atom, onMount } from 'nanostores';
import type { Basket } from '../../shared/commerce/basket-types';
import { errorStatus, isHTTPError } from '../../shared/http/http';
import { servedProps } from '../../shared/served-props';
import { $basket, refreshBasket } from '../basket/basket';
import { sessionEnded } from '../auth/auth-prompt';
import { $user } from '../user/user';
import { getCheckoutOptions } from './checkout-api';
import { messageForKey, OWN_MESSAGES } from './checkout-messages';
import { readCheckoutAnswer, readErrors, type CheckoutAnswer, type CheckoutError, type CheckoutOptions, type CheckoutShipment, type OrderReview, type ShippingOption } from './checkout-payload';
import { groupShipments, shippingMessage, shippingTotal, type DeliveryGroup } from './checkout-rules';

// The checkout state: one store for every section's widget (shopping spec, "Checkout state actions").
// Each step's request answers the whole checkout, which replaces options, review, shipments and the basket.

/** The sections' requests; each keeps its own errors. */
export type Step = 'load' | 'address' | 'shipping' | 'email' | 'gifter' | 'payment' | 'codes' | 'giftNote' | 'order';

export interface StepErrors {
  /** A message about the step as a whole (shown in the section's alert). */
  message: string | null;
  /** Messages by field name (shown next to the field). */
  fields: Record<string, string>;
  keys: string[];
}

export interface OrderSummary extends OrderReview {
  shippingMessage: string;
  /** The shipping total's display: non-surcharge, else surcharge, else '$0.00'. */
  shippingTotalDisplay: string;
}

export interface CheckoutState {
  /** Loaded, with something to buy: the sections take input. */
  enabled: boolean;
  loading: boolean;
  loadFailed: boolean;
  deleting: boolean;
  /** The step whose request is out, or null. */
  busy: Step | null;
  basket: Basket | null;
  options: CheckoutOptions | null;
  summary: OrderSummary | null;
  shipments: CheckoutShipment[];
  /** Each shipment's chosen option. */
  selectedOptions: ShippingOption[];
  deliveryGroups: DeliveryGroup[];
  /** Delivery choices sent and not yet answered, by shipment id. */
  pendingShipments: Record<string, number>;
  errors: Partial<Record<Step, StepErrors>>;
  codesError: string | null;
  modal: { open: string | null; preventClose: boolean };
  expandedForm: string | null;
  giftNoteSaved: boolean;
  /** The basket changed underneath (another tab): shown until the shopper acts again. */
  basketChanged: boolean;
}

export const CHECKOUT_EMPTY: CheckoutState = {
  enabled: false,
  loading: false,
  loadFailed: false,
  deleting: false,
  busy: null,
  basket: null,
  options: null,
  summary: null,
  shipments: [],
  selectedOptions: [],
  deliveryGroups: [],
  pendingShipments: {},
  errors: {},
  codesError: null,
  modal: { open: null, preventClose: false },
  expandedForm: null,
  giftNoteSaved: false,
  basketChanged: false,
};

export const $checkout = atom<CheckoutState>(CHECKOUT_EMPTY);

/** Every checkout section's widget name: the served state may sit in any of their slots. */
export const CHECKOUT_WIDGETS = ['checkout-shipping', 'checkout-gifter', 'checkout-payment', 'checkout-codes', 'checkout-gift-note', 'checkout-summary'] as const;

function update(change: Partial<CheckoutState>): void {
  $checkout.set({ ...$checkout.get(), ...change });
}

export function setEnabled(enabled: boolean): void {
  update({ enabled });
}

export function setLoading(loading: boolean): void {
  update({ loading });
}

export function setDeleting(deleting: boolean): void {
  update({ deleting });
}

function summaryOf(review: OrderReview): OrderSummary {
  return { ...review, shippingMessage: shippingMessage(review), shippingTotalDisplay: shippingTotal(review) };
}

function shipmentsOf(shipments: readonly CheckoutShipment[], basket: Basket | null) {
  const quantities = new Map((basket?.basketItems ?? []).map((item) => [item.id, item.quantity]));
  return {
    shipments: [...shipments],
    pendingShipments: {},
    selectedOptions: shipments.flatMap((shipment) => shipment.options[shipment.choiceIndex] ?? shipment.options[0] ?? []),
    deliveryGroups: groupShipments(shipments, quantities),
  };
}

/**
 * The state a whole answer gives, from nothing else: what the server render shows and the browser's hydration
 * pass reads (useHydratedStore), so both agree. Null when the answer does not read.
 */
export function checkoutStateOf(served: unknown): CheckoutState | null {
  let answer: CheckoutAnswer;
  try {
    answer = readCheckoutAnswer(served);
  } catch {
    return null;
  }
  return {
    ...CHECKOUT_EMPTY,
    enabled: !answer.basket.empty,
    basket: answer.basket,
    options: answer.checkoutOptions,
    summary: summaryOf(answer.orderReview),
    ...shipmentsOf(answer.checkoutOptions.shipments, answer.basket),
  };
}

/** Order review refresh: the shipping message and total rules; errors cleared. */
export function refreshOrderReview(review: OrderReview): void {
  update({ summary: summaryOf(review), errors: {}, codesError: null });
}

/** Options or shipments refresh: shipments recomputed, pending choices cleared, selected options recomputed. */
export function refreshShipments(shipments: readonly CheckoutShipment[], basket: Basket | null = $checkout.get().basket): void {
  update(shipmentsOf(shipments, basket));
}

export function refreshCheckoutOptions(options: CheckoutOptions): void {
  update({ options });
  refreshShipments(options.shipments);
}

/** The basket of a checkout answer, here and in the basket store (the header's count). */
export function refreshCheckoutBasket(basket: Basket): void {
  update({ basket, enabled: !basket.empty });
  refreshBasket(basket);
}

const answerListeners = new Set<(answer: CheckoutAnswer) => void>();
let lastAnswer: CheckoutAnswer | null = null;

/**
 * Runs after every applied answer, and at once with the last one (the payment state follows the billing infos,
 * whichever section loaded first). Reading `$checkout.get()` instead would mount the store, and load it, on import.
 */
export function onCheckoutAnswer(listener: (answer: CheckoutAnswer) => void): () => void {
  answerListeners.add(listener);
  if (lastAnswer) listener(lastAnswer);
  return () => answerListeners.delete(listener);
}

// A load sent just before a step's call can be read after the step's answer (a sign-in mid-save reloads the
// checkout and sends the save again at once; under load the reload's bigger body is read last): its state, older
// than the step's, would undo it (the saved address not chosen). Every answer is the whole checkout, so a load's
// answer is dropped when a step sent after it was shown. Steps' answers keep the order they come in (the server
// may hold one step's answer while it makes another).
let requestsSent = 0;
let stepShown = 0;
let loadSent = 0;

/** A whole answer: basket, options and shipments, then the review (which clears errors). */
export function applyCheckoutAnswer(answer: CheckoutAnswer): void {
  refreshCheckoutBasket(answer.basket);
  refreshCheckoutOptions(answer.checkoutOptions);
  refreshOrderReview(answer.orderReview);
  update({ loading: false, loadFailed: false, basketChanged: false });
  lastAnswer = answer;
  for (const listener of answerListeners) listener(answer);
}

/** Setting errors: each key mapped to its message, or the raw text when the key is unknown. */
export function setErrors(step: Step, list: readonly CheckoutError[]): void {
  const errors: StepErrors = { message: null, fields: {}, keys: [] };
  for (const error of list) {
    const message = messageForKey(error.key, error.message);
    errors.keys.push(error.key);
    if (error.field && error.field !== 'base') errors.fields[error.field] ??= message;
    else errors.message ??= message;
  }
  update({ errors: { ...$checkout.get().errors, [step]: errors } });
}

export function setStepMessage(step: Step, key: string, message: string): void {
  setErrors(step, [{ key, field: 'base', message }]);
}

/** Clearing errors: one step's, or all of them. */
export function clearErrors(step?: Step): void {
  if (!step) {
    update({ errors: {} });
    return;
  }
  const { [step]: _cleared, ...rest } = $checkout.get().errors;
  update({ errors: rest });
}

export function setCodesError(codesError: string | null): void {
  update({ codesError });
}

/** Opening any modal clears the codes error. */
export function openModal(name: string): void {
  update({ modal: { open: name, preventClose: false }, codesError: null });
}

/** Closes the open modal; with a name, only that one (a vendor's sheet ending must not close the sign-in's). */
export function closeModal(name?: string): void {
  const { modal } = $checkout.get();
  if (modal.preventClose || (name !== undefined && modal.open !== name)) return;
  update({ modal: { open: null, preventClose: false } });
}

export function preventModalClose(preventClose: boolean): void {
  update({ modal: { ...$checkout.get().modal, preventClose } });
}

export function setExpandedForm(expandedForm: string | null): void {
  update({ expandedForm });
}

export function setGiftNoteSaved(giftNoteSaved: boolean): void {
  update({ giftNoteSaved });
}

export function setPendingShipment(shipmentId: string, choiceIndex: number | null): void {
  const { [shipmentId]: _previous, ...rest } = $checkout.get().pendingShipments;
  update({ pendingShipments: choiceIndex === null ? rest : { ...rest, [shipmentId]: choiceIndex } });
}

export interface StepResult {
  ok: boolean;
  /** The answer's body (a success's extras, such as address suggestions). */
  body?: unknown;
  errors?: CheckoutError[];
  /** A 401: the step's message asks the shopper to sign in, and the step runs again after. */
  signedOut?: boolean;
}

async function failureBody(error: unknown): Promise<unknown> {
  if (!isHTTPError(error)) return undefined;
  return error.response.json().catch(() => undefined);
}

/**
 * Runs one step's request and applies its answer. A 401 asks the shopper to sign in again and retries after;
 * field errors go beside their fields; the basket changed underneath loads the checkout again; anything else
 * (no answer, a 5xx, a body that does not read) is the step's own message. What the shopper typed stays in the
 * section's form: only the answer's state changes.
 */
export function runStep(step: Step, call: () => Promise<unknown>, failure: { key: string; message: string }, retry?: () => void): Promise<StepResult> {
  const running = stepRequest(step, call, failure, retry);
  stepsOut.set(running, step);
  void running.finally(() => stepsOut.delete(running));
  return running;
}

/** The steps whose requests are out (busy names only the last one started). */
const stepsOut = new Map<Promise<StepResult>, Step>();

/**
 * Resolves once no step's request is out and the checkout is not loading, with the steps it waited for: Place
 * order, pressed while another section's step is out, goes on only when that step ended well.
 */
export async function settleSteps(): Promise<Step[]> {
  const waited = new Set<Step>();
  while (stepsOut.size > 0 || loadingRequest) {
    for (const step of stepsOut.values()) waited.add(step);
    await Promise.allSettled([...stepsOut.keys(), ...(loadingRequest ? [loadingRequest] : [])]);
  }
  return [...waited];
}

async function stepRequest(step: Step, call: () => Promise<unknown>, failure: { key: string; message: string }, retry?: () => void): Promise<StepResult> {
  update({ busy: step });
  const sent = ++requestsSent;
  try {
    const body = await call();
    applyCheckoutAnswer(readCheckoutAnswer(body));
    stepShown = Math.max(stepShown, sent);
    clearErrors(step);
    return { ok: true, body };
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401) {
      setStepMessage(step, 'signed_out', OWN_MESSAGES.signed_out);
      sessionEnded('checkout', retry ?? (() => void runStep(step, call, failure)));
      return { ok: false, signedOut: true };
    }
    const errors = status !== undefined && status < 500 ? readErrors(await failureBody(error)) : [];
    if (errors.some((entry) => entry.key === 'basket_changed' || entry.key === 'basket_empty')) {
      await loadCheckout();
      update({ basketChanged: true });
    }
    if (errors.length > 0) setErrors(step, errors);
    else setStepMessage(step, failure.key, failure.message);
    return { ok: false, errors };
  } finally {
    update({ busy: null });
  }
}

let loadingRequest: Promise<void> | undefined;
// Aborted by a reset: a load still out (or its retry, which would take the next page's answer) ends unheard.
let loading: AbortController | undefined;

/** Loads the whole checkout; concurrent calls share one request, unless a step was sent since it left. */
export function loadCheckout(): Promise<void> {
  update({ loading: true });
  // Its answer could be dropped for that step's (above): the caller wants a checkout read after it.
  if (loadingRequest && requestsSent > loadSent) {
    const out = loading;
    return loadingRequest.then(() => (out?.signal.aborted ? undefined : loadCheckout()));
  }
  if (!loadingRequest) {
    const { signal } = (loading = new AbortController());
    const sent = (loadSent = ++requestsSent);
    const stale = () => sent < stepShown;
    loadingRequest = getCheckoutOptions(signal)
      .then((body) => {
        if (signal.aborted) return;
        if (stale()) update({ loading: false });
        else applyCheckoutAnswer(readCheckoutAnswer(body));
      })
      .catch(() => {
        if (signal.aborted) return;
        // A newer step's answer shows the whole checkout: an older load's failure is not the page's.
        if (stale()) return update({ loading: false });
        update({ loading: false, loadFailed: true });
        setStepMessage('load', 'load_failed', OWN_MESSAGES.load_failed);
      })
      .finally(() => {
        if (!signal.aborted) loadingRequest = undefined;
      });
  }
  return loadingRequest;
}

/** The checkout a page rendered, shown without a request; ignored once loaded, or when it does not read. */
export function seedCheckout(served: unknown): boolean {
  if ($checkout.get().options) return true;
  try {
    applyCheckoutAnswer(readCheckoutAnswer(served));
    return true;
  } catch {
    return false;
  }
}

function servedCheckout(): unknown {
  for (const widget of CHECKOUT_WIDGETS) {
    const props = servedProps(widget, ['checkout']);
    if (props) return props.checkout;
  }
  return undefined;
}

/** The lines and quantities, to tell the basket store's news from the checkout's own. */
function basketSignature(basket: Basket | null): string {
  return basket ? basket.basketItems.map((item) => `${item.id}x${item.quantity}`).join(',') : '';
}

// Loads when the first section listens: from the page's served state, else from the server. The basket store
// hears of other tabs (BroadcastChannel, focus); when its lines differ from the checkout's, the checkout
// loads again and says the basket changed.
// A failed load is not asked again by a remount (nanostores unmounts a store a second after its last listener
// leaves, so a section rendered just then mounts it twice): the sections show the failure with its Retry.
onMount($checkout, () => {
  if (!seedCheckout(servedCheckout()) && !$checkout.get().loadFailed) void loadCheckout();
  // Signing in or out here (the sign-in dialog) changes whose addresses, cards and e-mail the checkout has: it
  // loads again when the user store and the checkout disagree on whether someone is signed in.
  // Not while the sign-in dialog is open (a session that ended asks for it): the answer would clear the step's
  // message under it; the dialog closing, signed in or not, settles it. The dialog opening is a modal opening.
  const unbindUser = $user.listen((user) => {
    if (user.showAuth) {
      if ($checkout.get().modal.open !== 'auth') openModal('auth');
      return;
    }
    closeModal('auth');
    const options = $checkout.get().options;
    if (!user.statusChecked || !options) return;
    if ((user.id !== null) !== Boolean(options.accountEmail)) void loadCheckout();
  });
  const unbindBasket = $basket.listen((basket) => {
    const current = $checkout.get();
    if (!basket.hasLoaded || !current.basket || current.busy) return;
    if (basketSignature(basket) === basketSignature(current.basket)) return;
    void loadCheckout().then(() => update({ basketChanged: true }));
  });
  return () => {
    unbindUser();
    unbindBasket();
  };
});

/** For tests. */
export function resetCheckout(): void {
  loading?.abort();
  loadingRequest = undefined;
  stepsOut.clear();
  lastAnswer = null;
  stepShown = 0;
  $checkout.set(CHECKOUT_EMPTY);
}
