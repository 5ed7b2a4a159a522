import { safeUrl } from '../../shared/safe-url';
import { userConfig } from './user-config';

// The account and site links of the header's menus (shell spec, "Fixed links": account, orders and returns,
// rewards, about us and shipping FAQ come from configuration; the collections link is the user's own url).
// A link whose URL is missing or that safeUrl refuses is left out.

export interface AccountLink {
  name: string;
  href: string;
}

type Candidate = readonly [name: string, url: unknown];

function present(candidates: readonly Candidate[]): AccountLink[] {
  return candidates.flatMap(([name, url]) => {
    const href = safeUrl(url);
    return href ? [{ name, href }] : [];
  });
}

/** The page's `links` (a link that is not a path is undefined; a block that is not an object is `{}`). */
const links = () => userConfig('links');

/** Mobile menu group when logged in: My Account, My Collections, My Orders & Returns, Rewards, About Us. */
export function memberGroupLinks(userUrl: string | null): AccountLink[] {
  const { account, ordersAndReturns, rewards, aboutUs } = links();
  return present([
    ['My Account', account],
    ['My Collections', userUrl],
    ['My Orders & Returns', ordersAndReturns],
    ['Rewards', rewards],
    ['About Us', aboutUs],
  ]);
}

/** Mobile menu group when logged out, after the login control: Rewards and About Us. */
export function visitorGroupLinks(): AccountLink[] {
  const { rewards, aboutUs } = links();
  return present([
    ['Rewards', rewards],
    ['About Us', aboutUs],
  ]);
}

/** Shipping FAQ: in the phone's menu after the group, for visitors and members alike. */
export function shippingFaqLinks(): AccountLink[] {
  return present([['Shipping FAQ', links().shippingFaq]]);
}

/** The member's account menu (the desktop user panel): the group's links, then Shipping FAQ. */
export function accountMenuLinks(userUrl: string | null): AccountLink[] {
  return [...memberGroupLinks(userUrl), ...shippingFaqLinks()];
}
