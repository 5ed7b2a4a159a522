// The cookies the session reads and writes: the server's (fixtures/README.md "Cookies"). The loyalty store's own
// are in stores/loyalty/loyalty-cookies.ts.

/** Set by the server on login; the login status is checked only while it exists. */
export const LOGGED_IN_COOKIE = 'f52_logged_in';
/** Set by the cookie-settings call; while it is absent a logged-in page makes that call. */
export const SESSION_EMAIL_COOKIE = 'f52_session_email';
/** Set by the server on login; while it is present the page POSTs the login-sync path, then removes it. */
export const JUST_LOGGED_IN_COOKIE = 'f52_just_logged_in';
/** Set when a member signs in through the social provider, so a later logout (on any page) signs out of it too. */
export const SOCIAL_CONNECTED_COOKIE = 'f52_social_connected';
