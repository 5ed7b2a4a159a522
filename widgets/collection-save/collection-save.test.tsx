import { act, screen } from '@testing-library/react';
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

// The collection page's save button, mounted into the fixture page's slot (or a CMS editor's bare one) on a
// collection page whose user the fixture server would send: Victor, or a visitor.
const TOGGLE = 'POST /collections/5102/ajax_toggle_save';
type Answers = Parameters<typeof userServer>[0];

async function page(slots: string[], signedIn: boolean, answers: Answers = {}) {
  pageConfig({ pageType: 'collection' });
  if (signedIn) setCookies('f52_logged_in', 'f52_session_email');
  const api = userServer({ 'GET /users/ajax_current': json(signedIn ? groups(victorBase()) : {}), ...answers });
  document.body.innerHTML = `<div data-widget="flash-bar"></div><div data-widget="auth" data-widget-state="waiting"></div><main><h1>Small Kitchen, Big Flavor</h1>${slots.join('')}</main>`;
  const { mountSlot } = await import('../../mount/mount-slot');
  const { default: collectionSaveWidget } = await import('./definition');
  const user = await import('../../stores/user/user');
  const auth = await import('../../stores/auth/auth-actions');
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget="collection-save"]'))
    await mountSlot(collectionSaveWidget, element);
  await act(() => user.checkLoginStatus());
  return { api, user, auth };
}

async function fixtureSlot(saved = false, saveCount = 57) {
  const { collectionSaveSlot } = await import('../../fixtures/pages/slots');
  return String(await collectionSaveSlot({ id: 5102, name: 'Small Kitchen, Big Flavor', saved, saveCount }));
}

const saveButton = () => screen.getByRole('button', { name: 'Save Small Kitchen, Big Flavor' });
const toggles = (api: ReturnType<typeof userServer>) =>
  api.calls.filter((call) => call.path.endsWith('/ajax_toggle_save')).map((call) => call.body);

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
});

describe('collection-save', () => {
  it("a member saves someone's collection: the button is pressed, the count goes up, and ajax_toggle_save is told", async () => {
    const { api } = await page([await fixtureSlot()], true, {
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    expect(saveButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Saved 57 times')).toBeTruthy();
    await userEvent.click(saveButton());
    expect(saveButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Saved 58 times')).toBeTruthy();
    expect(toggles(api)).toEqual([{ collectionId: 5102, newSaveStatus: true }]);
  });

  it('a saved one unsaves: not pressed, one fewer', async () => {
    const { api } = await page([await fixtureSlot(true, 58)], true, {
      [TOGGLE]: json({ success: true, saved: false, saveCount: 57 }),
    });
    expect(saveButton().getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(saveButton());
    expect(saveButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Saved 57 times')).toBeTruthy();
    expect(toggles(api)).toEqual([{ collectionId: 5102, newSaveStatus: false }]);
  });

  it.each([
    ['a 500', () => new Response('{}', { status: 500 })],
    ['success false', () => json({ success: false })()],
  ])("%s: the button and count go back and the flash bar says the spec's words", async (_case, answer) => {
    await page([await fixtureSlot()], true, { [TOGGLE]: answer });
    const { $flash } = await import('../../stores/flash');
    await userEvent.click(saveButton());
    await vi.waitFor(() =>
      expect($flash.get().notification?.message).toBe('An unexpected error occured while saving this collection.'),
    );
    expect(saveButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Saved 57 times')).toBeTruthy();
  });

  it('a visitor is asked to log in (reason save), and the save goes through once they have', async () => {
    const { api, user, auth } = await page([await fixtureSlot()], false, {
      'POST /users/ajax_login': json({ success: true, customization: groups(victorBase()) }),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    await userEvent.click(saveButton());
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
    expect(toggles(api)).toEqual([]);
    await act(() => auth.login({ email: 'victor@example.com', password: 'pie-crust-42' }));
    await vi.waitFor(() => expect(saveButton().getAttribute('aria-pressed')).toBe('true'));
    expect(toggles(api)).toEqual([{ collectionId: 5102, newSaveStatus: true }]);
    expect(screen.getByText('Saved 58 times')).toBeTruthy();
  });

  it('a bare slot with an id works, with no count until one is known', async () => {
    await page(
      ['<div data-widget="collection-save" data-collection-id="5102" data-name="Small Kitchen, Big Flavor"></div>'],
      true,
      { [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }) },
    );
    expect(screen.queryByText(/^Saved \d+/)).toBeNull();
    await userEvent.click(saveButton());
    expect(saveButton().getAttribute('aria-pressed')).toBe('true');
  });

  it('a bare slot without an id draws nothing and says why in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await page(['<div data-widget="collection-save"></div>'], true);
    expect(screen.queryByRole('button')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[widgets\] collection-save \(props\): .*collection id/),
      expect.any(Error),
    );
  });

  it('two buttons for one collection (a page and a tile) stay in step', async () => {
    await page([await fixtureSlot(), await fixtureSlot()], true, {
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Save Small Kitchen, Big Flavor' });
    await userEvent.click(first!);
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('Saved 58 times')).toHaveLength(2);
  });
});
