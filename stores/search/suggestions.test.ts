import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $searchSuggestions,
  cachedSuggestions,
  clearSearchSuggestions,
  loadSuggestions,
  resetSearchSuggestions,
  stopSearchSuggestions,
  typeSearch,
} from './suggestions';

/** The suggestions endpoint, answering each query with itself, recording requests and their aborts. */
function suggestionsServer(
  answer: (query: string) => Promise<Response> | Response = (query) =>
    Response.json({ query, data: { recipes: [{ name: `${query} recipe`, path: '/recipes/x' }] } }),
) {
  const requests: Array<{ query: string; signal: AbortSignal }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      requests.push({ query, signal: request.signal });
      return answer(query);
    }),
  );
  return requests;
}

const shown = () => $searchSuggestions.get();

beforeEach(() => {
  resetSearchSuggestions();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('typing', () => {
  it('under 5 characters, waits for a 250 ms pause (debounce): one request for the last query', async () => {
    const requests = suggestionsServer();
    typeSearch('p');
    await vi.advanceTimersByTimeAsync(200);
    typeSearch('pi');
    await vi.advanceTimersByTimeAsync(200);
    typeSearch(' pie ');
    expect(shown()).toMatchObject({ query: 'pie', status: 'loading', suggestions: null });
    await vi.advanceTimersByTimeAsync(249);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => request.query)).toEqual(['pie']);
    await vi.waitFor(() => expect(shown()).toMatchObject({ query: 'pie', status: 'ready' }));
    expect(shown().suggestions?.recipes[0]?.name).toBe('pie recipe');
  });

  it('from 5 characters, asks at once and then at most every 250 ms (throttle), always for the latest query', async () => {
    // The first answer is slow: still out when the second request goes.
    const requests = suggestionsServer((query) =>
      query === 'roast' ? new Promise(() => {}) : Response.json({ query, data: {} }),
    );
    typeSearch('roast');
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.query)).toEqual(['roast']);
    typeSearch('roast ');
    typeSearch('roast c');
    typeSearch('roast ch');
    await vi.advanceTimersByTimeAsync(249);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => request.query)).toEqual(['roast', 'roast ch']);
    // The first request was aborted when the text changed: one in flight.
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
  });

  it('typing on aborts the request out for the older text at once', async () => {
    const requests = suggestionsServer(() => new Promise(() => {}));
    typeSearch('pie');
    await vi.advanceTimersByTimeAsync(250);
    expect(requests.map((request) => request.query)).toEqual(['pie']);
    typeSearch('pie ');
    expect(requests[0]?.signal.aborted).toBe(false);
    typeSearch('pies');
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('the same text again while its request is out asks nothing new', async () => {
    const requests = suggestionsServer(() => new Promise(() => {}));
    typeSearch('roast chicken');
    await vi.advanceTimersByTimeAsync(0);
    typeSearch('roast chicken ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests.map((request) => request.query)).toEqual(['roast chicken']);
    expect(requests[0]?.signal.aborted).toBe(false);
  });

  it("an answer echoing the query in another spelling is still this request's answer", async () => {
    suggestionsServer((query) =>
      Response.json({ query: query.toLowerCase(), data: { suggested_terms: ['pie crust'] } }),
    );
    typeSearch('Pie');
    await vi.advanceTimersByTimeAsync(250);
    await vi.waitFor(() => expect(shown()).toMatchObject({ query: 'Pie', status: 'ready' }));
  });

  it('closing stops the wait and the request but keeps what shows and the cache', async () => {
    suggestionsServer((query) => Response.json({ query, data: { search_url: '/shop/search' } }));
    typeSearch('knife');
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(shown().status).toBe('ready'));
    stopSearchSuggestions();
    expect(shown()).toMatchObject({ query: 'knife', status: 'ready' });
    expect(cachedSuggestions('knife')?.searchUrl).toBe('/shop/search');
  });

  it('a cached query shows at once with no request, in every box (one store)', async () => {
    const requests = suggestionsServer();
    typeSearch('pie');
    await vi.advanceTimersByTimeAsync(250);
    await vi.waitFor(() => expect(shown().status).toBe('ready'));
    typeSearch('pies');
    typeSearch('pie');
    expect(shown()).toMatchObject({ query: 'pie', status: 'ready' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests.map((request) => request.query)).toEqual(['pie']);
  });

  it("an emptied box asks at once for the suggestions before typing, and the typed query's request is aborted", async () => {
    const requests = suggestionsServer((query) =>
      query === '' ? Response.json({ query, data: { default_recommended_terms: ['gifts'] } }) : new Promise(() => {}),
    );
    typeSearch('roast chicken');
    await vi.advanceTimersByTimeAsync(0);
    typeSearch('   ');
    expect(requests[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.query)).toEqual(['roast chicken', '']);
    await vi.waitFor(() => expect(shown()).toMatchObject({ query: '', status: 'ready' }));
  });

  it('closing a box stops its wait and its request', async () => {
    const requests = suggestionsServer(() => new Promise(() => {}));
    typeSearch('pie');
    clearSearchSuggestions();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toEqual([]);
    typeSearch('roast chicken');
    await vi.advanceTimersByTimeAsync(0);
    clearSearchSuggestions();
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(shown()).toEqual({ query: '', status: 'idle', suggestions: null });
  });

  it.each([
    ['a 500', () => new Response('boom', { status: 500 })],
    [
      'an HTML page',
      () => new Response('<!doctype html><p>hi</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
  ])('%s leaves the query failed (the form still submits)', async (_case, answer) => {
    suggestionsServer(answer);
    typeSearch('roast chicken');
    await vi.waitFor(() =>
      expect(shown()).toMatchObject({ query: 'roast chicken', status: 'failed', suggestions: null }),
    );
  });

  it('a request that never answers times out as failed', async () => {
    suggestionsServer((query) => new Promise(() => void query));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          ),
      ),
    );
    typeSearch('roast chicken');
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(shown().status).toBe('failed'));
  });
});

describe('answers in any order', () => {
  it('while typing, every answer shown is the one for the text typed at that moment (scheduler over keystrokes and answers)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom('p', 'pi', 'pie', 'pies', 'pie crust', 'roast', 'roast chicken'), {
          minLength: 1,
          maxLength: 6,
        }),
        async (scheduler, queries) => {
          resetSearchSuggestions();
          vi.stubGlobal(
            'fetch',
            vi.fn((request: Request) => {
              const query = new URL(request.url).searchParams.get('query') ?? '';
              return scheduler.schedule(
                Promise.resolve(Response.json({ query, data: { suggested_terms: [`${query} answer`] } })),
                `answer ${query}`,
              );
            }),
          );
          let typed = '';
          const wrong: string[] = [];
          const unbind = $searchSuggestions.listen((state) => {
            if (
              state.status === 'ready' &&
              (state.query !== typed || state.suggestions?.suggestedTerms[0] !== `${typed} answer`)
            )
              wrong.push(`${typed}: ${JSON.stringify(state)}`);
          });
          const typing = scheduler.scheduleSequence(
            queries.map((query) => ({
              label: `type ${query}`,
              builder: async () => {
                typed = query;
                typeSearch(query);
                await vi.advanceTimersByTimeAsync(100);
              },
            })),
          );
          await scheduler.waitFor(typing.task);
          for (let round = 0; round < 3; round++) {
            await vi.advanceTimersByTimeAsync(250);
            await scheduler.waitAll();
          }
          unbind();
          expect(wrong).toEqual([]);
          expect(shown()).toMatchObject({ query: typed, status: 'ready' });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the panel only ever shows the latest query’s suggestions (fast-check scheduler over every response order)', async () => {
    vi.useRealTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom('pie', 'pies', 'pie crust', 'roast', 'roast chicken'), { minLength: 1, maxLength: 6 }),
        async (scheduler, queries) => {
          resetSearchSuggestions();
          vi.stubGlobal(
            'fetch',
            vi.fn((request: Request) => {
              const query = new URL(request.url).searchParams.get('query') ?? '';
              // Aborting does not stop the answer here: the store must ignore it on its own.
              return scheduler.schedule(Promise.resolve(Response.json({ query, data: {} })), `answer ${query}`);
            }),
          );
          const loads: Array<Promise<void>> = [];
          for (const query of queries) {
            $searchSuggestions.set({ ...$searchSuggestions.get(), query, status: 'loading', suggestions: null });
            loads.push(loadSuggestions(query));
          }
          await scheduler.waitFor(Promise.all(loads));
          const latest = queries.at(-1)!;
          const state = shown();
          expect(state.query).toBe(latest);
          if (state.suggestions) expect(state.suggestions.query).toBe(latest);
          expect(state.status).toBe('ready');
        },
      ),
      { numRuns: 100 },
    );
  });
});
