import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';
import { promoBannerSlot } from '../../fixtures/pages/slots';
import {
  $promoBanner,
  closePromoDetails,
  openPromoDetails,
  PROMO_HEADER_CLASS,
  promoBannerHidden,
  promoBannerShown,
  resetPromoBanner,
} from './promo-banner';
import type { PromoBanner } from './promo-banner-payload';

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

function stubFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settled = () => vi.waitFor(() => expect($promoBanner.get().checked).toBe(true));

/** The page's slots, as the server writes them (fixtures/pages/slots.ts). */
async function page(...slots: Array<Parameters<typeof promoBannerSlot>[0] | string>) {
  const html = await Promise.all(slots.map((slot) => (typeof slot === 'string' ? slot : promoBannerSlot(slot))));
  document.body.innerHTML = html.join('');
}

beforeEach(() => {
  document.body.innerHTML = '';
  resetPromoBanner();
});
afterEach(() => {
  cleanStores($promoBanner);
  vi.unstubAllGlobals();
  delete window.analytics;
});

describe('$promoBanner', () => {
  describe('given the fixture answer', () => {
    it('fetches GET /api/v1/promo_banner_active once, however many listen, with credentials', async () => {
      const fetch = stubFetch(() => answer({ banner: PROMO_BANNER }));
      keepMount($promoBanner);
      const unlisten = $promoBanner.listen(() => {});
      await settled();
      expect(fetch).toHaveBeenCalledTimes(1);
      const request = fetch.mock.calls[0]![0];
      expect(new URL(request.url).pathname).toBe('/api/v1/promo_banner_active');
      expect(request.method).toBe('GET');
      expect(request.credentials).toBe('include');
      expect($promoBanner.get()).toMatchObject({
        checked: true,
        failed: false,
        showModal: false,
        banner: { bannerText: PROMO_BANNER.banner_text, color: 'forrest' },
      });
      unlisten();
    });

    it('is not fetched again when it is listened to again later', async () => {
      const fetch = stubFetch(() => answer({ banner: PROMO_BANNER }));
      keepMount($promoBanner);
      await settled();
      cleanStores($promoBanner);
      keepMount($promoBanner);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a page whose server embedded the banner', () => {
    it('reads it from the slot at once and never calls the endpoint, however many listen, even later', async () => {
      const fetch = stubFetch(() => answer({ banner: PROMO_BANNER }));
      await page(PROMO_BANNER);
      keepMount($promoBanner);
      const unlisten = $promoBanner.listen(() => {});
      expect($promoBanner.get()).toMatchObject({
        checked: true,
        failed: false,
        banner: {
          bannerText: PROMO_BANNER.banner_text,
          link: { path: '/shop/sale', text: 'Shop the Sale' },
          color: 'forrest',
        },
      });
      unlisten();
      cleanStores($promoBanner);
      keepMount($promoBanner);
      expect(fetch).not.toHaveBeenCalled();
    });

    it.each([
      [
        'banner null (the server says there is none)',
        '<div data-widget="promo-banner"><script type="application/json" data-props>{"banner":null}</script></div>',
      ],
      [
        'a banner without banner_text',
        '<div data-widget="promo-banner"><script type="application/json" data-props>{"banner":{"link_path":"/shop"}}</script></div>',
      ],
      [
        'a banner that is not an object',
        '<div data-widget="promo-banner"><script type="application/json" data-props>{"banner":"Sale!"}</script></div>',
      ],
    ])('%s: no banner, checked, and no call', async (_case, slot) => {
      const fetch = stubFetch(() => answer({ banner: PROMO_BANNER }));
      await page(slot);
      keepMount($promoBanner);
      expect($promoBanner.get()).toMatchObject({ banner: null, checked: true, failed: false });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('with several slots, bare ones and a malformed one first, the first slot holding `banner` is read', async () => {
      const fetch = stubFetch(() => answer({}));
      await page(
        undefined,
        '<div data-widget="promo-banner"><script type="application/json" data-props>{"banner":</script></div>',
        { banner_text: 'First' },
        { banner_text: 'Second' },
      );
      keepMount($promoBanner);
      expect($promoBanner.get().banner?.bannerText).toBe('First');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given a page without the banner', () => {
    it.each([
      ['no slot', []],
      ['a bare slot', [undefined]],
      ['two bare slots', [undefined, undefined]],
      [
        'a slot whose props are not JSON',
        ['<div data-widget="promo-banner"><script type="application/json" data-props>{"banner":</script></div>'],
      ],
      [
        'props without `banner`',
        ['<div data-widget="promo-banner" data-x="1"><script type="application/json" data-props>{}</script></div>'],
      ],
      [
        "`banner` in another widget's slot",
        ['<div data-widget="features-bar"><script type="application/json" data-props>{"banner":null}</script></div>'],
      ],
    ] as const)('%s: fetched once', async (_case, slots) => {
      const fetch = stubFetch(() => answer({ banner: PROMO_BANNER }));
      await page(...slots);
      keepMount($promoBanner);
      $promoBanner.listen(() => {});
      await settled();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect($promoBanner.get().banner?.bannerText).toBe(PROMO_BANNER.banner_text);
    });
  });

  describe('given a bad answer', () => {
    it.each([
      ['no banner key', () => answer({})],
      ['banner null', () => answer({ banner: null })],
      ['a banner without banner_text', () => answer({ banner: { link_path: '/shop' } })],
    ])('%s: checked, no banner, not failed', async (_case, response) => {
      stubFetch(response);
      keepMount($promoBanner);
      await settled();
      expect($promoBanner.get()).toMatchObject({ banner: null, checked: true, failed: false });
    });

    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['a 404', () => answer('Not found', 404, 'text/plain')],
      ['an HTML body', () => answer('<!doctype html><h1>Maintenance</h1>', 200, 'text/html')],
      ['an empty body', () => answer('', 200, 'application/json')],
      ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ])('%s: failed, no banner, no retry', async (_case, response) => {
      const fetch = stubFetch(response);
      keepMount($promoBanner);
      await settled();
      expect($promoBanner.get()).toMatchObject({ banner: null, checked: true, failed: true });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('the details modal', () => {
    it('opens and closes', () => {
      stubFetch(() => answer({}));
      openPromoDetails();
      expect($promoBanner.get().showModal).toBe(true);
      closePromoDetails();
      expect($promoBanner.get().showModal).toBe(false);
    });
  });

  describe('the impression', () => {
    const banner: PromoBanner = {
      bannerText: 'Sale',
      link: { path: '/shop/sale', text: 'Shop' },
      promoDetails: '',
      color: 'sage',
      placement: 'top',
    };

    it('is tracked once per page, and the header wears the promo class while the banner shows', () => {
      document.body.innerHTML = '<header class="site-header"></header>';
      const events: Array<[string, unknown]> = [];
      window.analytics = { track: (event, properties) => void events.push([event, properties]) };
      promoBannerShown(banner);
      promoBannerShown(banner);
      expect(events).toEqual([
        ['Promo Banner Viewed', { banner_text: 'Sale', link_path: '/shop/sale', color: 'sage', placement: 'top' }],
      ]);
      const header = document.querySelector('header')!;
      expect(header.classList.contains(PROMO_HEADER_CLASS)).toBe(true);
      promoBannerHidden();
      expect(header.classList.contains(PROMO_HEADER_CLASS)).toBe(false);
      promoBannerShown(banner);
      expect(header.classList.contains(PROMO_HEADER_CLASS)).toBe(true);
      expect(events).toHaveLength(1);
    });

    it('still tracks on a page without the header', () => {
      const events: string[] = [];
      window.analytics = { track: (event) => void events.push(event) };
      expect(() => promoBannerShown(banner)).not.toThrow();
      expect(events).toEqual(['Promo Banner Viewed']);
    });
  });
});
