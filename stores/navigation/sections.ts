import { showsCategories } from './menu-labels';
import type { ContextualEntry, NavItem } from './navigation-payload';

// The header's top-level sections, the same for both headers: each is a primary navigation item with what it
// opens (a desktop dropdown, or a slide sheet on tablet and mobile), or nothing (a plain link).

export type SectionContent =
  /** The older header's the_shop: the shop navigation (columns on desktop, a list in the sheet). */
  | { kind: 'shop'; items: NavItem[] }
  /** The older header's community and recipes: the item's own dropdown and content. */
  | { kind: 'item'; item: NavItem }
  /** The redesigned header: the primary item's contextual menus. */
  | { kind: 'menus'; menus: NavItem[] };

export interface NavSection {
  /** The payload's name: the key of its open menu. */
  key: string;
  label: string;
  uri: string | null;
  newWindow: boolean;
  /** Its sheet is the mobile shop nav. */
  shop: boolean;
  /** null: a plain link. */
  content: SectionContent | null;
}

export interface NavigationLists {
  navItems: NavItem[];
  shopNavItems: NavItem[];
  primaryItems: ContextualEntry[];
  contextualItems: ContextualEntry[];
  /** The mobile context call's menus, once answered: the sheets prefer them. */
  mobileContextualItems?: ContextualEntry[] | null;
}

/** "Shows" is a plain link: it opens no sheet, whatever the payload holds. */
export const PLAIN_LINK_ITEM = 'Shows';
/** The older navigation's shop menu. */
export const CLASSIC_SHOP_ITEM = 'the_shop';

/** The item has something to show in a dropdown (the Holiday entry's categories do not count). */
export function hasMenuContent(item: NavItem): boolean {
  const categories = showsCategories(item.name) && (item.categories.length > 0 || item.categoryGroups.length > 0);
  return (
    categories ||
    [
      item.dropdown,
      item.tags,
      item.featuredCollections,
      item.topBrands,
      item.promoUnits,
      item.topics,
      item.types,
      item.residents,
      item.stories,
      item.storyTopics,
      item.featuredVideos,
    ].some((list) => list.length > 0)
  );
}

function classicSection(item: NavItem, shopNavItems: NavItem[]): NavSection {
  const shop = item.name === CLASSIC_SHOP_ITEM;
  let content: SectionContent | null = null;
  if (shop && shopNavItems.length) content = { kind: 'shop', items: shopNavItems };
  else if (hasMenuContent(item)) content = { kind: 'item', item };
  return { key: item.name, label: item.title, uri: item.uri, newWindow: item.newWindow, shop, content };
}

function redesignedSection(entry: ContextualEntry, sources: ContextualEntry[][]): NavSection {
  // The mobile context call's menus first, then the page's contextual navigation, then the entry's own.
  const found = sources
    .map((source) => source.find((candidate) => candidate.name === entry.name)?.menus)
    .find((menus) => menus !== undefined && menus.length > 0);
  const menus = (found ?? entry.menus).filter((menu) => menu.uri !== null || hasMenuContent(menu));
  // "Each primary item except "Shows" opens a left slide sheet": whether its menus are known yet or not.
  const plain = entry.name === PLAIN_LINK_ITEM;
  return {
    key: entry.name,
    label: entry.name,
    uri: entry.uri,
    newWindow: entry.newWindow,
    shop: entry.name.toLowerCase() === 'shop',
    content: plain ? null : { kind: 'menus', menus },
  };
}

/** The older header: the_shop, community and recipes; the redesigned one: primary_navigation. */
export function navigationSections(lists: NavigationLists, redesign: boolean): NavSection[] {
  const sources = [lists.mobileContextualItems ?? [], lists.contextualItems];
  const sections = redesign
    ? lists.primaryItems.map((entry) => redesignedSection(entry, sources))
    : lists.navItems.map((item) => classicSection(item, lists.shopNavItems));
  // A section that neither links nor opens anything cannot be shown.
  return sections.filter(
    (section) =>
      section.uri !== null ||
      (section.content !== null && !(section.content.kind === 'menus' && section.content.menus.length === 0)),
  );
}

/** The redesigned header's contextual row on desktop: the page's hub comes first in contextual_navigation. */
export function contextualRow(lists: NavigationLists): ContextualEntry | null {
  return lists.contextualItems.find((entry) => entry.menus.length > 0) ?? null;
}
