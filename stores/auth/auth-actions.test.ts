import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cookieNames,
  groups,
  json,
  networkFailure,
  pageConfig,
  setCookies,
  text,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';
import {
  cleanUserStores,
  freshUserStores,
  JUST_LOGGED_IN,
  loadStatus as load,
  LOGGED_IN,
  SESSION_EMAIL,
  UNEXPECTED,
} from '../../fixtures/testing/user-stores';

let { flashed, user, auth } = {} as Awaited<ReturnType<typeof freshUserStores>>;
const loadStatus = () => load(user);

beforeEach(async () => ({ flashed, user, auth } = await freshUserStores()));
afterEach(cleanUserStores);

describe('login, signup and social login', () => {
  beforeEach(() => setCookies(SESSION_EMAIL));

  it('logs in with the fields and the customization groups, from the answer’s customization.base', async () => {
    const api = userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    const ok = await auth.login({ email: 'victor.vip@example.com', password: 'vip-pass-1', remember_me: true });
    expect(ok).toBe(true);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/users/ajax_login',
      body: {
        email: 'victor.vip@example.com',
        password: 'vip-pass-1',
        remember_me: true,
        customization: '["base","feed","registration_modal","st_cookie","st_login"]',
      },
    });
    expect(api.paths()).toEqual(['POST /users/ajax_login']);
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, statusChecked: true, id: 203, lastAction: 'login' });
  });

  it('fetches ajax_current when the answer has no base', async () => {
    const api = userServer({
      'POST /users/ajax_login': json({ success: true }),
      'GET /users/ajax_current': json(groups()),
    });
    expect(await auth.login({ email: 'a@b.c', password: 'x' })).toBe(true);
    expect(api.paths()).toEqual(['POST /users/ajax_login', 'GET /users/ajax_current']);
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, redactedName: 'Victor V.' });
  });

  it('signs up and social-logs in to the configured addresses', async () => {
    pageConfig({ signupPath: '/join', socialLoginPath: '/social' });
    const answer = json({
      success: true,
      customization: groups(victorBase({ isLoyaltyMember: false, loyaltyTier: null })),
    });
    const api = userServer({ 'POST /join': answer, 'POST /social': answer });
    await auth.signup({
      login: 'sam',
      email: 'sam@example.com',
      password: 'long-enough',
      receive_newsletter: true,
      initiating_action: 'save',
    });
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, lastAction: 'signup', isLoyaltyMember: false });
    await auth.socialLogin({ user_id: 'g-1', auth_token: 't', email: 'sam@example.com' });
    expect(user.$user.get().lastAction).toBe('socialLogin');
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      [
        '/join',
        expect.objectContaining({
          login: 'sam',
          receive_newsletter: true,
          initiating_action: 'save',
          customization: expect.any(String),
        }),
      ],
      ['/social', expect.objectContaining({ user_id: 'g-1', auth_token: 't', customization: expect.any(String) })],
    ]);
  });

  it('follows a login with the cookie calls', async () => {
    setCookies(JUST_LOGGED_IN);
    const api = userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    await auth.login({ email: 'a@b.c', password: 'x' });
    await vi.waitFor(() => expect(cookieNames()).not.toContain(JUST_LOGGED_IN));
    expect(api.paths()).toEqual(['POST /users/ajax_login', 'POST /users/login_sync']);
  });

  it.each([
    {
      case: 'a 401 shows the server’s text',
      answer: text('Invalid email or password.', 401),
      message: 'Invalid email or password.',
    },
    { case: 'a 401 without text', answer: text('', 401), message: UNEXPECTED },
    { case: 'a 500', answer: json({ error: 'boom' }, 500), message: UNEXPECTED },
    { case: 'a 403 (CSRF)', answer: json({ error: 'Invalid authenticity token.' }, 403), message: UNEXPECTED },
    { case: 'a network failure', answer: networkFailure, message: UNEXPECTED },
  ])('$case: flashes "$message" and stays logged out', async ({ answer, message }) => {
    userServer({ 'POST /users/ajax_login': answer });
    expect(await auth.login({ email: 'a@b.c', password: 'x' })).toBe(false);
    expect(flashed()).toEqual({ message, isError: true, isSuccess: false });
    expect(user.$user.get()).toMatchObject({ isLoggedIn: false, notification: { message, isError: true } });
  });

  it('names the configured support e-mail in the unexpected-error message', async () => {
    pageConfig({ supportEmail: 'care@food.example' });
    userServer({ 'POST /users/ajax_signup': json({}, 502) });
    await auth.signup({
      login: 'a',
      email: 'a@b.c',
      password: 'x',
      receive_newsletter: false,
      initiating_action: 'header',
    });
    expect(flashed()?.message).toBe(
      'An unexpected error occurred. Please notify care@food.example if this keeps happening.',
    );
  });

  it('fails with the unexpected-error message when even ajax_current has no user after a 200', async () => {
    userServer({ 'POST /users/ajax_login': json({ success: true }), 'GET /users/ajax_current': json({}) });
    expect(await auth.login({ email: 'a@b.c', password: 'x' })).toBe(false);
    expect(flashed()?.message).toBe(UNEXPECTED);
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
    expect(await auth.logout({ socialSignOut })).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/users/ajax_logout', body: undefined });
    expect(socialSignOut).toHaveBeenCalledOnce();
    expect(cookieNames()).not.toContain(LOGGED_IN);
    expect(user.$user.get()).toMatchObject({
      isLoggedIn: false,
      statusChecked: true,
      id: null,
      redactedName: '',
      lastAction: 'logout',
      collections: { userCollections: [] },
    });
    expect(flashed()).toEqual({ message: 'Successfully logged out', isError: false, isSuccess: true });
  });

  it('reloads instead of flashing when asked to', async () => {
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await auth.logout({ reloadOnLogout: true, socialSignOut: () => Promise.reject(new Error('SDK gone')) });
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
      expect(await auth.logout()).toBe(true);
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
      expect(await auth.logout()).toBe(true);
      expect(reload).not.toHaveBeenCalled();
      expect(flashed()?.message).toBe('Successfully logged out');
    });

    it('true, but the logout failed: no reload, the error', async () => {
      pageConfig({ reloadOnLogout: true });
      userServer({ 'GET /users/ajax_current': json(groups()), 'POST /users/ajax_logout': json({}, 500) });
      await loadStatus();
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
      expect(await auth.logout()).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(flashed()?.message).toBe(UNEXPECTED);
    });
  });

  it('shows the logout at once however long the social sign-out takes; a reload waits for it at most SOCIAL_SIGN_OUT_WAIT_MS', async () => {
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const never = () => new Promise(() => {});
    await expect(auth.logout({ socialSignOut: never })).resolves.toBe(true);
    expect(user.$user.get().isLoggedIn).toBe(false);
    expect(flashed()?.message).toBe('Successfully logged out');

    userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    await auth.login({ email: 'a@b.c', password: 'x' });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      const loggingOut = auth.logout({ reloadOnLogout: true, socialSignOut: never });
      await vi.advanceTimersByTimeAsync(auth.SOCIAL_SIGN_OUT_WAIT_MS - 1);
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
    expect(await auth.logout()).toBe(true);
    expect(api.calls.map((call) => call.path)).not.toContain('/fixtures/social-sdk/v2.6/sdk.js');
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('on failure shows the auth error and keeps the user', async () => {
    userServer({ 'GET /users/ajax_current': json(groups()), 'POST /users/ajax_logout': json({}, 500) });
    await loadStatus();
    expect(await auth.logout()).toBe(false);
    expect(flashed()?.message).toBe(UNEXPECTED);
    expect(user.$user.get().isLoggedIn).toBe(true);
    expect(cookieNames()).toContain(LOGGED_IN);
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<!doctype html><p>Please wait…</p>'],
  ])('%s answered 200 is no proof of a sign-out: the auth error, still signed in', async (_case, body) => {
    userServer({
      'GET /users/ajax_current': json(groups()),
      'POST /users/ajax_logout': () => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } }),
    });
    await loadStatus();
    expect(await auth.logout()).toBe(false);
    expect(flashed()?.message).toBe(UNEXPECTED);
    expect(user.$user.get().isLoggedIn).toBe(true);
    expect(cookieNames()).toContain(LOGGED_IN);
  });
});
