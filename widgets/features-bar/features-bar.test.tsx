import { screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES_NAVIGATION } from '../../fixtures/data/navigation';
import { featuresBarSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { $featuresNavigation, resetFeaturesNavigation } from '../../stores/navigation/features';
import { FeaturesBar, featuresBarProps } from './features-bar';

const definition = { name: 'features-bar', component: FeaturesBar, props: featuresBarProps };

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

function stubFetch(response: () => Response = () => answer(FEATURES_NAVIGATION)) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The page's slots (a CMS editor may paste more), each mounted in page order by the entry's mount; the first. */
async function mountFromPage(...slotsHtml: string[]) {
  document.body.innerHTML = slotsHtml.join('');
  const found = Array.from(document.querySelectorAll<HTMLElement>('[data-widget="features-bar"]'));
  await Promise.all(found.map((slot) => mountSlot(definition, slot)));
  return found[0]!;
}

const serverSlot = async () => String(await featuresBarSlot(FEATURES_NAVIGATION));
const bareSlot = async () => String(await featuresBarSlot());
const checked = () => vi.waitFor(() => expect($featuresNavigation.get().checked).toBe(true));
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const linkCount = () => within(screen.getByRole('navigation', { name: 'Features' })).getAllByRole('link').length;
const ALL = FEATURES_NAVIGATION.features.length + FEATURES_NAVIGATION.utilities.length;

beforeEach(() => {
  cleanStores($featuresNavigation);
  resetFeaturesNavigation();
});
afterEach(() => {
  cleanStores($featuresNavigation);
  vi.unstubAllGlobals();
});

describe('features-bar', () => {
  describe('given the server lists', () => {
    it('shows a Features navigation with the feature links and a Utilities list, and never calls the features navigation', async () => {
      const fetch = stubFetch();
      const slot = await mountFromPage(await serverSlot());
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      const nav = screen.getByRole('navigation', { name: 'Features' });
      const [features, utilities] = within(nav).getAllByRole('list');
      expect(names(features!)).toEqual(FEATURES_NAVIGATION.features.map((link) => [link.name, link.uri]));
      expect(screen.getByRole('list', { name: 'Utilities' })).toBe(utilities);
      expect(within(utilities!).getByRole('link', { name: 'Registry' }).getAttribute('href')).toBe('/shop/registry');
      expect($featuresNavigation.get()).toMatchObject({ checked: true, failed: false });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('renders the same markup the server wrote, so nothing moves', async () => {
      const server = await serverSlot();
      const expected = /<nav[\s\S]*<\/nav>/.exec(server)![0];
      stubFetch();
      const slot = await mountFromPage(server);
      expect(slot.innerHTML).toBe(expected);
    });

    it('empty lists (the server says there are none): nothing, the slot collapses, and no call', async () => {
      const fetch = stubFetch();
      const slot = await mountFromPage(String(await featuresBarSlot({ features: [], utilities: [] })));
      expect(slot.querySelector('nav')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given several slots (a CMS editor pasted more)', () => {
    it("a bare slot before the page's own: both show the page's lists, and no call", async () => {
      const fetch = stubFetch();
      await mountFromPage(await bareSlot(), await serverSlot());
      expect(screen.getAllByRole('navigation', { name: 'Features' })).toHaveLength(2);
      expect(screen.getAllByRole('link', { name: 'Registry' })).toHaveLength(2);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('a slot with malformed props fails alone, keeping its markup; the other shows the lists and nothing is fetched', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fetch = stubFetch();
      const broken =
        '<div data-widget="features-bar"><a href="/hotline">Hotline</a><script type="application/json" data-props>{"features":[</script></div>';
      const slot = await mountFromPage(broken, await serverSlot());
      expect(slot.getAttribute('data-widget-state')).toBe('error');
      expect(within(slot).getByRole('link', { name: 'Hotline' })).toBeTruthy();
      expect(errors).toHaveBeenCalled();
      expect(screen.getByRole('navigation', { name: 'Features' })).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given a bare slot (a server that does not embed the lists)', () => {
    it('calls GET /global-navigation/ajax_get_features_navigation once, and shows its lists', async () => {
      const fetch = stubFetch();
      const slot = await mountFromPage(await bareSlot());
      await checked();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(new URL(fetch.mock.calls[0]![0].url).pathname).toBe('/global-navigation/ajax_get_features_navigation');
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      await vi.waitFor(() => expect(linkCount()).toBe(ALL));
    });

    it('shows the answer, without its unsafe uris and markup as text', async () => {
      stubFetch(() =>
        answer({
          features: [
            { name: '<b>Gifts</b>', uri: '/shop/gifts' },
            { name: 'Evil', uri: 'javascript:alert(1)' },
          ],
          utilities: [{ name: 'Help', uri: '/help' }],
        }),
      );
      await mountFromPage(await bareSlot());
      const nav = await screen.findByRole('navigation', { name: 'Features' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['<b>Gifts</b>', 'Help']);
      expect(nav.querySelector('b')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    });

    it('empty lists: nothing, and the slot stays empty', async () => {
      stubFetch(() => answer({ features: [], utilities: [] }));
      const slot = await mountFromPage(await bareSlot());
      await checked();
      expect(slot.innerHTML).toBe('');
    });

    it('only utilities: no empty features list', async () => {
      stubFetch(() => answer({ utilities: [{ name: 'Registry', uri: '/shop/registry' }] }));
      await mountFromPage(await bareSlot());
      expect(await screen.findByRole('list', { name: 'Utilities' })).toBeTruthy();
      expect(screen.getAllByRole('list')).toHaveLength(1);
    });

    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['an HTML body', () => answer('<!doctype html><p>Down</p>', 200, 'text/html')],
      ['missing keys', () => answer({ navigation: [] })],
    ])('%s: nothing, with no message and no retry', async (_case, response) => {
      const fetch = stubFetch(response);
      const slot = await mountFromPage(await bareSlot());
      await checked();
      expect($featuresNavigation.get().failed).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(slot.innerHTML).toBe('');
    });

    it("a slot with the server's lists added after the call failed (CMS content) shows them, with no second call", async () => {
      const fetch = stubFetch(() => answer({ error: 'boom' }, 500));
      await mountFromPage(await bareSlot());
      await checked();
      const later = document.createElement('div');
      later.innerHTML = await serverSlot();
      document.body.append(later);
      await mountSlot(definition, later.querySelector<HTMLElement>('[data-widget="features-bar"]')!);
      expect(linkCount()).toBe(ALL);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
