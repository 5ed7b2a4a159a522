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
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function mountFromPage(slotHtml: string) {
  document.body.innerHTML = slotHtml;
  const slot = document.querySelector<HTMLElement>('[data-widget="features-bar"]')!;
  await mountSlot(definition, slot);
  return slot;
}

const serverSlot = async () => String(await featuresBarSlot(FEATURES_NAVIGATION));
const checked = () => vi.waitFor(() => expect($featuresNavigation.get().checked).toBe(true));
const names = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  cleanStores($featuresNavigation);
  resetFeaturesNavigation();
});
afterEach(() => {
  cleanStores($featuresNavigation);
  vi.unstubAllGlobals();
});

describe('features-bar', () => {
  describe('given the server lists and the same answer', () => {
    it('shows a Features navigation with the feature links and a Utilities list', async () => {
      const fetch = stubFetch(() => answer(FEATURES_NAVIGATION));
      const slot = await mountFromPage(await serverSlot());
      await checked();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      const nav = screen.getByRole('navigation', { name: 'Features' });
      const [features, utilities] = within(nav).getAllByRole('list');
      expect(names(features!)).toEqual(FEATURES_NAVIGATION.features.map((link) => [link.name, link.uri]));
      expect(screen.getByRole('list', { name: 'Utilities' })).toBe(utilities);
      expect(within(utilities!).getByRole('link', { name: 'Registry' }).getAttribute('href')).toBe('/shop/registry');
    });

    it('renders the same markup the server wrote, so nothing moves', async () => {
      const server = await serverSlot();
      const expected = /<nav[\s\S]*<\/nav>/.exec(server)![0];
      stubFetch(() => answer(FEATURES_NAVIGATION));
      const slot = await mountFromPage(server);
      expect(slot.innerHTML).toBe(expected);
      await checked();
      expect(slot.innerHTML).toBe(expected);
    });
  });

  describe('given a different answer', () => {
    it('shows the answer, without its unsafe uris and markup as text', async () => {
      stubFetch(() => answer({ features: [{ name: '<b>Gifts</b>', uri: '/shop/gifts' }, { name: 'Evil', uri: 'javascript:alert(1)' }], utilities: [{ name: 'Help', uri: '/help' }] }));
      await mountFromPage(await serverSlot());
      await checked();
      const nav = screen.getByRole('navigation', { name: 'Features' });
      expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['<b>Gifts</b>', 'Help']);
      expect(nav.querySelector('b')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    });

    it('empty lists: nothing, and the slot collapses', async () => {
      stubFetch(() => answer({ features: [], utilities: [] }));
      const slot = await mountFromPage(await serverSlot());
      await checked();
      await vi.waitFor(() => expect(slot.innerHTML).toBe(''));
    });

    it('only utilities: no empty features list', async () => {
      stubFetch(() => answer({ utilities: [{ name: 'Registry', uri: '/shop/registry' }] }));
      await mountFromPage(await serverSlot());
      await checked();
      await vi.waitFor(() => expect(screen.getAllByRole('list')).toHaveLength(1));
      expect(screen.getByRole('list', { name: 'Utilities' })).toBeTruthy();
    });
  });

  describe('given a failing call', () => {
    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['an HTML body', () => answer('<!doctype html><p>Down</p>', 200, 'text/html')],
      ['missing keys', () => answer({ navigation: [] })],
    ])("%s: the server's links stay, with no message and no retry", async (_case, response) => {
      const fetch = stubFetch(response);
      const slot = await mountFromPage(await serverSlot());
      await checked();
      expect($featuresNavigation.get().failed).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(within(screen.getByRole('navigation', { name: 'Features' })).getAllByRole('link')).toHaveLength(FEATURES_NAVIGATION.features.length + FEATURES_NAVIGATION.utilities.length);
    });

    it('a 500 and a slot without server lists: nothing', async () => {
      stubFetch(() => answer({ error: 'boom' }, 500));
      const slot = await mountFromPage('<div data-widget="features-bar"></div>');
      await checked();
      expect(slot.innerHTML).toBe('');
    });
  });
});
