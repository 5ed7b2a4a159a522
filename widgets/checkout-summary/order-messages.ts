import type { StepErrors } from '../../stores/checkout/checkout-state';
import { CHECKOUT_MESSAGES, messageForKey } from '../../stores/checkout/checkout-messages';

/**
 * Every message of the order step, once each: the step's message, its field messages, and the known messages of
 * its other keys (the store keeps one step message, the first; what is missing before an order can be several),
 * and the basket-changed message whenever the basket changed underneath.
 */
export function orderMessages(errors: StepErrors | undefined, basketChanged: boolean): string[] {
  const messages = [
    errors?.message,
    ...Object.values(errors?.fields ?? {}),
    ...(errors?.keys ?? []).map((key) => messageForKey(key, '')),
  ];
  if (basketChanged) messages.push(CHECKOUT_MESSAGES.basket_changed);
  return [...new Set(messages.filter((message): message is string => Boolean(message)))];
}
