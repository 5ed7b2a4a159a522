import { describe, expect, it } from 'vitest';
import {
  GLOBAL_NAVIGATION_FEATURES,
  mobileContextNavigation,
  newGlobalNavigation,
  SHOP_NAVIGATION_FEATURES,
} from '../../fixtures/data/navigation';
import {
  readContextualNavigation,
  readGlobalNavigation,
  readNavItem,
  readNewNavigation,
  readShopNavigation,
} from './navigation-payload';

const item = (fields: Record<string, unknown>) => readNavItem({ name: 'Item', uri: '/item', ...fields });

describe('readGlobalNavigation and readShopNavigation (fixture payloads)', () => {
  it('reads the three older menus with their dropdowns', () => {
    const menus = readGlobalNavigation({ global_navigation: { features: GLOBAL_NAVIGATION_FEATURES } });
    expect(menus.map((menu) => [menu.name, menu.title, menu.uri, menu.dropdown.length])).toEqual([
      ['the_shop', 'Shop', '/shop', 8],
      ['community', 'Community', '/hotline', 4],
      ['recipes', 'Recipes', '/recipes', 8],
    ]);
    expect(menus[1]?.dropdown[3]).toMatchObject({
      name: 'Podcasts',
      uri: 'https://podcasts.example.com/',
      newWindow: true,
    });
  });

  it('drops food52-pantry from the shop navigation', () => {
    const shop = readShopNavigation({ shop_navigation: { features: SHOP_NAVIGATION_FEATURES } });
    expect(SHOP_NAVIGATION_FEATURES.some((entry) => entry.name === 'food52-pantry')).toBe(true);
    expect(shop.map((entry) => entry.name)).toEqual(
      SHOP_NAVIGATION_FEATURES.filter((entry) => entry.name !== 'food52-pantry').map((entry) => entry.name),
    );
    expect(shop[0]).toMatchObject({
      name: 'New Arrivals',
      featuredName: null,
      categoryGroups: [{ title: 'Shop By Category' }],
    });
  });

  it.each([
    ['no body', undefined],
    ['an HTML string', '<!doctype html>'],
    ['an empty object', {}],
    ['the key without features', { global_navigation: {}, shop_navigation: {} }],
    ['features not a list', { global_navigation: { features: 'x' }, shop_navigation: { features: {} } }],
  ])('%s: empty menus', (_case, body) => {
    expect(readGlobalNavigation(body)).toEqual([]);
    expect(readShopNavigation(body)).toEqual([]);
  });
});

describe('readNewNavigation and readContextualNavigation (fixture payloads)', () => {
  it('reads the primary and contextual navigation', () => {
    const navigation = readNewNavigation(newGlobalNavigation('shop'));
    expect(navigation.primary.map((entry) => entry.name)).toEqual([
      'Recipes',
      'Shop',
      'Home',
      'Holiday',
      'Community',
      'Shows',
    ]);
    expect(navigation.primary.every((entry) => entry.menus.length === 0)).toBe(true);
    expect(navigation.contextual[0]).toMatchObject({ name: 'Shop', uri: '/shop' });
    expect(navigation.contextual[0]?.menus).toHaveLength(18);
    const home = navigation.contextual.find((entry) => entry.name === 'Home');
    expect(home?.menus[1]).toMatchObject({ name: 'Featured Brands', featuredName: 'Brands' });
    const recipes = navigation.contextual.find((entry) => entry.name === 'Recipes');
    expect(recipes?.menus[1]?.types[0]).toMatchObject({
      name: 'Meat & Poultry',
      ingredients: [
        { name: 'Chicken', uri: '/recipes/chicken' },
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    });
  });

  it('reads the mobile context navigation', () => {
    expect(readContextualNavigation(mobileContextNavigation()).map((entry) => entry.name)).toEqual([
      'Recipes',
      'Shop',
      'Home',
      'Holiday',
      'Community',
    ]);
  });

  it.each([
    ['no body', undefined],
    ['an HTML string', '<html></html>'],
    ['an empty object', {}],
    ['lists that are not lists', { primary_navigation: {}, contextual_navigation: 'x' }],
  ])('%s: empty menus', (_case, body) => {
    expect(readNewNavigation(body)).toEqual({ primary: [], contextual: [] });
    expect(readContextualNavigation(body)).toEqual([]);
  });

  it('drops a primary entry with an unsafe uri and no menus, keeps one with menus as a heading', () => {
    const body = {
      primary_navigation: [
        { name: 'Bad', uri: 'javascript:alert(1)' },
        { name: 'Good', uri: '/good' },
      ],
      contextual_navigation: [{ name: 'Heading', uri: 'javascript:alert(1)', menus: [{ name: 'A', uri: '/a' }] }],
    };
    expect(readNewNavigation(body)).toEqual({
      primary: [{ name: 'Good', uri: '/good', newWindow: false, menus: [] }],
      contextual: [
        { name: 'Heading', uri: null, newWindow: false, menus: [expect.objectContaining({ name: 'A', uri: '/a' })] },
      ],
    });
  });
});

describe('readNavItem', () => {
  // [case, fields, expected uri (undefined: the item is dropped)]
  it.each<[string, Record<string, unknown>, string | null | undefined]>([
    ['uri', { uri: '/shop' }, '/shop'],
    ['link when there is no uri', { uri: undefined, link: '/linked' }, '/linked'],
    [
      'uri_override preferred',
      { uri: '/shop', uri_override: 'https://podcasts.example.com/' },
      'https://podcasts.example.com/',
    ],
    ['an unsafe uri_override is ignored', { uri: '/shop', uri_override: 'javascript:alert(1)' }, '/shop'],
    ['a null uri_override is ignored', { uri: '/shop', uri_override: null }, '/shop'],
    ['javascript: uri: dropped', { uri: 'javascript:alert(1)' }, undefined],
    ['protocol-relative uri: dropped', { uri: '//evil.example/' }, undefined],
    ['data: uri: dropped', { uri: 'data:text/html,<script>' }, undefined],
    ['no uri: dropped', { uri: undefined }, undefined],
    [
      'an unsafe uri with a dropdown: kept as a heading',
      { uri: 'javascript:alert(1)', dropdown: [{ name: 'A', uri: '/a' }] },
      null,
    ],
  ])('%s', (_case, fields, uri) => {
    const result = item(fields);
    if (uri === undefined) expect(result).toBeUndefined();
    else expect(result?.uri).toBe(uri);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown> | undefined]>([
    [
      'markup in a name stays plain text',
      { name: '<img src=x onerror=alert(1)>' },
      { name: '<img src=x onerror=alert(1)>', title: '<img src=x onerror=alert(1)>' },
    ],
    ['a name is trimmed', { name: '  Shop  ' }, { name: 'Shop' }],
    ['a numeric name becomes text', { name: 2025 }, { name: '2025' }],
    ['no name: dropped', { name: undefined }, undefined],
    ['a blank name: dropped', { name: '   ' }, undefined],
    ['an object as name: dropped', { name: { html: '<b>' } }, undefined],
    ['title defaults to the name', { name: 'Shop', title: undefined }, { title: 'Shop' }],
    ['newWindow only when true', { newWindow: 'yes' }, { newWindow: false }],
    ['newWindow true', { newWindow: true }, { newWindow: true }],
    ['a blank featured_name is null', { featured_name: ' ' }, { featuredName: null }],
  ])('%s', (_case, fields, expected) => {
    const result = item(fields);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toMatchObject(expected);
  });

  it('reads every content type and drops unsafe links inside them', () => {
    const bad = 'javascript:alert(1)';
    const result = item({
      categories: [
        { name: 'A', uri: '/a' },
        { name: 'Bad', uri: bad },
      ],
      tags: [{ name: 'T', uri: '/t' }, 'not an entry'],
      category_groups: [
        {
          title: 'Shop By Category',
          categories: [
            { name: 'C', uri: '/c' },
            { name: 'Bad', uri: bad },
          ],
        },
        { title: 'Empty', categories: [{ name: 'Bad', uri: bad }] },
      ],
      featured_collections: [
        { title: 'F', dek: 'd', uri: '/f', image: '/f.jpg', webp_image: bad },
        { title: 'Bad', uri: bad },
      ],
      top_brands: [{ name: 'B', uri: '/b', image: '/b.svg' }],
      promo_units: [{ title: 'P', uri: '/p' }],
      topics: [{ name: 'Baking', uri: '/recipes/baking' }],
      types: [
        {
          name: 'Meat',
          ingredients: [
            { name: 'Beef', uri: '/recipes/beef' },
            { name: 'Bad', uri: bad },
          ],
        },
      ],
      residents: [
        { name: 'R', series: 'S', uri: '/r', image: '/r.jpg' },
        { name: 'Bad', uri: bad },
      ],
      stories: [{ title: 'Story', dek: 'Dek', uri: '/blog/1' }],
      story_topics: [{ name: 'Makers', uri: '/blog/topics/makers' }],
      featured_videos: [{ name: 'V', uri: '/videos/1', image: bad }],
    });
    expect(result).toMatchObject({
      categories: [{ name: 'A', uri: '/a' }],
      tags: [{ name: 'T', uri: '/t' }],
      categoryGroups: [{ title: 'Shop By Category', categories: [{ name: 'C', uri: '/c' }] }],
      featuredCollections: [{ title: 'F', dek: 'd', uri: '/f', image: '/f.jpg', webpImage: null }],
      topBrands: [{ name: 'B', uri: '/b', image: '/b.svg' }],
      promoUnits: [{ title: 'P', dek: '', uri: '/p', image: null, webpImage: null }],
      topics: [{ name: 'Baking', uri: '/recipes/baking' }],
      types: [{ name: 'Meat', ingredients: [{ name: 'Beef', uri: '/recipes/beef' }] }],
      residents: [{ name: 'R', series: 'S', uri: '/r', image: '/r.jpg' }],
      stories: [{ title: 'Story', dek: 'Dek', uri: '/blog/1' }],
      storyTopics: [{ name: 'Makers', uri: '/blog/topics/makers' }],
      featuredVideos: [{ name: 'V', uri: '/videos/1', image: null }],
    });
  });

  it('missing lists are empty', () => {
    expect(item({})).toEqual({
      name: 'Item',
      title: 'Item',
      uri: '/item',
      newWindow: false,
      dropdown: [],
      categories: [],
      tags: [],
      categoryGroups: [],
      featuredName: null,
      featuredCollections: [],
      topBrands: [],
      promoUnits: [],
      topics: [],
      types: [],
      residents: [],
      stories: [],
      storyTopics: [],
      featuredVideos: [],
    });
  });
});
