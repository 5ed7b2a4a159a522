import { describe, expect, it } from 'vitest';
import { HEADINGS, PANEL_DEFAULT_TEXT, searchPanelView } from './search-panel';
import type { SearchSuggestionsState } from './suggestions';
import type { Suggestions } from './suggestions-payload';

const suggestions = (query: string, data: Partial<Suggestions> = {}): Suggestions => ({
  query,
  suggestedTerms: [],
  previousSearchTerms: [],
  defaultRecommendedTerms: [],
  recipes: [],
  products: [],
  searchUrl: null,
  totals: { recipes: null, products: null },
  ...data,
});
const ready = (query: string, data: Partial<Suggestions> = {}): SearchSuggestionsState => ({
  query,
  status: 'ready',
  suggestions: suggestions(query, data),
});
const result = (name: string, path: string) => ({ name, path, image: null });
const headings = (view: ReturnType<typeof searchPanelView>) => view.groups.map((group) => group.heading);
const labels = (view: ReturnType<typeof searchPanelView>) =>
  view.groups.flatMap((group) => group.options.map((option) => option.label));

describe('before typing', () => {
  it('shows the default text and the empty query’s lists under their first-variant headings', () => {
    const view = searchPanelView(
      '  ',
      ready('', {
        previousSearchTerms: ['focaccia'],
        defaultRecommendedTerms: ['gifts', 'pie'],
        recipes: [result('Roast Chicken', '/recipes/1-roast-chicken')],
        products: [result('Skillet', '/products/2-skillet')],
      }),
      'recipes',
    );
    expect(view.note).toBe(PANEL_DEFAULT_TEXT);
    expect(view.note).toBe('Search recipes, shop, articles, hotline…');
    expect(headings(view)).toEqual([
      'Recent Searches',
      "What We're into Right Now",
      'Popular Recipes',
      'Favorites In Shop',
    ]);
    expect(view.groups[1]?.options.map((option) => option.href)).toEqual([
      '/recipes/search?q=gifts',
      '/recipes/search?q=pie',
    ]);
    expect(view.groups[2]?.options[0]).toMatchObject({ kind: 'result', href: '/recipes/1-roast-chicken' });
    expect(view.announcement).toBe('5 suggestions');
  });

  it('an empty list has no group; no answer yet shows the default text alone and announces nothing', () => {
    expect(headings(searchPanelView('', ready('', { recipes: [result('Pie', '/recipes/pie')] }), 'recipes'))).toEqual([
      HEADINGS.popularRecipes,
    ]);
    expect(searchPanelView('', { query: '', status: 'loading', suggestions: null }, 'recipes')).toEqual({
      query: '',
      note: PANEL_DEFAULT_TEXT,
      groups: [],
      announcement: '',
    });
  });
});

describe('after typing', () => {
  it('a row to search for the text, the suggested terms, then the second-variant headings', () => {
    const view = searchPanelView(
      ' pie ',
      ready('pie', {
        suggestedTerms: ['pie', 'pie crust'],
        recipes: [result('Apple Pie', '/recipes/3-apple-pie')],
        products: [result('Pie Dish', '/products/4-pie-dish')],
      }),
      'products',
    );
    expect(headings(view)).toEqual([null, 'Suggested Recipes', 'In The Shop']);
    // The term equal to the query is the search row already.
    expect(labels(view)).toEqual(['Search for “pie”', 'pie crust', 'Apple Pie', 'Pie Dish']);
    expect(view.groups[0]?.options.map((option) => option.href)).toEqual([
      '/shop/search?q=pie',
      '/shop/search?q=pie%20crust',
    ]);
    expect(view.note).toBeNull();
    expect(view.announcement).toBe('3 suggestions');
  });

  describe("a section's total above what it lists", () => {
    const recipes = ['Salted Caramel', 'Salt Cod', 'Salt-Baked Fish', 'Salty Oats', 'Salt Pie'].map((name, at) =>
      result(name, `/recipes/${at}`),
    );
    const seeAll = (view: ReturnType<typeof searchPanelView>) =>
      view.groups.flatMap((group) => group.options.filter((option) => option.kind === 'all'));
    const cellar = [result('Salt Cellar', '/products/1')];
    const moreProducts = ['See all 3 products', '/shop/search?q=salt'];

    it.each([
      {
        case: 'recipes: 6 in all, 4 listed',
        data: { recipes: recipes.slice(0, 4), totals: { recipes: 6, products: null } },
        rows: [['See all 6 recipes', '/recipes/search?q=salt']],
      },
      {
        case: 'more listed than shown (5, 4 shown), 5 in all',
        data: { recipes, totals: { recipes: 5, products: null } },
        rows: [['See all 5 recipes', '/recipes/search?q=salt']],
      },
      {
        case: 'products: 9 in all',
        data: { products: [result('Salt Cellar', '/products/1')], totals: { recipes: null, products: 9 } },
        rows: [['See all 9 products', '/shop/search?q=salt']],
      },
      {
        case: 'both',
        data: {
          recipes: recipes.slice(0, 1),
          products: [result('Salt Cellar', '/products/1')],
          totals: { recipes: 20, products: 5 },
        },
        rows: [
          ['See all 20 recipes', '/recipes/search?q=salt'],
          ['See all 5 products', '/shop/search?q=salt'],
        ],
      },
      // Each case below has a products row beside the recipes case it is about.
      {
        case: 'recipes: a total equal to what is shown',
        data: { recipes: recipes.slice(0, 2), products: cellar, totals: { recipes: 2, products: 3 } },
        rows: [moreProducts],
      },
      {
        case: 'recipes: no total',
        data: { recipes, products: cellar, totals: { recipes: null, products: 3 } },
        rows: [moreProducts],
      },
      {
        case: 'recipes: a total, but nothing listed (no section to end)',
        data: { products: cellar, totals: { recipes: 6, products: 3 } },
        rows: [moreProducts],
      },
    ])('$case', ({ data, rows }) => {
      const view = searchPanelView('salt', ready('salt', data), 'articles');
      expect(seeAll(view).map((option) => [option.label, option.href])).toEqual(rows);
    });

    it("ends its own section, goes to that section's search whatever the page or search_url, and is not counted as a suggestion", () => {
      const view = searchPanelView(
        ' salt ',
        ready('salt', {
          recipes: recipes.slice(0, 4),
          products: [result('Salt Cellar', '/products/1')],
          searchUrl: '/shop/search',
          totals: { recipes: 6, products: 1 },
        }),
        'products',
      );
      expect(view.groups.map((group) => [group.heading, group.options.at(-1)?.label])).toEqual([
        [null, 'Search for “salt”'],
        ['Suggested Recipes', 'See all 6 recipes'],
        ['In The Shop', 'Salt Cellar'],
      ]);
      expect(view.groups[1]?.options.at(-1)).toEqual({
        kind: 'all',
        label: 'See all 6 recipes',
        href: '/recipes/search?q=salt',
      });
      expect(view.announcement).toBe('5 suggestions');
      // Before typing, the lists are the site's picks, not matches: no See all, whatever the totals.
      expect(
        seeAll(
          searchPanelView(
            '',
            ready('', { recipes: recipes.slice(0, 2), totals: { recipes: 40, products: 40 } }),
            'recipes',
          ),
        ),
      ).toEqual([]);
    });
  });

  it('the search row goes to the data’s own search_url', () => {
    const view = searchPanelView(
      'knife',
      ready('knife', { searchUrl: '/shop/search', products: [result('Knife', '/products/5-knife')] }),
      'recipes',
    );
    expect(view.groups[0]?.options[0]).toEqual({
      kind: 'search',
      label: 'Search for “knife”',
      href: '/shop/search?q=knife',
    });
    expect(view.announcement).toBe('1 suggestion');
  });

  it('no results: the search row and a clear note', () => {
    const view = searchPanelView('zzz', ready('zzz'), 'recipes');
    expect(labels(view)).toEqual(['Search for “zzz”']);
    expect(view.note).toBe('No suggestions for “zzz”.');
    expect(view.announcement).toBe('No suggestions for “zzz”.');
  });

  it('loading, or the store still on another query: the search row and "loading", never the other query’s results', () => {
    const other = ready('pie', { recipes: [result('Apple Pie', '/recipes/3-apple-pie')] });
    for (const state of [other, { query: 'pies', status: 'loading', suggestions: null } as const]) {
      const view = searchPanelView('pies', state, 'recipes');
      expect(labels(view)).toEqual(['Search for “pies”']);
      expect(view.note).toBe('Loading suggestions…');
      expect(view.announcement).toBe('Loading suggestions…');
    }
  });

  it('a failure says suggestions are unavailable; the search row still searches', () => {
    const view = searchPanelView('pie', { query: 'pie', status: 'failed', suggestions: null }, 'articles');
    expect(view.groups).toEqual([
      { heading: null, options: [{ kind: 'search', label: 'Search for “pie”', href: '/blog/search?q=pie' }] },
    ]);
    expect(view.note).toBe('Suggestions are unavailable right now. Press Enter to search.');
    expect(view.announcement).toBe('Suggestions are unavailable. Press Enter to search.');
  });

  it.each(['.*+?^${}()|[]\\', 'x'.repeat(1000), '🍰 cake', 'שקשוקה', '<img src=x onerror=alert(1)>'])(
    'any text, %j, has a search row to its encoded destination',
    (input) => {
      const view = searchPanelView(input, { query: input.trim(), status: 'failed', suggestions: null }, 'recipes');
      expect(view.groups[0]?.options[0]?.href).toBe(`/recipes/search?q=${encodeURIComponent(input.trim())}`);
    },
  );
});
