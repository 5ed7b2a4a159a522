import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { safeUrl } from '../../shared/safe-url';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { $user, logout, showAuth, toggleMenu } from '../../stores/user/user';
import { userConfig } from '../../stores/user/user-config';

/** The avatar, or the name's initial when there is no image or it fails to load. */
function Avatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const href = safeUrl(src);
  return href && !failed ? (
    <img className="header-user__avatar" src={href} alt="" width={32} height={32} onError={() => setFailed(true)} />
  ) : (
    <span className="header-user__avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** The user panel's links, in the mobile menu group's order; a link whose URL `safeUrl` refuses is dropped. */
function panelLinks(userUrl: string | null): Array<[string, string | undefined]> {
  const links = userConfig('links');
  return [
    ['My Account', safeUrl(links.account)],
    ['My Collections', safeUrl(userUrl)],
    ['My Orders & Returns', safeUrl(links.ordersAndReturns)],
    ['Rewards', safeUrl(links.rewards)],
  ];
}

/**
 * The header's user button. Until the login status is known it is the empty box the server renders, of the
 * same size, so nothing moves. A visitor gets 'Log In / Sign Up'; a signed-in user an avatar button that
 * toggles the user panel (a disclosure: Escape and a click outside close it).
 */
export function UserButton() {
  const { statusChecked, isLoggedIn, hasAvatar, imageUrl, redactedName, url, feed, showMenu } = useStore($user);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
      <div className="header-user">
        {/* The sign-in dialog that reads showAuth comes with a later issue; until then this only opens the prompt state. */}
        <button type="button" className="header-user__login" onClick={() => showAuth('login')}>
          Log In / Sign Up
        </button>
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
        <Avatar key={imageUrl} src={hasAvatar ? imageUrl : null} name={redactedName} />
        <VisuallyHidden>Your account{feed.unobservedActivity ? ', new activity' : ''}</VisuallyHidden>
        {feed.unobservedActivity && <span className="header-user__badge" aria-hidden="true" />}
      </button>
      <div className="header-user__panel" id={panelId} hidden={!open}>
        <ul>
          {panelLinks(url).map(([name, href]) =>
            href ? (
              <li key={name}>
                <a href={href}>{name}</a>
              </li>
            ) : null,
          )}
        </ul>
        <button type="button" className="header-user__logout" onClick={() => void logout()}>
          Log Out
        </button>
      </div>
    </div>
  );
}
