import { atom, onMount } from 'nanostores';
import type { Basket } from '../../shared/commerce/basket-types';
import { servedProps } from '../../shared/served-props';
import { $basket } from '../basket/basket';
import { $user } from '../user/user';
import { getCheckoutOptions } from './checkout-api';
import { OWN_MESSAGES } from './checkout-messages';
import { readCheckoutAnswer, type CheckoutAnswer } from './checkout-payload';
import {
  $checkout,
  CHECKOUT_EMPTY,
  closeModal,
  openModal,
  refreshCheckoutBasket,
  refreshCheckoutOptions,
  refreshOrderReview,
  setLoading,
  setStepMessage,
  updateCheckout,
  type Step,
} from './checkout-state';

// Loading the checkout: a whole answer applied, the page's served answer, the load request, and loading again
// when the user or basket store disagrees with the checkout.

/** Every checkout section's widget name: the served state may sit in any of their slots. */
const CHECKOUT_WIDGETS = [
  'checkout-shipping',
  'checkout-gifter',
  'checkout-payment',
  'checkout-codes',
  'checkout-gift-note',
  'checkout-summary',
] as const;

/** The last answer applied (null before the first). Never in cleanStores: payment.ts follows it from its import. */
const $lastAnswer = atom<CheckoutAnswer | null>(null);

/**
 * Runs after every applied answer, and at once with the last one (the payment state follows the billing infos,
 * whichever section loaded first). Reading `$checkout.get()` instead would mount the store, and load it, on import.
 */
export function onCheckoutAnswer(listener: (answer: CheckoutAnswer) => void): () => void {
  return $lastAnswer.subscribe((answer) => {
    if (answer) listener(answer);
  });
}

/** A whole answer: basket, options and shipments, then the review (which clears errors). */
export function applyCheckoutAnswer(answer: CheckoutAnswer): void {
  refreshCheckoutBasket(answer.basket);
  refreshCheckoutOptions(answer.checkoutOptions);
  refreshOrderReview(answer.orderReview);
  updateCheckout({ loading: false, loadFailed: false, basketChanged: false });
  $lastAnswer.set(answer);
}

// A load sent just before a step's call can be read after the step's answer (a sign-in mid-save reloads the
// checkout and sends the save again at once; under load the reload's bigger body is read last): its state, older
// than the step's, would undo it (the saved address not chosen). Every answer is the whole checkout, so a load's
// answer is dropped when a step sent after it was shown. Steps' answers keep the order they come in (the server
// may hold one step's answer while it makes another).
// Module state, not stores: numbers only the load and the steps read, when an answer comes, and no view shows.
// They only grow, so a reset needs nothing here: a load sent after it is newer than any step shown before. Here,
// not in checkout-steps.ts, because the load drops answers by them and the steps load again (no import cycle).
let requestsSent = 0;
let stepShown = 0;
let loadSent = 0;

/** A step's request leaves: how to show its answer (applied; a load sent before the step is older then). */
export function stepSent(): (answer: CheckoutAnswer) => void {
  const sent = ++requestsSent;
  return (answer) => {
    applyCheckoutAnswer(answer);
    stepShown = Math.max(stepShown, sent);
  };
}

/**
 * The requests out: each step's (by its name) and the load's (null); Place order waits for them (settleSteps).
 * Module state, not a store: promises no view reads (`busy` and `loading` are what they show).
 */
export const requestsOut = new Map<Promise<unknown>, Step | null>();

// The load out, which concurrent calls share. Aborted by a reset: a load still out (or its retry, which would take
// the next page's answer) ends unheard.
let loadingRequest: Promise<void> | undefined;
let loading: AbortController | undefined;

/** Loads the whole checkout; concurrent calls share one request, unless a step was sent since it left. */
export function loadCheckout(): Promise<void> {
  setLoading(true);
  // Its answer could be dropped for that step's (above): the caller wants a checkout read after it.
  if (loadingRequest && requestsSent > loadSent) {
    const out = loading;
    return loadingRequest.then(() => (out?.signal.aborted ? undefined : loadCheckout()));
  }
  if (!loadingRequest) {
    const { signal } = (loading = new AbortController());
    const sent = (loadSent = ++requestsSent);
    const stale = () => sent < stepShown;
    const request = getCheckoutOptions(signal)
      .then((body) => {
        if (signal.aborted) return;
        if (stale()) setLoading(false);
        else applyCheckoutAnswer(readCheckoutAnswer(body));
      })
      .catch(() => {
        if (signal.aborted) return;
        // A newer step's answer shows the whole checkout: an older load's failure is not the page's.
        if (stale()) return setLoading(false);
        updateCheckout({ loading: false, loadFailed: true });
        setStepMessage('load', 'load_failed', OWN_MESSAGES.load_failed);
      })
      .finally(() => {
        if (signal.aborted) return;
        loadingRequest = undefined;
        requestsOut.delete(request);
      });
    requestsOut.set((loadingRequest = request), null);
  }
  return loadingRequest;
}

/** The checkout a page rendered, shown without a request; ignored once loaded, or when it does not read. */
function seedCheckout(served: unknown): boolean {
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
    void loadCheckout().then(() => $checkout.setKey('basketChanged', true));
  });
  return () => {
    unbindUser();
    unbindBasket();
  };
});

/** For tests: the checkout as before its first load, with no request still heard. */
export function resetCheckout(): void {
  loading?.abort();
  loadingRequest = undefined;
  requestsOut.clear();
  $lastAnswer.set(null);
  $checkout.set(CHECKOUT_EMPTY);
}
