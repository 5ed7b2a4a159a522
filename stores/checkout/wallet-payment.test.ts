import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAnswer,
  checkoutServer,
  json,
  OPTIONS,
  step,
  type Answer,
} from '../../fixtures/testing/checkout-test-server';

let checkout: typeof import('./checkout-state');
let wallet: typeof import('./wallet-payment');
let basket: typeof import('../basket/basket');
const unbinds: Array<() => void> = [];
const SESSION = step('ajax_apple_pay_session');
const SAVE_FAILED = 'An error occurred saving your payment information. Please try again later.';

/** Apple's session as the page sees it: begin() asks for the merchant's validation, the test answers it. */
function fakeApplePay() {
  const sessions: Array<{
    onvalidatemerchant?: (event: { validationURL: string }) => void;
    completeMerchantValidation: ReturnType<typeof vi.fn>;
    abort: ReturnType<typeof vi.fn>;
  }> = [];
  const Session = Object.assign(
    vi.fn(function (this: (typeof sessions)[number] & { begin(): void }) {
      this.completeMerchantValidation = vi.fn();
      this.abort = vi.fn();
      this.begin = () => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.example/startSession' });
      sessions.push(this);
    }),
    { canMakePayments: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 },
  );
  vi.stubGlobal('ApplePaySession', Session);
  return sessions;
}

async function start(session: Answer) {
  checkoutServer({ [OPTIONS]: json(checkoutAnswer()), [SESSION]: session });
  unbinds.push(checkout.$checkout.listen(() => {}));
  await vi.waitFor(() => expect(checkout.$checkout.get().options).not.toBeNull());
}

beforeEach(async () => {
  vi.resetModules();
  basket = await import('../basket/basket');
  checkout = await import('./checkout-state');
  wallet = await import('./wallet-payment');
});

afterEach(() => {
  for (const unbind of unbinds.splice(0)) unbind();
  basket.resetBasket();
  checkoutServer({});
  vi.unstubAllGlobals();
});

describe('Apple Pay merchant validation', () => {
  it('hands the server’s merchant session to the sheet', async () => {
    const merchantSession = { merchantSessionIdentifier: 'fake-merchant-session-1', epochTimestamp: 1 };
    await start(json({ merchantSession }));
    const sessions = fakeApplePay();
    wallet.payWithApplePay();
    await vi.waitFor(() => expect(sessions[0]?.completeMerchantValidation).toHaveBeenCalledWith(merchantSession));
    expect(checkout.$checkout.get().errors.payment).toBeUndefined();
  });

  it.each([
    ['an empty body', () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['no merchant session', json({ success: true })],
    [
      'an HTML page',
      () =>
        new Response('<!doctype html><p>Please wait…</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
  ])(
    'a 200 with %s is a failure: the sheet is ended and the saving message shows (the sheet would drop it without a word)',
    async (_name, answer) => {
      await start(answer);
      const sessions = fakeApplePay();
      wallet.payWithApplePay();
      await vi.waitFor(() => expect(checkout.$checkout.get().errors.payment?.message).toBe(SAVE_FAILED));
      expect(sessions[0]?.completeMerchantValidation).not.toHaveBeenCalled();
      expect(sessions[0]?.abort).toHaveBeenCalledOnce();
    },
  );
});
