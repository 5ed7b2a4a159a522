import { safeUrl, sitePath } from '../../shared/safe-url';

// The answer of GET /home/ajax_search_suggestions_ng, read once at the edge (shell spec sections 3 and 7): it
// reads `query` and `data` (previous_search_terms, products, recipes, search_url, suggested_terms; and the
// default_recommended_terms and totals of the spec's suggestion data). A missing or
// mistyped field becomes an empty list or null, one bad result is dropped on its own, and every address passes
// the checks below before it can become a link: results and search_url must be paths on this site (an absolute
// URL on this page's own origin becomes its path).

export interface SuggestionResult {
  name: string;
  /** A same-site path. */
  path: string;
  /** The first image's smallest size, when it is a safe URL. */
  image: { url: string; alt: string } | null;
}

export interface Suggestions {
  /** The query the server answered, trimmed. */
  query: string;
  suggestedTerms: string[];
  previousSearchTerms: string[];
  /** What we're into right now: the answer to the empty query carries them. */
  defaultRecommendedTerms: string[];
  recipes: SuggestionResult[];
  products: SuggestionResult[];
  /** The data's own search address, a same-site path, else null. */
  searchUrl: string | null;
  /** How many recipes and products match in all (the lists hold a few): a count, else null (unknown). */
  totals: { recipes: number | null; products: number | null };
}

/** A path on this site, or an absolute URL on this very origin made one: anything else is refused. */
function localPath(value: unknown): string | null {
  const path = sitePath(value);
  if (path) return path;
  const url = safeUrl(value);
  if (!url || typeof location === 'undefined') return null;
  const parsed = new URL(url);
  return parsed.origin === location.origin ? (sitePath(parsed.pathname + parsed.search + parsed.hash) ?? null) : null;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const count = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;

function terms(value: unknown): string[] {
  return list(value).flatMap((term) => text(term) ?? []);
}

function result(value: unknown): SuggestionResult | null {
  const item = record(value);
  const name = text(item['name']);
  const path = localPath(item['path']);
  if (!name || !path) return null;
  const first = record(list(item['images'])[0]);
  const base = record(first['base']);
  const url = safeUrl(base['url']);
  return { name, path, image: url ? { url, alt: text(first['alt']) ?? '' } : null };
}

function results(value: unknown): SuggestionResult[] {
  return list(value).flatMap((item) => result(item) ?? []);
}

/** The answer, or null when it is not one (no query string): an HTML page, an error body. */
export function readSuggestions(body: unknown): Suggestions | null {
  const answer = record(body);
  if (typeof answer['query'] !== 'string') return null;
  const data = record(answer['data']);
  const totals = record(data['totals']);
  return {
    query: answer['query'].trim(),
    suggestedTerms: terms(data['suggested_terms']),
    previousSearchTerms: terms(data['previous_search_terms']),
    defaultRecommendedTerms: terms(data['default_recommended_terms']),
    recipes: results(data['recipes']),
    products: results(data['products']),
    searchUrl: localPath(data['search_url']),
    totals: { recipes: count(totals['recipes']), products: count(totals['products']) },
  };
}
