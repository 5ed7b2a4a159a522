import { configValueOrUndefined } from '../../shared/config/site-config';
import { safeUrl } from '../../shared/safe-url';
import { $navigation, openSheet } from '../../stores/navigation/navigation';
import { contextualRow, hasMenuContent, navigationSections, type NavSection } from '../../stores/navigation/sections';
import { Dropdown } from './dropdown';
import type { MenuPanels } from './lazy-menu-panels';
import { prefetchMobileMenus } from './lazy-mobile-menus';
import { MenuLink } from './menu-link';
import { useNavigation } from './use-navigation';

/** A section's desktop dropdown content. */
function sectionPanel(section: NavSection, { MenuPanel, ShopColumns }: MenuPanels) {
  const content = section.content;
  if (content?.kind === 'shop') return <ShopColumns items={content.items} />;
  if (content?.kind === 'item') return <MenuPanel item={content.item} />;
  return null;
}

/** On tablet and mobile each section with content opens its left slide sheet; a plain one is a link. */
function SheetTrigger({ section, redesign }: { section: NavSection; redesign: boolean }) {
  const { openMenu, menuSurface, showMobileShop } = useNavigation();
  const open = section.shop ? showMobileShop : openMenu === section.key && menuSurface === 'sheet';
  const prefetch = () => prefetchMobileMenus(redesign);
  return (
    <button
      type="button"
      className="hdr-sheet-trigger hdr-narrow"
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openSheet(section.key, section.shop)}
    >
      {section.label}
    </button>
  );
}

/**
 * The primary navigation: the sections (older header: Shop, Community, Recipes as dropdowns; redesigned: the
 * primary items as links, with the hub's contextual row of dropdowns below), and on tablet and mobile the same
 * sections as sheet triggers. Without navigation (a missing or failed one hides the menus) the server's links.
 */
export function PrimaryNav({ links }: { links: Array<{ name: string; uri: string }> }) {
  const navigation = useNavigation();
  const redesign = configValueOrUndefined('redesign') ?? false;
  const sections = navigationSections(navigation, redesign);

  if (!navigation.hasMenus || sections.length === 0) {
    return (
      <nav className="hdr-nav" aria-label="Main">
        <ul className="hdr-row">
          {links.map((link) => {
            const href = safeUrl(link.uri);
            return href ? (
              <li key={`${link.name} ${href}`}>
                <a className="hdr-link" href={href}>
                  {link.name}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      </nav>
    );
  }

  const hub = redesign ? contextualRow(navigation) : null;
  const shopHub = hub?.name.toLowerCase() === 'shop';
  return (
    <nav className="hdr-nav" aria-label="Main">
      <ul className="hdr-row hdr-row--primary">
        {sections.map((section) => (
          <li key={section.key}>
            {redesign || !section.content ? (
              <MenuLink
                name={section.label}
                uri={section.uri}
                newWindow={section.newWindow}
                className={`hdr-primary${section.content ? ' hdr-wide' : ''}${hub?.name === section.key ? ' hdr-primary--current' : ''}`}
              />
            ) : (
              <div className="hdr-wide">
                <Dropdown name={section.key} label={section.label} uri={section.uri} newWindow={section.newWindow}>
                  {(panels) => sectionPanel(section, panels)}
                </Dropdown>
              </div>
            )}
            {section.content && <SheetTrigger section={section} redesign={redesign} />}
          </li>
        ))}
      </ul>
      {hub && (
        <ul className="hdr-row hdr-row--contextual hdr-wide" aria-label={`${hub.name} menus`}>
          {hub.menus.map((menu) => (
            <li key={menu.name}>
              {hasMenuContent(menu) ? (
                <Dropdown
                  name={`${hub.name}/${menu.name}`}
                  label={menu.name}
                  uri={menu.uri}
                  newWindow={menu.newWindow}
                  shop={shopHub}
                >
                  {({ MenuPanel }) => <MenuPanel item={menu} />}
                </Dropdown>
              ) : (
                <MenuLink name={menu.name} uri={menu.uri} newWindow={menu.newWindow} shop={shopHub} />
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
