import { atom, onMount } from 'nanostores';
import { getCookie, removeCookie } from '../../shared/cookies';
import type { Notification } from '../flash';
import { demandLoyaltyModalWhenDue } from '../loyalty/loyalty-modal-due';
import { recordAffiliate } from './affiliate';
import { fetchCookieSettings, fetchCurrentUser, postLoginSync } from './user-api';
import { userConfig } from './user-config';
import { JUST_LOGGED_IN_COOKIE, LOGGED_IN_COOKIE, SESSION_EMAIL_COOKIE } from './user-cookies';
import { readCollections, type CurrentUser, type UserProfile } from './user-payload';

// The session: who is signed in, checked once per page. Signing in and out, and the sign-in prompt, are
// stores/auth/'s; they change $user through updateUser, startSession and endSession below.

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

/** A change to the user; stores/auth/ makes its own (the prompt, an auth error) through it. */
export function updateUser(change: Partial<UserState>): void {
  $user.set({ ...$user.get(), ...change });
}

/**
 * Counts the changes of who is signed in, so a status check that answers after a sign-in or sign-out is ignored.
 * Module state, not a store: no view reads it, and a test gets a fresh one with a fresh module
 * (`vi.resetModules`), so it needs no reset hook.
 */
let authChanges = 0;

function setLoggedOut(change?: Partial<UserState>): void {
  updateUser({ ...LOGGED_OUT, isLoggedIn: false, statusChecked: true, showMenu: false, ...change });
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

/**
 * Signed in, by the status check or a sign-in (stores/auth/): the member from the answer, then `after` (the
 * sign-in prompt's callback), then the cookie calls, which it resolves with.
 */
export function startSession(
  base: UserProfile,
  current: CurrentUser,
  change?: Partial<UserState>,
  after?: (() => void) | null,
): Promise<unknown> {
  authChanges++;
  updateUser({ ...base, feed: current.feed, isLoggedIn: true, statusChecked: true, ...change });
  after?.();
  return syncSessionCookies(current);
}

/** Signed out, or the server has no session: logged out, and the logged-in cookie goes. */
export function endSession(change?: Partial<UserState>): void {
  authChanges++;
  removeCookie(LOGGED_IN_COOKIE);
  setLoggedOut(change);
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
    endSession();
    return;
  }
  await startSession(current.base, current);
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
  if ($user.get().isLoggedIn) updateUser({ collections: readCollections(collections) });
}

export function toggleMenu(open = !$user.get().showMenu): void {
  updateUser({ showMenu: open });
}
