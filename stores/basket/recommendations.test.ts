import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePantryQuery } from '../../fixtures/server/pantry/validate';
import { errorStatus } from '../../shared/http/http';
import { $basketPreview, loadRecommendations, resetBasketPreview } from './basket-preview';
import {
  fetchRecommendations,
  orderRecommendedSkus,
  RECOMMENDATIONS_QUERY,
  recommendationTile,
} from './recommendations';

vi.mock('../../fixtures/server/pantry/schema', () => import('../../fixtures/testing/pantry-test-schema'));

const sku = (id: string, price: number, average_rating: number) => ({
  id,
  url: `/products/x?sku=${id}`,
  name: id,
  price,
  rating: average_rating,
  average_rating,
  options: [],
  images: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('orderRecommendedSkus', () => {
  it.each([
    ['with review_count: by descending average rating', 12, ['b', 'c', 'a']],
    ['with review_count 0 (it exists): by descending average rating', 0, ['b', 'c', 'a']],
    ['without review_count: by ascending price', null, ['c', 'a', 'b']],
  ] as const)('%s', (_case, reviewCount, expected) => {
    const skus = [sku('a', 20, 3.1), sku('b', 30, 4.9), sku('c', 10, 4.2)];
    expect(orderRecommendedSkus({ review_count: reviewCount, skus }).map((item) => item.id)).toEqual(expected);
  });
});

describe('the recommendations query', () => {
  it('is valid against the pantry schema', () => {
    expect(validatePantryQuery(RECOMMENDATIONS_QUERY)).toEqual([]);
  });
});

describe('fetchRecommendations', () => {
  // A failed call's console line (shared/http/pantry.ts) is checked below, not shown here.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  const answer = (body: string, status = 200, type = 'application/json') => {
    const requests: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(await request.json());
        return new Response(body, { status, headers: { 'content-type': type } });
      }),
    );
    return requests;
  };

  it('posts the query with the default count of 110 and orders each product skus', async () => {
    const requests = answer(
      JSON.stringify({
        data: {
          current_basket_recommended_content: [
            {
              id: '1',
              name: 'Pan',
              review_count: null,
              vendor: { id: '2' },
              images: [],
              skus: [sku('a', 20, 1), sku('b', 10, 5)],
            },
          ],
        },
      }),
    );
    const recs = await fetchRecommendations();
    expect(requests[0]).toMatchObject({ variables: { count: 110 } });
    expect(recs[0]!.skus.map((item) => item.id)).toEqual(['b', 'a']);
    expect(recommendationTile(recs[0]!)).toMatchObject({
      id: '1',
      name: 'Pan',
      min_price: 10,
      uri: '/products/x?sku=b',
    });
  });

  it.each([
    ['{ "data": null }', JSON.stringify({ data: null })],
    ['no data at all', JSON.stringify({})],
  ])('is an empty list given %s', async (_case, body) => {
    answer(body);
    await expect(fetchRecommendations()).resolves.toEqual([]);
  });

  // The fault matrix: an empty 200 was read as no recommendations, and the drawer never asked again.
  it.each([
    ['an empty body', ''],
    ['a body that is not an object', '"ok"'],
  ])('throws on a 200 with %s: no GraphQL answer', async (_case, body) => {
    answer(body);
    await expect(fetchRecommendations()).rejects.toThrow('The pantry answer could not be read.');
  });

  it.each([
    ['a 500', 500, 'application/json', '{"error":"boom"}'],
    ['an HTML error page', 502, 'text/html', '<html><body>Bad gateway</body></html>'],
  ])('throws with the status on %s', async (_case, status, type, body) => {
    answer(body, status, type);
    const error = await fetchRecommendations().catch((caught: unknown) => caught);
    expect(errorStatus(error)).toBe(status);
  });
});

// shell: a failed /pantry call is only logged to the console and yields nothing.
describe('when the recommendations call fails', () => {
  afterEach(() => resetBasketPreview());

  it.each([
    ['a 500', () => new Response('{"error":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s, the basket preview logs one console line and shows no recommendations', async (_case, reply) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(reply));
    await loadRecommendations();
    expect(log.mock.calls).toEqual([['[pantry] POST /pantry failed: nothing is shown for it.', expect.anything()]]);
    expect($basketPreview.get()).toMatchObject({ recs: [], recsLoading: false });
  });
});
