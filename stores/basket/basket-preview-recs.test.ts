import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $basketPreview, loadRecommendations, resetBasketPreview } from './basket-preview';

// Recommendations: the loading flag is set on request and cleared when they load (shopping spec, section 4).

/** A pantry whose answer waits until the test gives it: the request stays out as long as the test likes. */
function deferredPantry() {
  const requests: string[] = [];
  let answer!: (response: Response | Error) => void;
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(new URL(request.url).pathname);
      return new Promise<Response>((resolve, reject) => {
        answer = (response) => (response instanceof Error ? reject(response) : resolve(response));
      });
    }),
  );
  return {
    requests,
    answer: (response: Response | Error) => answer(response),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PAN = {
  id: '1',
  name: 'Pan',
  review_count: 4,
  vendor: { id: '2' },
  images: [],
  skus: [
    { id: '11', url: '/products/pan', name: 'Pan', price: 20, rating: 4, average_rating: 4, options: [], images: [] },
  ],
};

/** Every value the flag takes, in order. */
function watchLoading() {
  const seen: boolean[] = [];
  const stop = $basketPreview.subscribe((state) => {
    if (seen.at(-1) !== state.recsLoading) seen.push(state.recsLoading);
  });
  return { seen, stop };
}

beforeEach(() => resetBasketPreview());
afterEach(() => {
  resetBasketPreview();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the recommendations loading flag', () => {
  it('is set when they are asked for, stays set while the request is out, and is cleared when they load', async () => {
    const pantry = deferredPantry();
    const { seen, stop } = watchLoading();
    const loaded = loadRecommendations();
    expect($basketPreview.get().recsLoading).toBe(true);
    await vi.waitFor(() => expect(pantry.requests).toEqual(['/pantry']));
    expect($basketPreview.get()).toMatchObject({ recsLoading: true, recs: [] });
    pantry.answer(json({ data: { current_basket_recommended_content: [PAN] } }));
    await loaded;
    expect($basketPreview.get()).toMatchObject({
      recsLoading: false,
      recsFailed: false,
      recs: [{ id: '1', name: 'Pan' }],
    });
    expect(seen).toEqual([false, true, false]);
    stop();
  });

  it.each([
    ['a 500', () => json({ error: 'boom' }, 500)],
    ['no answer at all', () => new TypeError('Failed to fetch')],
  ])('is cleared after a failure too (%s), and set again when they are asked for again', async (_case, failure) => {
    // The failed call's one console line (shell spec: logged, nothing shown) is the pantry client's to test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pantry = deferredPantry();
    const { seen, stop } = watchLoading();
    const failed = loadRecommendations();
    await vi.waitFor(() => expect(pantry.requests).toHaveLength(1));
    expect($basketPreview.get().recsLoading).toBe(true);
    pantry.answer(failure());
    await failed;
    expect($basketPreview.get()).toMatchObject({ recsLoading: false, recsFailed: true, recs: [] });
    const again = loadRecommendations();
    expect($basketPreview.get().recsLoading).toBe(true);
    await vi.waitFor(() => expect(pantry.requests).toHaveLength(2));
    pantry.answer(json({ data: { current_basket_recommended_content: [PAN] } }));
    await again;
    expect($basketPreview.get()).toMatchObject({ recsLoading: false, recsFailed: false });
    expect(seen).toEqual([false, true, false, true, false]);
    stop();
  });
});
