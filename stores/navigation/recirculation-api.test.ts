import { isHTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRecirculation } from './recirculation-api';

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return { fetch, request: () => fetch.mock.calls[0]![0] };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchRecirculation', () => {
  it.each([
    [
      'a post',
      { id: '6001', type: 'post', collectionData: false },
      '/blog/ajax_recommended_content?id=6001&rec_type=post',
    ],
    [
      'a recipe, with collection data',
      { id: '4001', type: 'recipe', collectionData: true },
      '/blog/ajax_recommended_content?id=4001&rec_type=recipe&get_collection_data=true',
    ],
  ] as const)('%s: GET %s with credentials', async (_case, query, path) => {
    const { request } = stubFetch(() => answer({ recommendedContent: [], collections: null }));
    await fetchRecirculation(query);
    const { pathname, search } = new URL(request().url);
    expect(pathname + search).toBe(path);
    expect(request().method).toBe('GET');
    expect(request().credentials).toBe('include');
  });

  it('a 500 throws an error carrying the status, with no retry', async () => {
    const { fetch } = stubFetch(() => answer({ error: 'boom' }, 500));
    const error: unknown = await fetchRecirculation({ id: '1', type: 'post', collectionData: false }).catch(
      (caught: unknown) => caught,
    );
    expect(isHTTPError(error) && error.response.status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an HTML body throws', async () => {
    stubFetch(() => answer('<!doctype html><p>Maintenance</p>', 200, 'text/html'));
    await expect(fetchRecirculation({ id: '1', type: 'post', collectionData: false })).rejects.toThrow();
  });

  it('missing keys: no items, no collections', async () => {
    stubFetch(() => answer({}));
    expect(await fetchRecirculation({ id: '1', type: 'post', collectionData: false })).toEqual({
      items: [],
      collections: null,
    });
  });
});
