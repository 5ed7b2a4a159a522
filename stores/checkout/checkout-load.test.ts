import { describe, expect, it, vi } from 'vitest';
import { checkoutStoreKit } from '../../fixtures/testing/checkout-store-kit';
import {
  checkoutAnswer,
  checkoutServer,
  json,
  networkFailure,
  OPTIONS,
} from '../../fixtures/testing/checkout-test-server';

const { modules, state, listen, keep } = checkoutStoreKit();

describe('given a page with the served checkout in a section slot', () => {
  it('shows it without a request, from whichever section slot carries it', async () => {
    const server = checkoutServer({});
    document.body.innerHTML = `<div data-widget="checkout-summary"><script type="application/json" data-props>${JSON.stringify({ checkout: checkoutAnswer({ region: 'HI', surcharges: 25 }) })}</script></div>`;
    keep(modules.checkout.$checkout.listen(() => {}));
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
    expect(state().errors.load?.message).toBe(
      'We could not load your checkout. Please check your connection and try again.',
    );
  });

  it('a remount after a failed load asks nothing more: the failure and its Retry stay (a clean-clone run raced so)', async () => {
    const server = checkoutServer({ [OPTIONS]: [json({}, 404), json(checkoutAnswer())] });
    const loads = () => server.paths().filter((path) => path === OPTIONS);
    vi.useFakeTimers();
    try {
      const unbind = modules.checkout.$checkout.listen(() => {});
      await vi.waitFor(() => expect(state().loadFailed).toBe(true));
      unbind();
      // nanostores unmounts a store a second after its last listener left; a section rendered then mounts it again.
      await vi.advanceTimersByTimeAsync(1_000);
      keep(modules.checkout.$checkout.listen(() => {}));
      await vi.advanceTimersByTimeAsync(0);
      expect(loads()).toEqual([OPTIONS]);
      expect(state().loadFailed).toBe(true);
      await modules.load.loadCheckout();
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
      keep(modules.checkout.$checkout.listen(() => {}));
      const loads = () => server.paths().filter((path) => path === OPTIONS);
      await vi.advanceTimersByTimeAsync(0);
      expect(loads()).toEqual([OPTIONS]);
      modules.load.resetCheckout();
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
    modules.checkout.setPendingShipment('shipment-1', 1);
    expect(state().pendingShipments).toEqual({ 'shipment-1': 1 });
    const answer = checkoutAnswer({
      shipments: [
        {
          id: 'shipment-1',
          basketItemIds: [11, 12],
          options: [{ serviceCode: 'standard', cost: 0, label: 'Free' }],
          choiceIndex: 0,
        },
      ],
    });
    modules.load.applyCheckoutAnswer((await import('./checkout-payload')).readCheckoutAnswer(answer));
    expect(state().pendingShipments).toEqual({});
    expect(state().selectedOptions.map((option) => option.label)).toEqual(['Free']);
    expect(state().deliveryGroups).toEqual([
      { serviceCode: 'standard', cost: 0, label: 'Free', itemCount: 3, basketItemIds: [11, 12] },
    ]);
  });
});

describe('modals', () => {
  it('the sign-in dialog opening is a modal opening: the codes error goes; its closing closes it', async () => {
    document.body.innerHTML = '<div data-widget="auth"></div>';
    checkoutServer({ [OPTIONS]: json(checkoutAnswer()) });
    await listen();
    modules.checkout.setCodesError('Sorry! That promo code no longer meets the requirements.');
    modules.user.showAuth('checkout');
    expect(state().codesError).toBeNull();
    expect(state().modal.open).toBe('auth');
    modules.user.hideAuth();
    expect(state().modal.open).toBeNull();
  });
});

describe('another tab', () => {
  it('changing the basket loads the checkout again and says the basket changed', async () => {
    const server = checkoutServer({
      [OPTIONS]: [json(checkoutAnswer()), json(checkoutAnswer({ items: [{ id: 11, quantity: 5 }] }))],
    });
    await listen();
    const { readBasket } = await import('../basket/basket-payload');
    modules.basket.refreshBasket(
      readBasket((checkoutAnswer({ items: [{ id: 11, quantity: 5 }] }) as { basket: unknown }).basket),
    );
    await vi.waitFor(() => expect(state().basketChanged).toBe(true));
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
    expect(state().basket?.numItems).toBe(5);
  });
});

describe('signing in on the checkout page', () => {
  it('loads the checkout again (the member’s addresses, cards and e-mail), and not for a status check that agrees', async () => {
    const server = checkoutServer({
      [OPTIONS]: [json(checkoutAnswer()), json(checkoutAnswer({ accountEmail: 'member@example.com' }))],
    });
    await listen();
    modules.user.$user.set({ ...modules.user.$user.get(), id: null, statusChecked: true });
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(1);
    modules.user.$user.set({ ...modules.user.$user.get(), id: 7, isLoggedIn: true, statusChecked: true });
    await vi.waitFor(() => expect(state().options?.accountEmail).toBe('member@example.com'));
    expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
  });
});
