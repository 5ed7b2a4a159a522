import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  pageConfig,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

// Save buttons mounted into slots as a CMS editor pastes them (bare, with data-*), on a recipe page whose
// config and user the fixture server would send. Victor has Favorites (holding recipe 3001), two more recent
// collections and an old one; the server's week-ago mark is 2025-11-07.
const VICTOR = victorBase({
  collections: {
    userCollections: [
      { id: 5001, name: 'Favorites', description: '', lastUsed: '2025-11-14T15:00:00Z' },
      { id: 5002, name: 'Weeknight Dinners', description: '', lastUsed: '2025-11-13T17:00:00Z' },
      { id: 5003, name: 'Holiday Baking', description: '', lastUsed: '2025-11-12T17:00:00Z' },
      { id: 5008, name: 'Summer Grilling', description: '', lastUsed: '2025-08-16T17:00:00Z' },
    ],
    userCollectionAssociations: [{ collectionId: 5001, collectableType: 'recipe', collectableId: 3001 }],
    serverOneWeekAgo: '2025-11-07T17:00:00Z',
    url: '/users/203-victor',
  },
});

type Answers = Parameters<typeof userServer>[0];

const slot = (attributes: string) => `<div data-widget="save-to-collection" ${attributes}></div>`;

/** A recipe page with these slots, the user the server knows (null: a visitor), every slot mounted. */
async function page(
  slots: string[],
  base: Record<string, unknown> | null,
  answers: Answers = {},
  config: Record<string, unknown> = {},
) {
  pageConfig({ pageType: 'recipe', collectionTitleMaxLength: 50, collectionDescriptionMaxLength: 250, ...config });
  if (base) setCookies('f52_logged_in', 'f52_session_email');
  const api = userServer({ 'GET /users/ajax_current': json(base ? groups(base) : {}), ...answers });
  document.body.innerHTML = `<div data-widget="flash-bar"></div><div data-widget="auth"></div><main>${slots.join('')}</main>`;
  const { mountSlot } = await import('../../mount/mount-slot');
  const { default: definition } = await import('./definition');
  const user = await import('../../stores/user/user');
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget="save-to-collection"]'))
    await mountSlot(definition, element);
  await act(() => user.checkLoginStatus());
  return { api, user };
}

const saveButtons = (name: RegExp | string = /^Save/) => screen.getAllByRole('button', { name });
const dialog = () => screen.findByRole('dialog', { name: 'Your Collections' });
const collectionCalls = (api: ReturnType<typeof userServer>) =>
  api.calls.filter((call) => call.path.startsWith('/collections/')).map((call) => [call.path, call.body]);

async function openModal(button: HTMLElement) {
  await userEvent.click(button);
  await vi.dynamicImportSettled();
  return dialog();
}

beforeEach(() => {
  vi.resetModules();
  clearCookies();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.getElementById('site-config')?.remove();
  clearCookies();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('save-to-collection', () => {
  describe("given the fixture pages' slots (the server's fallback link inside)", () => {
    it("the button takes the link's place, with the same words; the icon variant says them to screen readers only", async () => {
      const { saveToCollectionSlot } = await import('../../fixtures/pages/slots');
      const slots = [
        String(
          await saveToCollectionSlot({
            type: 'recipe',
            id: 3001,
            name: 'Genius Roast Chicken',
            returnTo: '/recipes/genius-roast-chicken',
          }),
        ),
        String(
          await saveToCollectionSlot({
            type: 'product_sku',
            id: 100101,
            name: 'Dutch Oven',
            returnTo: '/shop',
            variant: 'icon',
          }),
        ),
      ];
      await page(slots, null);
      expect(screen.queryAllByRole('link')).toEqual([]);
      expect(screen.getByRole('button', { name: 'Save Genius Roast Chicken' }).textContent).toBe(
        'Save Genius Roast Chicken',
      );
      const icon = screen.getByRole('button', { name: 'Save Dutch Oven' });
      expect(icon.className).toContain('save-button--icon');
      expect(icon.querySelector('.save-button__text')).toBeNull();
    });
  });

  describe('given bare slots pasted by a CMS editor', () => {
    it('each renders a button that opens a dialog, named by the item when the slot names it', async () => {
      await page(
        [
          slot('data-collectable-type="recipe" data-collectable-id="3002" data-name="Lemony Pasta"'),
          slot('data-collectable-id="3003"'),
        ],
        VICTOR,
      );
      const named = screen.getByRole('button', { name: 'Save Lemony Pasta' });
      expect(named.getAttribute('aria-haspopup')).toBe('dialog');
      expect(named.getAttribute('aria-expanded')).toBe('false');
      // No type: the recipe page's.
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    });

    it('30 buttons on a recipe page ask the server nothing but the user (which carries the associations)', async () => {
      const slots = Array.from({ length: 30 }, (_, index) =>
        slot(`data-collectable-type="recipe" data-collectable-id="${3001 + index}"`),
      );
      const { api } = await page(slots, VICTOR);
      expect(saveButtons(/^Save/)).toHaveLength(30);
      expect(api.calls.filter((call) => call.path === '/users/ajax_current')).toHaveLength(1);
      expect(api.calls.filter((call) => !call.path.startsWith('/users/'))).toEqual([]);
    });
  });

  describe('given a member', () => {
    it('shows Saved on every button of an item in any of their collections, Save on the others', async () => {
      await page(
        [
          slot('data-collectable-type="recipe" data-collectable-id="3001"'),
          slot('data-collectable-type="recipe" data-collectable-id="3001"'),
          slot('data-collectable-type="recipe" data-collectable-id="3002"'),
        ],
        VICTOR,
      );
      expect(saveButtons('Saved')).toHaveLength(2);
      expect(saveButtons('Save')).toHaveLength(1);
    });

    it("opens 'Your Collections' with Recent and Other Collections; saving into one updates every button of the item and closes it", async () => {
      const { api } = await page(
        [
          slot('data-collectable-type="recipe" data-collectable-id="3002"'),
          slot('data-collectable-type="recipe" data-collectable-id="3002"'),
        ],
        VICTOR,
        { 'POST /collections/5002/ajax_widget_add_collectable': json({ success: true }) },
      );
      const [first] = saveButtons('Save');
      const modal = await openModal(first!);
      expect(first!.getAttribute('aria-expanded')).toBe('true');
      const recent = within(modal).getByRole('region', { name: 'Recent Collections' });
      expect(
        within(recent)
          .getAllByRole('button')
          .map((row) => row.textContent),
      ).toEqual(['Favorites+', 'Weeknight Dinners+', 'Holiday Baking+']);
      const other = within(modal).getByRole('region', { name: 'Other Collections' });
      expect(
        within(other)
          .getAllByRole('button')
          .map((row) => row.textContent),
      ).toEqual(['Summer Grilling+']);
      await userEvent.click(within(modal).getByRole('button', { name: 'Weeknight Dinners', pressed: false }));
      expect(saveButtons('Saved')).toHaveLength(2);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(first);
      expect(collectionCalls(api)).toEqual([
        ['/collections/5002/ajax_widget_add_collectable', { collectable_type: 'recipe', collectable_id: 3002 }],
      ]);
    });

    it('the second click of a double click, arriving after the answer, is not a second press', async () => {
      const { api } = await page([slot('data-collectable-type="recipe" data-collectable-id="3002"')], VICTOR, {
        'POST /collections/5002/ajax_widget_add_collectable': json({ success: true }),
      });
      const modal = await openModal(screen.getByRole('button', { name: 'Save' }));
      // The modal closes AUTO_CLOSE_MS after the save; a double click's second click comes within that, so the
      // close waits on a fake clock that never runs (on the wall clock a slow machine closed it first).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const row = within(modal).getByRole('button', { name: 'Weeknight Dinners', pressed: false });
      const { $collectionRequests } = await import('../../stores/collections/collection-actions');
      // A press as the browser makes it: the modal swallows clicks of a double click until a new press begins.
      fireEvent.mouseDown(row, { detail: 1 });
      fireEvent.click(row, { detail: 1 });
      // Testing Library's waitFor yields on setTimeout, which is fake here: the answer comes on zero-time ticks.
      for (let tick = 0; tick < 50 && $collectionRequests.get().size; tick++)
        await act(() => vi.advanceTimersByTimeAsync(0));
      expect($collectionRequests.get().size).toBe(0);
      expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
      // Saved into, Weeknight Dinners is now the first recent row: Favorites took its place under the pointer.
      const recent = within(modal).getByRole('region', { name: 'Recent Collections' });
      expect(
        within(recent)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Weeknight Dinners✓', 'Favorites+', 'Holiday Baking+']);
      fireEvent.mouseDown(within(recent).getAllByRole('button')[1]!, { detail: 2 });
      fireEvent.click(within(recent).getAllByRole('button')[1]!, { detail: 2 });
      fireEvent.mouseDown(row, { detail: 2 });
      fireEvent.click(row, { detail: 2 });
      await vi.dynamicImportSettled();
      expect(collectionCalls(api)).toEqual([
        ['/collections/5002/ajax_widget_add_collectable', { collectable_type: 'recipe', collectable_id: 3002 }],
      ]);
      expect(saveButtons('Saved')).toHaveLength(1);
    });

    it('the rest of a double click whose first click closed the modal does nothing on the page behind', async () => {
      await page(
        [slot('data-collectable-id="3002" data-name="First"'), slot('data-collectable-id="3003" data-name="Second"')],
        VICTOR,
        {
          'POST /collections/5002/ajax_widget_add_collectable': json({ success: true }),
        },
      );
      const modal = await openModal(screen.getByRole('button', { name: 'Save First' }));
      fireEvent.click(within(modal).getByRole('button', { name: 'Weeknight Dinners', pressed: false }), { detail: 1 });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const second = screen.getByRole('button', { name: 'Save Second' });
      fireEvent.click(second, { detail: 2 });
      await vi.dynamicImportSettled();
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(second, { detail: 1 });
      expect(await dialog()).toBeTruthy();
    });

    it('a saved row removes the item; a failed remove puts it back with the spec’s message in the flash bar', async () => {
      const { api } = await page([slot('data-collectable-type="recipe" data-collectable-id="3001"')], VICTOR, {
        'POST /collections/5001/ajax_widget_remove_collectable': json({ error: 'no' }, 500),
      });
      const modal = await openModal(screen.getByRole('button', { name: 'Saved' }));
      await userEvent.click(within(modal).getByRole('button', { name: 'Favorites', pressed: true }));
      await waitFor(() => expect(collectionCalls(api)).toHaveLength(1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy());
      const { $flash } = await import('../../stores/flash');
      expect($flash.get().notification?.message).toBe('Unexpected error removing collectable from collection.');
    });

    it("Escape (the browser's cancel, as happy-dom has no key handling for it) closes it and focus goes back to the button", async () => {
      await page([slot('data-collectable-type="recipe" data-collectable-id="3002"')], VICTOR);
      const button = screen.getByRole('button', { name: 'Save' });
      const modal = await openModal(button);
      act(() => void modal.dispatchEvent(new Event('cancel', { cancelable: true })));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(button);
    });

    describe('creating a collection', () => {
      async function form(answers: Answers = {}, config: Record<string, unknown> = {}) {
        const loaded = await page(
          [slot('data-collectable-type="post" data-collectable-id="6001"')],
          VICTOR,
          answers,
          config,
        );
        const modal = await openModal(screen.getByRole('button', { name: 'Save' }));
        await userEvent.click(within(modal).getByRole('button', { name: 'Create a New Collection' }));
        const title = within(modal).getByRole('textbox', { name: 'Collection Name' });
        expect(document.activeElement).toBe(title);
        return {
          ...loaded,
          modal,
          title,
          description: within(modal).getByRole('textbox', { name: 'Description (optional)' }),
          create: within(modal).getByRole('button', { name: 'Create and Save' }),
        };
      }

      it.each([
        ['one character over the maximum', 'a'.repeat(51), '', "Collection titles can't be longer than 50 characters."],
        [
          'differing only in case from one of theirs',
          'weeknight dinners',
          '',
          'Collection weeknight dinners already exists',
        ],
        [
          'a description over its maximum',
          'Soups',
          'd'.repeat(251),
          "Collection description can't be longer than 250 characters.",
        ],
      ])('%s: the exact message on the field, nothing sent', async (_case, titleText, descriptionText, message) => {
        const { api, title, description, create } = await form();
        await userEvent.type(title, titleText);
        if (descriptionText) (await userEvent.click(description), await userEvent.paste(descriptionText));
        await userEvent.click(create);
        const field = descriptionText ? description : title;
        // The create awaits the store before the messages and focus land.
        await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
        expect(
          field
            .getAttribute('aria-describedby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent),
        ).toContain(message);
        expect(document.activeElement).toBe(field);
        expect(collectionCalls(api)).toEqual([]);
      });

      it('the configured maximum is the one said and counted', async () => {
        const { title, create } = await form({}, { collectionTitleMaxLength: 10 });
        await userEvent.type(title, 'Eleven char');
        expect(
          title
            .getAttribute('aria-describedby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent),
        ).toContain('1 character too many');
        await userEvent.click(create);
        expect(await screen.findByText("Collection titles can't be longer than 10 characters.")).toBeTruthy();
      });

      it('only spaces: ignored, nothing sent, focus stays in the name', async () => {
        const { api, title, create } = await form();
        await userEvent.type(title, '    ');
        await userEvent.click(create);
        await vi.waitFor(() => expect(document.activeElement).toBe(title));
        expect(title.getAttribute('aria-invalid')).toBeNull();
        expect(collectionCalls(api)).toEqual([]);
      });

      it('creates, then saves into it: "Successfully created" and the name, shown as text', async () => {
        const name = '<img src=x onerror="alert(1)"> Soups';
        const { api, title, create } = await form({
          'POST /collections/ajax_add_collection': json({ collectionId: 9001 }),
          'POST /collections/9001/ajax_widget_add_collectable': json({ success: true }),
        });
        await userEvent.type(title, `  ${name}  `);
        await userEvent.click(create);
        await waitFor(() => expect(collectionCalls(api)).toHaveLength(2));
        expect(collectionCalls(api)).toEqual([
          ['/collections/ajax_add_collection', { title: name, description: '' }],
          ['/collections/9001/ajax_widget_add_collectable', { collectable_type: 'post', collectable_id: 6001 }],
        ]);
        await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy());
        const { $flash } = await import('../../stores/flash');
        expect($flash.get().notification).toEqual({
          message: `Successfully created ${name}`,
          isError: false,
          isSuccess: true,
        });
        expect(document.querySelector('img')).toBeNull();
      });

      it('a 500 on create: nothing saved, the message flashed, what was typed kept', async () => {
        const { api, title, create } = await form({ 'POST /collections/ajax_add_collection': json({}, 500) });
        await userEvent.type(title, 'Soups');
        await userEvent.click(create);
        await waitFor(async () =>
          expect((await import('../../stores/flash')).$flash.get().notification?.message).toBe(
            'Unexpected error creating collection.',
          ),
        );
        expect(collectionCalls(api)).toHaveLength(1);
        expect((title as HTMLInputElement).value).toBe('Soups');
        expect(screen.getByRole('dialog', { name: 'Your Collections' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
      });
    });
  });

  describe('given slots the CMS removes', () => {
    it('a removed button is gone; the others still open the modal', async () => {
      await page(
        [slot('data-collectable-id="3002" data-name="First"'), slot('data-collectable-id="3003" data-name="Second"')],
        VICTOR,
      );
      const first = screen.getByRole('button', { name: 'Save First' }).closest('[data-widget]')!;
      await act(async () => first.remove());
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Save First' })).toBeNull());
      await openModal(screen.getByRole('button', { name: 'Save Second' }));
      expect(screen.getByRole('dialog', { name: 'Your Collections' })).toBeTruthy();
    });

    it('removing the button whose modal is open closes the modal; another button opens it again', async () => {
      await page(
        [slot('data-collectable-id="3002" data-name="First"'), slot('data-collectable-id="3003" data-name="Second"')],
        VICTOR,
      );
      await openModal(screen.getByRole('button', { name: 'Save First' }));
      const { $saveModal } = await import('../../stores/collections/save-modal');
      const first = document.querySelector('[data-widget="save-to-collection"]')!;
      await act(async () => first.remove());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect($saveModal.get()).toBeNull();
      await openModal(screen.getByRole('button', { name: 'Save Second' }));
      expect(screen.getAllByRole('dialog', { name: 'Your Collections' })).toHaveLength(1);
    });

    it('one modal however many buttons opened it in turn', async () => {
      await page(
        [slot('data-collectable-id="3002" data-name="First"'), slot('data-collectable-id="3003" data-name="Second"')],
        VICTOR,
      );
      const first = screen.getByRole('button', { name: 'Save First' });
      const modal = await openModal(first);
      act(() => void modal.dispatchEvent(new Event('cancel', { cancelable: true })));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const second = screen.getByRole('button', { name: 'Save Second' });
      await openModal(second);
      expect(document.querySelectorAll('dialog')).toHaveLength(1);
      expect(second.getAttribute('aria-expanded')).toBe('true');
      expect(first.getAttribute('aria-expanded')).toBe('false');
    });
  });

  describe("given the modal's code does not arrive", () => {
    it('reports it, opens nothing and says so in the flash bar', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.doMock('./save-modal', () => {
        throw new Error('chunk failed');
      });
      await page([slot('data-collectable-id="3002"')], VICTOR);
      const button = screen.getByRole('button', { name: 'Save' });
      await userEvent.click(button);
      await vi.dynamicImportSettled();
      const { $flash } = await import('../../stores/flash');
      await waitFor(() =>
        expect($flash.get().notification?.message).toBe('Your collections could not be opened. Please try again.'),
      );
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[widgets\] save-to-collection \(load\)/),
        expect.anything(),
      );
      expect(button.getAttribute('aria-expanded')).toBe('false');
      vi.doUnmock('./save-modal');
    });
  });

  describe('given a visitor', () => {
    it('asks them to log in with reason save, and opens no modal', async () => {
      const { user } = await page([slot('data-collectable-type="recipe" data-collectable-id="3002"')], null);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('given a slot without a collectable id', () => {
    it.each([
      ['no id', 'data-collectable-type="recipe"'],
      ['an unknown type', 'data-collectable-type="video" data-collectable-id="3001"'],
    ])(
      '%s: renders the button, but a press reports the error naming the widget and opens nothing',
      async (_case, attributes) => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { api, user } = await page([slot(attributes)], VICTOR);
        const button = screen.getByRole('button', { name: 'Save' });
        expect(button.hasAttribute('aria-expanded')).toBe(false);
        expect(button.hasAttribute('aria-haspopup')).toBe(false);
        await userEvent.click(button);
        await vi.dynamicImportSettled();
        expect(error).toHaveBeenCalledWith(
          expect.stringMatching(/^\[widgets\] save-to-collection \(props\): .*collectable id/),
          expect.any(Error),
        );
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(user.$user.get().showAuth).toBe(false);
        expect(collectionCalls(api)).toEqual([]);
      },
    );
  });
});
