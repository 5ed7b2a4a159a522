import { atom, onMount } from 'nanostores';
import { getCookie, removeCookie } from '../../shared/cookies';
import { demandWidget } from '../../shared/demand-widget';
import { flash, type Notification } from '../flash';
import { recordAffiliate } from './affiliate';
import { authErrorMessage } from './auth-error';
import { authPage } from './auth-pages';
import { demandLoyaltyModalWhenDue } from '../loyalty/loyalty-modal-due';
import { reloadPage } from './reload-page';
import {
  fetchCookieSettings,
  fetchCurrentUser,
  postLogin,
  postLoginSync,
  postLogout,
  postSignup,
  postSocialLogin,
  type LoginParams,
  type SignupParams,
  type SocialLoginParams,
} from './user-api';
import { userConfig } from './user-config';
import { JUST_LOGGED_IN_COOKIE, LOGGED_IN_COOKIE, SESSION_EMAIL_COOKIE, SOCIAL_CONNECTED_COOKIE } from './user-cookies';
import { readAuthAnswer, readCollections, type CurrentUser, type UserProfile } from './user-payload';

export type AuthAction = 'login' | 'signup' | 'socialLogin' | 'logout';

/** The shell's User state plus the header view fields of the `base` group. */
export interface UserState extends Omit<UserProfile, 'recipes_show'> {
  isLoggedIn: boolean;
  /** False until the login status is known: views wait for it instead of flashing "Log In". */
  statusChecked: boolean;
  showAuth: boolean;
  showMenu: boolean;
  /** Why the login prompt is open, e.g. 'login', 'signup', 'save'. */
  defaultAuth: string | null;
  /** Runs once after a successful login, signup or social login from the prompt. */
  authCallback: (() => void) | null;
  /** The last auth action that succeeded. */
  lastAction: AuthAction | null;
  /** The last auth error, for the prompt to show inline; the flash bar shows it too. */
  notification: Notification | null;
  feed: { unobservedActivity: boolean };
  recipes_show: UserProfile['recipes_show'];
}

const LOGGED_OUT: UserProfile & { feed: UserState['feed'] } = {
  id: null,
  url: null,
  hasAvatar: false,
  imageUrl: null,
  redactedName: '',
  isLoyaltyMember: false,
  loyaltyTier: null,
  selfServeReturnsEnabled: false,
  collections: { userCollections: [], userCollectionAssociations: [], serverOneWeekAgo: null, url: null },
  user_following: { followedUserIds: [] },
  contest_vote: [],
  recipes_show: { ratings: [] },
  feed: { unobservedActivity: false },
};

/** The user before the login status is checked: what a server render shows (it cannot know). */
export const USER_UNKNOWN: UserState = {
  ...LOGGED_OUT,
  isLoggedIn: false,
  statusChecked: false,
  showAuth: false,
  showMenu: false,
  defaultAuth: null,
  authCallback: null,
  lastAction: null,
  notification: null,
};

export const $user = atom<UserState>(USER_UNKNOWN);

function update(change: Partial<UserState>): void {
  $user.set({ ...$user.get(), ...change });
}

/** Counts sign-ins and sign-outs, so a status check that answers after one of them is ignored. */
let authChanges = 0;

function setLoggedOut(change: Partial<UserState> = {}): void {
  update({ ...LOGGED_OUT, isLoggedIn: false, statusChecked: true, showMenu: false, ...change });
}

function setLoggedIn(current: CurrentUser & { base: UserProfile }, change: Partial<UserState> = {}): void {
  update({ ...current.base, feed: current.feed, isLoggedIn: true, statusChecked: true, ...change });
}

/**
 * The cookie calls that follow a load as logged in. Done here rather than in a `$user.listen` because they
 * need the st_cookie and st_login paths of this very answer, which the state does not keep.
 */
function syncSessionCookies(current: CurrentUser): Promise<unknown> {
  const calls: Array<Promise<unknown>> = [];
  if (getCookie(SESSION_EMAIL_COOKIE) === undefined) {
    calls.push(fetchCookieSettings(current.cookieSettingsPath ?? userConfig('cookieSettingsPath')));
  }
  if (getCookie(JUST_LOGGED_IN_COOKIE) !== undefined) {
    calls.push(
      postLoginSync(current.loginSyncPath ?? userConfig('loginSyncPath')).then((success) => {
        if (success) removeCookie(JUST_LOGGED_IN_COOKIE);
      }),
    );
  }
  // Neither answer is shown to anyone: a failure is tried again on the next page.
  return Promise.allSettled(calls);
}

let statusCheck: Promise<void> | undefined;

async function checkStatus(): Promise<void> {
  // Here because this runs once on every page (the header listens to $user everywhere), before any request.
  recordAffiliate();
  if (getCookie(LOGGED_IN_COOKIE) === undefined) {
    setLoggedOut();
    return;
  }
  const changes = authChanges;
  let current: CurrentUser;
  try {
    current = await fetchCurrentUser();
  } catch {
    // No answer is no proof of a logged-out session: keep the cookie, so the next page asks again.
    if (changes === authChanges) setLoggedOut();
    return;
  }
  if (changes !== authChanges) return;
  if (!current.base) {
    removeCookie(LOGGED_IN_COOKIE);
    setLoggedOut();
    return;
  }
  setLoggedIn({ ...current, base: current.base });
  await syncSessionCookies(current);
}

/** login status: asked of the server only while the logged-in cookie exists. Once per page. */
export function checkLoginStatus(): Promise<void> {
  statusCheck ??= checkStatus();
  return statusCheck;
}

onMount($user, () => {
  void checkLoginStatus();
  // The loyalty modal's code is asked for when due (loyalty-modal-due.ts). This listener keeps $user watched for
  // the page's life, as the header does anyway.
  return $user.subscribe(demandLoyaltyModalWhenDue);
});

/**
 * Collections data another call brought (a recipe's recommended-content answer): it replaces the member's
 * collections while logged in. Before the status is known, or logged out, it is dropped: the status check
 * brings the same lists with the base data.
 */
export function receiveCollections(collections: unknown): void {
  if ($user.get().isLoggedIn) update({ collections: readCollections(collections) });
}

async function showAuthError(error: unknown): Promise<void> {
  const message = await authErrorMessage(error, userConfig('supportEmail'));
  update({ notification: { message, isError: true, isSuccess: false } });
  flash(message, 'error');
}

async function authenticate(action: AuthAction, call: () => Promise<unknown>): Promise<boolean> {
  let current: CurrentUser;
  try {
    current = readAuthAnswer(await call()) ?? (await fetchCurrentUser());
    if (!current.base) throw new Error(`no user data after ${action}`);
  } catch (error) {
    await showAuthError(error);
    return false;
  }
  authChanges++;
  const { authCallback } = $user.get();
  setLoggedIn({ ...current, base: current.base }, { lastAction: action, notification: null, showAuth: false, authCallback: null });
  authCallback?.();
  void syncSessionCookies(current);
  return true;
}

/** Resolves true once logged in; on failure the error is flashed (and kept in `notification`). */
export function login(params: LoginParams): Promise<boolean> {
  return authenticate('login', () => postLogin(params));
}

export function signup(params: SignupParams): Promise<boolean> {
  return authenticate('signup', () => postSignup(params));
}

/** With the token the social provider's SDK gave the page. */
export function socialLogin(params: SocialLoginParams): Promise<boolean> {
  return authenticate('socialLogin', () => postSocialLogin(params));
}

/** How long a logout that reloads waits for the social provider's sign-out (a blocked SDK never answers). */
export const SOCIAL_SIGN_OUT_WAIT_MS = 3000;

export interface LogoutOptions {
  /** Reload the page instead of flashing 'Successfully logged out'; by default, the page config's `reloadOnLogout`. */
  reloadOnLogout?: boolean;
  /**
   * Signs out of the social provider; by default, when this browser signed in through it, its SDK is loaded
   * and asked to. Its failure does not stop logout.
   */
  socialSignOut?: () => unknown;
}

/** Clears the user and the logged-in cookie once the server has signed out; on failure nothing changes. */
export async function logout({ reloadOnLogout = userConfig('reloadOnLogout'), socialSignOut }: LogoutOptions = {}): Promise<boolean> {
  try {
    await postLogout();
  } catch (error) {
    await showAuthError(error);
    return false;
  }
  authChanges++;
  removeCookie(LOGGED_IN_COOKIE);
  setLoggedOut({ lastAction: 'logout', notification: null });
  // Signed in through the provider (on any page): sign out of it too, never failing for it. The page shows the
  // logout at once; only a reload waits for the provider, a little (a blocked SDK never answers).
  const signOut = socialSignOut ?? (getCookie(SOCIAL_CONNECTED_COOKIE) !== undefined ? () => import('./social-sign-in').then((social) => social.socialSignOut()) : undefined);
  const signedOut = Promise.race([Promise.resolve().then(signOut), new Promise((resolve) => setTimeout(resolve, SOCIAL_SIGN_OUT_WAIT_MS))]).catch(() => undefined);
  if (reloadOnLogout) {
    await signedOut;
    reloadPage();
  } else flash('Successfully logged out', 'success');
  return true;
}

/**
 * Opens the login prompt for a reason ('login', 'signup', 'save' ...). `callback` runs after a successful
 * login; a visitor who is already logged in gets the callback at once and no prompt.
 */
export function showAuth(defaultAuth: string, callback?: () => void): void {
  if ($user.get().isLoggedIn) {
    callback?.();
    return;
  }
  update({ showAuth: true, defaultAuth, authCallback: callback ?? null, notification: null });
  demandAuthDialog(defaultAuth);
}

/**
 * The dialog's code loads now if hovering a sign-in control has not already loaded it. Without a dialog (no
 * slot on the page, or its code failed) the visitor goes to the server's page for it, coming back here after.
 */
function demandAuthDialog(defaultAuth: string): void {
  demandWidget('auth', () => {
    if (!$user.get().showAuth) return;
    hideAuth();
    location.assign(authPage(defaultAuth, location.pathname + location.search));
  });
}

/**
 * A request was refused with a 401: the session ended on the server. A page that still thought someone signed
 * in forgets them (the header shows Log In, the logged-in cookie goes, so the next page does not ask), and the
 * login prompt opens with `callback` for after the sign-in. showAuth alone would run the callback at once for
 * a page that still thinks someone is signed in, and the request would be refused again, over and over.
 */
export function sessionEnded(defaultAuth: string, callback?: () => void): void {
  if (!$user.get().isLoggedIn) {
    showAuth(defaultAuth, callback);
    return;
  }
  authChanges++;
  removeCookie(LOGGED_IN_COOKIE);
  // Signed out and asked to sign in in one change: a listener never sees the shopper signed out without the
  // prompt (the checkout would load again under it, as a guest's).
  setLoggedOut({ lastAction: null, notification: null, showAuth: true, defaultAuth, authCallback: callback ?? null });
  demandAuthDialog(defaultAuth);
}

/** Forgets the last auth error (the dialog does as a new request starts). */
export function clearAuthNotification(): void {
  if ($user.get().notification) update({ notification: null });
}

export function hideAuth(): void {
  update({ showAuth: false, defaultAuth: null, authCallback: null, notification: null });
}

export function toggleMenu(open = !$user.get().showMenu): void {
  update({ showMenu: open });
}
