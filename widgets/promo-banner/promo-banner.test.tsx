import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';
import { promoBannerSlot, type ServerPromoBanner } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { onTrack } from '../../shared/analytics';
import { $navigation } from '../../stores/navigation/navigation';
import { $promoBanner, resetPromoBanner } from '../../stores/promo-banner/promo-banner';
import { PromoBanner, promoBannerProps } from './promo-banner';

const definition = { name: 'promo-banner', component: PromoBanner, props: promoBannerProps };

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** The banner call answers with `response`, once `release()` is called (at once by default). */
function stubFetch(response: () => Response, { held = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch = vi.fn(async (_request: Request) => {
    await gate;
    return response();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

/** The page's header with the slot at its top, as the page frame writes it; mounted by the entry's mount. */
async function mountFromPage(banner: ServerPromoBanner | null) {
  document.body.innerHTML = `<header class="site-header"><div class="site-header__inner">${String(await promoBannerSlot(banner))}</div></header>`;
  const slot = document.querySelector<HTMLElement>('[data-widget="promo-banner"]')!;
  await mountSlot(definition, slot);
  return slot;
}

const checked = () => vi.waitFor(() => expect($promoBanner.get().checked).toBe(true));
const header = () => document.querySelector('header.site-header')!;
const details = () => screen.getByRole('button', { name: 'Details about this offer' });

let events: Array<[string, unknown]>;
let stopTracking: () => void;
beforeEach(() => {
  // The last test's widget may have touched the store while unmounting (closing its modal): start afresh.
  cleanStores($promoBanner);
  resetPromoBanner();
  events = [];
  stopTracking = onTrack((event, properties) => events.push([event, properties]));
});
afterEach(() => {
  cleanStores($promoBanner);
  stopTracking();
  vi.unstubAllGlobals();
});

describe('promo-banner', () => {
  describe('given the server banner and the same answer', () => {
    it('shows the text, the link and Details; the header gets the promo class; one impression is tracked', async () => {
      stubFetch(() => answer({ banner: PROMO_BANNER }));
      const slot = await mountFromPage(PROMO_BANNER);
      await checked();
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(screen.getByText(PROMO_BANNER.banner_text, { selector: 'p' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Shop the Sale' }).getAttribute('href')).toBe('/shop/sale');
      expect(details().getAttribute('aria-haspopup')).toBe('dialog');
      expect(header().classList.contains('has-promo-banner')).toBe(true);
      expect(events).toEqual([['Promo Banner Viewed', { banner_text: PROMO_BANNER.banner_text, link_path: '/shop/sale', color: 'forrest', placement: 'top' }]]);
    });

    it('shows the server banner at once, before the call answers', async () => {
      const { fetch, release } = stubFetch(() => answer({ banner: PROMO_BANNER }), { held: true });
      await mountFromPage(PROMO_BANNER);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect($promoBanner.get().checked).toBe(false);
      expect(screen.getByRole('link', { name: 'Shop the Sale' })).toBeTruthy();
      expect(details()).toBeTruthy();
      release();
      await checked();
      expect(screen.getByText(PROMO_BANNER.banner_text, { selector: 'p' })).toBeTruthy();
      expect(events).toHaveLength(1);
    });

    it('Details opens the promo details titled with the banner text; Escape closes it and focus returns to Details', async () => {
      stubFetch(() => answer({ banner: PROMO_BANNER }));
      await mountFromPage(PROMO_BANNER);
      await checked();
      const user = userEvent.setup();
      details().focus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: PROMO_BANNER.banner_text });
      expect(within(dialog).getByText(PROMO_BANNER.promo_details)).toBeTruthy();
      expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
      expect(dialog.className).toContain('promo-modal');
      expect($promoBanner.get().showModal).toBe(true);
      act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
      expect($promoBanner.get().showModal).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(details());
    });

    it("the navigation state's promo-modal flag is on while the details are open (the sub-navigation ignores scroll then)", async () => {
      stubFetch(() => answer({ banner: PROMO_BANNER }));
      await mountFromPage(PROMO_BANNER);
      await checked();
      const user = userEvent.setup();
      await user.click(details());
      expect($navigation.get().showPromoBannerModal).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Got it' }));
      expect($navigation.get().showPromoBannerModal).toBe(false);
    });

    it.each(['Close', 'Got it'])('the %s button closes the details and focus returns to Details', async (name) => {
      stubFetch(() => answer({ banner: PROMO_BANNER }));
      await mountFromPage(PROMO_BANNER);
      await checked();
      const user = userEvent.setup();
      await user.click(details());
      const dialog = screen.getByRole('dialog', { name: PROMO_BANNER.banner_text });
      expect(within(dialog).getByRole('link', { name: 'Shop the Sale' })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(details());
    });
  });

  describe('given a newer banner from the call', () => {
    it('shows the answer: markup in banner_text stays text, a javascript: link_path leaves no link, an unknown colour the default look', async () => {
      const banner = { banner_text: '<img src=x onerror="window.hacked=1"><b>Flash sale</b>', link_path: 'javascript:alert(1)', link_text: 'Shop now', promo_details: '<i>Today only</i>', color: 'magenta', placement: 'top' };
      stubFetch(() => answer({ banner }));
      await mountFromPage(PROMO_BANNER);
      await checked();
      const text = screen.getByText(banner.banner_text, { selector: 'p' });
      expect(text.textContent).toBe(banner.banner_text);
      expect(document.querySelector('[data-widget="promo-banner"] img, [data-widget="promo-banner"] b')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByText('Shop now')).toBeNull();
      const banner40 = text.parentElement!;
      expect(banner40.className).toBe('promo-banner');
      const user = userEvent.setup();
      await user.click(details());
      expect(screen.getByRole('dialog', { name: banner.banner_text }).textContent).toContain('<i>Today only</i>');
    });

    it('a banner without promo_details has no Details button', async () => {
      stubFetch(() => answer({ banner: { banner_text: 'Free shipping', color: 'sage' } }));
      await mountFromPage(PROMO_BANNER);
      await checked();
      expect(screen.getByText('Free shipping').parentElement!.className).toBe('promo-banner promo-banner--sage');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('given no banner', () => {
    it.each([
      ['no banner key', () => answer({})],
      ['a banner without banner_text', () => answer({ banner: { link_path: '/shop' } })],
    ])('%s in the answer: nothing shows, the slot is empty and the header loses the promo class', async (_case, response) => {
      stubFetch(response);
      const slot = await mountFromPage(PROMO_BANNER);
      await checked();
      await vi.waitFor(() => expect(slot.childNodes).toHaveLength(0));
      expect(header().classList.contains('has-promo-banner')).toBe(false);
    });

    it('none from the server and none in the answer: an empty slot, no impression', async () => {
      stubFetch(() => answer({ banner: null }));
      const slot = await mountFromPage(null);
      await checked();
      expect(slot.innerHTML).toBe('');
      expect(events).toEqual([]);
      expect(header().classList.contains('has-promo-banner')).toBe(false);
    });
  });

  describe('given a failing call', () => {
    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['an HTML body', () => answer('<!doctype html><p>Maintenance</p>', 200, 'text/html')],
    ])('%s: the server banner stays, with no message and no retry', async (_case, response) => {
      const { fetch } = stubFetch(response);
      const slot = await mountFromPage(PROMO_BANNER);
      await checked();
      expect($promoBanner.get().failed).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(screen.getByText(PROMO_BANNER.banner_text, { selector: 'p' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a 500 with no server banner: nothing shows', async () => {
      stubFetch(() => answer({ error: 'boom' }, 500));
      const slot = await mountFromPage(null);
      await checked();
      expect(slot.innerHTML).toBe('');
    });
  });
});
