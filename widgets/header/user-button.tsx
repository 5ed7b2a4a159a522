import { useCallback, useEffect, useId, useRef } from 'react';
import { Avatar } from '../../shared/ui/avatar';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { accountMenuLinks } from '../../stores/user/account-links';
import { authLinkHandlers } from '../../stores/auth/auth-link';
import { LOGIN_PAGE, SIGNUP_PAGE } from '../../stores/auth/auth-pages';
import { logout } from '../../stores/auth/auth-actions';
import { $user, toggleMenu, USER_UNKNOWN, type AuthAction } from '../../stores/user/user';
import { useFocusAfterAuth } from './use-focus-after-auth';

/**
 * The header's user button. Until the login status is known it is the empty box the server renders, of the
 * same size, so nothing moves. A visitor gets 'Log In/Sign Up'; a signed-in user an avatar button that
 * toggles the user panel (a disclosure: Escape and a click outside close it).
 */
export function UserButton() {
  // The server does not know the login status: it and the hydrating render show the empty box.
  const { statusChecked, isLoggedIn, hasAvatar, imageUrl, redactedName, url, feed, showMenu, lastAction } =
    useHydratedStore($user, USER_UNKNOWN);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const login = useRef<HTMLAnchorElement>(null);
  const focusTarget = useCallback((action: AuthAction) => (action === 'logout' ? login : button).current, []);

  useFocusAfterAuth(lastAction, focusTarget);
  const panelId = useId();
  const open = isLoggedIn && showMenu;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) toggleMenu(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the panel would be lost as it closes: it goes back to the button.
      if (box.current?.contains(document.activeElement)) button.current?.focus();
      toggleMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!statusChecked) return <div className="header-user" />;
  if (!isLoggedIn) {
    return (
      <div className="header-user header-user--visitor">
        {/* The server's pages without JavaScript (and for a new tab); the sign-in dialog for a plain click. */}
        <a
          ref={login}
          className="header-user__login"
          href={LOGIN_PAGE}
          aria-label="Log In/Sign Up"
          aria-haspopup="dialog"
          {...authLinkHandlers('login')}
        >
          <svg
            className="header-user__icon"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="header-user__text">Log In/Sign Up</span>
        </a>
        <a
          className="header-user__options"
          href={SIGNUP_PAGE}
          aria-label="Sign-up options"
          aria-haspopup="dialog"
          {...authLinkHandlers('signup-options')}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </a>
      </div>
    );
  }
  return (
    <div className="header-user" ref={box}>
      <button
        ref={button}
        type="button"
        className="header-user__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggleMenu()}
      >
        <Avatar key={imageUrl} src={hasAvatar ? imageUrl : null} name={redactedName} className="header-user__avatar" />
        <VisuallyHidden>Your account{feed.unobservedActivity ? ', new activity' : ''}</VisuallyHidden>
        {feed.unobservedActivity && <span className="header-user__badge" aria-hidden="true" />}
      </button>
      <div className="header-user__panel" id={panelId} hidden={!open}>
        <ul>
          {accountMenuLinks(url).map(({ name, href }) => (
            <li key={name}>
              <a href={href}>{name}</a>
            </li>
          ))}
        </ul>
        <button type="button" className="header-user__logout" onClick={() => void logout()}>
          Log Out
        </button>
      </div>
    </div>
  );
}
