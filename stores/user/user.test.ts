import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cookieNames,
  groups,
  json,
  networkFailure,
  pageConfig,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';
import {
  cleanUserStores,
  freshUserStores,
  JUST_LOGGED_IN,
  keepMount as watch,
  loadStatus as load,
  LOGGED_IN,
  SESSION_EMAIL,
} from '../../fixtures/testing/user-stores';

let { user, auth } = {} as Awaited<ReturnType<typeof freshUserStores>>;
const keepMount = () => watch(user);
const loadStatus = () => load(user);

beforeEach(async () => ({ user, auth } = await freshUserStores()));
afterEach(cleanUserStores);

describe('login status', () => {
  it('without the logged-in cookie, is checked and logged out without a request', async () => {
    const api = userServer();
    await loadStatus();
    expect(api.calls).toEqual([]);
    expect(user.$user.get()).toMatchObject({ statusChecked: true, isLoggedIn: false });
  });

  it('is not checked before any widget watches the store', () => {
    setCookies(LOGGED_IN);
    const api = userServer();
    expect(user.$user.get().statusChecked).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('asks ajax_current for the five customization groups, once however many widgets watch', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
    const api = userServer({ 'GET /users/ajax_current': json(groups()) });
    keepMount();
    keepMount();
    user.$user.subscribe(() => {});
    await user.checkLoginStatus();
    expect(api.paths()).toEqual(['GET /users/ajax_current']);
    expect(JSON.parse(api.calls[0]!.search.get('customization')!)).toEqual([
      'base',
      'feed',
      'registration_modal',
      'st_cookie',
      'st_login',
    ]);
  });

  it('loads the header view fields and the lists from base, and the badge from feed', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    expect(user.$user.get()).toMatchObject({
      isLoggedIn: true,
      statusChecked: true,
      id: 203,
      url: '/users/203-victor',
      hasAvatar: true,
      imageUrl: '/images/avatars/victor.svg',
      redactedName: 'Victor V.',
      isLoyaltyMember: true,
      loyaltyTier: 'VIP',
      selfServeReturnsEnabled: true,
      feed: { unobservedActivity: true },
      user_following: { followedUserIds: [204, 205] },
      collections: {
        userCollections: [
          { id: 5001, name: 'Weeknights', description: 'Fast dinners', lastUsed: '2025-11-13T17:00:00Z' },
        ],
        userCollectionAssociations: [{ collectionId: 5001, collectableType: 'recipe', collectableId: 101 }],
        serverOneWeekAgo: '2025-11-07T17:00:00Z',
        url: '/users/203-victor/collections',
      },
    });
  });

  it('with no base data, removes the logged-in cookie and is logged out', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
    const api = userServer({ 'GET /users/ajax_current': json({}) });
    await loadStatus();
    expect(cookieNames()).not.toContain(LOGGED_IN);
    expect(user.$user.get()).toMatchObject({ statusChecked: true, isLoggedIn: false });
    expect(api.paths()).toEqual(['GET /users/ajax_current']);
  });

  it('ignores a status answer that comes back after a login on this page', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
    let answerStatus: (response: Response) => void = () => {};
    userServer({
      'GET /users/ajax_current': () => new Promise<Response>((resolve) => (answerStatus = resolve)),
      'POST /users/ajax_login': json({ success: true, customization: groups() }),
    });
    keepMount();
    const status = user.checkLoginStatus();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await auth.login({ email: 'a@b.c', password: 'x' });
    answerStatus(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    await status;
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, id: 203 });
    expect(cookieNames()).toContain(LOGGED_IN);
  });

  it('when the call fails, is logged out for this page but keeps the cookie', async () => {
    setCookies(LOGGED_IN);
    userServer({ 'GET /users/ajax_current': networkFailure });
    await loadStatus();
    expect(user.$user.get()).toMatchObject({ statusChecked: true, isLoggedIn: false });
    expect(cookieNames()).toContain(LOGGED_IN);
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<!doctype html><p>Please wait…</p>'],
  ])(
    '%s answered 200 is no answer: logged out for this page, the cookie kept (not "no base data")',
    async (_case, body) => {
      setCookies(LOGGED_IN);
      userServer({
        'GET /users/ajax_current': () =>
          new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      });
      await loadStatus();
      expect(user.$user.get()).toMatchObject({ statusChecked: true, isLoggedIn: false });
      expect(cookieNames()).toContain(LOGGED_IN);
    },
  );
});

describe('the cookie calls after loading as logged in', () => {
  it.each([
    { cookies: [LOGGED_IN], calls: ['GET /users/ajax_current', 'GET /users/cookie_settings'] },
    { cookies: [LOGGED_IN, SESSION_EMAIL], calls: ['GET /users/ajax_current'] },
    {
      cookies: [LOGGED_IN, SESSION_EMAIL, JUST_LOGGED_IN],
      calls: ['GET /users/ajax_current', 'POST /users/login_sync'],
    },
    {
      cookies: [LOGGED_IN, JUST_LOGGED_IN],
      calls: ['GET /users/ajax_current', 'GET /users/cookie_settings', 'POST /users/login_sync'],
    },
  ])('with cookies $cookies: $calls', async ({ cookies, calls }) => {
    setCookies(...cookies);
    const api = userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    expect(api.paths()).toEqual(calls);
  });

  it('removes the just-logged-in cookie when login sync answers success, and keeps it otherwise', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL, JUST_LOGGED_IN);
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    expect(cookieNames()).not.toContain(JUST_LOGGED_IN);

    vi.resetModules();
    user = await import('./user');
    setCookies(JUST_LOGGED_IN);
    userServer({ 'GET /users/ajax_current': json(groups()), 'POST /users/login_sync': json({ success: false }) });
    await loadStatus();
    expect(cookieNames()).toContain(JUST_LOGGED_IN);
  });

  it('uses the paths of the st_cookie and st_login groups, else the config', async () => {
    setCookies(LOGGED_IN, JUST_LOGGED_IN);
    const fromGroups = {
      ...groups(),
      st_cookie: { cookie_settings_path: '/a/cookies' },
      st_login: { login_sync_path: '/a/sync' },
    };
    const api = userServer({
      'GET /users/ajax_current': json(fromGroups),
      'GET /a/cookies': json({}),
      'POST /a/sync': json({ success: true }),
    });
    await loadStatus();
    expect(api.paths()).toEqual(['GET /users/ajax_current', 'GET /a/cookies', 'POST /a/sync']);

    vi.resetModules();
    user = await import('./user');
    setCookies(JUST_LOGGED_IN);
    pageConfig({ cookieSettingsPath: '/b/cookies', loginSyncPath: '/b/sync' });
    const noGroups = { base: victorBase(), st_cookie: { cookie_settings_path: 'javascript:alert(1)' } };
    const second = userServer({
      'GET /users/ajax_current': json(noGroups),
      'GET /b/cookies': json({}),
      'POST /b/sync': json({ success: true }),
    });
    await loadStatus();
    expect(second.paths()).toEqual(['GET /users/ajax_current', 'GET /b/cookies', 'POST /b/sync']);
  });

  it('makes no cookie call for a logged-out visitor', async () => {
    setCookies(LOGGED_IN, JUST_LOGGED_IN);
    const api = userServer({ 'GET /users/ajax_current': json({}) });
    await loadStatus();
    expect(api.paths()).toEqual(['GET /users/ajax_current']);
  });
});

describe('the header menu flag', () => {
  it('toggleMenu flips the menu, or sets it', () => {
    user.toggleMenu();
    expect(user.$user.get().showMenu).toBe(true);
    user.toggleMenu();
    expect(user.$user.get().showMenu).toBe(false);
    user.toggleMenu(false);
    expect(user.$user.get().showMenu).toBe(false);
  });
});
