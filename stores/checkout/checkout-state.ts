import { map } from 'nanostores';
import type { Basket } from '../../shared/commerce/basket-types';
import { refreshBasket } from '../basket/basket';
import { messageForKey } from './checkout-messages';
import {
  readCheckoutAnswer,
  type CheckoutAnswer,
  type CheckoutError,
  type CheckoutOptions,
  type CheckoutShipment,
  type OrderReview,
  type ShippingOption,
} from './checkout-payload';
import { groupShipments, shippingMessage, shippingTotal, type DeliveryGroup } from './checkout-rules';

// The checkout state: one store for every section's widget, and the shopping spec's "Checkout state actions".
// Each step's request answers the whole checkout, which replaces options, review, shipments and the basket
// (checkout-load.ts applies it; it also loads the store when the first section listens).

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

export const $checkout = map<CheckoutState>(CHECKOUT_EMPTY);

/** Several fields in one change (one notification, as an answer's parts belong together); one field: setKey. */
export function updateCheckout(change: Partial<CheckoutState>): void {
  $checkout.set({ ...$checkout.get(), ...change });
}

export function setEnabled(enabled: boolean): void {
  $checkout.setKey('enabled', enabled);
}

export function setLoading(loading: boolean): void {
  $checkout.setKey('loading', loading);
}

export function setDeleting(deleting: boolean): void {
  $checkout.setKey('deleting', deleting);
}

function summaryOf(review: OrderReview): OrderSummary {
  return { ...review, shippingMessage: shippingMessage(review), shippingTotalDisplay: shippingTotal(review) };
}

function shipmentsOf(shipments: readonly CheckoutShipment[], basket: Basket | null) {
  const quantities = new Map((basket?.basketItems ?? []).map((item) => [item.id, item.quantity]));
  return {
    shipments: [...shipments],
    pendingShipments: {},
    selectedOptions: shipments.flatMap(
      (shipment) => shipment.options[shipment.choiceIndex] ?? shipment.options[0] ?? [],
    ),
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
  updateCheckout({ summary: summaryOf(review), errors: {}, codesError: null });
}

/** Options or shipments refresh: shipments recomputed, pending choices cleared, selected options recomputed. */
export function refreshShipments(
  shipments: readonly CheckoutShipment[],
  basket: Basket | null = $checkout.get().basket,
): void {
  updateCheckout(shipmentsOf(shipments, basket));
}

export function refreshCheckoutOptions(options: CheckoutOptions): void {
  $checkout.setKey('options', options);
  refreshShipments(options.shipments);
}

/** The basket of a checkout answer, here and in the basket store (the header's count). */
export function refreshCheckoutBasket(basket: Basket): void {
  updateCheckout({ basket, enabled: !basket.empty });
  refreshBasket(basket);
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
  $checkout.setKey('errors', { ...$checkout.get().errors, [step]: errors });
}

export function setStepMessage(step: Step, key: string, message: string): void {
  setErrors(step, [{ key, field: 'base', message }]);
}

/** Clearing errors: one step's, or all of them. */
export function clearErrors(step?: Step): void {
  if (!step) {
    $checkout.setKey('errors', {});
    return;
  }
  const { [step]: _cleared, ...rest } = $checkout.get().errors;
  $checkout.setKey('errors', rest);
}

export function setCodesError(codesError: string | null): void {
  $checkout.setKey('codesError', codesError);
}

/** Opening any modal clears the codes error. */
export function openModal(name: string): void {
  updateCheckout({ modal: { open: name, preventClose: false }, codesError: null });
}

/** Closes the open modal; with a name, only that one (a vendor's sheet ending must not close the sign-in's). */
export function closeModal(name?: string): void {
  const { modal } = $checkout.get();
  if (modal.preventClose || (name !== undefined && modal.open !== name)) return;
  $checkout.setKey('modal', { open: null, preventClose: false });
}

export function preventModalClose(preventClose: boolean): void {
  $checkout.setKey('modal', { ...$checkout.get().modal, preventClose });
}

export function setExpandedForm(expandedForm: string | null): void {
  $checkout.setKey('expandedForm', expandedForm);
}

export function setGiftNoteSaved(giftNoteSaved: boolean): void {
  $checkout.setKey('giftNoteSaved', giftNoteSaved);
}

export function setPendingShipment(shipmentId: string, choiceIndex: number | null): void {
  const { [shipmentId]: _previous, ...rest } = $checkout.get().pendingShipments;
  $checkout.setKey('pendingShipments', choiceIndex === null ? rest : { ...rest, [shipmentId]: choiceIndex });
}
