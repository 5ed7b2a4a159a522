import { describe, expect, it } from 'vitest';
import {
  GLOBAL_NAVIGATION_FEATURES,
  newGlobalNavigation,
  SHOP_NAVIGATION_FEATURES,
} from '../../fixtures/data/navigation';
import {
  readGlobalNavigation,
  readNavItem,
  readNewNavigation,
  readShopNavigation,
  type NavItem,
} from './navigation-payload';
import { contextualRow, hasMenuContent, navigationSections } from './sections';

const item = (fields: Record<string, unknown>): NavItem => readNavItem({ uri: '/x', ...fields })!;
const link = (name: string) => ({ name, uri: `/${name.toLowerCase()}` });
const card = { title: 'A card', uri: '/card' };

describe('hasMenuContent', () => {
  it.each([
    ['nothing', {}, false],
    ['a dropdown', { dropdown: [link('A')] }, true],
    ['categories', { categories: [link('A')] }, true],
    ['category groups', { category_groups: [{ title: 'Shop By Category', categories: [link('A')] }] }, true],
    [
      'Holiday with only categories (no sub-list)',
      {
        name: 'Holiday',
        categories: [link('A')],
        category_groups: [{ title: 'Shop Holiday', categories: [link('A')] }],
      },
      false,
    ],
    ['Holiday with promo units', { name: 'Holiday', categories: [link('A')], promo_units: [card] }, true],
    ['tags', { tags: [link('A')] }, true],
    ['topics', { topics: [link('A')] }, true],
    ['ingredient types', { types: [{ name: 'Meat', ingredients: [link('Beef')] }] }, true],
    ['residents', { residents: [link('Ann')] }, true],
    ['featured collections', { featured_collections: [card] }, true],
    ['top brands', { top_brands: [link('Brand')] }, true],
    ['stories', { stories: [card] }, true],
    ['story topics', { story_topics: [link('Tips')] }, true],
    ['featured videos', { featured_videos: [link('Video')] }, true],
    ['promo units', { promo_units: [card] }, true],
  ])('%s: %s', (_name, fields, expected) => {
    expect(hasMenuContent(item({ name: 'Menu', ...fields }))).toBe(expected);
  });
});

describe('navigationSections', () => {
  it('the older header: the_shop (the shop navigation), community and recipes, titled', () => {
    const sections = navigationSections(
      {
        navItems: readGlobalNavigation({ global_navigation: { features: GLOBAL_NAVIGATION_FEATURES } }),
        shopNavItems: readShopNavigation({ shop_navigation: { features: SHOP_NAVIGATION_FEATURES } }),
        primaryItems: [],
        contextualItems: [],
      },
      false,
    );
    expect(sections.map((section) => [section.key, section.label, section.shop, section.content?.kind])).toEqual([
      ['the_shop', 'Shop', true, 'shop'],
      ['community', 'Community', false, 'item'],
      ['recipes', 'Recipes', false, 'item'],
    ]);
  });

  it('the older header without a shop navigation: the_shop falls back to its own dropdown', () => {
    const [shop] = navigationSections(
      {
        navItems: [item({ name: 'the_shop', title: 'Shop', dropdown: [link('A')] })],
        shopNavItems: [],
        primaryItems: [],
        contextualItems: [],
      },
      false,
    );
    expect(shop?.content?.kind).toBe('item');
  });

  it('the redesigned header: every primary item opens its contextual menus, except "Shows", a plain link', () => {
    const { primary, contextual } = readNewNavigation(newGlobalNavigation('default'));
    const sections = navigationSections(
      { navItems: [], shopNavItems: [], primaryItems: primary, contextualItems: contextual },
      true,
    );
    expect(sections.map((section) => [section.key, section.shop, section.content?.kind ?? 'link'])).toEqual([
      ['Recipes', false, 'menus'],
      ['Shop', true, 'menus'],
      ['Home', false, 'menus'],
      ['Holiday', false, 'menus'],
      ['Community', false, 'menus'],
      ['Shows', false, 'link'],
    ]);
  });

  it.each([
    [
      '"Shows" with menus stays a plain link',
      { name: 'Shows', uri: '/shows', menus: [{ name: 'A', uri: '/a', topics: [link('T')] }] },
      'link',
    ],
    ['an item whose menus are not known (yet) still opens its sheet', { name: 'Videos', uri: '/videos' }, 'menus'],
    ['an item with menus opens them', { name: 'Videos', uri: '/videos', menus: [{ name: 'A', uri: '/a' }] }, 'menus'],
  ])('%s', (_name, entry, kind) => {
    const { primary } = readNewNavigation({ primary_navigation: [entry] });
    const [section] = navigationSections(
      { navItems: [], shopNavItems: [], primaryItems: primary, contextualItems: [] },
      true,
    );
    expect(section?.content?.kind ?? 'link').toBe(kind);
  });

  it('leaves out a section that neither links nor opens anything', () => {
    const { primary } = readNewNavigation({
      primary_navigation: [{ name: 'Empty', menus: [{ name: 'Heading only', dropdown: [] }] }],
    });
    expect(
      navigationSections({ navItems: [], shopNavItems: [], primaryItems: primary, contextualItems: [] }, true),
    ).toEqual([]);
  });
});

describe("the sheets' menus", () => {
  it("come from the mobile context call once answered, else the page's contextual navigation", () => {
    const { primary, contextual } = readNewNavigation(newGlobalNavigation('default'));
    const onlyHub = contextual.slice(0, 1);
    const menusOf = (mobileContextualItems: typeof contextual | null) =>
      navigationSections(
        { navItems: [], shopNavItems: [], primaryItems: primary, contextualItems: onlyHub, mobileContextualItems },
        true,
      ).map((section) => (section.content?.kind === 'menus' ? section.content.menus.length : null));
    expect(menusOf(null)).toEqual([5, 0, 0, 0, 0, null]);
    expect(menusOf(contextual)).toEqual([...contextual.map((entry): number | null => entry.menus.length), null]);
  });
});

describe('contextualRow', () => {
  it.each(['default', 'shop', 'holiday'])("is the first contextual entry, the page's hub (%s)", (hub) => {
    const { primary, contextual } = readNewNavigation(newGlobalNavigation(hub));
    const expected = hub === 'default' ? 'Recipes' : hub.charAt(0).toUpperCase() + hub.slice(1);
    expect(
      contextualRow({ navItems: [], shopNavItems: [], primaryItems: primary, contextualItems: contextual })?.name,
    ).toBe(expected);
  });

  it('is null without contextual menus', () => {
    expect(contextualRow({ navItems: [], shopNavItems: [], primaryItems: [], contextualItems: [] })).toBeNull();
  });
});
