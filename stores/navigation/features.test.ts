import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES_NAVIGATION } from '../../fixtures/data/navigation';
import { $featuresNavigation, resetFeaturesNavigation } from './features';

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settled = () => vi.waitFor(() => expect($featuresNavigation.get().checked).toBe(true));

beforeEach(() => {
  resetFeaturesNavigation();
});
afterEach(() => {
  cleanStores($featuresNavigation);
  vi.unstubAllGlobals();
});

describe('$featuresNavigation', () => {
  it('fetches GET /global-navigation/ajax_get_features_navigation once, however many listen', async () => {
    const fetch = stubFetch(() => answer(FEATURES_NAVIGATION));
    keepMount($featuresNavigation);
    const unlisten = $featuresNavigation.listen(() => {});
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(fetch.mock.calls[0]![0].url).pathname).toBe('/global-navigation/ajax_get_features_navigation');
    expect(fetch.mock.calls[0]![0].credentials).toBe('include');
    expect($featuresNavigation.get()).toEqual({ ...FEATURES_NAVIGATION, checked: true, failed: false });
    unlisten();
    cleanStores($featuresNavigation);
    keepMount($featuresNavigation);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops a javascript: uri from the answer', async () => {
    stubFetch(() => answer({ features: [{ name: 'Bad', uri: 'javascript:alert(1)' }, { name: 'Good', uri: '/good' }], utilities: [] }));
    keepMount($featuresNavigation);
    await settled();
    expect($featuresNavigation.get().features).toEqual([{ name: 'Good', uri: '/good' }]);
  });

  it.each([
    ['a 500', () => answer({ error: 'boom' }, 500)],
    ['an HTML body', () => answer('<!doctype html><h1>Down</h1>', 200, 'text/html')],
    ['a body with neither list', () => answer({ ok: true })],
  ])('%s: failed, nothing from it, no retry', async (_case, response) => {
    const fetch = stubFetch(response);
    keepMount($featuresNavigation);
    await settled();
    expect($featuresNavigation.get()).toEqual({ features: [], utilities: [], checked: true, failed: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
