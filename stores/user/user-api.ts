import { http, jsonAnswer } from '../../shared/http/http';
import { userConfig } from './user-config';
import { readCurrentUser, type CurrentUser } from './user-payload';

// The identity endpoints (shell spec "The calls it makes"): the session's (status check, cookie calls) and the
// sign-in's (stores/auth/auth-actions.ts); the auth addresses come from the page's config. One file for both: a
// stores/auth/auth-api.ts would be one more module in the shell chunk, whose export list costs bytes every page
// pays (build/chunk-groups.mjs keeps each member's exports), and the pages have none to spare.

/** Asked for with every user load, so one answer serves the header, the feed badge and the cookie calls. */
export const CUSTOMIZATION_GROUPS = ['base', 'feed', 'registration_modal', 'st_cookie', 'st_login'] as const;
const CUSTOMIZATION = JSON.stringify(CUSTOMIZATION_GROUPS);

/** An empty or non-JSON body rejects: it is no answer, not an answer without base data (which drops the cookie). */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return readCurrentUser(
    await jsonAnswer(http.get('/users/ajax_current', { searchParams: { customization: CUSTOMIZATION } })),
  );
}

export interface LoginParams {
  email: string;
  password: string;
  otp_token?: string;
  otp_challenge?: string;
  remember_me?: boolean;
  /** The proof-of-work token, when the page asks for one (stores/auth/README.md "Proof of work"). */
  proof_of_work?: string;
}

export interface SignupParams {
  login: string;
  email: string;
  password: string;
  receive_newsletter: boolean;
  /** What the visitor was doing when asked to sign up, e.g. 'save'. */
  initiating_action: string;
  noCaptcha?: boolean;
  captchaKey?: string;
  order_id?: number | string;
}

export interface SocialLoginParams {
  /** The provider's user id and access token, from its SDK. */
  user_id: string;
  auth_token: string;
  email: string;
  receive_newsletter?: boolean;
}

/** The answer is read by the caller: `customization.base` when present. */
export function postLogin(params: LoginParams): Promise<unknown> {
  return http.post(userConfig('loginPath'), { json: { ...params, customization: CUSTOMIZATION } }).json();
}

export function postSignup(params: SignupParams): Promise<unknown> {
  return http.post(userConfig('signupPath'), { json: { ...params, customization: CUSTOMIZATION } }).json();
}

export function postSocialLogin(params: SocialLoginParams): Promise<unknown> {
  return http.post(userConfig('socialLoginPath'), { json: { ...params, customization: CUSTOMIZATION } }).json();
}

/**
 * Empty body. The answer must be JSON (its content is not read): a 200 with an HTML page or nothing is no proof
 * the server signed out, and signing out here alone would leave its session signed in.
 */
export async function postLogout(): Promise<void> {
  await jsonAnswer(http.post(userConfig('logoutPath')));
}

/** Sets the session-email cookie on the server's side; the answer is not read. */
export async function fetchCookieSettings(path: string): Promise<void> {
  await http.get(path);
}

/** True when the server answers `success`. */
export async function postLoginSync(path: string): Promise<boolean> {
  const answer: unknown = await http.post(path).json();
  return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
}
