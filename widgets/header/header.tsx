import { useCallback, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { configValueOrUndefined } from '../../shared/config/site-config';
import {
  closeDropdown,
  closeMobileNav,
  NAVIGATION_UNKNOWN,
  navigationStateFrom,
  toggleMobileNav,
} from '../../stores/navigation/navigation';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { prefetchMobileMenus, useMobileMenus } from './lazy-mobile-menus';
import { PrimaryNav } from './primary-nav';
import { UserButton } from './user-button';
import { ServerNavigation, useNavigation } from './use-navigation';
import './header.css';

/** Desktop layout (dropdowns) from here; tablet and mobile (sheets) below. Matches header.css. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export const headerProps = v.object({
  /** The logo's text. */
  siteName: v.optional(v.string(), ''),
  /** The count the server rendered: shown until the basket has loaded. */
  cartCount: v.optional(v.string()),
  /** The navigation links the server shows when there is no navigation (or it fails). */
  links: v.optional(v.array(v.object({ name: v.string(), uri: v.string() })), []),
  /** The navigation calls' answers the server already holds: the navigation store starts from them and fetches none. */
  navigation: v.optional(v.unknown()),
});

function MenuButton() {
  const { showMobile } = useNavigation();
  const redesign = configValueOrUndefined('redesign') ?? false;
  const prefetch = () => prefetchMobileMenus(redesign);
  return (
    <button
      type="button"
      className="hdr-menu-button hdr-narrow"
      aria-haspopup="dialog"
      aria-expanded={showMobile}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={toggleMobileNav}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="hdr-menu-button__text">Menu</span>
    </button>
  );
}

/** The sheets mount on the first open of any of them and stay, so they can animate closed. */
function Sheets() {
  const { showMobile, showMobileShop, openMenu, menuSurface } = useNavigation();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (showMobile || showMobileShop || (openMenu !== null && menuSurface === 'sheet'))) setWanted(true);
  const forget = useCallback(() => setWanted(false), []);
  const MobileMenus = useMobileMenus(wanted, forget);
  return MobileMenus ? <MobileMenus /> : null;
}

/** Desktop dropdowns and tablet sheets do not outlive a change of layout, nor a page restored from the back/forward cache. */
function useCloseMenusOnLayoutChange(): void {
  useEffect(() => {
    const desktop = matchMedia(DESKTOP_QUERY);
    const close = () => {
      closeMobileNav();
      closeDropdown();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    desktop.addEventListener('change', close);
    window.addEventListener('pageshow', restored);
    return () => {
      desktop.removeEventListener('change', close);
      window.removeEventListener('pageshow', restored);
    };
  }, []);
}

/**
 * The site header: a top row (logo, search, user button, cart button; on tablet and mobile a Menu button
 * first) and the primary navigation, with the desktop dropdowns and the tablet and mobile sheets. Rendered
 * from its props alone on the server and while hydrating (the navigation state comes from `navigation`), so
 * the two agree; the stores take over right after.
 */
export function Header({ siteName, cartCount, links, navigation }: v.InferOutput<typeof headerProps>) {
  const snapshot = useMemo(
    () => (navigation === undefined ? NAVIGATION_UNKNOWN : navigationStateFrom(navigation)),
    [navigation],
  );
  // In the browser the store starts from the same navigation (it reads the slot's props when first listened to,
  // stores/navigation/navigation.ts), so the page fetches none.
  useCloseMenusOnLayoutChange();
  const served = Number.parseInt(cartCount ?? '', 10);
  return (
    <ServerNavigation.Provider value={snapshot}>
      <div className="hdr">
        <div className="hdr-top">
          <MenuButton />
          <a className="hdr-logo" href="/">
            {siteName}
          </a>
          <HeaderSearch />
          <UserButton />
          <CartButton servedCount={Number.isNaN(served) ? 0 : served} />
        </div>
        <PrimaryNav links={links} />
        <Sheets />
      </div>
    </ServerNavigation.Provider>
  );
}
