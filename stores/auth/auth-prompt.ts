import { demandWidget } from '../../shared/demand-widget';
import { $user, endSession, updateUser } from '../user/user';
import { authPage } from './auth-pages';

// The sign-in prompt. Its state (showAuth, defaultAuth, authCallback, notification) is $user's: the shell spec
// lists those fields in the User state, so the callback stays there too; auth-actions.ts runs it after a sign-in.

/**
 * Opens the login prompt for a reason ('login', 'signup', 'save' ...). `callback` runs after a successful
 * login; a visitor who is already logged in gets the callback at once and no prompt.
 */
export function showAuth(defaultAuth: string, callback?: () => void): void {
  if ($user.get().isLoggedIn) {
    callback?.();
    return;
  }
  updateUser({ showAuth: true, defaultAuth, authCallback: callback ?? null, notification: null });
  demandAuthDialog(defaultAuth);
}

/**
 * The dialog's code loads now if hovering a sign-in control has not already loaded it. Without a dialog (no
 * slot on the page, or its code failed) the visitor goes to the server's page for it, coming back here after.
 */
function demandAuthDialog(defaultAuth: string): void {
  demandWidget('auth', () => {
    if (!$user.get().showAuth) return;
    hideAuth();
    location.assign(authPage(defaultAuth, location.pathname + location.search));
  });
}

/**
 * A request was refused with a 401: the session ended on the server. A page that still thought someone signed
 * in forgets them (the header shows Log In, the logged-in cookie goes, so the next page does not ask), and the
 * login prompt opens with `callback` for after the sign-in. showAuth alone would run the callback at once for
 * a page that still thinks someone is signed in, and the request would be refused again, over and over.
 */
export function sessionEnded(defaultAuth: string, callback?: () => void): void {
  if (!$user.get().isLoggedIn) {
    showAuth(defaultAuth, callback);
    return;
  }
  // Signed out and asked to sign in in one change: a listener never sees the shopper signed out without the
  // prompt (the checkout would load again under it, as a guest's).
  endSession({ lastAction: null, notification: null, showAuth: true, defaultAuth, authCallback: callback ?? null });
  demandAuthDialog(defaultAuth);
}

/** Forgets the last auth error (the dialog does as a new request starts). */
export function clearAuthNotification(): void {
  if ($user.get().notification) updateUser({ notification: null });
}

export function hideAuth(): void {
  updateUser({ showAuth: false, defaultAuth: null, authCallback: null, notification: null });
}
