import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieNames, groups, json, setCookies, text, userServer } from '../../fixtures/testing/user-test-server';
import {
  cleanUserStores,
  freshUserStores,
  loadStatus as load,
  LOGGED_IN,
  SESSION_EMAIL,
} from '../../fixtures/testing/user-stores';

let { user, auth, prompt } = {} as Awaited<ReturnType<typeof freshUserStores>>;
const loadStatus = () => load(user);

beforeEach(async () => ({ user, auth, prompt } = await freshUserStores()));
afterEach(cleanUserStores);

describe('the login prompt', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div data-widget="auth" data-widget-state="waiting"></div>';
  });

  it('asks the loader for the sign-in dialog (the auth widget) each time it opens', () => {
    const demanded: unknown[] = [];
    const listener = (event: Event) => demanded.push((event as CustomEvent).detail);
    document.addEventListener('widget:demand', listener);
    prompt.showAuth('login');
    document.removeEventListener('widget:demand', listener);
    expect(demanded).toEqual(['auth']);
  });

  it.each([
    ['no auth slot on the page', '', 'login', '/users/login'],
    [
      'an auth slot that failed',
      '<div data-widget="auth" data-widget-state="error"></div>',
      'signup-options',
      '/users/signup',
    ],
  ])('with %s, closes and goes to the server page, coming back after', (_case, markup, reason, page) => {
    document.body.innerHTML = markup;
    window.history.replaceState(null, '', '/recipes/genius-roast-chicken?step=2');
    const go = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    prompt.showAuth(reason, vi.fn());
    expect(go).toHaveBeenCalledWith(`${page}?return_to=${encodeURIComponent('/recipes/genius-roast-chicken?step=2')}`);
    expect(user.$user.get()).toMatchObject({ showAuth: false, authCallback: null });
    window.history.replaceState(null, '', '/');
  });

  it("goes to the server page when the dialog's code fails while loading", () => {
    const go = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    prompt.showAuth('save', vi.fn());
    expect(go).not.toHaveBeenCalled();
    document.querySelector('[data-widget="auth"]')!.dispatchEvent(new CustomEvent('widget:error', { bubbles: true }));
    expect(go).toHaveBeenCalledWith('/users/login');
    expect(user.$user.get().showAuth).toBe(false);
  });

  it('opens with a reason, and runs the callback once after a successful login, then closes', async () => {
    userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    setCookies(SESSION_EMAIL);
    const callback = vi.fn(() => user.$user.get().isLoggedIn);
    prompt.showAuth('save', callback);
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
    await auth.login({ email: 'a@b.c', password: 'x' });
    expect(callback).toHaveBeenCalledOnce();
    expect(callback).toHaveReturnedWith(true);
    expect(user.$user.get()).toMatchObject({ showAuth: false, authCallback: null, isLoggedIn: true });
  });

  it('sessionEnded (a 401) on a page that thought someone signed in: signs them out, drops the cookie, opens the prompt, and runs the callback only after the sign-in', async () => {
    userServer({ 'POST /users/ajax_login': json({ success: true, customization: groups() }) });
    setCookies(LOGGED_IN, SESSION_EMAIL);
    await auth.login({ email: 'a@b.c', password: 'x' });
    expect(user.$user.get().isLoggedIn).toBe(true);
    const callback = vi.fn();
    const seen: Array<{ isLoggedIn: boolean; showAuth: boolean }> = [];
    const unbind = user.$user.listen(({ isLoggedIn, showAuth }) => seen.push({ isLoggedIn, showAuth }));
    prompt.sessionEnded('checkout', callback);
    unbind();
    // One change: no listener sees the shopper signed out without the prompt.
    expect(seen).toEqual([{ isLoggedIn: false, showAuth: true }]);
    expect(callback).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({
      isLoggedIn: false,
      id: null,
      showAuth: true,
      defaultAuth: 'checkout',
      authCallback: callback,
      lastAction: null,
    });
    expect(cookieNames()).not.toContain(LOGGED_IN);
    await auth.login({ email: 'a@b.c', password: 'x' });
    expect(callback).toHaveBeenCalledOnce();
  });

  it('sessionEnded for a visitor is showAuth', () => {
    const callback = vi.fn();
    prompt.sessionEnded('checkout', callback);
    expect(callback).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({
      isLoggedIn: false,
      showAuth: true,
      defaultAuth: 'checkout',
      authCallback: callback,
    });
  });

  it('keeps the prompt and the callback after a failed login', async () => {
    userServer({ 'POST /users/ajax_login': text('Invalid email or password.', 401) });
    const callback = vi.fn();
    prompt.showAuth('save', callback);
    await auth.login({ email: 'a@b.c', password: 'x' });
    expect(callback).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({ showAuth: true, authCallback: callback });
  });

  it('hideAuth drops the callback', () => {
    prompt.showAuth('login', vi.fn());
    prompt.hideAuth();
    expect(user.$user.get()).toMatchObject({ showAuth: false, defaultAuth: null, authCallback: null });
  });

  it('for a logged-in user, runs the callback at once without a prompt', async () => {
    setCookies(LOGGED_IN, SESSION_EMAIL);
    userServer({ 'GET /users/ajax_current': json(groups()) });
    await loadStatus();
    const callback = vi.fn();
    prompt.showAuth('save', callback);
    expect(callback).toHaveBeenCalledOnce();
    expect(user.$user.get().showAuth).toBe(false);
  });
});
