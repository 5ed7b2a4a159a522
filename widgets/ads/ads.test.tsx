import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAddedScripts } from '../../fixtures/testing/added-scripts';
import { TestObserver } from '../../fixtures/testing/intersection-observer';
import { pageConfig } from '../../fixtures/testing/user-test-server';

// The ads slot as a CMS editor pastes it (bare, once or twice, anywhere), on a page with ad containers. GPT
// itself is the store's to test (stores/ads/ad-page.test.ts); here: what the slot does on the page.

const TOP = { name: 'ad-top', path: '/1234/site/top', sizes: [[728, 90]] };
let added: HTMLScriptElement[] = [];
const gptRequests = () => added.filter((script) => script.getAttribute('src') === '/fake-gpt/gpt.js');
const queued = () => ((window as { googletag?: { cmd: unknown[] } }).googletag?.cmd ?? []) as unknown[];

async function page(slots: number, config: Record<string, unknown> = {}) {
  pageConfig({ adSlots: [TOP], gptSrc: '/fake-gpt/gpt.js', ...config });
  document.body.innerHTML = `<div id="ad-top"></div><main>${'<div data-widget="ads"></div>'.repeat(slots)}</main>`;
  const { mountSlot } = await import('../../mount/mount-slot');
  const { default: adsWidget } = await import('./definition');
  const results = [];
  for (const slot of document.querySelectorAll<HTMLElement>('[data-widget="ads"]'))
    results.push(await mountSlot(adsWidget, slot));
  await act(async () => {});
  return results;
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', TestObserver);
  added = holdAddedScripts();
});

afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById('site-config')?.remove();
  delete (window as { googletag?: unknown }).googletag;
  vi.unstubAllGlobals();
});

describe('the ads slot', () => {
  it('mounts empty and requests GPT once for the page’s containers', async () => {
    expect(await page(1)).toEqual(['mounted']);
    expect(document.querySelector('[data-widget="ads"]')?.childNodes).toHaveLength(0);
    expect(gptRequests()).toHaveLength(1);
    expect(gptRequests()[0]!.async).toBe(true);
    expect(queued()).toHaveLength(2);
  });

  it('pasted twice, runs the ads once; removing one keeps them, removing both stops them', async () => {
    await page(2);
    expect(gptRequests()).toHaveLength(1);
    const [first, second] = document.querySelectorAll('[data-widget="ads"]');
    const { $adStatus } = await import('../../stores/ads/ad-page');
    const { unmountSlot } = await import('../../mount/mount-slot');
    act(() => unmountSlot(first!));
    expect($adStatus.get()).toEqual({ 'ad-top': 'waiting' });
    act(() => unmountSlot(second!));
    expect($adStatus.get()).toEqual({});
  });

  it('with noAds requests nothing', async () => {
    await page(1, { noAds: true });
    expect(gptRequests()).toEqual([]);
    expect(queued()).toEqual([]);
  });

  it('with adSlots that is not a list, does not mount and says which key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await page(1, { adSlots: { name: 'ad-top' } })).toEqual(['failed']);
    expect(String(error.mock.calls[0])).toContain('site-config key "adSlots"');
    expect(gptRequests()).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'http://ads.example/gpt.js', '//evil.example/gpt.js', '/\\evil.example/gpt.js'])(
    'with gptSrc %s (not a path, not https), does not mount and loads nothing',
    async (gptSrc) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await page(1, { gptSrc })).toEqual(['failed']);
      expect(String(error.mock.calls[0])).toContain('site-config key "gptSrc"');
      expect(added).toEqual([]);
    },
  );
});
