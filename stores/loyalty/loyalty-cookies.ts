import { getCookie, setCookie } from '../../shared/cookies';

// The loyalty store's own cookies, written only by this module (the session's are in stores/user/user-cookies.ts).

/** The loyalty banner's close button: hidden for everyone on this browser. */
export const LOYALTY_BANNER_HIDE_COOKIE = 'f52_hide_loyalty_banner';
/** 'No, maybe later' on the loyalty modal, per user. */
export const LOYALTY_OPT_OUT_COOKIE_PREFIX = 'f52_loyalty_opt_out_';

/** loyalty banner hide cookie and loyalty opt-out cookie: both 30 days */
export const LOYALTY_COOKIE_DAYS = 30;

export function loyaltyOptOutCookie(userId: number): string {
  return `${LOYALTY_OPT_OUT_COOKIE_PREFIX}${userId}`;
}

export function hasCookie(name: string): boolean {
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
