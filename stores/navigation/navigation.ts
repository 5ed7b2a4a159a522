import { atom, onMount } from 'nanostores';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { servedProps } from '../../shared/served-props';
import {
  fetchGlobalNavigation,
  fetchMobileContextNavigation,
  fetchNewNavigation,
  fetchShopNavigation,
} from './navigation-api';
import {
  readGlobalNavigation,
  readNewNavigation,
  readShopNavigation,
  type ContextualEntry,
  type NavItem,
} from './navigation-payload';
import type { RecircItem } from './recirculation-payload';

/**
 * The Navigation state of the shell, plus the menus of the redesigned header and the call's outcome. The spec's
 * `hideLoyaltyBanner`, `promoBanner` and `promoBannerChecked` are not copied here: the loyalty store
 * (`$loyalty.showLoyaltyBanner`, from the hide cookie) and `$promoBanner` (`banner`, `checked`) hold them.
 */
export interface NavigationState {
  showMobile: boolean;
  showMobileShop: boolean;
  showSubnav: boolean;
  showPromoBannerModal: boolean;
  /** The older header's menus (global_navigation.features). */
  navItems: NavItem[];
  /** The older header's shop menu (shop_navigation.features, without food52-pantry). */
  shopNavItems: NavItem[];
  /** The redesigned header's primary_navigation and contextual_navigation. */
  primaryItems: ContextualEntry[];
  contextualItems: ContextualEntry[];
  /** The redesigned header's sheets: every primary item's menus (ajax_get_mobile_context_navigation); null until asked for and answered. */
  mobileContextualItems: ContextualEntry[] | null;
  /** The recommended content of the page's sub-navigation (`loadRecirculation`); [] until it answers. */
  recircItems: readonly RecircItem[];
  /** The one dropdown or nested menu open, by name. */
  openMenu: string | null;
  /** Where `openMenu` shows: a desktop dropdown, or a slide sheet (tablet and mobile). */
  menuSurface: 'dropdown' | 'sheet';
  /** The navigation calls have answered (or failed). */
  checked: boolean;
  failed: boolean;
  /** A missing navigation hides the menus. */
  hasMenus: boolean;
}

const INITIAL: NavigationState = {
  showMobile: false,
  showMobileShop: false,
  showSubnav: false,
  showPromoBannerModal: false,
  navItems: [],
  shopNavItems: [],
  primaryItems: [],
  contextualItems: [],
  mobileContextualItems: null,
  recircItems: [],
  openMenu: null,
  menuSurface: 'dropdown',
  checked: false,
  failed: false,
  hasMenus: false,
};

export const $navigation = atom<NavigationState>(INITIAL);

function update(patch: Partial<NavigationState>): void {
  const next = { ...$navigation.get(), ...patch };
  $navigation.set({ ...next, hasMenus: next.navItems.length > 0 || next.primaryItems.length > 0 });
}

/** The older header: both calls at once; either may fail alone (no retry, no message). */
async function loadClassic(): Promise<void> {
  const [global, shop] = await Promise.allSettled([fetchGlobalNavigation(), fetchShopNavigation()]);
  update({
    navItems: global.status === 'fulfilled' ? global.value : [],
    shopNavItems: shop.status === 'fulfilled' ? shop.value : [],
    checked: true,
    failed: global.status === 'rejected' || shop.status === 'rejected',
  });
}

/** The redesigned header: one call for the page's hub. Only a network failure rejects; it hides the menus. */
async function loadRedesign(hub: string): Promise<void> {
  try {
    const { primary, contextual } = await fetchNewNavigation(hub);
    update({ primaryItems: primary, contextualItems: contextual, checked: true });
  } catch {
    update({ checked: true, failed: true });
  }
}

// A once-per-page guard, not state: nothing reads it, and a test starts a new page with a fresh module.
let requested = false;

/**
 * The Navigation state a page starts with when the server hands over its navigation (the server render of the
 * header embeds it): the calls' answers in one object, `global_navigation` and `shop_navigation` (classic) or
 * `primary_navigation` and `contextual_navigation` (redesigned), read by the same readers. Pure: a server
 * render shows this without touching the store.
 */
export function navigationStateFrom(body: unknown): NavigationState {
  const { primary, contextual } = readNewNavigation(body);
  const lists = {
    navItems: readGlobalNavigation(body),
    shopNavItems: readShopNavigation(body),
    primaryItems: primary,
    contextualItems: contextual,
  };
  return { ...INITIAL, ...lists, checked: true, hasMenus: lists.navItems.length > 0 || lists.primaryItems.length > 0 };
}

/** The state before anything is known: what a server render without navigation shows. */
export const NAVIGATION_UNKNOWN: NavigationState = INITIAL;

// Fetched once per page, by the first widget that listens; later listeners read its answer.
onMount($navigation, () => {
  // A server render reads the navigation it was given, and fetches nothing.
  if (requested || typeof window === 'undefined') return;
  requested = true;
  // The page's header slot holds the navigation (the server render embeds it): whichever widget listens first
  // (the sub-navigation may, before the header mounts), the store starts from it and fetches nothing.
  const served = servedProps('header', ['navigation']);
  if (served && served['navigation'] !== undefined) {
    const { primaryItems, contextualItems, navItems, shopNavItems } = navigationStateFrom(served['navigation']);
    update({ primaryItems, contextualItems, navItems, shopNavItems, checked: true });
    return;
  }
  void (configValueOrUndefined('redesign') ? loadRedesign(configValueOrUndefined('hub') ?? 'default') : loadClassic());
});

// Once per page, as `requested`.
let mobileContextRequested = false;

/**
 * The redesigned header's sheets read every primary item's menus from the mobile context call, asked for once,
 * when the sheets are first wanted. Its status is not checked; a failure or a body without menus leaves the
 * sheets with the menus the page's navigation holds.
 */
export function loadMobileContextNavigation(): Promise<void> {
  if (mobileContextRequested || typeof window === 'undefined') return Promise.resolve();
  mobileContextRequested = true;
  return fetchMobileContextNavigation().then(
    (entries) => update({ mobileContextualItems: entries }),
    () => update({ mobileContextualItems: [] }),
  );
}

/** The mobile nav toggles open and closed; closing it closes its open nested menu. */
export function toggleMobileNav(): void {
  const { showMobile, openMenu } = $navigation.get();
  update({ showMobile: !showMobile, openMenu: showMobile ? null : openMenu });
}

export function toggleMobileShopNav(): void {
  update({ showMobileShop: !$navigation.get().showMobileShop });
}

/** Clicking outside the header closes the mobile menu (and the mobile shop menu and any nested menu). */
export function closeMobileNav(): void {
  update({ showMobile: false, showMobileShop: false, openMenu: null });
}

/** A dropdown or nested menu is open for one name at a time: opening one closes the other. */
export function openDropdown(name: string): void {
  update({ openMenu: name, menuSurface: 'dropdown' });
}

/**
 * A primary item's slide sheet (tablet and mobile). The shop's sheet is the mobile shop nav
 * (`showMobileShop`); any other is the one open nested menu.
 */
export function openSheet(name: string, shop = false): void {
  update(
    shop ? { showMobileShop: true, openMenu: null } : { showMobileShop: false, openMenu: name, menuSurface: 'sheet' },
  );
}

export function closeSheet(shop = false): void {
  update(shop ? { showMobileShop: false } : { openMenu: null });
}

export function closeDropdown(): void {
  update({ openMenu: null });
}

/** Clicking an item opens its menu; clicking the same item again closes it. */
export function toggleDropdown(name: string): void {
  update({ openMenu: $navigation.get().openMenu === name ? null : name, menuSurface: 'dropdown' });
}

/** The sub-navigation's visibility, as `nextSubnavVisibility` decides. */
export function setSubnavVisible(visible: boolean): void {
  update({ showSubnav: visible });
}

export function setPromoBannerModal(open: boolean): void {
  update({ showPromoBannerModal: open });
}

/** The recommended-content answer, for the sub-navigation. */
export function setRecircItems(items: readonly RecircItem[]): void {
  update({ recircItems: items });
}
