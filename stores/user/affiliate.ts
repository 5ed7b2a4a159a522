import { setCookie } from '../../shared/cookies';

// affiliate cookie: 7 days. Written on arrival from an affiliate's link; the server reads it (the order's
// attribution), the widgets never do. Only the function is exported: this runs on every page, in the header's
// code, and the build gives each export a place in the module's namespace object.

const AFFILIATE_COOKIE = 'f52_affiliate';
const AFFILIATE_COOKIE_DAYS = 7;

/** An affiliate id: a short token of letters, digits, `_` and `-`, nothing that could carry markup or cookie syntax. */
const AFFILIATE_ID = /^[\w-]{1,64}$/;

/**
 * `?affiliate=ID` (or `?aff_id=ID`) in the page's address writes the cookie for 7 days from now, replacing any
 * earlier one; no parameter, or a value that is no such token, leaves the cookie as it is.
 */
export function recordAffiliate(search = location.search): void {
  const query = new URLSearchParams(search);
  const id = query.get('affiliate') ?? query.get('aff_id');
  if (id && AFFILIATE_ID.test(id)) setCookie(AFFILIATE_COOKIE, id, AFFILIATE_COOKIE_DAYS);
}
