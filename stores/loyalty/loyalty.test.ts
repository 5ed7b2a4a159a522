import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  cookieNames,
  groups,
  json,
  pageConfig,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

type LoyaltyModule = typeof import('./loyalty');
let loyalty: LoyaltyModule;
let signup: typeof import('./loyalty-signup');
let user: typeof import('../user/user');
let auth: typeof import('../auth/auth-actions');
let cookies: typeof import('../user/user-cookies');

const SAM = victorBase({ id: 201, isLoyaltyMember: false, loyaltyTier: null });

async function loadAs(base: Record<string, unknown> | null): Promise<ReturnType<typeof userServer>> {
  if (base) setCookies('f52_logged_in', 'f52_session_email');
  const api = userServer({ 'GET /users/ajax_current': json(base ? groups(base) : {}) });
  loyalty.$loyalty.listen(() => {});
  await user.checkLoginStatus();
  return api;
}

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  loyalty = await import('./loyalty');
  signup = await import('./loyalty-signup');
  user = await import('../user/user');
  auth = await import('../auth/auth-actions');
  cookies = await import('../user/user-cookies');
});
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe('$loyalty', () => {
  it('before the status is checked, shows neither banner nor modal', () => {
    pageConfig({ loyaltyEnabled: true });
    setCookies('f52_logged_in');
    userServer({ 'GET /users/ajax_current': () => new Promise<Response>(() => {}) });
    expect(loyalty.$loyalty.get()).toMatchObject({
      loyaltyStatusChecked: false,
      showLoyaltyBanner: false,
      showLoyaltyModal: false,
    });
  });

  it.each([
    {
      who: 'a visitor',
      base: null,
      expected: {
        isUnenrolledUser: false,
        showLoyaltyBanner: true,
        showLoyaltyModal: false,
        showLoyaltyFreeShipping: false,
      },
    },
    {
      who: 'an unenrolled member',
      base: SAM,
      expected: {
        isUnenrolledUser: true,
        showLoyaltyBanner: false,
        showLoyaltyModal: true,
        showLoyaltyFreeShipping: false,
      },
    },
    {
      who: 'a VIP',
      base: victorBase(),
      expected: {
        isUnenrolledUser: false,
        showLoyaltyBanner: true,
        showLoyaltyModal: false,
        showLoyaltyFreeShipping: false,
      },
    },
    {
      who: 'a PREMIER',
      base: victorBase({ loyaltyTier: 'PREMIER' }),
      expected: {
        isUnenrolledUser: false,
        showLoyaltyBanner: true,
        showLoyaltyModal: false,
        showLoyaltyFreeShipping: true,
      },
    },
  ])('for $who', async ({ base, expected }) => {
    pageConfig({ loyaltyEnabled: true });
    await loadAs(base);
    expect(loyalty.$loyalty.get()).toMatchObject({ loyaltyStatusChecked: true, ...expected });
  });

  it('shows no banner when loyalty is off in the config', async () => {
    await loadAs(null);
    expect(loyalty.$loyalty.get().showLoyaltyBanner).toBe(false);
  });

  it('respects the banner-hide cookie', async () => {
    pageConfig({ loyaltyEnabled: true });
    setCookies(cookies.LOYALTY_BANNER_HIDE_COOKIE);
    await loadAs(null);
    expect(loyalty.$loyalty.get().showLoyaltyBanner).toBe(false);
  });

  it('respects the user’s opt-out cookie, except on checkout', async () => {
    setCookies(cookies.loyaltyOptOutCookie(201));
    await loadAs(SAM);
    expect(loyalty.$loyalty.get().showLoyaltyModal).toBe(false);

    vi.resetModules();
    loyalty = await import('./loyalty');
    user = await import('../user/user');
    pageConfig({ pageType: 'checkout' });
    await loadAs(SAM);
    expect(loyalty.$loyalty.get().showLoyaltyModal).toBe(true);
  });

  it('ignores another user’s opt-out cookie', async () => {
    setCookies(cookies.loyaltyOptOutCookie(999));
    await loadAs(SAM);
    expect(loyalty.$loyalty.get().showLoyaltyModal).toBe(true);
  });
});

describe('the banner and the modal controls', () => {
  it('hideLoyaltyBanner hides it and sets the 30-day cookie', async () => {
    pageConfig({ loyaltyEnabled: true });
    await loadAs(null);
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set');
    setter.mockImplementation((value: string) => void written.push(value));
    loyalty.hideLoyaltyBanner();
    expect(written).toEqual(['f52_hide_loyalty_banner=1; Max-Age=2592000; Path=/; SameSite=Lax']);
    expect(loyalty.$loyalty.get().showLoyaltyBanner).toBe(false);
  });

  it('declineLoyalty closes the modal, even on checkout, and sets the user’s 30-day opt-out cookie', async () => {
    pageConfig({ pageType: 'checkout' });
    await loadAs(SAM);
    signup.declineLoyalty(201);
    expect(loyalty.$loyalty.get().showLoyaltyModal).toBe(false);
    expect(cookieNames()).toContain('f52_loyalty_opt_out_201');
    expect(cookies.hasLoyaltyOptOutCookie(201)).toBe(true);
    expect(cookies.hasLoyaltyOptOutCookie(202)).toBe(false);
    expect(cookies.hasLoyaltyOptOutCookie(null)).toBe(false);
  });
});

describe('enrolInLoyalty', () => {
  it('calls the loyalty job, marks the user enrolled and reloads', async () => {
    const api = await loadAs(SAM);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    expect(await signup.enrolInLoyalty(201)).toBe(true);
    const call = api.calls.at(-1)!;
    expect(`${call.method} ${call.path}`).toBe('GET /loyalty-job');
    expect(Object.fromEntries(call.search)).toEqual({ user_id: '201', job: 'Create an account' });
    expect(reload).toHaveBeenCalledOnce();
    expect(loyalty.$loyalty.get()).toMatchObject({ isUnenrolledUser: false, showLoyaltyModal: false, enrolling: true });
  });

  it('takes any 2xx as success', async () => {
    await loadAs(SAM);
    userServer({ 'GET /loyalty-job': () => new Response(null, { status: 204 }) });
    vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    expect(await signup.enrolInLoyalty(201)).toBe(true);
  });

  it.each([403, 400])('on a %i shows nothing, leaves the loading flag on and does not reload', async (status) => {
    await loadAs(SAM);
    const api = userServer({ 'GET /loyalty-job': json({ error: 'Not signed in as that user.' }, status) });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { $flash } = await import('../flash');
    expect(await signup.enrolInLoyalty(201)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect($flash.get().notification).toBeNull();
    expect(loyalty.$loyalty.get()).toMatchObject({ enrolling: true, isUnenrolledUser: true });
    expect(await signup.enrolInLoyalty(201)).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it('a member answer clears the recently-enrolled flag', async () => {
    await loadAs(SAM);
    vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await signup.enrolInLoyalty(201);
    const signInAs = async (base: Record<string, unknown>) => {
      userServer({
        'POST /users/ajax_logout': json({ success: true }),
        'POST /users/ajax_login': json({ customization: groups(base) }),
      });
      await auth.logout();
      await auth.login({ email: 'sam@example.com', password: 'x' });
    };
    // Still flagged: an unenrolled answer does not clear it.
    await signInAs(SAM);
    expect(loyalty.$loyalty.get().isUnenrolledUser).toBe(false);
    // A member answer clears it, so a later unenrolled answer counts again.
    await signInAs(victorBase({ id: 201 }));
    await signInAs(SAM);
    expect(loyalty.$loyalty.get().isUnenrolledUser).toBe(true);
  });
});

describe('the loyalty modal’s code (its slot loads on demand)', () => {
  let listening: AbortController;
  afterEach(() => listening.abort());

  /** The widgets asked for with demandWidget from now on, in order. */
  function demands(): string[] {
    const names: string[] = [];
    listening = new AbortController();
    document.addEventListener('widget:demand', (event) => names.push((event as CustomEvent<string>).detail), {
      signal: listening.signal,
    });
    return names;
  }

  it.each([
    { who: 'a visitor', base: null, cookie: null, pageType: 'home', expected: [] },
    { who: 'a member', base: victorBase(), cookie: null, pageType: 'home', expected: [] },
    { who: 'an opted-out unenrolled member', base: SAM, cookie: 201, pageType: 'home', expected: [] },
    { who: 'an unenrolled member', base: SAM, cookie: null, pageType: 'home', expected: ['loyalty-modal'] },
    {
      who: 'an opted-out unenrolled member on checkout',
      base: SAM,
      cookie: 201,
      pageType: 'checkout',
      expected: ['loyalty-modal'],
    },
  ])('is asked for once the status is checked, for $who: $expected', async ({ base, cookie, pageType, expected }) => {
    pageConfig({ pageType });
    if (cookie) setCookies(cookies.loyaltyOptOutCookie(cookie));
    const asked = demands();
    await loadAs(base);
    expect([...new Set(asked)]).toEqual(expected);
  });

  it('is asked for on a page without the loyalty banner: watching the user is enough', async () => {
    const asked = demands();
    setCookies('f52_logged_in', 'f52_session_email');
    userServer({ 'GET /users/ajax_current': json(groups(SAM)) });
    user.$user.listen(() => {});
    await user.checkLoginStatus();
    await vi.waitFor(() => expect(asked).toContain('loyalty-modal'));
  });

  it('is asked for when an unenrolled member signs in on the page', async () => {
    const asked = demands();
    await loadAs(null);
    expect(asked).toEqual([]);
    userServer({ 'POST /users/ajax_login': json({ customization: groups(SAM) }) });
    await auth.login({ email: 'sam.unenrolled@example.com', password: 'x' });
    expect(asked).toContain('loyalty-modal');
  });
});
