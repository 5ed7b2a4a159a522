import { sitePath } from '../safe-url';

// Search rules of the shell spec ("Search"; validation rules).

export type ContentType = 'products' | 'articles' | 'hotline' | 'users' | 'recipes';

/** Destinations by content type; anything else (default recipes) goes to /recipes/search. */
const DESTINATIONS: Record<ContentType, string> = {
  products: '/shop/search',
  articles: '/blog/search',
  hotline: '/hotline/search',
  users: '/users/search',
  recipes: '/recipes/search',
};

/** Search debounce and throttle: 250 ms; debounce under 5 characters. */
export const SEARCH_WAIT_MS = 250;
export const DEBOUNCE_UNDER_LENGTH = 5;

/** The query as used: trimmed. */
export function searchQuery(input: string): string {
  return input.trim();
}

/**
 * Where a search goes: the suggestion data's own `search_url` when it is a path on this site, otherwise the
 * content type's address (an unknown type is recipes). `?q=` and the trimmed, URL-encoded query are appended;
 * to a search_url that already has a query string, `&q=` is.
 */
export function searchDestination(input: string, contentType: string, searchUrl?: string | null): string {
  const byType = Object.hasOwn(DESTINATIONS, contentType)
    ? DESTINATIONS[contentType as ContentType]
    : DESTINATIONS.recipes;
  const base = sitePath(searchUrl) ?? byType;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}q=${encodeURIComponent(searchQuery(input))}`;
}

export interface PageContentType {
  contentType: ContentType;
  contentTypeIsKnown: boolean;
}

/** `path` is `prefix` or below it: '/shop' and '/shop/x', not '/shopping'. */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The content type derived from the page: shop page -> products; blog or topic pages -> articles; hotline ->
 * hotline; recipes pages -> recipes (all known); otherwise recipes (unknown). The config's pageType decides
 * first (shop and product pages are shop pages, post pages are blog pages, recipe pages are recipes pages);
 * on other page types the path does (/shop, /blog, /topics or /.../topics/..., /hotline, /recipes).
 */
export function contentTypeForPage(pageType: string, path: string): PageContentType {
  const known = (contentType: ContentType) => ({ contentType, contentTypeIsKnown: true });
  if (pageType === 'shop' || pageType === 'product' || under(path, '/shop')) return known('products');
  if (pageType === 'post' || under(path, '/blog') || under(path, '/topics') || /\/topics(\/|$)/.test(path))
    return known('articles');
  if (pageType === 'hotline' || under(path, '/hotline')) return known('hotline');
  if (pageType === 'recipe' || under(path, '/recipes')) return known('recipes');
  return { contentType: 'recipes', contentTypeIsKnown: false };
}

/** Special regex characters in the query are escaped, and the query is trimmed before use. */
export function escapeRegExp(query: string): string {
  return query.trim().replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Search submit is disabled when the input is empty (or only spaces). */
export function submitDisabled(input: string): boolean {
  return searchQuery(input) === '';
}

/** Input shorter than 5 characters asks for suggestions on a 250 ms debounce; longer input on a 250 ms throttle. */
export function suggestionMode(length: number): 'debounce' | 'throttle' {
  return length < DEBOUNCE_UNDER_LENGTH ? 'debounce' : 'throttle';
}
