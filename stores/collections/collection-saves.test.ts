import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  networkFailure,
  setCookies,
  text,
  userServer,
} from '../../fixtures/testing/user-test-server';

// A fresh user store and saves map for every test; Victor (logged in) saves the public collection 5102, saved
// 57 times, as on the fixture site.
let user: typeof import('../user/user');
let auth: typeof import('../auth/auth-actions');
let saves: typeof import('./collection-saves');
let $flash: typeof import('../flash').$flash;

const TOGGLE = 'POST /collections/5102/ajax_toggle_save';
const ERROR = 'An unexpected error occured while saving this collection.';
const save = () => saves.$collectionSaves.get()[5102];
const flashed = () => $flash.get().notification;

async function logIn(): Promise<void> {
  setCookies('f52_logged_in', 'f52_session_email');
  user.$user.listen(() => {});
  await user.checkLoginStatus();
}

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  ({ $flash } = await import('../flash'));
  user = await import('../user/user');
  auth = await import('../auth/auth-actions');
  saves = await import('./collection-saves');
});
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe('a member toggles a collection', () => {
  it('saving: saved and counted at once, then POSTs collectionId and newSaveStatus, and takes the answer', async () => {
    const api = userServer({
      'GET /users/ajax_current': json(groups()),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    await logIn();
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    const saving = saves.toggleCollectionSave(5102);
    expect(save()).toEqual({ saved: true, saveCount: 58, saving: true });
    expect(await saving).toBe(true);
    expect(save()).toEqual({ saved: true, saveCount: 58, saving: false });
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/collections/5102/ajax_toggle_save',
      body: { collectionId: 5102, newSaveStatus: true },
    });
  });

  it('unsaving: unsaved and one fewer', async () => {
    const api = userServer({
      'GET /users/ajax_current': json(groups()),
      [TOGGLE]: json({ success: true, saved: false, saveCount: 57 }),
    });
    await logIn();
    saves.seedCollectionSave(5102, { saved: true, saveCount: 58 });
    const unsaving = saves.toggleCollectionSave(5102);
    expect(save()).toMatchObject({ saved: false, saveCount: 57 });
    expect(await unsaving).toBe(true);
    expect(api.calls.at(-1)?.body).toEqual({ collectionId: 5102, newSaveStatus: false });
  });

  it.each([
    [
      'the answer’s count, when others saved it meanwhile',
      { success: true, saved: true, saveCount: 61 },
      { saved: true, saveCount: 61 },
    ],
    [
      'the guess, when the answer has only success (all the spec reads)',
      { success: true },
      { saved: true, saveCount: 58 },
    ],
    [
      'the guess, when the answer’s count is junk',
      { success: true, saved: true, saveCount: '61' },
      { saved: true, saveCount: 58 },
    ],
  ])('keeps %s', async (_case, answer, expected) => {
    userServer({ 'GET /users/ajax_current': json(groups()), [TOGGLE]: json(answer) });
    await logIn();
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    await saves.toggleCollectionSave(5102);
    expect(save()).toEqual({ ...expected, saving: false });
  });

  it('a collection the page did not describe starts unsaved, uncounted', async () => {
    userServer({
      'GET /users/ajax_current': json(groups()),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    await logIn();
    const saving = saves.toggleCollectionSave(5102);
    expect(save()).toEqual({ saved: true, saveCount: 1, saving: true });
    await saving;
    expect(save()).toEqual({ saved: true, saveCount: 58, saving: false });
  });

  it('a second click while the first is out sends nothing', async () => {
    const api = userServer({
      'GET /users/ajax_current': json(groups()),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    await logIn();
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    const first = saves.toggleCollectionSave(5102);
    expect(await saves.toggleCollectionSave(5102)).toBe(false);
    await first;
    expect(api.paths().filter((path) => path === TOGGLE)).toHaveLength(1);
    expect(save()).toMatchObject({ saved: true, saveCount: 58 });
  });

  describe('a failure puts the flag and count back and flashes the spec’s error', () => {
    it.each([
      ['success: false', json({ success: false })],
      ['a 404 with the server’s error', json({ success: false, error: ERROR }, 404)],
      ['a 500', text('Internal error', 500)],
      [
        'a 200 HTML page',
        () =>
          new Response('<!doctype html><h1>Please log in</h1>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
      ],
      ['no answer', networkFailure],
    ])('%s', async (_case, answer) => {
      userServer({ 'GET /users/ajax_current': json(groups()), [TOGGLE]: answer });
      await logIn();
      saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
      expect(await saves.toggleCollectionSave(5102)).toBe(false);
      expect(save()).toEqual({ saved: false, saveCount: 57, saving: false });
      expect(flashed()).toEqual({ message: ERROR, isError: true, isSuccess: false });
    });
  });
});

describe('seeding', () => {
  it('keeps what the store already knows', async () => {
    userServer({
      'GET /users/ajax_current': json(groups()),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    await logIn();
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    await saves.toggleCollectionSave(5102);
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    expect(save()).toMatchObject({ saved: true, saveCount: 58 });
  });

  it.each([
    ['a negative count', -3, 0],
    ['a fractional count', 2.5, 0],
    ['a count', 12, 12],
  ])('%s: %s -> %s', (_case, saveCount, expected) => {
    saves.seedCollectionSave(5102, { saved: false, saveCount });
    expect(save()?.saveCount).toBe(expected);
  });

  it('ignores a bad collection id', () => {
    saves.seedCollectionSave(0, { saved: true, saveCount: 3 });
    expect(saves.$collectionSaves.get()).toEqual({});
  });
});

describe('a visitor', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div data-widget="auth" data-widget-state="waiting"></div>';
  });

  it('gets the login prompt (reason save), and the toggle runs once logged in', async () => {
    const api = userServer({
      'POST /users/ajax_login': json({ success: true, customization: groups() }),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    setCookies('f52_session_email');
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    expect(await saves.toggleCollectionSave(5102)).toBe(false);
    expect(api.paths()).not.toContain(TOGGLE);
    expect(save()).toEqual({ saved: false, saveCount: 57, saving: false });
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
    await auth.login({ email: 'victor.vip@example.com', password: 'vip-pass-1' });
    await vi.waitFor(() => expect(save()).toEqual({ saved: true, saveCount: 58, saving: false }));
    expect(api.paths()).toContain(TOGGLE);
  });

  it('who logs out sees no collection saved, and the counts stay', async () => {
    userServer({
      'GET /users/ajax_current': json(groups()),
      [TOGGLE]: json({ success: true, saved: true, saveCount: 58 }),
    });
    await logIn();
    saves.$collectionSaves.listen(() => {});
    saves.seedCollectionSave(5102, { saved: false, saveCount: 57 });
    await saves.toggleCollectionSave(5102);
    await auth.logout();
    expect(save()).toEqual({ saved: false, saveCount: 58, saving: false });
  });
});
