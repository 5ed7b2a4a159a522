import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAnswer,
  checkoutServer,
  fieldErrors,
  json,
  networkFailure,
  OPTIONS,
  step,
  type Answer,
} from '../../fixtures/testing/checkout-test-server';

// A fresh module (fresh stores) for every test.
let checkout: typeof import('./checkout-state');
let placing: typeof import('./place-order');
let payment: typeof import('./payment');
let basket: typeof import('../basket/basket');
const unbinds: Array<() => void> = [];
const PLACE = step('ajax_place_order');
const placed = json({
  success: true,
  orderId: 'F52-100001',
  total: { amount: 120, display: '$120.00' },
  confirmationPath: '/shop/checkout/confirmation/F52-100001',
});
const assign = vi.fn();

async function start(
  answer = checkoutAnswer({ notificationEmail: 'guest@example.com' }),
  answers: Record<string, Answer | Answer[]> = {},
) {
  const server = checkoutServer({ [OPTIONS]: json(answer), ...answers });
  unbinds.push(checkout.$checkout.listen(() => {}));
  await vi.waitFor(() => expect(checkout.$checkout.get().options).not.toBeNull());
  return server;
}

const keys = (server: ReturnType<typeof checkoutServer>) =>
  server.calls
    .filter((call) => call.path.endsWith('ajax_place_order'))
    .map((call) => call.headers.get('Idempotency-Key'));
const orderErrors = () => checkout.$checkout.get().errors.order;

beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = '';
  vi.stubGlobal('location', {
    ...window.location,
    assign,
    href: 'http://localhost:3000/shop/checkout',
    pathname: '/shop/checkout',
    search: '',
  });
  basket = await import('../basket/basket');
  checkout = await import('./checkout-state');
  payment = await import('./payment');
  placing = await import('./place-order');
});

afterEach(() => {
  for (const unbind of unbinds.splice(0)) unbind();
  basket.resetBasket();
  checkoutServer({});
  assign.mockReset();
});

describe('placing the order', () => {
  it('sends the selected billing id, the basket version and an idempotency key, then goes to the confirmation page', async () => {
    const server = await start(undefined, { [PLACE]: placed });
    await placing.placeOrder();
    const call = server.calls.find((entry) => entry.path.endsWith('ajax_place_order'));
    expect(call?.body).toEqual({ billing_id: 'bi_1', basket_version: 'v1', notification_email: 'guest@example.com' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(assign).toHaveBeenCalledWith('/shop/checkout/confirmation/F52-100001');
    expect(placing.$order.get().order?.orderId).toBe('F52-100001');
  });

  it('sends one request for a double click', async () => {
    const server = await start(undefined, { [PLACE]: placed });
    await Promise.all([placing.placeOrder(), placing.placeOrder()]);
    expect(keys(server)).toHaveLength(1);
  });

  describe('pressed while another step is out (the new e-mail, saved as focus left its field)', () => {
    const EMAIL = step('ajax_save_notification_email');

    it('waits for it, and places the order with what it saved', async () => {
      const server = await start(undefined, {
        [EMAIL]: json(checkoutAnswer({ notificationEmail: 'new@example.com' })),
        [PLACE]: placed,
      });
      const { saveNotificationEmail } = await import('./shipping');
      const saving = saveNotificationEmail('new@example.com');
      await placing.placeOrder();
      await saving;
      expect(server.calls.filter((call) => call.path.endsWith('ajax_place_order')).map((call) => call.body)).toEqual([
        expect.objectContaining({ notification_email: 'new@example.com' }),
      ]);
    });

    it.each([
      ['failed (500)', json({}, 500)],
      ['refused (422)', fieldErrors([{ key: 'email_invalid', field: 'notification_email', message: 'bad' }], 422)],
    ])(
      'that %s: the order is not placed (it would go with the old e-mail), and the summary says why',
      async (_case, answer) => {
        const server = await start(undefined, { [EMAIL]: answer, [PLACE]: placed });
        const { saveNotificationEmail } = await import('./shipping');
        const saving = saveNotificationEmail('new@example.com');
        await placing.placeOrder();
        await saving;
        expect(keys(server)).toEqual([]);
        expect(orderErrors()?.message).toBe(
          'Your order was not placed. Please check the messages in your checkout, then place your order again.',
        );
        expect(placing.$order.get()).toEqual({ placing: false, order: null });
      },
    );

    it('answered 401: nothing is placed under the sign-in dialog, and the step keeps its retry for after the sign-in', async () => {
      document.body.innerHTML = '<div data-widget="auth"></div>';
      const user = await import('../user/user');
      const server = await start(undefined, {
        [EMAIL]: [json({}, 401), json(checkoutAnswer({ notificationEmail: 'new@example.com' }))],
        [PLACE]: placed,
      });
      const { saveNotificationEmail } = await import('./shipping');
      const saving = saveNotificationEmail('new@example.com');
      await placing.placeOrder();
      await saving;
      expect(keys(server)).toEqual([]);
      expect(orderErrors()).toBeUndefined();
      user.$user.get().authCallback?.();
      await vi.waitFor(() => expect(checkout.$checkout.get().options?.notificationEmail).toBe('new@example.com'));
    });

    it('two steps out: waits for both', async () => {
      let answerEmail: (response: Response) => void = () => {};
      const server = await start(undefined, {
        [EMAIL]: () => new Promise<Response>((resolve) => (answerEmail = resolve)),
        [step('ajax_apply_code')]: json(checkoutAnswer()),
        [PLACE]: placed,
      });
      const { saveNotificationEmail } = await import('./shipping');
      const { applyCode } = await import('./extras');
      const saving = saveNotificationEmail('new@example.com');
      const applying = applyCode('WELCOME10');
      const order = placing.placeOrder();
      await applying;
      expect(keys(server)).toEqual([]);
      answerEmail(await json(checkoutAnswer({ notificationEmail: 'new@example.com' }))());
      await Promise.all([saving, order]);
      expect(keys(server)).toHaveLength(1);
    });
  });

  it('is pending while the request is out', async () => {
    let answer: (response: Response) => void = () => {};
    const server = await start(undefined, { [PLACE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const order = placing.placeOrder();
    await vi.waitFor(() => expect(keys(server)).toHaveLength(1));
    expect(placing.$order.get().placing).toBe(true);
    answer(await placed());
    await order;
    expect(placing.$order.get().placing).toBe(false);
  });

  it.each([
    ['no answer', networkFailure],
    ['a 500', json({}, 500)],
    ['a 503 HTML page', () => new Response('<h1>down</h1>', { status: 503 })],
    // a rate limit's refusal carries its own text; the order's message is what the shopper can act on
    [
      'a 429 (Retry-After)',
      () =>
        new Response(
          JSON.stringify({ errors: [{ key: 'rate_limited', field: 'base', message: 'Too many requests.' }] }),
          { status: 429, headers: { 'Retry-After': '2' } },
        ),
    ],
    [
      'a 200 whose body is not JSON',
      () =>
        new Response('<!doctype html><p>Please wait…</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
    [
      'a 200 with an empty body',
      () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
    ],
  ])('keeps the key for the retry after %s, so the order is placed once', async (_name, failure) => {
    const server = await start(undefined, { [PLACE]: [failure, placed] });
    await placing.placeOrder();
    expect(orderErrors()?.message).toBe('There was an error placing your order, please try again later!');
    expect(assign).not.toHaveBeenCalled();
    await placing.placeOrder();
    const [first, second] = keys(server);
    expect(second).toBe(first);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('takes a new key after a refusal (a new attempt)', async () => {
    const server = await start(undefined, {
      [PLACE]: [fieldErrors([{ key: 'payment_declined', message: 'declined' }], 402), placed],
    });
    await placing.placeOrder();
    expect(orderErrors()?.message).toBe('Unable to process your payment. Please try again later.');
    await placing.placeOrder();
    const [first, second] = keys(server);
    expect(second).not.toBe(first);
  });

  it('says the basket changed underneath, with the checkout loaded again', async () => {
    const server = await start(undefined, { [PLACE]: fieldErrors([{ key: 'basket_changed', message: 'x' }], 409) });
    await placing.placeOrder();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
    expect(orderErrors()?.message).toBe('Your basket has been updated. Please review before placing your order.');
    expect(checkout.$checkout.get().basketChanged).toBe(true);
  });

  it('asks for what is missing first, with the spec’s messages, and sends nothing', async () => {
    const server = await start(
      checkoutAnswer({
        addressID: null,
        billingID: null,
        billingInfos: [],
        registryGifts: [{ registryId: 1, registryName: 'R', itemIds: [11] }],
      }),
    );
    await placing.placeOrder();
    expect(orderErrors()?.keys).toEqual([
      'address_required',
      'payment_required',
      'email_required',
      'gifter_name_required',
    ]);
    expect(orderErrors()?.message).toBe('Please enter a shipping address.');
    expect(keys(server)).toEqual([]);
  });

  it('needs no address when nothing ships, and no payment when nothing is due', async () => {
    const server = await start(
      checkoutAnswer({
        notificationEmail: 'a@b.co',
        addressID: null,
        billingID: null,
        billingInfos: [],
        total: 0,
        items: [{ id: 11, quantity: 1, emailFulfillment: true }],
      }),
      { [PLACE]: placed },
    );
    await placing.placeOrder();
    expect(keys(server)).toHaveLength(1);
  });
});

describe('with Affirm', () => {
  it('opens Affirm (a modal: the codes error goes) and places the order with its token', async () => {
    let modalWhileOpen: string | null = null;
    const open = vi.fn((callbacks: { onSuccess: (result: { checkout_token: string }) => void }) => {
      modalWhileOpen = checkout.$checkout.get().modal.open;
      callbacks.onSuccess({ checkout_token: 'aff_123' });
    });
    vi.stubGlobal('affirm', { checkout: Object.assign(vi.fn(), { open }) });
    const server = await start(undefined, { [PLACE]: placed });
    payment.selectAffirm();
    checkout.setCodesError('Sorry! That promo code no longer meets the requirements.');
    await placing.placeOrder();
    expect(modalWhileOpen).toBe('affirm');
    expect(checkout.$checkout.get().codesError).toBeNull();
    expect(checkout.$checkout.get().modal.open).toBeNull();
    expect(server.calls.find((call) => call.path.endsWith('ajax_place_order'))?.body).toMatchObject({
      payment_method: 'affirm',
      checkout_token: 'aff_123',
    });
  });

  it('a retry after no answer sends the same key and the same Affirm token: no second plan to confirm', async () => {
    let plans = 0;
    const open = vi.fn((callbacks: { onSuccess: (result: { checkout_token: string }) => void }) =>
      callbacks.onSuccess({ checkout_token: `aff_${(plans += 1)}` }),
    );
    vi.stubGlobal('affirm', { checkout: Object.assign(vi.fn(), { open }) });
    const server = await start(undefined, { [PLACE]: [networkFailure, placed] });
    payment.selectAffirm();
    await placing.placeOrder();
    expect(orderErrors()?.message).toBe('There was an error placing your order, please try again later!');
    await placing.placeOrder();
    const bodies = server.calls
      .filter((call) => call.path.endsWith('ajax_place_order'))
      .map((call) => (call.body as { checkout_token: string }).checkout_token);
    expect(open).toHaveBeenCalledOnce();
    expect(bodies).toEqual(['aff_1', 'aff_1']);
    const [first, second] = keys(server);
    expect(second).toBe(first);
  });

  const affirmFailing = (error: unknown) =>
    vi.stubGlobal('affirm', {
      checkout: Object.assign(vi.fn(), {
        open: (callbacks: { onFail: (error: unknown) => void }) => callbacks.onFail(error),
      }),
    });

  it.each([{ reason: 'error' }, { reason: 'validation', fields: ['total'] }, undefined])(
    'says Affirm failed when its checkout fails (%o), and sends nothing',
    async (error) => {
      affirmFailing(error);
      const server = await start();
      payment.selectAffirm();
      await placing.placeOrder();
      expect(orderErrors()?.message).toBe('There was an error checking out with Affirm, please try again later.');
      expect(keys(server)).toEqual([]);
    },
  );

  it('says nothing when the shopper closes Affirm’s dialog (canceled), sends nothing, and is ready to place again', async () => {
    affirmFailing({ reason: 'canceled' });
    const server = await start();
    payment.selectAffirm();
    await placing.placeOrder();
    expect(orderErrors()).toBeUndefined();
    expect(keys(server)).toEqual([]);
    expect(placing.$order.get()).toEqual({ placing: false, order: null });
  });
});
