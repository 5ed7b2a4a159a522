import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutStoreKit } from '../../fixtures/testing/checkout-store-kit';
import {
  checkoutAnswer,
  checkoutServer,
  fieldErrors,
  json,
  networkFailure,
  OPTIONS,
  step,
} from '../../fixtures/testing/checkout-test-server';

const { modules, state, listen } = checkoutStoreKit();

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
    const result = await modules.steps.runStep('address', () => postStep('ajax_save_address', {}), {
      key: 'address_save_failed',
      message: 'failed',
    });
    expect(result.ok).toBe(false);
    expect(state().errors.address).toEqual({
      message: 'A message only the server knows.',
      fields: { zip: 'Sorry, this Zip Code is invalid.' },
      keys: ['zip_invalid', 'brand_new_key'],
    });
  });

  it.each([
    ['no answer', networkFailure],
    ['a 500', json({ error: 'boom' }, 500)],
    ['a 200 that does not read', json({ unexpected: true })],
    [
      'an HTML error page',
      () => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ],
  ])('shows the step’s own message after %s', async (_name, answer) => {
    checkoutServer({ [step('ajax_delete_address')]: answer });
    const { deleteAddress } = await import('./shipping');
    await deleteAddress(31);
    expect(state().errors.address?.message).toBe(
      'There was an issue deleting your address, please refresh your page and try again.',
    );
    expect(state().deleting).toBe(false);
    expect(state().busy).toBeNull();
  });

  it('asks the shopper to sign in again after a 401, and runs the step again after', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({ [step('ajax_select_address')]: [json({}, 401), json(checkoutAnswer())] });
    const { selectAddress } = await import('./shipping');
    await selectAddress(31);
    expect(state().errors.address?.message).toBe(
      'Your session has ended. Please sign in again to continue; nothing you entered is lost.',
    );
    expect(modules.user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'checkout' });
    modules.user.$user.get().authCallback?.();
    await vi.waitFor(() =>
      expect(server.paths().filter((path) => path === step('ajax_select_address'))).toHaveLength(2),
    );
  });

  it('a signed-in shopper whose session ended (a 401): signed out here, the prompt opens, and the step waits for the sign-in instead of being sent again and again', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({
      [OPTIONS]: json(checkoutAnswer({ accountEmail: 'ines@example.com' })),
      [step('ajax_select_address')]: json({}, 401),
    });
    modules.user.$user.set({ ...modules.user.$user.get(), isLoggedIn: true, statusChecked: true, id: 7 });
    await listen();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(1);
    const { selectAddress } = await import('./shipping');
    await selectAddress(31);
    expect(modules.user.$user.get()).toMatchObject({
      isLoggedIn: false,
      id: null,
      showAuth: true,
      defaultAuth: 'checkout',
    });
    expect(server.paths().filter((path) => path === step('ajax_select_address'))).toHaveLength(1);
    // The dialog is open: the checkout does not load again under it (a load starts at once, in the listener,
    // and its answer would clear the message and, as a guest's, the saved addresses).
    expect(state().loading).toBe(false);
    await modules.steps.settleSteps();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(1);
    expect(state().errors.address?.message).toBe(
      'Your session has ended. Please sign in again to continue; nothing you entered is lost.',
    );
  });

  it('a guest e-mail answered 401: leaving the field for the sign-in dialog sends nothing more; it is sent again after the sign-in', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({
      [step('ajax_save_notification_email')]: [
        json({}, 401),
        json(checkoutAnswer({ notificationEmail: 'guest@example.com' })),
      ],
    });
    const { saveNotificationEmail } = await import('./shipping');
    const sent = () => server.paths().filter((path) => path === step('ajax_save_notification_email'));
    expect(await saveNotificationEmail('guest@example.com')).toBe(false);
    expect(modules.user.$user.get()).toMatchObject({ showAuth: true });
    // the field's blur as the dialog takes focus
    expect(await saveNotificationEmail('guest@example.com')).toBe(false);
    expect(sent()).toHaveLength(1);
    expect(state().errors.email?.message).toBe(
      'Your session has ended. Please sign in again to continue; nothing you entered is lost.',
    );
    modules.user.$user.get().authCallback?.();
    await vi.waitFor(() => expect(state().options?.notificationEmail).toBe('guest@example.com'));
    expect(sent()).toHaveLength(2);
  });

  it('a code sent as the session ended: the session message only (no codes error), and the code applied after the sign-in', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    const server = checkoutServer({
      [step('ajax_apply_code')]: [
        json({}, 401),
        json(checkoutAnswer({ promoCode: { code: 'WELCOME10', message: '10% off your order' } })),
      ],
    });
    const { applyCode } = await import('./extras');
    expect(await applyCode('WELCOME10')).toBe(false);
    expect(state().errors.codes?.message).toBe(
      'Your session has ended. Please sign in again to continue; nothing you entered is lost.',
    );
    expect(state().codesError).toBeNull();
    expect(modules.user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'checkout' });
    modules.user.$user.get().authCallback?.();
    await vi.waitFor(() => expect(state().summary?.promoCode?.code).toBe('WELCOME10'));
    expect(
      server.calls.filter((call) => `${call.method} ${call.path}` === step('ajax_apply_code')).map((call) => call.body),
    ).toEqual([{ code: 'WELCOME10' }, { code: 'WELCOME10' }]);
    expect(state().errors.codes).toBeUndefined();
  });

  it.each([
    [
      'a key of the spec’s: its words, not the server’s',
      [{ key: 'promo_code_invalid', message: 'expired' }],
      'Sorry! That promo code no longer meets the requirements.',
    ],
    [
      'the promo refusal among others: the spec’s words',
      [
        { key: 'code_required', message: 'x' },
        { key: 'promo_code_invalid', message: 'nope' },
      ],
      'Sorry! That promo code no longer meets the requirements.',
    ],
    [
      'an unknown key: the server’s text',
      [{ key: 'mystery', message: 'That code is for app orders only.' }],
      'That code is for app orders only.',
    ],
  ])('a refused code: the codes error maps the key (%s)', async (_case, errors, shown) => {
    checkoutServer({ [step('ajax_apply_code')]: fieldErrors(errors, 422) });
    const { applyCode } = await import('./extras');
    expect(await applyCode('NOPE')).toBe(false);
    expect(state().codesError).toBe(shown);
  });

  it('a code refused because the basket changed underneath: no codes error (the summary says it), the checkout loaded again', async () => {
    const server = checkoutServer({
      [step('ajax_apply_code')]: fieldErrors([{ key: 'basket_changed', message: 'changed' }], 409),
      [OPTIONS]: json(checkoutAnswer()),
    });
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
    expect(state().errors.shipping?.message).toBe(
      'Your basket has been updated. Please review before placing your order.',
    );
    expect(state().pendingShipments).toEqual({});
    expect(modules.basket.$basket.get().numItems).toBe(1);
  });

  it('is cleared of errors by a refresh', async () => {
    modules.checkout.setErrors('codes', [{ key: 'promo_code_invalid', field: 'code', message: '' }]);
    modules.checkout.setStepMessage('order', 'order_failed', 'x');
    checkoutServer({ [step('ajax_select_address')]: json(checkoutAnswer()) });
    const { selectAddress } = await import('./shipping');
    await selectAddress(31);
    expect(state().errors).toEqual({});
  });
});

describe('signing in on the checkout page', () => {
  it('a save sent just after the reload the sign-in starts: the reload read last does not undo the saved address (a clean-clone run lost it so)', async () => {
    let answerReload = () => {};
    const reloadRead = new Promise<void>((resolve) => (answerReload = resolve));
    const member = { accountEmail: 'member@example.com' };
    // The reload left first, so the server answered it without the address; the save's answer has it chosen.
    const server = checkoutServer({
      [OPTIONS]: [
        json(checkoutAnswer({ addressID: null })),
        async () => (await reloadRead, json(checkoutAnswer({ ...member, addressID: null }))()),
      ],
      [step('ajax_save_address')]: json(checkoutAnswer({ ...member, addressID: 77 })),
    });
    await listen();
    modules.user.$user.set({ ...modules.user.$user.get(), id: 7, isLoggedIn: true, statusChecked: true });
    await vi.waitFor(() => expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2));
    const { saveAddress } = await import('./shipping');
    expect(
      await saveAddress({
        first_name: 'Ada',
        last_name: 'Byron',
        street_address: '1 Main St',
        street_address_2: '',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        phone: '6175550100',
      }),
    ).toBe(true);
    expect(state().options?.addressID).toBe(77);
    // The reload, still out, is read now.
    answerReload();
    await modules.steps.settleSteps();
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
    expect(state().loading).toBe(false);
    expect(state().options?.addressID).toBe(77);
    expect(state().options?.accountEmail).toBe('member@example.com');
  });

  it('a load asked while an older one is out and a step was sent since: a fresh load, read after the step', async () => {
    let answerFirst = () => {};
    const firstRead = new Promise<void>((resolve) => (answerFirst = resolve));
    const server = checkoutServer({
      [OPTIONS]: [
        json(checkoutAnswer()),
        async () => (await firstRead, json(checkoutAnswer({ addressID: null }))()),
        json(checkoutAnswer({ addressID: 77, total: 99 })),
      ],
      [step('ajax_select_address')]: json(checkoutAnswer({ addressID: 77 })),
    });
    await listen();
    const first = modules.load.loadCheckout();
    const { selectAddress } = await import('./shipping');
    await selectAddress(77);
    const second = modules.load.loadCheckout();
    answerFirst();
    await Promise.all([first, second]);
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(3);
    expect(state().options?.addressID).toBe(77);
    expect(state().summary?.total.amount).toBe(99);
  });
});
