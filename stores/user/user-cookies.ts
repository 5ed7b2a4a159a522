import { getCookie, setCookie } from '../../shared/cookies';

// The cookies the user stores read and write. The first three are the server's (fixtures/README.md "Cookies");
// the social one is the sign-in's (stores/auth/) and the loyalty ones are ours, written only by stores/loyalty/.
// One file, not one per store: one module less in the shell chunk, whose export list every page pays for.

/** Set by the server on login; the login status is checked only while it exists. */
export const LOGGED_IN_COOKIE = 'f52_logged_in';
/** Set by the cookie-settings call; while it is absent a logged-in page makes that call. */
export const SESSION_EMAIL_COOKIE = 'f52_session_email';
/** Set by the server on login; while it is present the page POSTs the login-sync path, then removes it. */
export const JUST_LOGGED_IN_COOKIE = 'f52_just_logged_in';
/** Set when a member signs in through the social provider, so a later logout (on any page) signs out of it too. */
export const SOCIAL_CONNECTED_COOKIE = 'f52_social_connected';
/** The loyalty banner's close button: hidden for everyone on this browser. */
export const LOYALTY_BANNER_HIDE_COOKIE = 'f52_hide_loyalty_banner';
/** 'No, maybe later' on the loyalty modal, per user. */
const LOYALTY_OPT_OUT_COOKIE_PREFIX = 'f52_loyalty_opt_out_';

/** loyalty banner hide cookie and loyalty opt-out cookie: both 30 days */
const LOYALTY_COOKIE_DAYS = 30;

export function loyaltyOptOutCookie(userId: number): string {
  return `${LOYALTY_OPT_OUT_COOKIE_PREFIX}${userId}`;
}

function hasCookie(name: string): boolean {
  return getCookie(name) !== undefined;
}

export function isLoyaltyBannerHiddenByCookie(): boolean {
  return hasCookie(LOYALTY_BANNER_HIDE_COOKIE);
}

export function setLoyaltyBannerHideCookie(): void {
  setCookie(LOYALTY_BANNER_HIDE_COOKIE, '1', LOYALTY_COOKIE_DAYS);
}

export function hasLoyaltyOptOutCookie(userId: number | null): boolean {
  return userId !== null && hasCookie(loyaltyOptOutCookie(userId));
}

export function setLoyaltyOptOutCookie(userId: number): void {
  setCookie(loyaltyOptOutCookie(userId), '1', LOYALTY_COOKIE_DAYS);
}
