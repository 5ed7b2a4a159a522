// The legacy server's sign-in and sign-up pages: the header's and the loyalty banner's Log In and Sign Up
// controls link here (what works without JavaScript), and showAuth sends a visitor here when the sign-in dialog
// cannot open (no auth slot on the page, or its code failed to load).
export const LOGIN_PAGE = '/users/login';
export const SIGNUP_PAGE = '/users/signup';

/** The server page for a dialog reason, coming back to `returnTo` (a same-site path) after. */
export function authPage(defaultAuth: string, returnTo: string): string {
  const page = defaultAuth === 'signup' || defaultAuth === 'signup-options' ? SIGNUP_PAGE : LOGIN_PAGE;
  return returnTo === '/' ? page : `${page}?return_to=${encodeURIComponent(returnTo)}`;
}
