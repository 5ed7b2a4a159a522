import { removeCookie, setCookie } from '../../shared/cookies';
import { loadSocialSdk, type SocialLoginStatus, type SocialSdk } from './social-sdk';
import { socialLogin } from './auth-actions';
import { SOCIAL_CONNECTED_COOKIE } from '../user/user-cookies';

/** How long a logout remembers to sign out of the provider too. */
const SOCIAL_CONNECTED_DAYS = 30;

export const SOCIAL_PROVIDER = 'Facebook';
export const SOCIAL_UNAVAILABLE = `Signing in with ${SOCIAL_PROVIDER} is not available right now. Please use your email address.`;
export const SOCIAL_NO_EMAIL = `${SOCIAL_PROVIDER} did not share your email address with us. Please sign up with your email address.`;

export type SocialSignInResult = 'signed-in' | 'cancelled' | 'failed';

/** A failure the shopper is told about in the dialog (the server's own errors go through socialLogin). */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

const ask = <T>(call: (callback: (value: T) => void) => void) => new Promise<T>((resolve) => call(resolve));

/**
 * Social sign-in: the provider's login, its email for the account, then POST socialLoginPath. Resolves
 * 'cancelled' when the shopper closed the provider's window; throws SocialSignInError when the SDK is blocked
 * or throws, or shares no email.
 */
export async function signInWithSocial(receiveNewsletter: boolean): Promise<SocialSignInResult> {
  let sdk: SocialSdk;
  let status: SocialLoginStatus;
  let email: unknown;
  try {
    sdk = await loadSocialSdk();
    status = await ask<SocialLoginStatus>((callback) => sdk.login(callback, { scope: 'email' }));
    if (status.status !== 'connected' || !status.authResponse) return 'cancelled';
    ({ email } = await ask<{ email?: unknown }>((callback) => sdk.api('/me', { fields: 'email' }, callback)));
  } catch (error) {
    throw new SocialSignInError(SOCIAL_UNAVAILABLE, { cause: error });
  }
  if (typeof email !== 'string' || !email.includes('@')) throw new SocialSignInError(SOCIAL_NO_EMAIL);
  const { userID, accessToken } = status.authResponse;
  const ok = await socialLogin({
    user_id: userID,
    auth_token: accessToken,
    email,
    receive_newsletter: receiveNewsletter,
  });
  if (ok) setCookie(SOCIAL_CONNECTED_COOKIE, '1', SOCIAL_CONNECTED_DAYS);
  return ok ? 'signed-in' : 'failed';
}

/**
 * The social sign-out of a logout, when this browser signed in through the provider: loads the SDK (on any
 * page), and if the provider says connected, logs out of it. Failures are the caller's to ignore.
 */
export async function socialSignOut(): Promise<void> {
  removeCookie(SOCIAL_CONNECTED_COOKIE);
  const sdk = await loadSocialSdk();
  const status = await ask<SocialLoginStatus>((callback) => sdk.getLoginStatus(callback));
  if (status.status === 'connected') await ask<unknown>((callback) => sdk.logout(callback));
}
