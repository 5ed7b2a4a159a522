import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutAnswer, json, step } from '../../fixtures/testing/checkout-test-server';
import { setPaymentValidating } from '../../stores/checkout/payment';
import { cleanPaymentPage, fakeHostedFields, paymentPage } from '../../fixtures/testing/payment-test-page';

const BLANK = [
  'Please enter a credit card number.',
  'Please enter an expiration date.',
  'Please enter a card verification number.',
  'Please enter a billing zip code.',
];
const INVALID = [
  'Invalid credit card number.',
  'Invalid expiration date.',
  'Invalid card verification number.',
  'Invalid billing zip code.',
];
const LABELS = ['Card number', 'Expiration date (MM/YY)', 'Card verification number', 'Billing zip code'];
const SAVE_FAILED = 'An error occurred saving your payment information. Please try again later.';
const NEW_VISA = { id: 'bi_9', paymentMethod: 'card', label: 'Visa ending in 1111' };

/** The page with the card form open and the fake vendor's frames in place. */
async function cardForm(answers: Parameters<typeof paymentPage>[1] = {}) {
  const card = fakeHostedFields();
  const page = await paymentPage(checkoutAnswer(), answers);
  await page.user.click(screen.getByRole('button', { name: 'Add a payment method' }));
  await page.user.click(screen.getByRole('button', { name: 'Card' }));
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Save card' }).getAttribute('aria-disabled')).toBeNull(),
  );
  return { ...page, card };
}

const group = (label: string) => screen.getByRole('group', { name: label });
/** Each field's message, read through its group's aria-describedby, in the form's order. */
const described = () =>
  LABELS.map((label) => {
    const id = group(label).getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  });
const summary = () => screen.getByRole('alert', { name: 'Please check the following:' });

afterEach(cleanPaymentPage);

describe('the card form', () => {
  it("puts the vendor's frames into four labelled containers, and tears them down when it closes", async () => {
    const { card, user } = await cardForm();
    const { fields, authorization } = card.create.mock.calls[0]![0];
    expect(authorization).toBeTruthy();
    expect(Object.values(fields).map(({ container, label }) => [(container as HTMLElement).id, label])).toEqual([
      ['checkout-card-number', 'Card number'],
      ['checkout-card-expiry', 'Expiration date (MM/YY)'],
      ['checkout-card-cvv', 'Card verification number'],
      ['checkout-card-zip', 'Billing zip code'],
    ]);
    for (const label of LABELS) {
      expect(within(group(label)).getByTitle(label).hasAttribute('data-frame')).toBe(true);
      expect(within(group(label)).getByText(label)).toBeTruthy();
    }
    expect(screen.getByRole('form', { name: 'Card details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(screen.queryByRole('form')).toBeNull();
    await vi.waitFor(() => expect(card.instance.teardown).toHaveBeenCalledTimes(1));
  });

  it('says what is wrong with a field once the shopper leaves it, and nothing for one not yet filled', async () => {
    const { card } = await cardForm();
    card.leave('number', false);
    expect(described()).toEqual(['Invalid credit card number.', undefined, undefined, undefined]);
    // and inside the frame, read with its input
    expect(card.instance.setMessage).toHaveBeenLastCalledWith({
      field: 'number',
      message: 'Invalid credit card number.',
    });
    card.leave('cvv', false);
    card.leave('number', true);
    expect(described()).toEqual([undefined, undefined, 'Invalid card verification number.', undefined]);
    expect(card.instance.setMessage).toHaveBeenLastCalledWith({ field: 'number', message: '' });
  });

  it('a blank submit: every field says so, the summary takes focus, and its entries focus the frames', async () => {
    const { sent, card, user } = await cardForm();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(described()).toEqual(BLANK);
    // focus moves once the submit's promise settles (onSubmitted bumps the summary's focus key)
    await vi.waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(BLANK);
    await user.click(within(summary()).getByRole('link', { name: 'Please enter a billing zip code.' }));
    expect(card.instance.focus).toHaveBeenCalledWith('postalCode');
    expect(card.instance.tokenize).not.toHaveBeenCalled();
    expect(sent()).toEqual([]);
    // the message stays while the field holds what it held, and goes once it is filled well
    card.leave('number', true);
    expect(described()).toEqual([undefined, ...BLANK.slice(1)]);
  });

  it("an invalid submit: each field's invalid message", async () => {
    const { card, user } = await cardForm();
    card.fillAll(false);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(described()).toEqual(INVALID);
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(INVALID);
  });

  it("a tokenize failure: 'Error tokenizing credit card.', nothing sent, the form kept", async () => {
    const { sent, card, user } = await cardForm();
    card.fillAll(true);
    card.instance.tokenize.mockRejectedValueOnce(new Error('HOSTED_FIELDS_FAILED_TOKENIZATION'));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error tokenizing credit card.');
    expect(sent()).toEqual([]);
    expect(screen.getByRole('form', { name: 'Card details' })).toBeTruthy();
    expect(card.instance.teardown).not.toHaveBeenCalled();
  });

  it("a save that fails (500): the spec's message, and the form kept for another try", async () => {
    const { sent, card, user } = await cardForm({
      [step('ajax_save_payment')]: [
        json('oops', 500),
        json(checkoutAnswer({ billingInfos: [NEW_VISA], billingID: 'bi_9' })),
      ],
    });
    card.fillAll(true);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SAVE_FAILED);
    expect(sent()[0]).toMatchObject({
      path: '/shop/checkout/ajax_save_payment',
      body: { payment_method: 'card', nonce: 'fake-valid-nonce' },
    });
    expect(screen.getByRole('button', { name: 'Save card' }).getAttribute('aria-busy')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa ending in 1111' })).toHaveProperty('checked', true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saving: Save card is busy while the request is out; the saved card is then selected and focused, the frames gone', async () => {
    let answer!: (response: Response | PromiseLike<Response>) => void;
    const held = () => new Promise<Response>((resolve) => (answer = resolve));
    const { sent, card, user } = await cardForm({ [step('ajax_save_payment')]: held });
    card.fillAll(true);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    const save = screen.getByRole('button', { name: 'Save card' });
    expect(save.getAttribute('aria-busy')).toBe('true');
    await user.click(save);
    expect(card.instance.tokenize).toHaveBeenCalledTimes(1);

    answer(
      json(
        checkoutAnswer({
          billingInfos: [{ id: 'bi_1', paymentMethod: 'card', label: 'Visa ending in 4242' }, NEW_VISA],
          billingID: 'bi_9',
        }),
      )(),
    );
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Visa ending in 1111' })),
    );
    expect(screen.getByRole('radio', { name: 'Visa ending in 1111' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('form')).toBeNull();
    expect(card.instance.teardown).toHaveBeenCalled();
  });

  it('Enter inside a frame (inputSubmitRequest) submits', async () => {
    const { sent, card } = await cardForm({ [step('ajax_save_payment')]: json(checkoutAnswer()) });
    card.fillAll(true);
    card.emit('inputSubmitRequest', 'cvv');
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(card.instance.tokenize).toHaveBeenCalledTimes(1);
  });

  it("a vendor that throws on create: the step's message, the card choice closed, the others usable", async () => {
    const card = fakeHostedFields();
    card.create.mockRejectedValueOnce(new Error('HOSTED_FIELDS_TIMEOUT'));
    const { user } = await paymentPage();
    await user.click(screen.getByRole('button', { name: 'Add a payment method' }));
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payment method is not available right now. Please choose another.',
    );
    expect(screen.getByRole('button', { name: 'Card' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeTruthy();
    // chosen again, it is tried again
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save card' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect(card.create).toHaveBeenCalledTimes(2);
  });
});

// The payment state's `validating` flag (spec: payment validating) is what the card form reads as busy, whoever
// sets it: the card's submit (card-payment.ts) or the state action setPaymentValidating, which nothing calls yet.
describe('the card form, while the payment state is validating', () => {
  it('is busy: Save card and Enter inside a frame send nothing, until the flag clears', async () => {
    const { sent, card, user } = await cardForm({ [step('ajax_save_payment')]: json(checkoutAnswer()) });
    card.fillAll(true);
    act(() => setPaymentValidating(true));
    const save = screen.getByRole('button', { name: 'Save card' });
    expect(save.getAttribute('aria-busy')).toBe('true');
    await user.click(save);
    card.emit('inputSubmitRequest', 'cvv');
    expect(card.instance.tokenize).not.toHaveBeenCalled();
    act(() => setPaymentValidating(false));
    expect(save.getAttribute('aria-busy')).toBeNull();
    await user.click(save);
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(card.instance.tokenize).toHaveBeenCalledTimes(1);
  });
});
