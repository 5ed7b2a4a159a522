import type { DeviceClass } from '../../shared/device';
import type { LoyaltyTier } from '../user/user-payload';

// The loyalty rules of the shell spec, as plain functions (tables in loyalty-rules.test.ts).

/** logged in, not a member, and not just enrolled on this page */
export function isUnenrolled({
  isLoggedIn,
  isLoyaltyMember,
  recentlyEnrolled,
}: {
  isLoggedIn: boolean;
  isLoyaltyMember: boolean;
  recentlyEnrolled: boolean;
}): boolean {
  return isLoggedIn && !isLoyaltyMember && !recentlyEnrolled;
}

export interface BannerInputs {
  loyaltyEnabled: boolean;
  statusChecked: boolean;
  isLoggedIn: boolean;
  isUnenrolled: boolean;
  /** The banner-hide cookie, or the close button on this page. */
  hidden: boolean;
}

/** loyalty banner: feature on, status checked, logged out or enrolled, not hidden */
export function loyaltyBannerVisible({
  loyaltyEnabled,
  statusChecked,
  isLoggedIn,
  isUnenrolled: unenrolled,
  hidden,
}: BannerInputs): boolean {
  return loyaltyEnabled && statusChecked && (!isLoggedIn || !unenrolled) && !hidden;
}

export interface ModalInputs {
  statusChecked: boolean;
  isUnenrolled: boolean;
  /** The user's opt-out cookie exists. */
  optedOut: boolean;
  isCheckout: boolean;
}

/** loyalty modal: for an unenrolled user once status is checked; an opt-out counts everywhere but checkout */
export function loyaltyModalVisible({
  statusChecked,
  isUnenrolled: unenrolled,
  optedOut,
  isCheckout,
}: ModalInputs): boolean {
  return statusChecked && unenrolled && (!optedOut || isCheckout);
}

/** loyalty free shipping: the shop policy offers it, and only to PREMIER */
export function loyaltyFreeShippingVisible(tier: LoyaltyTier | null, policyHasLoyaltyFreeShipping = true): boolean {
  return policyHasLoyaltyFreeShipping && tier === 'PREMIER';
}

const LOYALTY_BENEFITS: Record<LoyaltyTier, string> = {
  INSIDER: 'access to special perks!',
  VIP: '10% OFF!',
  PREMIER: '10% OFF + FREE SHIPPING!',
};

/**
 * "an" before a vowel sound. The tier names are read as words or letters whose sound follows their first
 * letter: "an INSIDER", "a VIP" ("vee"), "a PREMIER". (A name like "HONOR" or "UNIVERSAL" would break
 * this; none of the tiers does.)
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Benefit text: "As a/an {tier} member, you get ..." from tablet up, "{tier} | ..." on narrow screens. */
export function loyaltyBenefitText(tier: LoyaltyTier, device: DeviceClass): string {
  const benefit = LOYALTY_BENEFITS[tier];
  return device === 'mobile'
    ? `${tier} | ${benefit}`
    : `As ${indefiniteArticle(tier)} ${tier} member, you get ${benefit}`;
}
