import { atom } from 'nanostores';
import { SEARCH_WAIT_MS, searchQuery, suggestionMode } from '../../shared/search/search-destination';
import { fetchSuggestions } from './suggestions-api';
import type { Suggestions } from './suggestions-payload';

// Search suggestions, shared by every search box on the page (shell spec sections 4, 5, 7, 9). Under 5 typed
// characters a 250 ms debounce, from 5 on a 250 ms throttle; the query trimmed; results cached per query (a cached
// query shows with no request); at most one request in flight (a new one aborts the old); an answer whose query
// is not the latest typed one is never shown.

export type SuggestionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchSuggestionsState {
  /** The latest typed query, trimmed. */
  query: string;
  status: SuggestionsStatus;
  /** The suggestions for `query`, and only for it. */
  suggestions: Suggestions | null;
}

const IDLE: SearchSuggestionsState = { query: '', status: 'idle', suggestions: null };

export const $searchSuggestions = atom<SearchSuggestionsState>(IDLE);

// The request machinery, not state: the page's answers by query (one shows by being copied to $searchSuggestions),
// the wait's timer, the request in flight and the throttle's clock.
const cache = new Map<string, Suggestions>();
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: { controller: AbortController; query: string } | undefined;
/** When the last request went out, for the throttle. */
let lastSent = -Infinity;

function cancelWait(): void {
  clearTimeout(timer);
  timer = undefined;
}

function abortInFlight(): void {
  inFlight?.controller.abort();
  inFlight = undefined;
}

/** Shows `query`'s cached answer, if there is one, with nothing waiting or in flight. */
function showCached(query: string): boolean {
  const cached = cache.get(query);
  if (!cached) return false;
  stopSearchSuggestions();
  $searchSuggestions.set({ query, status: 'ready', suggestions: cached });
  return true;
}

/** Requests the latest query's suggestions now (or shows them from the cache). */
export function loadSuggestions(query: string = $searchSuggestions.get().query): Promise<void> {
  if (showCached(query)) return Promise.resolve();
  stopSearchSuggestions();
  const controller = new AbortController();
  const request = { controller, query };
  inFlight = request;
  lastSent = Date.now();
  return fetchSuggestions(query, controller.signal).then(
    (answer) => {
      if (inFlight === request) inFlight = undefined;
      // The answer is this request's, whatever spelling of the query the server echoes (lowercased, normalised):
      // it is kept under the query asked, and shown only while that is still the latest typed one.
      cache.set(query, answer);
      if ($searchSuggestions.get().query === query)
        $searchSuggestions.set({ query, status: 'ready', suggestions: answer });
    },
    () => {
      if (inFlight === request) inFlight = undefined;
      if (controller.signal.aborted || $searchSuggestions.get().query !== query) return;
      $searchSuggestions.set({ query, status: 'failed', suggestions: null });
    },
  );
}

/**
 * What a search box calls as the shopper types, and when it opens. An empty box asks at once for the
 * suggestions before typing (the answer to the empty query: recent searches, what we're into, popular
 * recipes, favourites in the shop), which are then cached like any other query's.
 */
export function typeSearch(input: string): void {
  const query = searchQuery(input);
  if (showCached(query)) return;
  // The request out for this very text will answer it: nothing new is asked. One out for an older text answers a
  // query no longer wanted: it is aborted now, not when the next one goes.
  if (inFlight?.query === query) {
    cancelWait();
    return;
  }
  if (inFlight) abortInFlight();
  $searchSuggestions.set({ query, status: 'loading', suggestions: null });
  if (query === '') {
    void loadSuggestions();
    return;
  }
  if (suggestionMode(query.length) === 'debounce') {
    cancelWait();
    timer = setTimeout(() => void loadSuggestions(), SEARCH_WAIT_MS);
    return;
  }
  // Throttle: at most one request per 250 ms; the one that goes out asks for the latest query.
  if (timer !== undefined) return;
  const wait = lastSent + SEARCH_WAIT_MS - Date.now();
  if (wait <= 0) void loadSuggestions();
  else timer = setTimeout(() => void loadSuggestions(), wait);
}

/** The box closed: nothing waits and nothing is in flight; what shows stays (the submit still reads its search_url). */
export function stopSearchSuggestions(): void {
  cancelWait();
  abortInFlight();
}

/** The cached answer to `query` (trimmed), if any. */
export function cachedSuggestions(query: string): Suggestions | undefined {
  return cache.get(query);
}

/** Nothing waits, nothing is in flight, nothing shows (the cache stays). */
export function clearSearchSuggestions(): void {
  stopSearchSuggestions();
  $searchSuggestions.set(IDLE);
}

/** Forget the cache and the throttle; for tests. */
export function resetSearchSuggestions(): void {
  clearSearchSuggestions();
  cache.clear();
  lastSent = -Infinity;
}
