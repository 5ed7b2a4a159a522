import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAnswer,
  checkoutServer,
  fieldErrors,
  json,
  OPTIONS,
  step,
} from '../../fixtures/testing/checkout-test-server';

let checkout: typeof import('./checkout-state');
let load: typeof import('./checkout-load');
let payment: typeof import('./payment');
let card: typeof import('./card-payment');
let basket: typeof import('../basket/basket');
const unbinds: Array<() => void> = [];
const INFOS = [
  { id: 'bi_1', paymentMethod: 'card', label: 'Visa ending in 4242' },
  { id: 'bi_2', paymentMethod: 'paypal', label: 'PayPal (a@b.co)' },
];

async function start(total = 120, billingID: string | null = 'bi_2') {
  const server = checkoutServer({ [OPTIONS]: json(checkoutAnswer({ total, billingInfos: INFOS, billingID })) });
  unbinds.push(checkout.$checkout.listen(() => {}));
  await vi.waitFor(() => expect(checkout.$checkout.get().options).not.toBeNull());
  return server;
}

const ids = () => payment.$payment.get().billingInfos.map((info) => info.id);

beforeEach(async () => {
  vi.resetModules();
  basket = await import('../basket/basket');
  checkout = await import('./checkout-state');
  load = await import('./checkout-load');
  payment = await import('./payment');
  card = await import('./card-payment');
});

afterEach(() => {
  for (const unbind of unbinds.splice(0)) unbind();
  basket.resetBasket();
  checkoutServer({});
  vi.unstubAllGlobals();
  checkoutServer({});
});

describe('the saved methods', () => {
  it('select the one matching billingID', async () => {
    await start(120, 'bi_2');
    expect(payment.$payment.get().selectedId).toBe('bi_2');
  });

  it('select the first when billingID matches none', async () => {
    await start(120, 'bi_gone');
    expect(payment.$payment.get().selectedId).toBe('bi_1');
  });

  it('send the selection, and go back to the previous one when it fails', async () => {
    await start();
    const server = checkoutServer({ [step('ajax_select_payment')]: json({}, 500) });
    await payment.selectBilling('bi_1');
    expect(server.calls[0]?.body).toEqual({ billing_id: 'bi_1' });
    expect(payment.$payment.get().selectedId).toBe('bi_2');
    expect(checkout.$checkout.get().errors.payment?.message).toBe(
      'Unable to process your payment. Please try again later.',
    );
  });

  it('after a delete, select the first remaining', async () => {
    await start(120, 'bi_1');
    checkoutServer({
      [step('ajax_delete_payment')]: json(checkoutAnswer({ billingInfos: [INFOS[1]!], billingID: null })),
    });
    await payment.deleteBilling('bi_1');
    expect(ids()).toEqual(['bi_2']);
    expect(payment.$payment.get().selectedId).toBe('bi_2');
  });

  it('after deleting another than the selected one, select the first remaining, and tell the server', async () => {
    const three = [...INFOS, { id: 'bi_3', paymentMethod: 'card', label: 'Amex ending in 0005' }];
    await start(120, 'bi_3');
    checkoutServer({ [OPTIONS]: json(checkoutAnswer({ billingInfos: three, billingID: 'bi_3' })) });
    await load.loadCheckout();
    expect(payment.$payment.get().selectedId).toBe('bi_3');
    const server = checkoutServer({
      [step('ajax_delete_payment')]: json(checkoutAnswer({ billingInfos: three.slice(1), billingID: 'bi_3' })),
      [step('ajax_select_payment')]: json(checkoutAnswer({ billingInfos: three.slice(1), billingID: 'bi_2' })),
    });
    await payment.deleteBilling('bi_1');
    expect(server.calls.map((call) => [call.path, call.body])).toEqual([
      ['/shop/checkout/ajax_delete_payment', { billing_id: 'bi_1' }],
      ['/shop/checkout/ajax_select_payment', { billing_id: 'bi_2' }],
    ]);
    expect(ids()).toEqual(['bi_2', 'bi_3']);
    expect(payment.$payment.get().selectedId).toBe('bi_2');
  });

  it('a delete that fails says so in its own words and keeps the list and the selection', async () => {
    await start(120, 'bi_2');
    const server = checkoutServer({ [step('ajax_delete_payment')]: json({ error: 'boom' }, 500) });
    await payment.deleteBilling('bi_1');
    expect(server.calls).toHaveLength(1);
    expect(ids()).toEqual(['bi_1', 'bi_2']);
    expect(payment.$payment.get().selectedId).toBe('bi_2');
    expect(checkout.$checkout.get().errors.payment?.message).toBe(
      'We could not remove that payment method. Please try again.',
    );
  });
});

describe('Affirm', () => {
  it('is not offered at $50, and is at $50.01', async () => {
    await start(50);
    payment.selectAffirm();
    expect(ids()).toEqual(['bi_1', 'bi_2']);
    checkout.refreshOrderReview({ ...checkout.$checkout.get().summary!, total: { amount: 50.01, display: '$50.01' } });
    payment.selectAffirm();
    expect(ids()).toEqual(['affirmTemp', 'bi_1', 'bi_2']);
    expect(payment.$payment.get()).toMatchObject({ selectedId: 'affirmTemp', affirmSelected: true });
  });

  it('stays on top while selected across a refresh, and deselecting keeps the list', async () => {
    await start();
    payment.selectAffirm();
    load.applyCheckoutAnswer(
      (await import('./checkout-payload')).readCheckoutAnswer(
        checkoutAnswer({ billingInfos: INFOS, billingID: 'bi_1' }),
      ),
    );
    expect(ids()).toEqual(['affirmTemp', 'bi_1', 'bi_2']);
    expect(payment.$payment.get().selectedId).toBe('affirmTemp');
    checkoutServer({ [step('ajax_select_payment')]: json(checkoutAnswer({ billingInfos: INFOS, billingID: 'bi_1' })) });
    const selecting = payment.selectBilling('bi_1');
    expect(ids()).toEqual(['affirmTemp', 'bi_1', 'bi_2']);
    await selecting;
    expect(payment.$payment.get()).toMatchObject({ selectedId: 'bi_1', affirmSelected: false });
  });

  it('gives way when a refresh brings the total to $50 or less: the saved selection comes back, and the section says why', async () => {
    await start(120, 'bi_2');
    payment.selectAffirm();
    const { readCheckoutAnswer } = await import('./checkout-payload');
    load.applyCheckoutAnswer(
      readCheckoutAnswer(checkoutAnswer({ total: 50.01, billingInfos: INFOS, billingID: 'bi_2' })),
    );
    expect(payment.$payment.get()).toMatchObject({ selectedId: 'affirmTemp', affirmSelected: true });
    load.applyCheckoutAnswer(readCheckoutAnswer(checkoutAnswer({ total: 45, billingInfos: INFOS, billingID: 'bi_2' })));
    expect(ids()).toEqual(['bi_1', 'bi_2']);
    expect(payment.$payment.get()).toMatchObject({ selectedId: 'bi_2', affirmSelected: false });
    expect(checkout.$checkout.get().errors.payment?.message).toBe(
      'Affirm is available on orders over $50. Please choose another way to pay.',
    );
  });

  it('deleting its entry selects the first remaining, and tells the server when that is not its selection', async () => {
    await start(120, 'bi_2');
    payment.selectAffirm();
    const server = checkoutServer({
      [step('ajax_select_payment')]: json(checkoutAnswer({ billingInfos: INFOS, billingID: 'bi_1' })),
    });
    await payment.deleteBilling('affirmTemp');
    expect(ids()).toEqual(['bi_1', 'bi_2']);
    expect(payment.$payment.get()).toMatchObject({ selectedId: 'bi_1', affirmSelected: false });
    expect(server.calls.map((call) => call.body)).toEqual([{ billing_id: 'bi_1' }]);
  });

  it('gives way to a method saved while it is selected: the one the server selected is checked', async () => {
    await start(120, 'bi_1');
    payment.selectAffirm();
    const saved = [...INFOS, { id: 'bi_3', paymentMethod: 'paypal', label: 'PayPal (shopper@paypal.example)' }];
    checkoutServer({ [step('ajax_save_payment')]: json(checkoutAnswer({ billingInfos: saved, billingID: 'bi_3' })) });
    expect(
      await payment.saveTokenizedPayment('paypal', { nonce: 'nonce-1', paypal_email: 'shopper@paypal.example' }),
    ).toBe(true);
    expect(ids()).toEqual(['bi_1', 'bi_2', 'bi_3']);
    expect(payment.$payment.get()).toMatchObject({ selectedId: 'bi_3', affirmSelected: false });
  });
});

describe('the card', () => {
  type Handler = () => void;
  const field = (isEmpty: boolean, isValid: boolean) => ({
    isEmpty,
    isValid,
    isPotentiallyValid: isValid,
    isFocused: false,
  });

  function fakeHostedFields(fields: Record<string, ReturnType<typeof field>>, tokenize: () => Promise<unknown>) {
    const handlers: Handler[] = [];
    const instance = {
      on: (_event: string, handler: Handler) => handlers.push(handler),
      getState: () => ({ fields, cards: [] }),
      tokenize,
      focus: vi.fn(),
      teardown: vi.fn(),
    };
    vi.stubGlobal('braintree', { hostedFields: { create: vi.fn(async () => instance) } });
    return instance;
  }

  const containers = () =>
    Object.fromEntries(
      ['number', 'expirationDate', 'cvv', 'postalCode'].map((name) => [name, document.createElement('div')]),
    ) as never;
  const errors = () => checkout.$checkout.get().errors.payment;

  it('gives each blank or invalid field the spec’s message, and sends nothing', async () => {
    await start();
    const tokenize = vi.fn();
    fakeHostedFields(
      {
        number: field(true, false),
        expirationDate: field(false, false),
        cvv: field(true, false),
        postalCode: field(false, false),
      },
      tokenize,
    );
    await card.startCardFields(containers(), () => {});
    expect(await card.submitCard()).toBe(false);
    expect(errors()?.fields).toEqual({
      card_number: 'Please enter a credit card number.',
      expiry: 'Invalid expiration date.',
      cvv: 'Please enter a card verification number.',
      billing_zip: 'Invalid billing zip code.',
    });
    fakeHostedFields(
      {
        number: field(false, false),
        expirationDate: field(true, false),
        cvv: field(false, false),
        postalCode: field(true, false),
      },
      tokenize,
    );
    await card.stopCardFields();
    await card.startCardFields(containers(), () => {});
    await card.submitCard();
    expect(errors()?.fields).toEqual({
      card_number: 'Invalid credit card number.',
      expiry: 'Please enter an expiration date.',
      cvv: 'Invalid card verification number.',
      billing_zip: 'Please enter a billing zip code.',
    });
    expect(tokenize).not.toHaveBeenCalled();
  });

  const valid = {
    number: field(false, true),
    expirationDate: field(false, true),
    cvv: field(false, true),
    postalCode: field(false, true),
  };

  it('says the tokenizing failed', async () => {
    await start();
    fakeHostedFields(valid, () => Promise.reject(new Error('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR')));
    await card.startCardFields(containers(), () => {});
    expect(await card.submitCard()).toBe(false);
    expect(errors()?.message).toBe('Error tokenizing credit card.');
  });

  it('says the tokenizing failed when the vendor never answers (after the time limit): Save card is not busy for ever', async () => {
    await start();
    fakeHostedFields(valid, () => new Promise(() => {}));
    await card.startCardFields(containers(), () => {});
    vi.useFakeTimers();
    try {
      const submitted = card.submitCard();
      await vi.advanceTimersByTimeAsync(card.TOKENIZE_TIMEOUT_MS - 1);
      expect(payment.$payment.get().validating).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(await submitted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(errors()?.message).toBe('Error tokenizing credit card.');
    expect(payment.$payment.get().validating).toBe(false);
  });

  it('saves the token, and says so when saving fails', async () => {
    await start();
    fakeHostedFields(valid, async () => ({ nonce: 'nonce-1', details: { cardType: 'Visa', lastFour: '1111' } }));
    await card.startCardFields(containers(), () => {});
    const server = checkoutServer({
      [step('ajax_save_payment')]: [
        json({}, 500),
        fieldErrors([{ key: 'payment_save_failed', message: 'x' }]),
        json(checkoutAnswer({ billingInfos: INFOS })),
      ],
    });
    expect(await card.submitCard()).toBe(false);
    expect(errors()?.message).toBe('An error occurred saving your payment information. Please try again later.');
    expect(await card.submitCard()).toBe(false);
    expect(await card.submitCard()).toBe(true);
    expect(server.calls[0]?.body).toEqual({ payment_method: 'card', nonce: 'nonce-1' });
  });

  it('is unavailable when the vendor cannot start, with a clear message', async () => {
    await start();
    vi.stubGlobal('braintree', { hostedFields: { create: () => Promise.reject(new Error('blocked')) } });
    expect(await card.startCardFields(containers(), () => {})).toBeNull();
    expect(errors()?.message).toBe('This payment method is not available right now. Please choose another.');
    expect(payment.$payment.get().unavailable).toEqual(['hostedFields']);
  });
});

// Spec, checkout state actions: "payment validating or editing". setPaymentValidating and setPaymentEditing have
// no caller today (the card's submit and chooseNewMethod set the same flags themselves). The card form reads
// `validating` as busy (widgets/checkout-payment/card-form.test.tsx); nothing reads `editing`.
describe('the payment state actions validating and editing', () => {
  it.each([
    ['setPaymentValidating', 'validating'],
    ['setPaymentEditing', 'editing'],
  ] as const)('%s sets its flag and clears it, and changes nothing else', async (action, flag) => {
    await start();
    const before = payment.$payment.get();
    expect(before[flag]).toBe(false);
    payment[action](true);
    expect(payment.$payment.get()).toEqual({ ...before, [flag]: true });
    payment[action](false);
    expect(payment.$payment.get()).toEqual(before);
  });

  it('editing also follows the choice of a new way to pay, and ends when it is saved', async () => {
    await start();
    checkoutServer({ [step('ajax_save_payment')]: json(checkoutAnswer({ billingInfos: INFOS })) });
    payment.chooseNewMethod('paypal');
    expect(payment.$payment.get()).toMatchObject({ newMethod: 'paypal', editing: true });
    payment.chooseNewMethod(null);
    expect(payment.$payment.get()).toMatchObject({ newMethod: null, editing: false });
    payment.setPaymentEditing(true);
    expect(await payment.saveTokenizedPayment('paypal', { nonce: 'n' })).toBe(true);
    expect(payment.$payment.get().editing).toBe(false);
  });
});
