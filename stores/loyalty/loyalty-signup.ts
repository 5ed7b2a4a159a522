import { $loyaltyFlags, setLoyaltyFlags } from './loyalty';
import { requestEnrolment } from './loyalty-api';
import { reloadPage } from '../user/reload-page';
import { setLoyaltyOptOutCookie } from '../user/user-cookies';

// The loyalty signup modal's actions, apart from `loyalty.ts` so that the loyalty banner, which shares that
// module with the modal, does not load them.

/**
 * Join Now: enrols, marks the user enrolled and reloads. A failure shows nothing and leaves `enrolling` on,
 * as the spec says; resolves false then.
 */
export async function enrolInLoyalty(userId: number): Promise<boolean> {
  if ($loyaltyFlags.get().enrolling) return false;
  setLoyaltyFlags({ enrolling: true });
  try {
    await requestEnrolment(userId);
  } catch {
    return false;
  }
  setLoyaltyFlags({ recentlyEnrolled: true });
  reloadPage();
  return true;
}

/** 'No, maybe later' or closing the modal: a 30-day opt-out for this user. */
export function declineLoyalty(userId: number): void {
  setLoyaltyOptOutCookie(userId);
  setLoyaltyFlags({ modalDismissed: true });
}
