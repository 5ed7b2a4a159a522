import { screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutGifterSlot } from '../../fixtures/pages/checkout-slots';
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
  json,
  networkFailure,
  OPTIONS,
  step,
  type Answer,
  type AnswerOptions,
} from '../../fixtures/testing/checkout-test-server';
import checkoutGifterWidget from './definition';
import { registriesText } from './registries-text';

type CheckoutAnswer = ReturnType<typeof checkoutAnswer>;
const SAVE = step('ajax_save_gifter');
const SAM_AND_ALEX = { registryId: 7702, registryName: 'Sam & Alex’s Wedding Registry', itemIds: [11] };
const withGifts = (options: AnswerOptions = {}) => checkoutAnswer({ registryGifts: [SAM_AND_ALEX], ...options });

/** The section's slot as the server renders it (data-ssr, the served answer in data-props), mounted as the page's loader does. */
function page(answer: CheckoutAnswer = withGifts(), answers: Record<string, Answer | Answer[]> = {}) {
  return serverRenderedSection(checkoutGifterWidget, answer, answers);
}

const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Your name \(the gifter\)/ });
const sent = (server: ReturnType<typeof checkoutServer>) => sentTo(server, SAVE);

beforeEach(cleanCheckoutStores);
afterEach(() => {
  cleanStores($checkout, $basket);
  vi.unstubAllGlobals();
});

describe('checkout-gifter', () => {
  it('on the fixture page (the served answer in the shipping slot’s props): replaces its readable summary at once, asking for nothing', async () => {
    const answer = withGifts({ gifterName: 'Robin' });
    const { server } = await plainSlotSection(checkoutGifterWidget, checkoutGifterSlot, answer);
    expect(screen.getByText("You're buying from Sam & Alex’s Wedding Registry")).toBeTruthy();
    expect(screen.queryByText('From Robin')).toBeNull();
    expect(server.paths()).not.toContain(OPTIONS);
  });

  it('hydrates the server render in place: whose registry, as text, and the gifter’s name from the options', async () => {
    const errors = vi.spyOn(console, 'error');
    const { slot } = await page(withGifts({ gifterName: 'Robin' }));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Registry gift' })).toBeTruthy();
    expect(screen.getByText("You're buying from Sam & Alex’s Wedding Registry")).toBeTruthy();
    expect(slot.querySelector('section b, section script')).toBeNull();
    expect(name().value).toBe('Robin');
    expect(screen.getByRole('status').textContent).toBe('Gifter name saved.');
  });

  it('no registry gifts: nothing at all (the slot holds only its props)', async () => {
    const { slot } = await page(checkoutAnswer());
    expect(Array.from(slot.children, (child) => child.tagName)).toEqual(['SCRIPT']);
  });

  it('a bare slot shows nothing while the checkout loads, then the section when it has registry gifts', async () => {
    let answer: (response: Response) => void = () => {};
    checkoutServer({ [OPTIONS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    document.body.innerHTML = '<div data-widget="checkout-gifter"></div>';
    const slot = document.querySelector<HTMLElement>('[data-widget="checkout-gifter"]')!;
    expect(await mountSlot(checkoutGifterWidget, slot)).toBe('mounted');
    expect(slot.innerHTML).toBe('');
    answer(await json(withGifts())());
    expect(await screen.findByRole('region', { name: 'Registry gift' })).toBeTruthy();
  });

  it('saves the trimmed name, then says so', async () => {
    const { server, user } = await page(undefined, { [SAVE]: json(withGifts({ gifterName: 'Robin' })) });
    await user.type(name(), ' Robin {Enter}');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gifter name saved.'));
    expect(sent(server)).toEqual([{ gifter_name: 'Robin' }]);
  });

  it('the name is required: "Please enter a gifter name." beside the field and in the summary, which takes focus; nothing sent', async () => {
    const { server, user } = await page();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'Please check the following:' });
    // The summary takes focus in an effect, after the commit that findByRole saw.
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Please enter a gifter name.' }).getAttribute('href')).toBe(
      `#${name().id}`,
    );
    const describedBy = name().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter a gifter name.');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(sent(server)).toEqual([]);
  });

  it('no answer: the step’s message, and what was typed stays', async () => {
    const { user } = await page(undefined, { [SAVE]: networkFailure });
    await user.type(name(), 'Robin{Enter}');
    expect(await screen.findByText('We could not save the gifter name. Please try again.')).toHaveProperty(
      'role',
      'alert',
    );
    expect(name().value).toBe('Robin');
  });

  it('Save is busy and inert while the name is out', async () => {
    let answer: (response: Response) => void = () => {};
    const { server, user } = await page(undefined, {
      [SAVE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(name(), 'Robin{Enter}');
    const save = screen.getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    await user.click(save);
    answer(await json(withGifts({ gifterName: 'Robin' }))());
    await vi.waitFor(() => expect(save.getAttribute('aria-busy')).toBeNull());
    expect(sent(server)).toHaveLength(1);
  });
});

describe('registriesText', () => {
  it.each([
    [['Sam & Alex’s Wedding Registry'], "You're buying from Sam & Alex’s Wedding Registry"],
    [['A Registry', 'B Registry'], "You're buying from A Registry and B Registry"],
    [['A Registry', 'A Registry'], "You're buying from A Registry"],
    [[''], "You're buying from a gift registry"],
  ])('%j: %s', (names, text) => {
    expect(registriesText(names)).toBe(text);
  });
});
