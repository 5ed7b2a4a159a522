import { atom, computed, onMount } from 'nanostores';
import type { LoyaltyTier } from '../user/user-payload';
import { loyaltyModalDue } from './loyalty-modal-due';
import { isUnenrolled, loyaltyBannerVisible, loyaltyFreeShippingVisible } from './loyalty-rules';
import { userConfig } from '../user/user-config';
import { isLoyaltyBannerHiddenByCookie, setLoyaltyBannerHideCookie } from '../user/user-cookies';
import { $user } from '../user/user';

/** What this page has done about loyalty; the cookies carry the rest from page to page. */
export interface LoyaltyFlags {
  /** Enrolled on this page; a member answer from the server clears it. */
  recentlyEnrolled: boolean;
  /** The Join Now call is out (and stays so when it fails, per the spec). */
  enrolling: boolean;
  /** 'No, maybe later' or close on this page (the cookie alone would not close it on checkout). */
  modalDismissed: boolean;
  bannerHidden: boolean;
}

/** The store's own; `loyalty-signup.ts` (the modal's actions) writes it too. Widgets read `$loyalty`. */
export const $loyaltyFlags = atom<LoyaltyFlags>({
  recentlyEnrolled: false,
  enrolling: false,
  modalDismissed: false,
  bannerHidden: false,
});

export interface LoyaltyState {
  loyaltyStatusChecked: boolean;
  isUnenrolledUser: boolean;
  showLoyaltyModal: boolean;
  showLoyaltyBanner: boolean;
  /** The tier part of the free-shipping rule; a widget adds the shop policy's part with loyaltyFreeShippingLine (shipping-policy.ts). */
  showLoyaltyFreeShipping: boolean;
  loyaltyTier: LoyaltyTier | null;
  enrolling: boolean;
}

export const $loyalty = computed([$user, $loyaltyFlags], (user, flags): LoyaltyState => {
  const unenrolled = isUnenrolled({
    isLoggedIn: user.isLoggedIn,
    isLoyaltyMember: user.isLoyaltyMember,
    recentlyEnrolled: flags.recentlyEnrolled,
  });
  // The cookies are read when the user or the flags change; only this module writes them, and it sets a
  // flag when it does, so the value cannot go stale.
  return {
    loyaltyStatusChecked: user.statusChecked,
    isUnenrolledUser: unenrolled,
    showLoyaltyModal: !flags.modalDismissed && loyaltyModalDue(user, flags.recentlyEnrolled),
    showLoyaltyBanner: loyaltyBannerVisible({
      loyaltyEnabled: userConfig('loyaltyEnabled'),
      statusChecked: user.statusChecked,
      isLoggedIn: user.isLoggedIn,
      isUnenrolled: unenrolled,
      hidden: flags.bannerHidden || isLoyaltyBannerHiddenByCookie(),
    }),
    showLoyaltyFreeShipping: loyaltyFreeShippingVisible(user.loyaltyTier),
    loyaltyTier: user.loyaltyTier,
    enrolling: flags.enrolling,
  };
});

export function setLoyaltyFlags(change: Partial<LoyaltyFlags>): void {
  $loyaltyFlags.set({ ...$loyaltyFlags.get(), ...change });
}

// A member clears the recently-enrolled flag. (The loyalty modal's code is asked for by the user store:
// loyalty-modal-due.ts.)
onMount($loyalty, () =>
  $user.subscribe((user) => {
    if (user.isLoyaltyMember && $loyaltyFlags.get().recentlyEnrolled) setLoyaltyFlags({ recentlyEnrolled: false });
  }),
);

/** The banner's close button: hidden for 30 days. */
export function hideLoyaltyBanner(): void {
  setLoyaltyBannerHideCookie();
  setLoyaltyFlags({ bannerHidden: true });
}
