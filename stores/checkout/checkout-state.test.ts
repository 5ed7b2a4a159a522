import { describe, expect, it } from 'vitest';
import { checkoutStoreKit } from '../../fixtures/testing/checkout-store-kit';
import { checkoutAnswer, checkoutServer, json, OPTIONS } from '../../fixtures/testing/checkout-test-server';

const { modules, state, listen } = checkoutStoreKit();

describe('modals', () => {
  it('clear the codes error when any opens, and stay open while closing is prevented', () => {
    modules.checkout.setCodesError('Sorry! That promo code no longer meets the requirements.');
    modules.checkout.openModal('address');
    expect(state().codesError).toBeNull();
    modules.checkout.preventModalClose(true);
    modules.checkout.closeModal();
    expect(state().modal).toEqual({ open: 'address', preventClose: true });
    modules.checkout.preventModalClose(false);
    modules.checkout.closeModal();
    expect(state().modal.open).toBeNull();
  });
});

// Spec, checkout state actions: "expanded form". setExpandedForm has no caller and nothing reads expandedForm
// today: each section keeps its own open form (the shipping store's `editing`, the payment store's `newMethod`).
describe('the expanded form', () => {
  it('is none at first; set, it names one form at a time; null clears it; nothing else changes', () => {
    const before = state();
    expect(before.expandedForm).toBeNull();
    modules.checkout.setExpandedForm('address');
    expect(state()).toEqual({ ...before, expandedForm: 'address' });
    modules.checkout.setExpandedForm('giftNote');
    expect(state().expandedForm).toBe('giftNote');
    modules.checkout.setExpandedForm(null);
    expect(state()).toEqual(before);
  });

  it('stays through a whole answer of the server (which does not carry it)', async () => {
    checkoutServer({ [OPTIONS]: json(checkoutAnswer()) });
    modules.checkout.setExpandedForm('address');
    await listen();
    expect(state().options).not.toBeNull();
    expect(state().expandedForm).toBe('address');
  });
});
