import { errorStatus, isHTTPError } from '../../shared/http/http';
import { sessionEnded } from '../auth/auth-prompt';
import { OWN_MESSAGES } from './checkout-messages';
import { readCheckoutAnswer, readErrors, type CheckoutError } from './checkout-payload';
import { loadCheckout, requestsOut, stepSent } from './checkout-load';
import { $checkout, clearErrors, setErrors, setStepMessage, type Step } from './checkout-state';

// The sections' steps: one request each, its answer applied, its failure mapped; and waiting for those still out.

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
export function runStep(
  step: Step,
  call: () => Promise<unknown>,
  failure: { key: string; message: string },
  retry?: () => void,
): Promise<StepResult> {
  const running = stepRequest(step, call, failure, retry);
  requestsOut.set(running, step);
  void running.finally(() => requestsOut.delete(running));
  return running;
}

/**
 * Resolves once no step's request is out and the checkout is not loading, with the steps it waited for: Place
 * order, pressed while another section's step is out, goes on only when that step ended well.
 */
export async function settleSteps(): Promise<Step[]> {
  const waited = new Set<Step>();
  while (requestsOut.size > 0) {
    for (const step of requestsOut.values()) if (step) waited.add(step);
    await Promise.allSettled(requestsOut.keys());
  }
  return [...waited];
}

async function stepRequest(
  step: Step,
  call: () => Promise<unknown>,
  failure: { key: string; message: string },
  retry?: () => void,
): Promise<StepResult> {
  $checkout.setKey('busy', step);
  const showAnswer = stepSent();
  try {
    const body = await call();
    showAnswer(readCheckoutAnswer(body));
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
      $checkout.setKey('basketChanged', true);
    }
    if (errors.length > 0) setErrors(step, errors);
    else setStepMessage(step, failure.key, failure.message);
    return { ok: false, errors };
  } finally {
    $checkout.setKey('busy', null);
  }
}
