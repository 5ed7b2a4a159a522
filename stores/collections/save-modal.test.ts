import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

let user: typeof import('../user/user');
let auth: typeof import('../auth/auth-actions');
let modal: typeof import('./save-modal');
let navigation: typeof import('../navigation/navigation');

const RECIPE_7 = { type: 'recipe', id: 7 } as const;
const FAVORITES_ONLY = victorBase({
  collections: {
    userCollections: [{ id: 5001, name: 'Favorites', description: '', lastUsed: '2025-11-13T17:00:00Z' }],
    userCollectionAssociations: [],
    serverOneWeekAgo: '2025-11-07T17:00:00Z',
    url: '/users/203-victor',
  },
});

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  user = await import('../user/user');
  auth = await import('../auth/auth-actions');
  navigation = await import('../navigation/navigation');
  modal = await import('./save-modal');
  document.body.innerHTML = '<div data-widget="auth"></div>';
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  clearCookies();
  vi.unstubAllGlobals();
});

async function asMember(answers: Parameters<typeof userServer>[0] = {}) {
  const api = userServer({ 'GET /users/ajax_current': json(groups(FAVORITES_ONLY)), ...answers });
  setCookies('f52_logged_in', 'f52_session_email');
  return api;
}

describe('pressing a save button', () => {
  it('a member: waits for the login status, then the modal opens for the item', async () => {
    await asMember();
    modal.$saveModal.listen(() => {});
    await modal.pressSaveButton(RECIPE_7);
    expect(modal.$saveModal.get()).toEqual(RECIPE_7);
    expect(user.$user.get().showAuth).toBe(false);
  });

  it('a member pressing before the status is known: the modal opens once it is, not after the session cookie calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Logged in, but without the session-email cookie: the status check goes on to ask for the cookie settings.
    const api = userServer({
      'GET /users/ajax_current': json(groups(FAVORITES_ONLY)),
      'GET /users/cookie_settings': async () => (await gate, new Response('{}', { status: 200 })),
    });
    setCookies('f52_logged_in');
    modal.$saveModal.listen(() => {});
    await modal.pressSaveButton(RECIPE_7);
    expect(modal.$saveModal.get()).toEqual(RECIPE_7);
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/users/cookie_settings'));
    release();
  });

  it('a visitor: the login prompt with reason save; once logged in the item goes to Favorites, no second click', async () => {
    const api = userServer({
      'POST /users/ajax_login': json({ success: true, customization: groups(FAVORITES_ONLY) }),
      'POST /collections/5001/ajax_widget_add_collectable': json({ success: true }),
    });
    await modal.pressSaveButton(RECIPE_7);
    expect(modal.$saveModal.get()).toBeNull();
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
    await auth.login({ email: 'victor.vip@example.com', password: 'secret' });
    await vi.waitFor(() =>
      expect(user.$user.get().collections.userCollectionAssociations).toEqual([
        { collectionId: 5001, collectableType: 'recipe', collectableId: 7 },
      ]),
    );
    expect(api.calls.filter((call) => call.path.startsWith('/collections/'))).toHaveLength(1);
  });

  it('a visitor pressing two buttons of one item in quick succession: one save after login', async () => {
    const api = userServer({
      'POST /users/ajax_login': json({ success: true, customization: groups(FAVORITES_ONLY) }),
      'POST /collections/5001/ajax_widget_add_collectable': json({ success: true }),
    });
    await Promise.all([modal.pressSaveButton(RECIPE_7), modal.pressSaveButton(RECIPE_7)]);
    await auth.login({ email: 'victor.vip@example.com', password: 'secret' });
    await vi.waitFor(() => expect(user.$user.get().collections.userCollectionAssociations).toHaveLength(1));
    await vi.dynamicImportSettled();
    expect(api.calls.filter((call) => call.path.startsWith('/collections/'))).toHaveLength(1);
  });
});

describe('the open modal closes by itself', () => {
  async function openFor() {
    await asMember();
    await user.checkLoginStatus();
    modal.$saveModal.listen(() => {});
    vi.useFakeTimers();
    modal.openSaveModal(RECIPE_7);
  }
  const addAssociation = () =>
    user.$user.set({
      ...user.$user.get(),
      collections: {
        ...user.$user.get().collections,
        userCollectionAssociations: [{ collectionId: 5001, collectableType: 'recipe', collectableId: 7 }],
      },
    });

  it('100 ms after the number of associations changes', async () => {
    await openFor();
    addAssociation();
    vi.advanceTimersByTime(99);
    expect(modal.$saveModal.get()).toEqual(RECIPE_7);
    vi.advanceTimersByTime(1);
    expect(modal.$saveModal.get()).toBeNull();
  });

  it('not for a change that keeps the number (a renamed collection)', async () => {
    await openFor();
    const current = user.$user.get();
    user.$user.set({
      ...current,
      collections: {
        ...current.collections,
        userCollections: [{ ...current.collections.userCollections[0]!, name: 'Faves' }],
      },
    });
    vi.advanceTimersByTime(1000);
    expect(modal.$saveModal.get()).toEqual(RECIPE_7);
  });

  it('when the sub-navigation hides', async () => {
    await openFor();
    navigation.setSubnavVisible(true);
    expect(modal.$saveModal.get()).toEqual(RECIPE_7);
    navigation.setSubnavVisible(false);
    expect(modal.$saveModal.get()).toBeNull();
  });

  it('a change while closed does not close a modal opened after it', async () => {
    await openFor();
    modal.closeSaveModal();
    addAssociation();
    modal.openSaveModal(RECIPE_7);
    vi.advanceTimersByTime(500);
    expect(modal.$saveModal.get()).toEqual(RECIPE_7);
  });
});
