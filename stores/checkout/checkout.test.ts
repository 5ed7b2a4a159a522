import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutAnswer, checkoutServer, fieldErrors, json, networkFailure, OPTIONS, step } from '../../fixtures/testing/checkout-test-server';

// A fresh module (a fresh store) for every test.
type Checkout = typeof import('./checkout');
let checkout: Checkout;
let user: typeof import('../user/user') & typeof import('../auth/auth-prompt');
let basket: typeof import('../basket/basket');

const state = () => checkout.$checkout.get();

const unbinds: Array<() => void> = [];

async function listen(): Promise<void> {
  unbinds.push(checkout.$checkout.listen(() => {}));
  await vi.waitFor(() => expect(state().loading).toBe(false));
}

beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = '';
  user = { ...(await import('../user/user')), ...(await import('../auth/auth-prompt')) };
  basket = await import('../basket/basket');
  checkout = await import('./checkout');
});

afterEach(() => {
  for (const unbind of unbinds.splice(0)) unbind();
  basket.resetBasket();
  // What is still on its way (ky's retry of a failed GET, the basket's own load) meets no real network.
  checkoutServer({});
});

describe('given a page with the served checkout in a section slot', () => {
  it('shows it without a request, from whichever section slot carries it', async () => {
    const server = checkoutServer({});
    document.body.innerHTML = `<div data-widget="checkout-summary"><script type="application/json" data-props>${JSON.stringify({ checkout: checkoutAnswer({ region: 'HI', surcharges: 25 }) })}</script></div>`;
    unbinds.push(checkout.$checkout.listen(() => {}));
    expect(server.calls).toEqual([]);
    expect(state().summary?.shippingMessage).toBe('Shipping to Hawaii');
    expect(state().enabled).toBe(true);
  });
});

describe('given a bare slot', () => {
  it('loads the checkout, and says so when it cannot', async () => {
    const server = checkoutServer({ [OPTIONS]: [networkFailure] });
    await listen();
    expect(server.paths()).toContain(OPTIONS);
    expect(state().loadFailed).toBe(true);
    expect(state().errors.load?.message).toBe('We could not load your checkout. Please check your connection and try again.');
  });

  it('a remount after a failed load asks nothing more: the failure and its Retry stay (a clean-clone run raced so)', async () => {
    const server = checkoutServer({ [OPTIONS]: [json({}, 404), json(checkoutAnswer())] });
    const loads = () => server.paths().filter((path) => path === OPTIONS);
    vi.useFakeTimers();
    try {
      const unbind = checkout.$checkout.listen(() => {});
      await vi.waitFor(() => expect(state().loadFailed).toBe(true));
      unbind();
      // nanostores unmounts a store a second after its last listener left; a section rendered then mounts it again.
      await vi.advanceTimersByTimeAsync(1_000);
      unbinds.push(checkout.$checkout.listen(() => {}));
      await vi.advanceTimersByTimeAsync(0);
      expect(loads()).toEqual([OPTIONS]);
      expect(state().loadFailed).toBe(true);
      await checkout.loadCheckout();
      expect(loads()).toEqual([OPTIONS, OPTIONS]);
      expect(state().options).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a reset ends a load still out: ky's retry of it is never sent, and nothing it brings is shown", async () => {
    vi.useFakeTimers();
    try {
      const server = checkoutServer({ [OPTIONS]: [networkFailure, json(checkoutAnswer())] });
      unbinds.push(checkout.$checkout.listen(() => {}));
      const loads = () => server.paths().filter((path) => path === OPTIONS);
      await vi.advanceTimersByTimeAsync(0);
      expect(loads()).toEqual([OPTIONS]);
      checkout.resetCheckout();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(loads()).toEqual([OPTIONS]);
      expect(state().options).toBeNull();
      expect(state().loadFailed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recomputes shipments, clears pending ones and recomputes the chosen options on a refresh', async () => {
    checkoutServer({ [OPTIONS]: json(checkoutAnswer()) });
    await listen();
    checkout.setPendingShipment('shipment-1', 1);
    expect(state().pendingShipments).toEqual({ 'shipment-1': 1 });
    const answer = checkoutAnswer({ shipments: [{ id: 'shipment-1', basketItemIds: [11, 12], options: [{ serviceCode: 'standard', cost: 0, label: 'Free' }], choiceIndex: 0 }] });
    checkout.applyCheckoutAnswer((await import('./checkout-payload')).readCheckoutAnswer(answer));
    expect(state().pendingShipments).toEqual({});
    expect(state().selectedOptions.map((option) => option.label)).toEqual(['Free']);
    expect(state().deliveryGroups).toEqual([{ serviceCode: 'standard', cost: 0, label: 'Free', itemCount: 3, basketItemIds: [11, 12] }]);
  });
});

describe('a step', () => {
  beforeEach(async () => {
    checkoutServer({ [OPTIONS]: json(checkoutAnswer()) });
    await listen();
  });

  it('maps known error keys to the spec’s messages and keeps the raw text of unknown ones', async () => {
    checkoutServer({
      [step('ajax_save_address')]: fieldErrors([
        { key: 'zip_invalid', field: 'zip', message: 'zip bad (server copy)' },
        { key: 'brand_new_key', field: 'base', message: 'A message only the server knows.' },
      ]),
    });
    const { postStep } = await import('./checkout-api');
    const result = await checkout.runStep('address', () => postStep('ajax_save_address', {}), { key: 'address_save_failed', message: 'failed' });
    expect(result.ok).toBe(false);
    expect(state().errors.address).toEqual({ message: 'A message only the server knows.', fields: { zip: 'Sorry, this Zip Code is invalid.' }, keys: ['zip_invalid', 'brand_new_key'] });
  });

  it.each([
    ['no answer', networkFailure],
    ['a 500', json({ error: 'boom' }, 500)],
    ['a 200 that does not read', json({ unexpected: true })],
    ['an HTML error page', () => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } })],
  ])('shows the step’s own message after %s', async (_name, answer) => {
    checkoutServer({ [step('ajax_delete_address')]: answer });
    const { deleteAddress } = await import('./shipping');
    await deleteAddress(31);
    expect(state().errors.address?.message).toBe('There was an issue deleting your address, please refresh your page and try again.');
    expect(state().deleting).toBe(false);
    expect(state().busy).toBeNull();
  });

  it('asks the shopper to sign in again after a 401, and runs the step again after', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({ [step('ajax_select_address')]: [json({}, 401), json(checkoutAnswer())] });
    const { selectAddress } = await import('./shipping');
    await selectAddress(31);
    expect(state().errors.address?.message).toBe('Your session has ended. Please sign in again to continue; nothing you entered is lost.');
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'checkout' });
    user.$user.get().authCallback?.();
    await vi.waitFor(() => expect(server.paths().filter((path) => path === step('ajax_select_address'))).toHaveLength(2));
  });

  it('a signed-in shopper whose session ended (a 401): signed out here, the prompt opens, and the step waits for the sign-in instead of being sent again and again', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({ [OPTIONS]: json(checkoutAnswer({ accountEmail: 'ines@example.com' })), [step('ajax_select_address')]: json({}, 401) });
    user.$user.set({ ...user.$user.get(), isLoggedIn: true, statusChecked: true, id: 7 });
    await listen();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(1);
    const { selectAddress } = await import('./shipping');
    await selectAddress(31);
    expect(user.$user.get()).toMatchObject({ isLoggedIn: false, id: null, showAuth: true, defaultAuth: 'checkout' });
    expect(server.paths().filter((path) => path === step('ajax_select_address'))).toHaveLength(1);
    // The dialog is open: the checkout does not load again under it (a load starts at once, in the listener,
    // and its answer would clear the message and, as a guest's, the saved addresses).
    expect(state().loading).toBe(false);
    await checkout.settleSteps();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(1);
    expect(state().errors.address?.message).toBe('Your session has ended. Please sign in again to continue; nothing you entered is lost.');
  });

  it('a guest e-mail answered 401: leaving the field for the sign-in dialog sends nothing more; it is sent again after the sign-in', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({ [step('ajax_save_notification_email')]: [json({}, 401), json(checkoutAnswer({ notificationEmail: 'guest@example.com' }))] });
    const { saveNotificationEmail } = await import('./shipping');
    const sent = () => server.paths().filter((path) => path === step('ajax_save_notification_email'));
    expect(await saveNotificationEmail('guest@example.com')).toBe(false);
    expect(user.$user.get()).toMatchObject({ showAuth: true });
    // the field's blur as the dialog takes focus
    expect(await saveNotificationEmail('guest@example.com')).toBe(false);
    expect(sent()).toHaveLength(1);
    expect(state().errors.email?.message).toBe('Your session has ended. Please sign in again to continue; nothing you entered is lost.');
    user.$user.get().authCallback?.();
    await vi.waitFor(() => expect(state().options?.notificationEmail).toBe('guest@example.com'));
    expect(sent()).toHaveLength(2);
  });

  it('a code sent as the session ended: the session message only (no codes error), and the code applied after the sign-in', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({ [step('ajax_apply_code')]: [json({}, 401), json(checkoutAnswer({ promoCode: { code: 'WELCOME10', message: '10% off your order' } }))] });
    const { applyCode } = await import('./extras');
    expect(await applyCode('WELCOME10')).toBe(false);
    expect(state().errors.codes?.message).toBe('Your session has ended. Please sign in again to continue; nothing you entered is lost.');
    expect(state().codesError).toBeNull();
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'checkout' });
    user.$user.get().authCallback?.();
    await vi.waitFor(() => expect(state().summary?.promoCode?.code).toBe('WELCOME10'));
    expect(server.calls.filter((call) => `${call.method} ${call.path}` === step('ajax_apply_code')).map((call) => call.body)).toEqual([{ code: 'WELCOME10' }, { code: 'WELCOME10' }]);
    expect(state().errors.codes).toBeUndefined();
  });

  it.each([
    ['a key of the spec’s: its words, not the server’s', [{ key: 'promo_code_invalid', message: 'expired' }], 'Sorry! That promo code no longer meets the requirements.'],
    ['the promo refusal among others: the spec’s words', [{ key: 'code_required', message: 'x' }, { key: 'promo_code_invalid', message: 'nope' }], 'Sorry! That promo code no longer meets the requirements.'],
    ['an unknown key: the server’s text', [{ key: 'mystery', message: 'That code is for app orders only.' }], 'That code is for app orders only.'],
  ])('a refused code: the codes error maps the key (%s)', async (_case, errors, shown) => {
    checkoutServer({ [step('ajax_apply_code')]: fieldErrors(errors, 422) });
    const { applyCode } = await import('./extras');
    expect(await applyCode('NOPE')).toBe(false);
    expect(state().codesError).toBe(shown);
  });

  it('a code refused because the basket changed underneath: no codes error (the summary says it), the checkout loaded again', async () => {
    const server = checkoutServer({ [step('ajax_apply_code')]: fieldErrors([{ key: 'basket_changed', message: 'changed' }], 409), [OPTIONS]: json(checkoutAnswer()) });
    const { applyCode } = await import('./extras');
    expect(await applyCode('WELCOME10')).toBe(false);
    expect(state().codesError).toBeNull();
    expect(state().basketChanged).toBe(true);
    expect(server.paths()).toContain(OPTIONS);
  });

  it('loads the checkout again when the basket changed underneath, then says so', async () => {
    const server = checkoutServer({
      [step('ajax_choose_shipping')]: fieldErrors([{ key: 'basket_changed', message: 'changed' }], 409),
      [OPTIONS]: json(checkoutAnswer({ items: [{ id: 11, quantity: 1 }] })),
    });
    const { chooseDelivery } = await import('./shipping');
    await chooseDelivery('shipment-1', 1);
    expect(server.paths()).toEqual([step('ajax_choose_shipping'), OPTIONS]);
    expect(state().basketChanged).toBe(true);
    expect(state().errors.shipping?.message).toBe('Your basket has been updated. Please review before placing your order.');
    expect(state().pendingShipments).toEqual({});
    expect(basket.$basket.get().numItems).toBe(1);
  });

  it('is cleared of errors by a refresh', async () => {
    checkout.setErrors('codes', [{ key: 'promo_code_invalid', field: 'code', message: '' }]);
    checkout.setStepMessage('order', 'order_failed', 'x');
    checkoutServer({ [step('ajax_select_address')]: json(checkoutAnswer()) });
    const { selectAddress } = await import('./shipping');
    await selectAddress(31);
    expect(state().errors).toEqual({});
  });
});

describe('modals', () => {
  it('clear the codes error when any opens, and stay open while closing is prevented', () => {
    checkout.setCodesError('Sorry! That promo code no longer meets the requirements.');
    checkout.openModal('address');
    expect(state().codesError).toBeNull();
    checkout.preventModalClose(true);
    checkout.closeModal();
    expect(state().modal).toEqual({ open: 'address', preventClose: true });
    checkout.preventModalClose(false);
    checkout.closeModal();
    expect(state().modal.open).toBeNull();
  });

  it('the sign-in dialog opening is a modal opening: the codes error goes; its closing closes it', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    checkoutServer({ [OPTIONS]: json(checkoutAnswer()) });
    await listen();
    checkout.setCodesError('Sorry! That promo code no longer meets the requirements.');
    user.showAuth('checkout');
    expect(state().codesError).toBeNull();
    expect(state().modal.open).toBe('auth');
    user.hideAuth();
    expect(state().modal.open).toBeNull();
  });
});

describe('another tab', () => {
  it('changing the basket loads the checkout again and says the basket changed', async () => {
    const server = checkoutServer({ [OPTIONS]: [json(checkoutAnswer()), json(checkoutAnswer({ items: [{ id: 11, quantity: 5 }] }))] });
    await listen();
    const { readBasket } = await import('../basket/basket-payload');
    basket.refreshBasket(readBasket((checkoutAnswer({ items: [{ id: 11, quantity: 5 }] }) as { basket: unknown }).basket));
    await vi.waitFor(() => expect(state().basketChanged).toBe(true));
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
    expect(state().basket?.numItems).toBe(5);
  });
});

describe('signing in on the checkout page', () => {
  it('loads the checkout again (the member’s addresses, cards and e-mail), and not for a status check that agrees', async () => {
    const server = checkoutServer({ [OPTIONS]: [json(checkoutAnswer()), json(checkoutAnswer({ accountEmail: 'member@example.com' }))] });
    await listen();
    user.$user.set({ ...user.$user.get(), id: null, statusChecked: true });
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(1);
    user.$user.set({ ...user.$user.get(), id: 7, isLoggedIn: true, statusChecked: true });
    await vi.waitFor(() => expect(state().options?.accountEmail).toBe('member@example.com'));
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
  });

  it('a save sent just after the reload the sign-in starts: the reload read last does not undo the saved address (a clean-clone run lost it so)', async () => {
    let answerReload = () => {};
    const reloadRead = new Promise<void>((resolve) => (answerReload = resolve));
    const member = { accountEmail: 'member@example.com' };
    // The reload left first, so the server answered it without the address; the save's answer has it chosen.
    const server = checkoutServer({
      [OPTIONS]: [json(checkoutAnswer({ addressID: null })), async () => (await reloadRead, json(checkoutAnswer({ ...member, addressID: null }))())],
      [step('ajax_save_address')]: json(checkoutAnswer({ ...member, addressID: 77 })),
    });
    await listen();
    user.$user.set({ ...user.$user.get(), id: 7, isLoggedIn: true, statusChecked: true });
    await vi.waitFor(() => expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2));
    const { saveAddress } = await import('./shipping');
    expect(await saveAddress({ first_name: 'Ada', last_name: 'Byron', street_address: '1 Main St', street_address_2: '', city: 'Boston', state: 'MA', zip: '02110', phone: '6175550100' })).toBe(true);
    expect(state().options?.addressID).toBe(77);
    // The reload, still out, is read now.
    answerReload();
    await checkout.settleSteps();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
    expect(state().loading).toBe(false);
    expect(state().options?.addressID).toBe(77);
    expect(state().options?.accountEmail).toBe('member@example.com');
  });

  it('a load asked while an older one is out and a step was sent since: a fresh load, read after the step', async () => {
    let answerFirst = () => {};
    const firstRead = new Promise<void>((resolve) => (answerFirst = resolve));
    const server = checkoutServer({
      [OPTIONS]: [json(checkoutAnswer()), async () => (await firstRead, json(checkoutAnswer({ addressID: null }))()), json(checkoutAnswer({ addressID: 77, total: 99 }))],
      [step('ajax_select_address')]: json(checkoutAnswer({ addressID: 77 })),
    });
    await listen();
    const first = checkout.loadCheckout();
    const { selectAddress } = await import('./shipping');
    await selectAddress(77);
    const second = checkout.loadCheckout();
    answerFirst();
    await Promise.all([first, second]);
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(3);
    expect(state().options?.addressID).toBe(77);
    expect(state().summary?.total.amount).toBe(99);
  });
});

// Spec, checkout state actions: "expanded form". setExpandedForm has no caller and nothing reads expandedForm
// today: each section keeps its own open form (the shipping store's `editing`, the payment store's `newMethod`).
describe('the expanded form', () => {
  it('is none at first; set, it names one form at a time; null clears it; nothing else changes', () => {
    const before = state();
    expect(before.expandedForm).toBeNull();
    checkout.setExpandedForm('address');
    expect(state()).toEqual({ ...before, expandedForm: 'address' });
    checkout.setExpandedForm('giftNote');
    expect(state().expandedForm).toBe('giftNote');
    checkout.setExpandedForm(null);
    expect(state()).toEqual(before);
  });

  it('stays through a whole answer of the server (which does not carry it)', async () => {
    checkoutServer({ [OPTIONS]: json(checkoutAnswer()) });
    checkout.setExpandedForm('address');
    await listen();
    expect(state().options).not.toBeNull();
    expect(state().expandedForm).toBe('address');
  });
});
