import { demandWidget } from '../../shared/demand-widget';
import { isCheckoutPage } from '../../shared/page-facts';
import { isUnenrolled, loyaltyModalVisible } from './loyalty-rules';
import { userConfig } from '../user/user-config';
import { hasLoyaltyOptOutCookie } from '../user/user-cookies';

// The loyalty modal's slot loads on demand. The user store asks for its code as the user changes (status checked,
// signed in on the page), by the modal's own rule, so a visitor, a member or an opted-out member never loads it,
// and it does not depend on the loyalty banner being on the page. (Enrolled or dismissed on this page: the page
// reloads, or the code is already in; asking again is free.)

interface UserFacts {
  statusChecked: boolean;
  isLoggedIn: boolean;
  isLoyaltyMember: boolean;
  id: number | null;
}

/** The modal's rule on the user and this page (its cookie, checkout); `$loyalty.showLoyaltyModal` adds the page's flags. */
export function loyaltyModalDue(user: UserFacts, recentlyEnrolled = false): boolean {
  return loyaltyModalVisible({
    statusChecked: user.statusChecked,
    isUnenrolled: isUnenrolled({
      isLoggedIn: user.isLoggedIn,
      isLoyaltyMember: user.isLoyaltyMember,
      recentlyEnrolled,
    }),
    optedOut: hasLoyaltyOptOutCookie(user.id),
    isCheckout: isCheckoutPage(userConfig('pageType'), location.pathname),
  });
}

export function demandLoyaltyModalWhenDue(user: UserFacts): void {
  if (loyaltyModalDue(user)) demandWidget('loyalty-modal');
}
