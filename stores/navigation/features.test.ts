import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES_NAVIGATION } from '../../fixtures/data/navigation';
import { featuresBarSlot } from '../../fixtures/pages/slots';
import { $featuresNavigation, resetFeaturesNavigation } from './features';

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settled = () => vi.waitFor(() => expect($featuresNavigation.get().checked).toBe(true));

const props = (json: string) =>
  `<div data-widget="features-bar"><script type="application/json" data-props>${json}</script></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
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
    stubFetch(() =>
      answer({
        features: [
          { name: 'Bad', uri: 'javascript:alert(1)' },
          { name: 'Good', uri: '/good' },
        ],
        utilities: [],
      }),
    );
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

  describe('given a page whose server embedded the lists', () => {
    it("reads them from the features-bar slot at once, whichever widget listens first (the header's Menu sheet may, before the bar has loaded), and never calls the endpoint, even later", async () => {
      const fetch = stubFetch(() => answer(FEATURES_NAVIGATION));
      document.body.innerHTML = String(await featuresBarSlot(FEATURES_NAVIGATION));
      keepMount($featuresNavigation);
      const unlisten = $featuresNavigation.listen(() => {});
      expect($featuresNavigation.get()).toEqual({ ...FEATURES_NAVIGATION, checked: true, failed: false });
      unlisten();
      cleanStores($featuresNavigation);
      keepMount($featuresNavigation);
      expect(fetch).not.toHaveBeenCalled();
    });

    it.each([
      [
        'empty lists (the server says there are none)',
        '{"features":[],"utilities":[]}',
        { features: [], utilities: [] },
      ],
      [
        'only utilities',
        '{"utilities":[{"name":"Registry","uri":"/shop/registry"}]}',
        { features: [], utilities: [{ name: 'Registry', uri: '/shop/registry' }] },
      ],
      ['lists that are not lists', '{"features":null,"utilities":"Registry"}', { features: [], utilities: [] }],
      [
        'an unsafe uri',
        '{"features":[{"name":"Bad","uri":"javascript:alert(1)"},{"name":"Good","uri":"/good"}]}',
        { features: [{ name: 'Good', uri: '/good' }], utilities: [] },
      ],
    ])('%s: read as the answer would be, checked, and no call', (_case, json, lists) => {
      const fetch = stubFetch(() => answer(FEATURES_NAVIGATION));
      document.body.innerHTML = props(json);
      keepMount($featuresNavigation);
      expect($featuresNavigation.get()).toEqual({ ...lists, checked: true, failed: false });
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given a page without the lists', () => {
    it.each([
      ['no slot', ''],
      ['a bare slot', '<div data-widget="features-bar"></div>'],
      ['a slot whose props are not JSON', props('{"features":[')],
      ['props with neither key', props('{"links":[]}')],
    ])('%s: fetched once', async (_case, html) => {
      const fetch = stubFetch(() => answer(FEATURES_NAVIGATION));
      document.body.innerHTML = html;
      keepMount($featuresNavigation);
      await settled();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect($featuresNavigation.get()).toEqual({ ...FEATURES_NAVIGATION, checked: true, failed: false });
    });
  });
});
