import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, cookieNames, groups, json, networkFailure, pageConfig, setCookies, text, userServer, victorBase } from '../../fixtures/testing/user-test-server';

// A fresh module (and so a fresh store and a fresh once-per-page status check) for every test.
type UserModule = typeof import('./user');
let user: UserModule;
let $flash: typeof import('../flash').$flash;

const LOGGED_IN = 'f52_logged_in';
const SESSION_EMAIL = 'f52_session_email';
const JUST_LOGGED_IN = 'f52_just_logged_in';
const UNEXPECTED = 'An unexpected error occurred. Please notify help@example.com if this keeps happening.';

/** Watched as a widget would: the store's onMount (the status check) runs. */
function keepMount(): () => void {
  return user.$user.listen(() => {});
}

async function loadStatus(): Promise<void> {
  keepMount();
  await user.checkLoginStatus();
}

const flashed = () => $flash.get().notification;

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  ({ $flash } = await import('../flash'));
  user = await import('./user');
});
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

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
    expect(JSON.parse(api.calls[0]!.search.get('customization')!)).toEqual(['base', 'feed', 'registration_modal', 'st_cookie', 'st_login']);
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
        userCollections: [{ id: 5001, name: 'Weeknights', description: 'Fast dinners', lastUsed: '2025-11-13T17:00:00Z' }],
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
    await user.login({ email: 'a@b.c', password: 'x' });
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
  ])('%s answered 200 is no answer: logged out for this page, the cookie kept (not "no base data")', async (_case, body) => {
    setCookies(LOGGED_IN);
    userServer({ 'GET /users/ajax_current': () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }) });
    await loadStatus();
    expect(user.$user.get()).toMatchObject({ statusChecked: true, isLoggedIn: false });
    expect(cookieNames()).toContain(LOGGED_IN);
  });
});

describe('the cookie calls after loading as logged in', () => {
  it.each([
    { cookies: [LOGGED_IN], calls: ['GET /users/ajax_current', 'GET /users/cookie_settings'] },
    { cookies: [LOGGED_IN, SESSION_EMAIL], calls: ['GET /users/ajax_current'] },
    { cookies: [LOGGED_IN, SESSION_EMAIL, JUST_LOGGED_IN], calls: ['GET /users/ajax_current', 'POST /users/login_sync'] },
    { cookies: [LOGGED_IN, JUST_LOGGED_IN], calls: ['GET /users/ajax_current', 'GET /users/cookie_settings', 'POST /users/login_sync'] },
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
    const fromGroups = { ...groups(), st_cookie: { cookie_settings_path: '/a/cookies' }, st_login: { login_sync_path: '/a/sync' } };
    const api = userServer({ 'GET /users/ajax_current': json(fromGroups), 'GET /a/cookies': json({}), 'POST /a/sync': json({ success: true }) });
    await loadStatus();
    expect(api.paths()).toEqual(['GET /users/ajax_current', 'GET /a/cookies', 'POST /a/sync']);

    vi.resetModules();
    user = await import('./user');
    setCookies(JUST_LOGGED_IN);
    pageConfig({ cookieSettingsPath: '/b/cookies', loginSyncPath: '/b/sync' });
    const noGroups = { base: victorBase(), st_cookie: { cookie_settings_path: 'javascript:alert(1)' } };
    const second = userServer({ 'GET /users/ajax_current': json(noGroups), 'GET /b/cookies': json({}), 'POST /b/sync': json({ success: true }) });
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

describe('login, signup and social login', () => {
  beforeEach(() => setCookies(SESSION_EMAIL));

  it('logs in with the fields and the customization groups, from the answer’s customization.base', async () => {
    const api = userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    const ok = await user.login({ email: 'victor.vip@example.com', password: 'vip-pass-1', remember_me: true });
    expect(ok).toBe(true);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/users/ajax_login',
      body: { email: 'victor.vip@example.com', password: 'vip-pass-1', remember_me: true, customization: '["base","feed","registration_modal","st_cookie","st_login"]' },
    });
    expect(api.paths()).toEqual(['POST /users/ajax_login']);
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, statusChecked: true, id: 203, lastAction: 'login' });
  });

  it('fetches ajax_current when the answer has no base', async () => {
    const api = userServer({ 'POST /users/ajax_login': json({ success: true }), 'GET /users/ajax_current': json(groups()) });
    expect(await user.login({ email: 'a@b.c', password: 'x' })).toBe(true);
    expect(api.paths()).toEqual(['POST /users/ajax_login', 'GET /users/ajax_current']);
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, redactedName: 'Victor V.' });
  });

  it('signs up and social-logs in to the configured addresses', async () => {
    pageConfig({ signupPath: '/join', socialLoginPath: '/social' });
    const answer = json({ success: true, customization: groups(victorBase({ isLoyaltyMember: false, loyaltyTier: null })) });
    const api = userServer({ 'POST /join': answer, 'POST /social': answer });
    await user.signup({ login: 'sam', email: 'sam@example.com', password: 'long-enough', receive_newsletter: true, initiating_action: 'save' });
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, lastAction: 'signup', isLoyaltyMember: false });
    await user.socialLogin({ user_id: 'g-1', auth_token: 't', email: 'sam@example.com' });
    expect(user.$user.get().lastAction).toBe('socialLogin');
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/join', expect.objectContaining({ login: 'sam', receive_newsletter: true, initiating_action: 'save', customization: expect.any(String) })],
      ['/social', expect.objectContaining({ user_id: 'g-1', auth_token: 't', customization: expect.any(String) })],
    ]);
  });

  it('follows a login with the cookie calls', async () => {
    setCookies(JUST_LOGGED_IN);
    const api = userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    await user.login({ email: 'a@b.c', password: 'x' });
    await vi.waitFor(() => expect(cookieNames()).not.toContain(JUST_LOGGED_IN));
    expect(api.paths()).toEqual(['POST /users/ajax_login', 'POST /users/login_sync']);
  });

  it.each([
    { case: 'a 401 shows the server’s text', answer: text('Invalid email or password.', 401), message: 'Invalid email or password.' },
    { case: 'a 401 without text', answer: text('', 401), message: UNEXPECTED },
    { case: 'a 500', answer: json({ error: 'boom' }, 500), message: UNEXPECTED },
    { case: 'a 403 (CSRF)', answer: json({ error: 'Invalid authenticity token.' }, 403), message: UNEXPECTED },
    { case: 'a network failure', answer: networkFailure, message: UNEXPECTED },
  ])('$case: flashes "$message" and stays logged out', async ({ answer, message }) => {
    userServer({ 'POST /users/ajax_login': answer });
    expect(await user.login({ email: 'a@b.c', password: 'x' })).toBe(false);
    expect(flashed()).toEqual({ message, isError: true, isSuccess: false });
    expect(user.$user.get()).toMatchObject({ isLoggedIn: false, notification: { message, isError: true } });
  });

  it('names the configured support e-mail in the unexpected-error message', async () => {
    pageConfig({ supportEmail: 'care@food.example' });
    userServer({ 'POST /users/ajax_signup': json({}, 502) });
    await user.signup({ login: 'a', email: 'a@b.c', password: 'x', receive_newsletter: false, initiating_action: 'header' });
    expect(flashed()?.message).toBe('An unexpected error occurred. Please notify care@food.example if this keeps happening.');
  });

  it('fails with the unexpected-error message when even ajax_current has no user after a 200', async () => {
    userServer({ 'POST /users/ajax_login': json({ success: true }), 'GET /users/ajax_current': json({}) });
    expect(await user.login({ email: 'a@b.c', password: 'x' })).toBe(false);
    expect(flashed()?.message).toBe(UNEXPECTED);
  });
});

describe('the login prompt', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div data-widget="auth" data-widget-state="waiting"></div>';
  });

  it('asks the loader for the sign-in dialog (the auth widget) each time it opens', () => {
    const demanded: unknown[] = [];
    const listener = (event: Event) => demanded.push((event as CustomEvent).detail);
    document.addEventListener('widget:demand', listener);
    user.showAuth('login');
    document.removeEventListener('widget:demand', listener);
    expect(demanded).toEqual(['auth']);
  });

  it.each([
    ['no auth slot on the page', '', 'login', '/users/login'],
    ['an auth slot that failed', '<div data-widget="auth" data-widget-state="error"></div>', 'signup-options', '/users/signup'],
  ])('with %s, closes and goes to the server page, coming back after', (_case, markup, reason, page) => {
    document.body.innerHTML = markup;
    window.history.replaceState(null, '', '/recipes/genius-roast-chicken?step=2');
    const go = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    user.showAuth(reason, vi.fn());
    expect(go).toHaveBeenCalledWith(`${page}?return_to=${encodeURIComponent('/recipes/genius-roast-chicken?step=2')}`);
    expect(user.$user.get()).toMatchObject({ showAuth: false, authCallback: null });
    window.history.replaceState(null, '', '/');
  });

  it("goes to the server page when the dialog's code fails while loading", () => {
    const go = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    user.showAuth('save', vi.fn());
    expect(go).not.toHaveBeenCalled();
    document.querySelector('[data-widget="auth"]')!.dispatchEvent(new CustomEvent('widget:error', { bubbles: true }));
    expect(go).toHaveBeenCalledWith('/users/login');
    expect(user.$user.get().showAuth).toBe(false);
  });

  it('opens with a reason, and runs the callback once after a successful login, then closes', async () => {
    userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    setCookies(SESSION_EMAIL);
    const callback = vi.fn(() => user.$user.get().isLoggedIn);
    user.showAuth('save', callback);
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
    await user.login({ email: 'a@b.c', password: 'x' });
    expect(callback).toHaveBeenCalledOnce();
    expect(callback).toHaveReturnedWith(true);
    expect(user.$user.get()).toMatchObject({ showAuth: false, authCallback: null, isLoggedIn: true });
  });

  it('sessionEnded (a 401) on a page that thought someone signed in: signs them out, drops the cookie, opens the prompt, and runs the callback only after the sign-in', async () => {
    userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    setCookies(LOGGED_IN, SESSION_EMAIL);
    await user.login({ email: 'a@b.c', password: 'x' });
    expect(user.$user.get().isLoggedIn).toBe(true);
    const callback = vi.fn();
    const seen: Array<{ isLoggedIn: boolean; showAuth: boolean }> = [];
    const unbind = user.$user.listen(({ isLoggedIn, showAuth }) => seen.push({ isLoggedIn, showAuth }));
    user.sessionEnded('checkout', callback);
    unbind();
    // One change: no listener sees the shopper signed out without the prompt.
    expect(seen).toEqual([{ isLoggedIn: false, showAuth: true }]);
    expect(callback).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({ isLoggedIn: false, id: null, showAuth: true, defaultAuth: 'checkout', authCallback: callback, lastAction: null });
    expect(cookieNames()).not.toContain(LOGGED_IN);
    await user.login({ email: 'a@b.c', password: 'x' });
    expect(callback).toHaveBeenCalledOnce();
  });

  it('sessionEnded for a visitor is showAuth', () => {
    const callback = vi.fn();
    user.sessionEnded('checkout', callback);
    expect(callback).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({ isLoggedIn: false, showAuth: true, defaultAuth: 'checkout', authCallback: callback });
  });

  it('keeps the prompt and the callback after a failed login', async () => {
    userServer({ 'POST /users/ajax_login': text('Invalid email or password.', 401) });
    const callback = vi.fn();
    user.showAuth('save', callback);
    await user.login({ email: 'a@b.c', password: 'x' });
    expect(callback).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({ showAuth: true, authCallback: callback });
  });

  it('hideAuth drops the callback', () => {
    user.showAuth('login', vi.fn());
    user.hideAuth();
    expect(user.$user.get()).toMatchObject({ showAuth: false, defaultAuth: null, authCallback: null });
  });

  it('for a logged-in user, runs the callback at once without a prompt', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const callback = vi.fn();
    user.showAuth('save', callback);
    expect(callback).toHaveBeenCalledOnce();
    expect(user.$user.get().showAuth).toBe(false);
  });

  it('toggleMenu flips the menu, or sets it', () => {
    user.toggleMenu();
    expect(user.$user.get().showMenu).toBe(true);
    user.toggleMenu();
    expect(user.$user.get().showMenu).toBe(false);
    user.toggleMenu(false);
    expect(user.$user.get().showMenu).toBe(false);
  });
});

describe('logout', () => {
  beforeEach(async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
  });

  it('posts an empty body, clears the user and the cookie, and flashes', async () => {
    const api = userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const socialSignOut = vi.fn();
    expect(await user.logout({ socialSignOut })).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/users/ajax_logout', body: undefined });
    expect(socialSignOut).toHaveBeenCalledOnce();
    expect(cookieNames()).not.toContain(LOGGED_IN);
    expect(user.$user.get()).toMatchObject({ isLoggedIn: false, statusChecked: true, id: null, redactedName: '', lastAction: 'logout', collections: { userCollections: [] } });
    expect(flashed()).toEqual({ message: 'Successfully logged out', isError: false, isSuccess: true });
  });

  it('reloads instead of flashing when asked to', async () => {
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await user.logout({ reloadOnLogout: true, socialSignOut: () => Promise.reject(new Error('SDK gone')) });
    expect(reload).toHaveBeenCalledOnce();
    expect(flashed()).toBeNull();
    expect(user.$user.get().isLoggedIn).toBe(false);
  });

  describe('the page config reloadOnLogout (what both Log Out buttons call: logout() with no options)', () => {
    afterEach(() => document.getElementById('site-config')?.remove());

    it('true: the page reloads after the server signed out, and nothing is flashed', async () => {
      pageConfig({ reloadOnLogout: true });
      const api = userServer({ 'GET /users/ajax_current': json(groups()) });
      await loadStatus();
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
      expect(await user.logout()).toBe(true);
      expect(api.paths()).toContain('POST /users/ajax_logout');
      expect(reload).toHaveBeenCalledOnce();
      expect(flashed()).toBeNull();
      expect(cookieNames()).not.toContain(LOGGED_IN);
    });

    it.each([
      ['false', { reloadOnLogout: false }],
      ['absent', {}],
      ['not a boolean (the default)', { reloadOnLogout: 'yes' }],
    ])('%s: no reload, the flash', async (_case, config) => {
      pageConfig(config);
      userServer({ 'GET /users/ajax_current': json(groups()) });
      await loadStatus();
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
      expect(await user.logout()).toBe(true);
      expect(reload).not.toHaveBeenCalled();
      expect(flashed()?.message).toBe('Successfully logged out');
    });

    it('true, but the logout failed: no reload, the error', async () => {
      pageConfig({ reloadOnLogout: true });
      userServer({ 'GET /users/ajax_current': json(groups()), 'POST /users/ajax_logout': json({}, 500) });
      await loadStatus();
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
      expect(await user.logout()).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(flashed()?.message).toBe(UNEXPECTED);
    });
  });

  it('shows the logout at once however long the social sign-out takes; a reload waits for it at most SOCIAL_SIGN_OUT_WAIT_MS', async () => {
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const never = () => new Promise(() => {});
    await expect(user.logout({ socialSignOut: never })).resolves.toBe(true);
    expect(user.$user.get().isLoggedIn).toBe(false);
    expect(flashed()?.message).toBe('Successfully logged out');

    userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    await user.login({ email: 'a@b.c', password: 'x' });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      const loggingOut = user.logout({ reloadOnLogout: true, socialSignOut: never });
      await vi.advanceTimersByTimeAsync(user.SOCIAL_SIGN_OUT_WAIT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      expect(user.$user.get().isLoggedIn).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(loggingOut).resolves.toBe(true);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without the social-connected cookie, makes no social sign-out', async () => {
    const api = userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    expect(await user.logout()).toBe(true);
    expect(api.calls.map((call) => call.path)).not.toContain('/fixtures/social-sdk/v2.6/sdk.js');
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('on failure shows the auth error and keeps the user', async () => {
    userServer({ 'GET /users/ajax_current': json(groups()), 'POST /users/ajax_logout': json({}, 500) });
    await loadStatus();
    expect(await user.logout()).toBe(false);
    expect(flashed()?.message).toBe(UNEXPECTED);
    expect(user.$user.get().isLoggedIn).toBe(true);
    expect(cookieNames()).toContain(LOGGED_IN);
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<!doctype html><p>Please wait…</p>'],
  ])('%s answered 200 is no proof of a sign-out: the auth error, still signed in', async (_case, body) => {
    userServer({ 'GET /users/ajax_current': json(groups()), 'POST /users/ajax_logout': () => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } }) });
    await loadStatus();
    expect(await user.logout()).toBe(false);
    expect(flashed()?.message).toBe(UNEXPECTED);
    expect(user.$user.get().isLoggedIn).toBe(true);
    expect(cookieNames()).toContain(LOGGED_IN);
  });
});
