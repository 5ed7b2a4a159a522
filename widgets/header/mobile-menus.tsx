import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { Drawer } from '../../shared/ui/drawer/drawer';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $featuresNavigation } from '../../stores/navigation/features';
import { linkKind } from '../../stores/navigation/menu-labels';
import {
  $navigation,
  closeMobileNav,
  closeSheet,
  loadMobileContextNavigation,
  openSheet,
} from '../../stores/navigation/navigation';
import type { NavItem } from '../../stores/navigation/navigation-payload';
import {
  hasMenuContent,
  navigationSections,
  type NavSection,
  type SectionContent,
} from '../../stores/navigation/sections';
import {
  GO_TO_THE_SHOP,
  insertSchoolhouse,
  WEDDING_REGISTRY,
  type ShopLink,
} from '../../stores/navigation/shop-menu-columns';
import { authLinkHandlers } from '../../stores/auth/auth-link';
import { LOGIN_PAGE, SIGNUP_PAGE } from '../../stores/auth/auth-pages';
import {
  memberGroupLinks,
  shippingFaqLinks,
  visitorGroupLinks,
  type AccountLink,
} from '../../stores/user/account-links';
import { logout } from '../../stores/auth/auth-actions';
import { $user } from '../../stores/user/user';
import { entryText, MenuLink } from './menu-link';
import { MenuPanel, SheetHeadings } from './menu-panel';
import { useFocusAfterAuth } from './use-focus-after-auth';
import { useOpenedOnce } from './use-opened-once';
import { useNavigation } from './use-navigation';

// Tablet and mobile: the mobile nav (the Menu button's sheet) and each section's left slide sheet, with nested
// panels for menus that hold more. All are Drawers on the modal core: they slide, trap focus, focus their first
// element, close on Escape, on the overlay (a click outside the header) and on their back or close button, and
// lock page scroll while open.

const chevron = (
  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/** The sheets under a primary item's sheet start where it starts (152px down); inside the Menu sheet, at the top. */
const SheetClass = createContext('hdr-sheet');

/** A menu that holds more: a row that opens its nested panel. */
function NestedMenu({ item, shop }: { item: NavItem; shop: boolean }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const label = entryText(item.name, shop);
  const sheetClass = useContext(SheetClass);
  return (
    <Drawer.Root open={open} onOpenChange={setOpen}>
      <Drawer.Trigger className={`hdr-sheet__row hdr-link--${linkKind(item.name)}`}>
        {label}
        {chevron}
      </Drawer.Trigger>
      <Drawer.Content side="left" className={sheetClass}>
        <Drawer.BackHeader title={label} />
        {opened && (
          <SheetHeadings>
            {item.uri && <MenuLink name={`All ${label}`} uri={item.uri} className="hdr-sheet__all hdr-link--all" />}
            <MenuPanel item={item} />
          </SheetHeadings>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}

function MenuList({
  entries,
  links = [],
  shop = false,
}: {
  entries: Array<NavItem | ShopLink>;
  links?: readonly ShopLink[];
  shop?: boolean;
}) {
  return (
    <ul className="hdr-sheet__list">
      {entries.map((entry) => (
        <li key={`${entry.name} ${entry.uri ?? ''}`}>
          {'dropdown' in entry && hasMenuContent(entry) ? (
            <NestedMenu item={entry} shop={shop} />
          ) : (
            <MenuLink name={entry.name} uri={entry.uri} shop={shop} className="hdr-sheet__row" />
          )}
        </li>
      ))}
      {links.map((link) => (
        <li key={link.uri}>
          <MenuLink name={link.name} uri={link.uri} className="hdr-sheet__row hdr-link--all" />
        </li>
      ))}
    </ul>
  );
}

/** The sheet already lists a link to the section's own page (an "All Recipes" menu): no second one. */
function linksTo(content: SectionContent, uri: string): boolean {
  if (content.kind === 'menus') return content.menus.some((menu) => menu.uri === uri);
  if (content.kind === 'shop') return false;
  return content.item.dropdown.some((entry) => entry.uri === uri);
}

function SheetContent({ content, shop }: { content: SectionContent; shop: boolean }) {
  const { mobileContextualItems } = useNavigation();
  if (content.kind === 'shop')
    return <MenuList entries={insertSchoolhouse(content.items)} links={[WEDDING_REGISTRY, GO_TO_THE_SHOP]} shop />;
  if (content.kind === 'item') return <MenuPanel item={content.item} />;
  // Menus not known yet: the mobile context call is on its way.
  if (content.menus.length === 0 && mobileContextualItems === null) return <Skeleton label="Loading the menu" />;
  return <MenuList entries={content.menus} shop={shop} />;
}

/** A section's left slide sheet; inside the mobile nav it is a nested panel with a back header. */
function SectionSheet({ section, nested }: { section: NavSection; nested: boolean }) {
  const { showMobileShop, openMenu, menuSurface } = useNavigation();
  const open = section.shop ? showMobileShop : openMenu === section.key && menuSurface === 'sheet';
  const opened = useOpenedOnce(open);
  if (!section.content) return null;
  const sheetClass = nested ? 'hdr-sheet' : 'hdr-sheet hdr-sheet--below';
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => (next ? openSheet(section.key, section.shop) : closeSheet(section.shop))}
    >
      <Drawer.Content side="left" className={sheetClass}>
        {nested ? (
          <Drawer.BackHeader title={section.label} backLabel="Back to Menu" />
        ) : (
          <div className="hdr-sheet__head">
            <Drawer.Title className="hdr-sheet__title">{section.label}</Drawer.Title>
            <Drawer.Close label={`Close ${section.label}`} />
          </div>
        )}
        {opened && (
          <SheetClass.Provider value={sheetClass}>
            <SheetHeadings>
              {section.uri && !linksTo(section.content, section.uri) && (
                <MenuLink name={`All ${section.label}`} uri={section.uri} className="hdr-sheet__all hdr-link--all" />
              )}
              <SheetContent content={section.content} shop={section.shop} />
            </SheetHeadings>
          </SheetClass.Provider>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** The "Featured" links block and the utility strip (Registry and the others), from the features navigation. */
function FeaturedLinks() {
  const { features, utilities } = useStore($featuresNavigation);
  const headingId = useId();
  return (
    <>
      {features.length > 0 && (
        <section className="hdr-sheet__group" aria-labelledby={headingId}>
          <h3 className="hdr-block__heading" id={headingId}>
            Featured
          </h3>
          <ul className="hdr-sheet__list">
            {features.map((link) => (
              <li key={link.uri}>
                <MenuLink name={link.name} uri={link.uri} className="hdr-sheet__row" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {utilities.length > 0 && (
        <ul className="hdr-utilities" aria-label="Utilities">
          {utilities.map((link) => (
            <li key={link.uri}>
              <a className="hdr-utility" href={link.uri}>
                {link.name === 'Registry' && (
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path
                      d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                    />
                  </svg>
                )}
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LinkRows({ links }: { links: AccountLink[] }) {
  return links.map(({ name, href }) => (
    <li key={name}>
      <a className="hdr-sheet__row" href={href}>
        {name}
      </a>
    </li>
  ));
}

/**
 * Mobile menu group: logged in, My Account, My Collections, My Orders & Returns, Rewards, About Us and Log Out;
 * logged out, Log In/Sign Up, Sign-up options, Rewards and About Us. Shipping FAQ is its own list after the
 * group, for both (widgets/header/README.md, "Decisions").
 */
function AccountGroup() {
  const { statusChecked, isLoggedIn, url, lastAction } = useStore($user);
  const group = useRef<HTMLUListElement>(null);
  // Signed in or out from this sheet: focus goes to the group's new first control.
  const focusTarget = useCallback(() => group.current?.querySelector<HTMLElement>('a, button'), []);
  useFocusAfterAuth(lastAction, focusTarget);
  // Nothing until the status is known: the Shipping FAQ below the group would move as the group appeared.
  if (!statusChecked) return null;
  const faq = shippingFaqLinks();
  return (
    <>
      <ul ref={group} className="hdr-sheet__list hdr-sheet__group">
        {!isLoggedIn && (
          <>
            <li>
              <a className="hdr-sheet__row" href={LOGIN_PAGE} aria-haspopup="dialog" {...authLinkHandlers('login')}>
                Log In/Sign Up
              </a>
            </li>
            <li>
              <a
                className="hdr-sheet__row"
                href={SIGNUP_PAGE}
                aria-haspopup="dialog"
                {...authLinkHandlers('signup-options')}
              >
                Sign-up options
              </a>
            </li>
          </>
        )}
        <LinkRows links={isLoggedIn ? memberGroupLinks(url) : visitorGroupLinks()} />
        {isLoggedIn && (
          <li>
            <button type="button" className="hdr-sheet__row" onClick={() => void logout()}>
              Log Out
            </button>
          </li>
        )}
      </ul>
      {faq.length > 0 && (
        <ul className="hdr-sheet__list hdr-sheet__group">
          <LinkRows links={faq} />
        </ul>
      )}
    </>
  );
}

/** Every tablet and mobile sheet of the header. */
export default function MobileMenus() {
  const navigation = useNavigation();
  const redesign = configValueOrUndefined('redesign') ?? false;
  const sections = navigationSections(navigation, redesign);
  const opened = useOpenedOnce(navigation.showMobile);
  useEffect(() => {
    if (redesign) void loadMobileContextNavigation();
  }, [redesign]);
  const sheets = (nested: boolean) =>
    sections.map((section) => <SectionSheet key={section.key} section={section} nested={nested} />);
  return (
    <>
      <Drawer.Root open={navigation.showMobile} onOpenChange={(open) => open || closeMobileNav()}>
        <Drawer.Content side="left" className="hdr-sheet">
          <div className="hdr-sheet__head">
            <Drawer.Title className="hdr-sheet__title">Menu</Drawer.Title>
            <Drawer.Close label="Close Menu" />
          </div>
          {opened && (
            <>
              <ul className="hdr-sheet__list">
                {sections.map((section) => (
                  <li key={section.key}>
                    {section.content ? (
                      <button
                        type="button"
                        className="hdr-sheet__row"
                        aria-haspopup="dialog"
                        onClick={() => openSheet(section.key, section.shop)}
                      >
                        {section.label}
                        {chevron}
                      </button>
                    ) : (
                      <MenuLink
                        name={section.label}
                        uri={section.uri}
                        newWindow={section.newWindow}
                        className="hdr-sheet__row"
                      />
                    )}
                  </li>
                ))}
              </ul>
              <FeaturedLinks />
              <AccountGroup />
            </>
          )}
          {navigation.showMobile && sheets(true)}
        </Drawer.Content>
      </Drawer.Root>
      {!navigation.showMobile && sheets(false)}
    </>
  );
}
