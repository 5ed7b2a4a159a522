import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialLoginStatus, SocialSdk } from './social-sdk';
import { holdAddedScripts } from '../../fixtures/testing/added-scripts';
import {
  clearCookies,
  cookieNames,
  groups,
  json,
  pageConfig,
  text,
  userServer,
} from '../../fixtures/testing/user-test-server';

type Social = typeof import('./social-sign-in');
let social: Social;
let sdk: typeof import('./social-sdk');
let user: typeof import('../user/user');
let auth: typeof import('./auth-actions');

/** A provider SDK with the real surface, answering as the shopper would. */
function fakeSdk(options: { outcome?: 'connected' | 'cancel' | 'throw'; email?: string | undefined } = {}) {
  const { outcome = 'connected' } = options;
  const email = 'email' in options ? options.email : 'ines.insider@example.com';
  let status: SocialLoginStatus = { status: 'unknown' };
  const calls: string[] = [];
  const FB: SocialSdk = {
    init: (options) => void calls.push(`init ${options.appId} ${options.version}`),
    login: (callback, options) => {
      calls.push(`login ${options?.scope}`);
      if (outcome === 'throw') throw new Error('provider down');
      status =
        outcome === 'connected'
          ? { status: 'connected', authResponse: { userID: 'social-1', accessToken: 'token-1' } }
          : { status: 'unknown' };
      queueMicrotask(() => callback(status));
    },
    api: (path, params, callback) => {
      calls.push(`api ${path} ${params['fields']}`);
      queueMicrotask(() => callback(email === undefined ? {} : { email }));
    },
    getLoginStatus: (callback) => queueMicrotask(() => callback(status)),
    logout: (callback) => {
      calls.push('logout');
      status = { status: 'unknown' };
      queueMicrotask(() => callback?.(status));
    },
  };
  return {
    FB,
    calls,
    connect: () => (status = { status: 'connected', authResponse: { userID: 'social-1', accessToken: 't' } }),
  };
}

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  document.head.innerHTML = '';
  pageConfig({ socialAppId: 'app-1', socialSdkSrc: '/sdk/v2.6/sdk.js' });
  delete window.FB;
  delete window.fbAsyncInit;
  (await import('../../shared/config/site-config')).resetSiteConfig();
  social = await import('./social-sign-in');
  sdk = await import('./social-sdk');
  user = await import('../user/user');
  auth = await import('./auth-actions');
});
afterEach(() => {
  clearCookies();
  delete window.FB;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('signInWithSocial', () => {
  it('inits the SDK with the app and v2.6, logs in asking for email, and posts the provider ids to socialLoginPath', async () => {
    const { FB, calls } = fakeSdk();
    window.FB = FB;
    const api = userServer({ 'POST /users/ajax_social_login': json({ success: true, customization: groups() }) });
    await expect(social.signInWithSocial(true)).resolves.toBe('signed-in');
    expect(calls).toEqual(['init app-1 v2.6', 'login email', 'api /me email']);
    expect(api.calls.at(0)).toMatchObject({
      method: 'POST',
      path: '/users/ajax_social_login',
      body: { user_id: 'social-1', auth_token: 'token-1', email: 'ines.insider@example.com', receive_newsletter: true },
    });
    expect(user.$user.get()).toMatchObject({ isLoggedIn: true, lastAction: 'socialLogin' });
    expect(cookieNames()).toContain('f52_social_connected');
  });

  it('a shopper who closes the provider window is "cancelled": nothing is sent', async () => {
    window.FB = fakeSdk({ outcome: 'cancel' }).FB;
    const api = userServer();
    await expect(social.signInWithSocial(false)).resolves.toBe('cancelled');
    expect(api.calls).toEqual([]);
  });

  it('an SDK that throws is "not available right now"', async () => {
    window.FB = fakeSdk({ outcome: 'throw' }).FB;
    await expect(social.signInWithSocial(false)).rejects.toThrow(social.SOCIAL_UNAVAILABLE);
  });

  it('a provider that shares no email asks the shopper to use e-mail', async () => {
    window.FB = fakeSdk({ email: undefined }).FB;
    await expect(social.signInWithSocial(false)).rejects.toThrow(social.SOCIAL_NO_EMAIL);
  });

  it('a 401 from the server is the store’s auth error, and leaves the visitor logged out', async () => {
    window.FB = fakeSdk().FB;
    userServer({ 'POST /users/ajax_social_login': text('Social sign-in failed. Please try again.', 401) });
    await expect(social.signInWithSocial(false)).resolves.toBe('failed');
    expect(user.$user.get()).toMatchObject({
      isLoggedIn: false,
      notification: { message: 'Social sign-in failed. Please try again.' },
    });
    expect(cookieNames()).not.toContain('f52_social_connected');
  });
});

describe('loadSocialSdk', () => {
  // The scripts the loader adds, held here instead of in the document (happy-dom does not run them).
  let added: HTMLScriptElement[];
  beforeEach(() => {
    added = holdAddedScripts();
  });

  it('adds the configured script once, and resolves when the SDK calls fbAsyncInit', async () => {
    const loading = sdk.loadSocialSdk();
    expect(sdk.loadSocialSdk()).toBe(loading);
    expect(added).toHaveLength(1);
    expect(added[0]!.getAttribute('src')).toBe('/sdk/v2.6/sdk.js');
    expect(added[0]!.async).toBe(true);
    const { FB, calls } = fakeSdk();
    window.FB = FB;
    window.fbAsyncInit?.();
    await expect(loading).resolves.toBe(FB);
    expect(calls).toEqual(['init app-1 v2.6']);
  });

  it('a blocked script rejects, and the next call tries again', async () => {
    const loading = sdk.loadSocialSdk();
    added[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/did not load/);
    void sdk.loadSocialSdk().catch(() => undefined);
    expect(added).toHaveLength(2);
  });

  it('a script that never starts the SDK rejects after SOCIAL_SDK_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const loading = sdk.loadSocialSdk();
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(sdk.SOCIAL_SDK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/did not start/) }));
  });
});

describe('socialSignOut', () => {
  it('logs out of the provider when it says connected, and forgets the connection', async () => {
    document.cookie = 'f52_social_connected=1; Path=/';
    const fake = fakeSdk();
    fake.connect();
    window.FB = fake.FB;
    await social.socialSignOut();
    expect(fake.calls).toContain('logout');
    expect(cookieNames()).not.toContain('f52_social_connected');
  });

  it('is what logout does for a browser that signed in through the provider', async () => {
    document.cookie = 'f52_social_connected=1; Path=/';
    document.cookie = 'f52_logged_in=1; Path=/';
    const fake = fakeSdk();
    fake.connect();
    window.FB = fake.FB;
    userServer({ 'POST /users/ajax_logout': json({ success: true }) });
    await expect(auth.logout()).resolves.toBe(true);
    // The page shows the logout at once; the provider's sign-out follows.
    await vi.waitFor(() => expect(fake.calls).toContain('logout'));
  });
});
