import { searchDestination, searchQuery } from '../../shared/search/search-destination';
import type { SearchSuggestionsState } from './suggestions';
import type { SuggestionResult } from './suggestions-payload';

// What the suggestion panel shows for the typed text and the store's state: one pure function, so every rule
// of it is a table test (search-panel.test.ts) and the panel component only renders. Which heading variant
// shows when is this file's decision (the spec leaves it open; widgets/header/README.md "Search"):
// before typing, 'Recent Searches', 'What We're into Right Now', 'Popular Recipes', 'Favorites In Shop' (the
// answer to the empty query); after typing, a row to search for the text, the suggested terms, then
// 'Suggested Recipes' and 'In The Shop' (the answer to the typed query), each ending with 'See all {n} recipes'
// or 'See all {n} products' (the section's search) when the data's totals say more match than it lists.

export const PANEL_DEFAULT_TEXT = 'Search recipes, shop, articles, hotline…';
export const HEADINGS = {
  popularRecipes: 'Popular Recipes',
  suggestedRecipes: 'Suggested Recipes',
  favoritesInShop: 'Favorites In Shop',
  inTheShop: 'In The Shop',
  recentSearches: 'Recent Searches',
  rightNow: "What We're into Right Now",
} as const;
/** Each list is capped so the panel fits a phone's screen. */
export const MAX_TERMS = 5;
export const MAX_RESULTS = 4;

export type PanelOption =
  | { kind: 'search'; label: string; href: string }
  | { kind: 'term'; label: string; href: string }
  /** The rest of a section: its search destination, for a section the totals say holds more than it shows. */
  | { kind: 'all'; label: string; href: string }
  | { kind: 'result'; label: string; href: string; image: SuggestionResult['image'] };

export interface PanelGroup {
  /** A visible heading that labels the group, or null for the ungrouped rows at the top. */
  heading: string | null;
  options: PanelOption[];
}

export interface PanelView {
  /** The typed query, trimmed ('' before typing): what the names are highlighted with. */
  query: string;
  /** A line above the options: the default text, loading, no results, unavailable. */
  note: string | null;
  groups: PanelGroup[];
  /** What a screen reader hears (a polite live region): loading, the count, none, unavailable. */
  announcement: string;
}

const count = (n: number) => (n === 1 ? '1 suggestion' : `${n} suggestions`);

/** The panel for `input` (what the box holds) and `state` (the store's latest). */
export function searchPanelView(input: string, state: SearchSuggestionsState, contentType: string): PanelView {
  const query = searchQuery(input);
  // Suggestions for another query than the box's are not shown (never stale): this box is still waiting.
  const current = state.query === query ? state : { ...state, status: 'loading' as const, suggestions: null };
  const data = current.suggestions;
  const terms = (list: readonly string[]): PanelOption[] =>
    list.slice(0, MAX_TERMS).map((term) => ({ kind: 'term', label: term, href: searchDestination(term, contentType) }));
  const results = (list: readonly SuggestionResult[]): PanelOption[] =>
    list
      .slice(0, MAX_RESULTS)
      .map((item) => ({ kind: 'result', label: item.name, href: item.path, image: item.image }));
  const group = (heading: string | null, options: PanelOption[]): PanelGroup[] =>
    options.length > 0 ? [{ heading, options }] : [];

  if (query === '') {
    const groups = data
      ? [
          ...group(HEADINGS.recentSearches, terms(data.previousSearchTerms)),
          ...group(
            HEADINGS.rightNow,
            terms(data.defaultRecommendedTerms.length > 0 ? data.defaultRecommendedTerms : data.suggestedTerms),
          ),
          ...group(HEADINGS.popularRecipes, results(data.recipes)),
          ...group(HEADINGS.favoritesInShop, results(data.products)),
        ]
      : [];
    const total = groups.reduce((sum, each) => sum + each.options.length, 0);
    return { query, note: PANEL_DEFAULT_TEXT, groups, announcement: data ? count(total) : '' };
  }

  const searchRow: PanelOption = {
    kind: 'search',
    label: `Search for “${query}”`,
    href: searchDestination(query, contentType, data?.searchUrl),
  };
  if (current.status === 'failed') {
    return {
      query,
      note: 'Suggestions are unavailable right now. Press Enter to search.',
      groups: group(null, [searchRow]),
      announcement: 'Suggestions are unavailable. Press Enter to search.',
    };
  }
  if (!data)
    return {
      query,
      note: 'Loading suggestions…',
      groups: group(null, [searchRow]),
      announcement: 'Loading suggestions…',
    };
  // A section whose total is above what it lists ends with a way to the rest: its own search, whatever the page.
  const section = (
    heading: string,
    list: readonly SuggestionResult[],
    matching: number | null,
    noun: string,
    type: 'recipes' | 'products',
  ) => {
    const shown = results(list);
    const more: PanelOption[] =
      shown.length > 0 && matching !== null && matching > shown.length
        ? [{ kind: 'all', label: `See all ${matching} ${noun}`, href: searchDestination(query, type) }]
        : [];
    return group(heading, [...shown, ...more]);
  };
  const found = [
    ...section(HEADINGS.suggestedRecipes, data.recipes, data.totals.recipes, 'recipes', 'recipes'),
    ...section(HEADINGS.inTheShop, data.products, data.totals.products, 'products', 'products'),
  ];
  const suggested = terms(data.suggestedTerms.filter((term) => term.toLowerCase() !== query.toLowerCase()));
  // The count is of suggestions: a See all row is not one.
  const total =
    suggested.length +
    found.reduce((sum, each) => sum + each.options.filter((option) => option.kind !== 'all').length, 0);
  const none = `No suggestions for “${query}”.`;
  return {
    query,
    note: total === 0 ? none : null,
    groups: [...group(null, [searchRow, ...suggested]), ...found],
    announcement: total === 0 ? none : count(total),
  };
}
