import { screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSlot } from '../mount/mount-slot';
import { jsonForScript } from '../shared/json-for-script';
import { $featuresNavigation, resetFeaturesNavigation } from '../stores/navigation/features';
import { $promoBanner, PROMO_BANNER_INITIAL, resetPromoBanner } from '../stores/promo-banner/promo-banner';
import { SERVER_RENDER_EXAMPLES } from '../fixtures/testing/server-render-examples';
import { renderSlot, serverWidgets } from './server-render';

// React in development reports every difference it meets while hydrating (attributes too) with console.error;
// the browser suite covers the production build (mount/server-render.e2e.ts).
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetPromoBanner();
  resetFeaturesNavigation();
  // The widgets' calls stay unanswered: the hydrating render is all there is to see.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanStores($promoBanner, $featuresNavigation);
  vi.unstubAllGlobals();
});

describe('a server-rendered slot in the browser', () => {
  it.each(serverWidgets.map((definition) => [definition.name, definition] as const))(
    '%s hydrates its server HTML in place, with no mismatch',
    async (name, definition) => {
      const input = SERVER_RENDER_EXAMPLES[name]!;
      // The page's config block holds what the render was given (here the render reads it from the page too).
      document.head.innerHTML = `<script type="application/json" id="site-config">${jsonForScript(input.config ?? {})}</script>`;
      // And the browser is on the page the render was told about (its path and query).
      if (input.url) history.replaceState(null, '', new URL(input.url).pathname + new URL(input.url).search);
      document.body.innerHTML = renderSlot(name, input);
      const slot = document.querySelector<HTMLElement>(`[data-widget="${name}"]`)!;
      const served = Array.from(slot.querySelectorAll('*'));
      await expect(mountSlot(definition, slot)).resolves.toBe('mounted');
      expect(errors).not.toHaveBeenCalled();
      // Adopted, not replaced: every element the server sent is still on the page (a widget may add more after).
      expect(served.filter((element) => !slot.contains(element))).toEqual([]);
    },
  );

  it.each(['promo-banner', 'features-bar'])(
    '%s hydrated from its server render asks for nothing: its data is in the slot',
    async (name) => {
      const input = SERVER_RENDER_EXAMPLES[name]!;
      document.body.innerHTML = renderSlot(name, input);
      const slot = document.querySelector<HTMLElement>(`[data-widget="${name}"]`)!;
      await expect(
        mountSlot(
          serverWidgets.find((definition) => definition.name === name)!,
          slot,
        ),
      ).resolves.toBe('mounted');
      expect(slot.querySelector('a')).not.toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('hydrates as the server rendered even when the store moved on first, then shows the store', async () => {
    const input = SERVER_RENDER_EXAMPLES['promo-banner']!;
    document.body.innerHTML = renderSlot('promo-banner', input);
    const slot = document.querySelector<HTMLElement>('[data-widget="promo-banner"]')!;
    const served = slot.querySelector('p');
    // The banner call answered (another slot asked) before this slot's code arrived.
    const newer = { bannerText: 'Newer banner', link: null, promoDetails: '', color: null, placement: 'top' };
    $promoBanner.listen(() => {});
    $promoBanner.set({ ...PROMO_BANNER_INITIAL, banner: newer, checked: true });
    await expect(
      mountSlot(
        serverWidgets.find((definition) => definition.name === 'promo-banner')!,
        slot,
      ),
    ).resolves.toBe('mounted');
    expect(await screen.findByText('Newer banner')).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });
});
