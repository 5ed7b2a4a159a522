import { getCookie } from '../../shared/cookies';
import { flash } from '../flash';
import { reloadPage } from '../user/reload-page';
import { $user, endSession, startSession, updateUser, type AuthAction } from '../user/user';
import { fetchCurrentUser } from '../user/user-api';
import { userConfig } from '../user/user-config';
import { SOCIAL_CONNECTED_COOKIE } from '../user/user-cookies';
import { readAuthAnswer, type CurrentUser } from '../user/user-payload';
import { authErrorMessage } from './auth-error';
import {
  postLogin,
  postLogout,
  postSignup,
  postSocialLogin,
  type LoginParams,
  type SignupParams,
  type SocialLoginParams,
} from '../user/user-api';

// Signing in and out: login, signup, social login and logout. The session they start or end is $user's
// (stores/user/user.ts); the prompt's callback runs after a sign-in (auth-prompt.ts opens the prompt).

async function showAuthError(error: unknown): Promise<void> {
  const message = await authErrorMessage(error, userConfig('supportEmail'));
  updateUser({ notification: { message, isError: true, isSuccess: false } });
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
  const { authCallback } = $user.get();
  void startSession(
    current.base,
    current,
    { lastAction: action, notification: null, showAuth: false, authCallback: null },
    authCallback,
  );
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
export async function logout({
  reloadOnLogout = userConfig('reloadOnLogout'),
  socialSignOut,
}: LogoutOptions = {}): Promise<boolean> {
  try {
    await postLogout();
  } catch (error) {
    await showAuthError(error);
    return false;
  }
  endSession({ lastAction: 'logout', notification: null });
  // Signed in through the provider (on any page): sign out of it too, never failing for it. The page shows the
  // logout at once; only a reload waits for the provider, a little (a blocked SDK never answers).
  const signOut =
    socialSignOut ??
    (getCookie(SOCIAL_CONNECTED_COOKIE) !== undefined
      ? () => import('./social-sign-in').then((social) => social.socialSignOut())
      : undefined);
  const signedOut = Promise.race([
    Promise.resolve().then(signOut),
    new Promise((resolve) => setTimeout(resolve, SOCIAL_SIGN_OUT_WAIT_MS)),
  ]).catch(() => undefined);
  if (reloadOnLogout) {
    await signedOut;
    reloadPage();
  } else flash('Successfully logged out', 'success');
  return true;
}
