import { http } from '../../shared/http/http';

// The checkout endpoints (fixtures/README.md, Checkout). Every answer is read by checkout-payload.ts.

const BASE = '/shop/checkout';

export type Fields = Record<string, string>;

/** Placing the order waits longer than the other steps: the payment is being taken. */
const PLACE_ORDER_TIMEOUT_MS = 30_000;

export function getCheckoutOptions(signal?: AbortSignal): Promise<unknown> {
  return http.get(`${BASE}/ajax_checkout_options`, { signal }).json();
}

/** A checkout step: a JSON POST answering the whole checkout (or errors). */
export function postStep(step: string, fields: Fields): Promise<unknown> {
  return http.post(`${BASE}/${step}`, { json: fields }).json();
}

export function postPlaceOrder(fields: Fields, idempotencyKey: string): Promise<unknown> {
  return http
    .post(`${BASE}/ajax_place_order`, {
      json: fields,
      headers: { 'Idempotency-Key': idempotencyKey },
      timeout: PLACE_ORDER_TIMEOUT_MS,
    })
    .json();
}
