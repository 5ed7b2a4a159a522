import { useStore } from '@nanostores/react';
import { Suspense, useRef, useState } from 'react';
import * as v from 'valibot';
import { $navigation, resetNavigation, seedNavigation, toggleMobileNav } from '../../stores/navigation/navigation';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { MobileMenus, prefetchMobileMenus } from './lazy-mobile-menus';
import { PrimaryNav } from './primary-nav';
import { UserButton } from './user-button';
import './header.css';

export const headerProps = v.object({
  /** The logo's text. */
  siteName: v.optional(v.string(), ''),
  /** The count the server rendered: shown until the basket has loaded. */
  cartCount: v.optional(v.string()),
  /** The navigation links the server shows when there is no navigation (or it fails). */
  links: v.optional(v.array(v.object({ name: v.string(), uri: v.string() })), []),
  /** The navigation calls' answers the server already holds (see `seedNavigation`): the page then fetches none. */
  navigation: v.optional(v.unknown()),
});

function MenuButton() {
  const { showMobile } = useStore($navigation);
  return (
    <button type="button" className="hdr-menu-button hdr-narrow" aria-haspopup="dialog" aria-expanded={showMobile} onPointerEnter={prefetchMobileMenus} onFocus={prefetchMobileMenus} onClick={toggleMobileNav}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="hdr-menu-button__text">Menu</span>
    </button>
  );
}

/** The sheets mount on the first open of any of them and stay, so they can animate closed. */
function useSheetsWanted(): boolean {
  const { showMobile, showMobileShop, openMenu, menuSurface } = useStore($navigation);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (showMobile || showMobileShop || (openMenu !== null && menuSurface === 'sheet'))) setWanted(true);
  return wanted;
}

/**
 * The site header: a top row (logo, search, user button, cart button; on tablet and mobile a Menu button
 * first) and the primary navigation, with the desktop dropdowns and the tablet and mobile sheets. Given the
 * server's navigation it renders the menus at once, so a server render and this render agree.
 */
export function Header({ siteName, cartCount, links, navigation }: v.InferOutput<typeof headerProps>) {
  const seeded = useRef(false);
  if (!seeded.current) {
    seeded.current = true;
    if (navigation !== undefined) seedNavigation(navigation);
    // A server renders many pages: one without navigation must not show the last one's.
    else if (typeof window === 'undefined') resetNavigation();
  }
  const sheets = useSheetsWanted();
  const served = Number.parseInt(cartCount ?? '', 10);
  return (
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
      {sheets && (
        <Suspense fallback={null}>
          <MobileMenus />
        </Suspense>
      )}
    </div>
  );
}
