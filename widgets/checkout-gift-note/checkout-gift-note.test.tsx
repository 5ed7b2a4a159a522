import { screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutGiftNoteSlot } from '../../fixtures/pages/checkout-slots';
import {
  cleanCheckoutStores,
  plainSlotSection,
  sentTo,
  serverRenderedSection,
} from '../../fixtures/testing/checkout-section-page';
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
import checkoutGiftNoteWidget from './definition';

type CheckoutAnswer = ReturnType<typeof checkoutAnswer>;
const SAVE = step('ajax_save_gift_note');

function withNote(note: { message: string; gifterName: string } | null): CheckoutAnswer {
  const answer = checkoutAnswer();
  (answer.checkoutOptions as Record<string, unknown>).giftNote = note;
  return answer;
}

/** The section's slot as the server renders it (data-ssr, the served answer in data-props), mounted as the page's loader does. */
function page(answer: CheckoutAnswer = withNote(null), answers: Record<string, Answer | Answer[]> = {}) {
  return serverRenderedSection(checkoutGiftNoteWidget, answer, answers);
}

const message = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Gift message' });
const from = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'From' });
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
const sent = (server: ReturnType<typeof checkoutServer>) => sentTo(server, SAVE);

beforeEach(cleanCheckoutStores);
afterEach(() => {
  cleanStores($checkout, $basket);
  vi.unstubAllGlobals();
});

describe('checkout-gift-note', () => {
  it('on the fixture page (the served answer in the shipping slot’s props): replaces its readable summary at once, asking for nothing', async () => {
    const answer = withNote({ message: 'Happy birthday!', gifterName: 'Ann' });
    const { server } = await plainSlotSection(checkoutGiftNoteWidget, checkoutGiftNoteSlot, answer);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Gift message' }).value).toBe('Happy birthday!');
    expect(screen.queryByText('“Happy birthday!” from Ann')).toBeNull();
    expect(server.paths()).not.toContain(OPTIONS);
  });

  it('hydrates the server render in place, with the saved note in its fields and a Remove note button', async () => {
    const errors = vi.spyOn(console, 'error');
    await page(withNote({ message: 'Happy birthday!', gifterName: 'Ann' }));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Gift note' })).toBeTruthy();
    expect(message().value).toBe('Happy birthday!');
    expect(from().value).toBe('Ann');
    expect(screen.getByRole('button', { name: 'Remove note' })).toBeTruthy();
  });

  it('no saved note: empty fields and no Remove note', async () => {
    await page();
    expect(message().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove note' })).toBeNull();
  });

  it('the message counts down from 250, tied to it; a paste past it is kept whole, counted as too many, and Save says the limit without sending', async () => {
    const { server, user } = await page();
    expect(described(message())).toEqual(['250 characters left']);
    await user.type(message(), 'Enjoy!');
    expect(described(message())).toEqual(['244 characters left']);
    await user.clear(message());
    await user.click(message());
    await user.paste('x'.repeat(253));
    expect(message().value).toHaveLength(253);
    expect(described(message())).toEqual(['3 characters too many']);
    await user.type(from(), 'Ann{Enter}');
    await vi.waitFor(() =>
      expect(described(message())).toEqual([
        "Gift notes can't be longer than 250 characters.",
        '3 characters too many',
      ]),
    );
    expect(sent(server)).toEqual([]);
    expect(message().value).toHaveLength(253);
  });

  it('saves the message and the name, then says so', async () => {
    const saved = withNote({ message: 'Enjoy!', gifterName: 'Ann' });
    const { server, user } = await page(undefined, { [SAVE]: json(saved) });
    await user.type(message(), ' Enjoy! ');
    await user.type(from(), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The status is always there, empty until a save: wait for its text.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gift note saved.'));
    expect(sent(server)).toEqual([{ gift_note: 'Enjoy!', gifter_name: 'Ann' }]);
    expect(screen.getByRole('button', { name: 'Remove note' })).toBeTruthy();
    // Changed after saving: no longer what is saved.
    await user.type(message(), '!');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a note without a name: "Please enter a gifter name." beside From and in the summary, which takes focus; nothing sent', async () => {
    const { server, user } = await page();
    await user.type(message(), 'Enjoy!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'Please check the following:' });
    // The summary takes focus in an effect, after the commit that findByRole saw.
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Please enter a gifter name.' }).getAttribute('href')).toBe(
      `#${from().id}`,
    );
    expect(described(from())).toEqual(['Please enter a gifter name.']);
    expect(from().getAttribute('aria-invalid')).toBe('true');
    expect(sent(server)).toEqual([]);
    expect(message().value).toBe('Enjoy!');
  });

  it('the server’s field messages go beside their fields', async () => {
    const { user } = await page(undefined, {
      [SAVE]: fieldErrors([
        { key: 'gift_note_too_long', field: 'gift_note', message: 'Gift notes can’t be longer than 250 characters.' },
      ]),
    });
    await user.type(message(), 'Enjoy!');
    await user.type(from(), 'Ann{Enter}');
    await vi.waitFor(() =>
      expect(described(message())).toEqual(['Gift notes can’t be longer than 250 characters.', '244 characters left']),
    );
    expect(message().getAttribute('aria-invalid')).toBe('true');
  });

  it('no answer: the step’s message, and what was typed stays', async () => {
    const { user } = await page(undefined, { [SAVE]: networkFailure });
    await user.type(message(), 'Enjoy!');
    await user.type(from(), 'Ann{Enter}');
    expect(await screen.findByText('We could not save your gift note. Please try again.')).toHaveProperty(
      'role',
      'alert',
    );
    expect([message().value, from().value]).toEqual(['Enjoy!', 'Ann']);
  });

  it('Remove note saves an empty message, empties the field and says so; focus goes to the message', async () => {
    const { server, user } = await page(withNote({ message: 'Enjoy!', gifterName: 'Ann' }), {
      [SAVE]: json(withNote(null)),
    });
    await user.click(screen.getByRole('button', { name: 'Remove note' }));
    expect(await screen.findByText('Gift note removed.')).toBeTruthy();
    expect(sent(server)).toEqual([{ gift_note: '', gifter_name: 'Ann' }]);
    // Emptied after the save settles, a render after the store's message.
    await vi.waitFor(() => expect(message().value).toBe(''));
    expect(document.activeElement).toBe(message());
    expect(screen.queryByRole('button', { name: 'Remove note' })).toBeNull();
  });

  it('Save is busy and inert while the note is out', async () => {
    let answer: (response: Response) => void = () => {};
    const { server, user } = await page(undefined, {
      [SAVE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(from(), 'Ann{Enter}');
    const save = screen.getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    await user.click(save);
    answer(await json(withNote(null))());
    await vi.waitFor(() => expect(save.getAttribute('aria-busy')).toBeNull());
    expect(sent(server)).toHaveLength(1);
  });
});
