import { safeUrl } from '../../shared/safe-url';

// Readers of the /global-navigation/... payloads. Plain TypeScript rather than valibot schemas: every item is
// optional lists of small records, and every valibot action added here would land in the shared runtime.
// Names stay plain text (markup is not interpreted; the view escapes it). Every uri passes safeUrl: a link with
// an unsafe or missing uri is dropped; an image that is not safe becomes null.

export interface NavLink {
  name: string;
  uri: string;
}

/** A card in a dropdown: stories, featured collections, promo units. */
export interface CommunityCard {
  title: string;
  dek: string;
  uri: string;
  image: string | null;
  webpImage: string | null;
}

export interface CategoryGroup {
  title: string;
  categories: NavLink[];
}

export interface IngredientType {
  name: string;
  ingredients: NavLink[];
}

export interface Resident extends NavLink {
  series: string;
  image: string | null;
}

/** A top brand or a featured video. */
export interface ImageLink extends NavLink {
  image: string | null;
}

export interface NavItem {
  name: string;
  title: string;
  /** uri_override when it is safe, else uri (or link) when safe; null for a menu heading without a safe link. */
  uri: string | null;
  newWindow: boolean;
  dropdown: NavItem[];
  categories: NavLink[];
  tags: NavLink[];
  categoryGroups: CategoryGroup[];
  /** The raw featured_name; the heading is `featuredHeading(featuredName)`. */
  featuredName: string | null;
  featuredCollections: CommunityCard[];
  topBrands: ImageLink[];
  promoUnits: CommunityCard[];
  topics: NavLink[];
  types: IngredientType[];
  residents: Resident[];
  stories: CommunityCard[];
  storyTopics: NavLink[];
  featuredVideos: ImageLink[];
}

/** An entry of the new header's primary or contextual navigation, with its menus. */
export interface ContextualEntry {
  name: string;
  uri: string | null;
  newWindow: boolean;
  menus: NavItem[];
}

export interface NewNavigation {
  primary: ContextualEntry[];
  contextual: ContextualEntry[];
}

type Record_ = Record<string, unknown>;

function record(value: unknown): Record_ | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record_) : undefined;
}

/** Text from a string or a number; anything else is ''. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The entries of a list that `read` accepts (returns non-undefined for); a non-list is empty. */
function list<T>(value: unknown, read: (entry: Record_) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const fields = record(entry);
    const item = fields && read(fields);
    return item === undefined ? [] : [item];
  });
}

const image = (value: unknown) => safeUrl(value) ?? null;

function navLink(fields: Record_): NavLink | undefined {
  const name = text(fields.name);
  const uri = safeUrl(fields.uri) ?? safeUrl(fields.link);
  return name && uri ? { name, uri } : undefined;
}

function imageLink(fields: Record_): ImageLink | undefined {
  const link = navLink(fields);
  return link && { ...link, image: image(fields.image) };
}

function card(fields: Record_): CommunityCard | undefined {
  const title = text(fields.title);
  const uri = safeUrl(fields.uri);
  return title && uri
    ? { title, dek: text(fields.dek), uri, image: image(fields.image), webpImage: image(fields.webp_image) }
    : undefined;
}

function resident(fields: Record_): Resident | undefined {
  const link = navLink(fields);
  return link && { ...link, series: text(fields.series), image: image(fields.image) };
}

function categoryGroup(fields: Record_): CategoryGroup | undefined {
  const categories = list(fields.categories, navLink);
  return categories.length ? { title: text(fields.title), categories } : undefined;
}

function ingredientType(fields: Record_): IngredientType | undefined {
  const name = text(fields.name);
  return name ? { name, ingredients: list(fields.ingredients, navLink) } : undefined;
}

/** uri_override is preferred over uri (or link) when it is safe. */
function itemUri(fields: Record_): string | null {
  return safeUrl(fields.uri_override) ?? safeUrl(fields.uri) ?? safeUrl(fields.link) ?? null;
}

/** A navigation item; dropped without a name, or without a safe uri unless it heads a dropdown. */
export function readNavItem(fields: Record_): NavItem | undefined {
  const name = text(fields.name);
  const uri = itemUri(fields);
  const dropdown = list(fields.dropdown, readNavItem);
  if (!name || (!uri && dropdown.length === 0)) return undefined;
  const featuredName = text(fields.featured_name);
  return {
    name,
    title: text(fields.title) || name,
    uri,
    newWindow: fields.newWindow === true,
    dropdown,
    categories: list(fields.categories, navLink),
    tags: list(fields.tags, navLink),
    categoryGroups: list(fields.category_groups, categoryGroup),
    featuredName: featuredName || null,
    featuredCollections: list(fields.featured_collections, card),
    topBrands: list(fields.top_brands, imageLink),
    promoUnits: list(fields.promo_units, card),
    topics: list(fields.topics, navLink),
    types: list(fields.types, ingredientType),
    residents: list(fields.residents, resident),
    stories: list(fields.stories, card),
    storyTopics: list(fields.story_topics, navLink),
    featuredVideos: list(fields.featured_videos, imageLink),
  };
}

/** A primary or contextual entry; dropped without a name, or without a safe uri unless it has menus. */
function contextualEntry(fields: Record_): ContextualEntry | undefined {
  const name = text(fields.name);
  const uri = itemUri(fields);
  const menus = list(fields.menus, readNavItem);
  return name && (uri || menus.length) ? { name, uri, newWindow: fields.newWindow === true, menus } : undefined;
}

/** The list at body[key].features; a missing key gives an empty menu. */
function features(body: unknown, key: string): NavItem[] {
  return list(record(record(body)?.[key])?.features, readNavItem);
}

/** GET ajax_get_full_global_navigation: `global_navigation.features`. */
export function readGlobalNavigation(body: unknown): NavItem[] {
  return features(body, 'global_navigation');
}

/** The retired shop entry the shop navigation still carries. */
export const RETIRED_SHOP_ENTRY = 'food52-pantry';

/** GET ajax_get_full_shop_navigation: `shop_navigation.features`, without the food52-pantry entry. */
export function readShopNavigation(body: unknown): NavItem[] {
  return features(body, 'shop_navigation').filter((item) => item.name !== RETIRED_SHOP_ENTRY);
}

/** GET ajax_get_mobile_context_navigation: `contextual_navigation`. */
export function readContextualNavigation(body: unknown): ContextualEntry[] {
  return list(record(body)?.contextual_navigation, contextualEntry);
}

/** GET ajax_get_new_global_navigation: `primary_navigation` and `contextual_navigation`. */
export function readNewNavigation(body: unknown): NewNavigation {
  return {
    primary: list(record(body)?.primary_navigation, contextualEntry),
    contextual: readContextualNavigation(body),
  };
}
