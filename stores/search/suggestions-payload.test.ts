import { describe, expect, it } from 'vitest';
import { readSuggestions } from './suggestions-payload';

const answer = (data: Record<string, unknown>, query = ' pie ') => ({ query, data });

describe('readSuggestions', () => {
  it('reads the query and the data the spec names, results with name, path and the first image', () => {
    const read = readSuggestions(
      answer({
        suggested_terms: ['pie', ' ', 3, 'pie crust'],
        previous_search_terms: ['focaccia'],
        default_recommended_terms: ['gifts', null],
        recipes: [
          {
            name: 'Apple Pie',
            path: '/recipes/apple-pie',
            images: [{ alt: 'A pie', base: { url: '/images/pie.jpg', width: 10, height: 10 } }],
          },
        ],
        products: [{ name: 'Pie Dish', path: '/products/pie-dish', images: [] }],
        search_url: '/shop/search',
        totals: { recipes: 12, products: 1 },
      }),
    );
    expect(read).toEqual({
      query: 'pie',
      suggestedTerms: ['pie', 'pie crust'],
      previousSearchTerms: ['focaccia'],
      defaultRecommendedTerms: ['gifts'],
      recipes: [{ name: 'Apple Pie', path: '/recipes/apple-pie', image: { url: '/images/pie.jpg', alt: 'A pie' } }],
      products: [{ name: 'Pie Dish', path: '/products/pie-dish', image: null }],
      searchUrl: '/shop/search',
      totals: { recipes: 12, products: 1 },
    });
  });

  it.each([
    ['missing', undefined],
    ['not an object', 7],
    ['strings', { recipes: '12', products: '<img src=x onerror=alert(1)>' }],
    ['negative, fractional', { recipes: -1, products: 2.5 }],
    ['not finite', { recipes: null, products: 1e309 }],
  ])('totals %s are unknown (null), never shown as given', (_case, totals) => {
    expect(readSuggestions(answer({ totals }))?.totals).toEqual({ recipes: null, products: null });
  });

  it('keeps markup in names as text, and drops a result whose path is not on this site', () => {
    const read = readSuggestions(
      answer({
        recipes: [
          { name: '<img src=x onerror=alert(1)>Pie', path: '/recipes/pie' },
          { name: 'Elsewhere', path: 'https://evil.example/pie' },
          { name: 'Script', path: 'javascript:alert(1)' },
          { name: 'Protocol-relative', path: '//evil.example/pie' },
          { name: '', path: '/recipes/nameless' },
        ],
      }),
    );
    expect(read?.recipes).toEqual([{ name: '<img src=x onerror=alert(1)>Pie', path: '/recipes/pie', image: null }]);
  });

  it("an absolute URL on the page's own origin becomes its path", () => {
    const read = readSuggestions(
      answer({
        recipes: [{ name: 'Pie', path: `${location.origin}/recipes/1-pie?x=1#top` }],
        search_url: `${location.origin}/shop/search`,
      }),
    );
    expect(read?.recipes[0]?.path).toBe('/recipes/1-pie?x=1#top');
    expect(read?.searchUrl).toBe('/shop/search');
  });

  it.each([
    'https://evil.example/search',
    '//evil.example/search',
    '/\\evil.example/search',
    'javascript:alert(1)',
    42,
  ])('ignores a search_url of %j', (searchUrl) => {
    expect(readSuggestions(answer({ search_url: searchUrl }))?.searchUrl).toBeNull();
  });

  it('an answer without a query is not one (an HTML page, an error body)', () => {
    expect(readSuggestions('<!doctype html>')).toBeNull();
    expect(readSuggestions({ error: 'boom' })).toBeNull();
    expect(readSuggestions({ query: 'pie' })).toMatchObject({
      query: 'pie',
      recipes: [],
      products: [],
      searchUrl: null,
    });
  });
});
