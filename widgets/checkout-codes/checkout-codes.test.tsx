import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutCodesSlot } from '../../fixtures/pages/checkout-slots';
import {
  cleanCheckoutStores,
  plainSlotSection,
  sentTo,
  serverRenderedSection,
} from '../../fixtures/testing/checkout-section-page';
import { mountSlot } from '../../mount/mount-slot';
import { $basket } from '../../stores/basket/basket';
import { $checkout } from '../../stores/checkout/checkout-state';
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
import checkoutCodesWidget from './definition';

type CheckoutAnswer = ReturnType<typeof checkoutAnswer>;
const APPLY = step('ajax_apply_code');
const REMOVE = step('ajax_remove_code');
const money = (amount: number) => ({ amount, display: `$${amount.toFixed(2)}` });

/** The answer with codes applied, as the fixture server's order review carries them. */
function withCodes(promo: boolean, gift: boolean): CheckoutAnswer {
  const answer = checkoutAnswer({ promoCode: promo ? { code: 'WELCOME10', message: '10% off your order' } : null });
  const review = answer.orderReview as Record<string, unknown>;
  if (promo) review.discount = money(10);
  if (gift) review.appliedGiftCodes = [{ code: 'GIFT-2500-AAAA', amount: money(25), remainingBalance: money(0) }];
  return answer;
}

/** The section's slot as the server renders it (data-ssr, the served answer in data-props), mounted as the page's loader does. */
function page(answer: CheckoutAnswer = checkoutAnswer(), answers: Record<string, Answer | Answer[]> = {}) {
  return serverRenderedSection(checkoutCodesWidget, answer, answers);
}

const field = () => screen.getByRole('textbox', { name: 'Promo or gift code' });
const sent = sentTo;

beforeEach(cleanCheckoutStores);
afterEach(() => {
  cleanStores($checkout, $basket);
  vi.unstubAllGlobals();
});

describe('checkout-codes', () => {
  it('on the fixture page (the served answer in the shipping slot’s props): replaces its readable summary at once, asking for nothing', async () => {
    const answer = withCodes(true, true);
    const { server } = await plainSlotSection(checkoutCodesWidget, checkoutCodesSlot, answer);
    expect(screen.getByRole('button', { name: 'Remove GIFT-2500-AAAA' })).toBeTruthy();
    expect(screen.queryByText('No promo code applied.')).toBeNull();
    expect(server.paths()).not.toContain(OPTIONS);
  });

  it('hydrates the server render in place, asking for nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { server } = await page(withCodes(true, true));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Promo and gift codes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Promo and gift codes' })).toBeTruthy();
    expect(server.paths()).not.toContain(OPTIONS);
  });

  it('shows the promo code with its message and the gift codes with amount and remaining balance, each with its Remove button', async () => {
    await page(withCodes(true, true));
    const applied = screen.getByRole('list', { name: 'Applied codes' });
    const [promo, gift] = within(applied).getAllByRole('listitem');
    expect(promo!.textContent).toContain('WELCOME10');
    expect(promo!.textContent).toContain('10% off your order');
    expect(within(promo!).getByRole('button', { name: 'Remove WELCOME10' })).toBeTruthy();
    expect(gift!.textContent).toContain('GIFT-2500-AAAA');
    expect(gift!.textContent).toContain('$25.00 applied');
    expect(gift!.textContent).toContain('Remaining balance: $0.00');
    expect(within(gift!).getByRole('button', { name: 'Remove GIFT-2500-AAAA' })).toBeTruthy();
  });

  it('no codes applied: no list', async () => {
    await page();
    expect(screen.queryByRole('list', { name: 'Applied codes' })).toBeNull();
  });

  describe('applying a code', () => {
    it('sends { code } and clears the field once applied; the code shows with its Remove button', async () => {
      const { server, user } = await page(undefined, { [APPLY]: json(withCodes(true, false)) });
      await user.type(field(), ' WELCOME10 ');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('button', { name: 'Remove WELCOME10' })).toBeTruthy();
      expect(sent(server, APPLY)).toEqual([{ code: 'WELCOME10' }]);
      // Cleared after the apply settles, which may be a render after the code shows.
      await vi.waitFor(() => expect((field() as HTMLInputElement).value).toBe(''));
    });

    it('a refused promo code: the exact message under the field (aria-describedby), in the summary that takes focus, and the code kept', async () => {
      const { user } = await page(undefined, {
        [APPLY]: fieldErrors([{ key: 'promo_code_invalid', message: 'server copy' }]),
      });
      await user.type(field(), 'SUMMER2025{Enter}');
      const message = 'Sorry! That promo code no longer meets the requirements.';
      const summary = await screen.findByRole('alert', { name: 'Please check the following:' });
      // The summary takes focus in an effect, after the commit that findByRole saw.
      await vi.waitFor(() => expect(document.activeElement).toBe(summary));
      expect(within(summary).getByRole('link', { name: message }).getAttribute('href')).toBe(`#${field().id}`);
      const error = screen.getAllByText(message).find((element) => element.classList.contains('ui-text-input__error'))!;
      expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect((field() as HTMLInputElement).value).toBe('SUMMER2025');
    });

    it('a blank field sends nothing and says what is missing', async () => {
      const { server, user } = await page();
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findAllByText('Please enter required information.')).toHaveLength(2);
      expect(sent(server, APPLY)).toEqual([]);
    });

    it('no answer: the codes error says so, and what was typed stays', async () => {
      const { user } = await page(undefined, { [APPLY]: networkFailure });
      await user.type(field(), 'TAKE20{Enter}');
      expect(await screen.findAllByText('We could not apply that code. Please try again.')).not.toHaveLength(0);
      expect((field() as HTMLInputElement).value).toBe('TAKE20');
    });

    it('a 401: the session message alone, in the alert (no codes error beside the field), and what was typed stays', async () => {
      const { user } = await page(undefined, { [APPLY]: json({ error: 'Signed out' }, 401) });
      await user.type(field(), 'WELCOME10{Enter}');
      const alert = await screen.findByText(
        'Your session has ended. Please sign in again to continue; nothing you entered is lost.',
      );
      expect(alert.getAttribute('role')).toBe('alert');
      expect(screen.queryByText('We could not apply that code. Please try again.')).toBeNull();
      expect(screen.queryByRole('alert', { name: 'Please check the following:' })).toBeNull();
      expect(field().getAttribute('aria-invalid')).toBeNull();
      expect((field() as HTMLInputElement).value).toBe('WELCOME10');
    });

    it('the button is busy and inert while the code is out, so a second press sends nothing', async () => {
      let answer: (response: Response) => void = () => {};
      const { server, user } = await page(undefined, {
        [APPLY]: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await user.type(field(), 'WELCOME10{Enter}');
      const apply = screen.getByRole('button', { name: 'Apply' });
      await vi.waitFor(() => expect(apply.getAttribute('aria-busy')).toBe('true'));
      expect(apply.getAttribute('aria-disabled')).toBe('true');
      await user.click(apply);
      await user.keyboard('{Enter}');
      answer(await json(withCodes(true, false))());
      await vi.waitFor(() => expect(apply.getAttribute('aria-busy')).toBeNull());
      expect(sent(server, APPLY)).toHaveLength(1);
    });
  });

  describe('removing a code', () => {
    it('sends { code }, and focus goes to the field once the code is gone', async () => {
      const { server, user } = await page(withCodes(true, true), { [REMOVE]: json(withCodes(true, false)) });
      await user.click(screen.getByRole('button', { name: 'Remove GIFT-2500-AAAA' }));
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remove GIFT-2500-AAAA' })).toBeNull());
      expect(sent(server, REMOVE)).toEqual([{ code: 'GIFT-2500-AAAA' }]);
      expect(document.activeElement).toBe(field());
      expect(screen.getByRole('button', { name: 'Remove WELCOME10' })).toBeTruthy();
    });

    it('a failure keeps the code and says so in the alert', async () => {
      const { user } = await page(withCodes(true, false), { [REMOVE]: json({}, 500) });
      await user.click(screen.getByRole('button', { name: 'Remove WELCOME10' }));
      const alert = await screen.findByText('We could not apply that code. Please try again.');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(screen.getByRole('button', { name: 'Remove WELCOME10' })).toBeTruthy();
    });
  });

  describe('given a bare slot (no served answer)', () => {
    async function bare(answers: Record<string, Answer | Answer[]>) {
      const server = checkoutServer(answers);
      document.body.innerHTML = '<div data-widget="checkout-codes"></div>';
      expect(
        await mountSlot(checkoutCodesWidget, document.querySelector<HTMLElement>('[data-widget="checkout-codes"]')!),
      ).toBe('mounted');
      return { server, user: userEvent.setup() };
    }

    it('shows a skeleton while the checkout loads, then the form', async () => {
      let answer: (response: Response) => void = () => {};
      await bare({ [OPTIONS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
      expect(screen.getByRole('status', { name: 'Loading promo and gift codes' })).toBeTruthy();
      answer(await json(checkoutAnswer())());
      expect(await screen.findByRole('textbox', { name: 'Promo or gift code' })).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Loading promo and gift codes' })).toBeNull();
    });

    it('says when the checkout cannot load, and Retry loads it again', async () => {
      // A 404 (not a dropped connection, which ky retries once after a pause) keeps the test off the clock.
      const { server, user } = await bare({ [OPTIONS]: [json({}, 404), json(checkoutAnswer())] });
      expect(
        await screen.findByText('We could not load your checkout. Please check your connection and try again.'),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('textbox', { name: 'Promo or gift code' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(server.paths().filter((path) => path === OPTIONS)).toHaveLength(2);
    });
  });
});
