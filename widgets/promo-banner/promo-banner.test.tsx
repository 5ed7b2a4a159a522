import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';
import { promoBannerSlot, type ServerPromoBanner } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { $navigation } from '../../stores/navigation/navigation';
import { $promoBanner, resetPromoBanner } from '../../stores/promo-banner/promo-banner';
import { PromoBanner, promoBannerProps } from './promo-banner';

const definition = { name: 'promo-banner', component: PromoBanner, props: promoBannerProps };

function answer(body: unknown, status = 200, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

/** The banner call answers with `response`, once `release()` is called (at once by default). */
function stubFetch(response: () => Response = () => answer({ banner: PROMO_BANNER }), { held = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch = vi.fn(async (_request: Request) => {
    await gate;
    return response();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

/** A slot as the server writes it (`promoBannerSlot`: an entity, null for none, undefined for a bare slot), or raw markup. */
type Slot = ServerPromoBanner | null | undefined | { html: string };

/**
 * The page's header with the slots at its top, as the page frame writes it (a CMS editor may paste more); each
 * mounted in page order by the entry's mount. The first slot by default.
 */
async function mountFromPage(...slots: Slot[]) {
  const html = await Promise.all(slots.map((slot) => (slot && 'html' in slot ? slot.html : promoBannerSlot(slot))));
  document.body.innerHTML = `<header class="site-header"><div class="site-header__inner">${html.join('')}</div></header>`;
  const found = Array.from(document.querySelectorAll<HTMLElement>('[data-widget="promo-banner"]'));
  await Promise.all(found.map((slot) => mountSlot(definition, slot)));
  return found[0]!;
}

const checked = () => vi.waitFor(() => expect($promoBanner.get().checked).toBe(true));
const header = () => document.querySelector('header.site-header')!;
const details = () => screen.getByRole('button', { name: 'Details about this offer' });

let events: Array<[string, unknown]>;
beforeEach(() => {
  // The last test's widget may have touched the store while unmounting (closing its modal): start afresh.
  cleanStores($promoBanner);
  resetPromoBanner();
  events = [];
  window.analytics = { track: (event, properties) => void events.push([event, properties]) };
});
afterEach(() => {
  cleanStores($promoBanner);
  delete window.analytics;
  vi.unstubAllGlobals();
});

describe('promo-banner', () => {
  describe('given the server banner', () => {
    it('shows the text, the link and Details; the header gets the promo class; one impression is tracked; the banner call is never made', async () => {
      const { fetch } = stubFetch();
      const slot = await mountFromPage(PROMO_BANNER);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(screen.getByText(PROMO_BANNER.banner_text, { selector: 'p' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Shop the Sale' }).getAttribute('href')).toBe('/shop/sale');
      expect(details().getAttribute('aria-haspopup')).toBe('dialog');
      expect(header().classList.contains('has-promo-banner')).toBe(true);
      expect(events).toEqual([
        [
          'Promo Banner Viewed',
          { banner_text: PROMO_BANNER.banner_text, link_path: '/shop/sale', color: 'forrest', placement: 'top' },
        ],
      ]);
      expect($promoBanner.get()).toMatchObject({ checked: true, failed: false });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('Details opens the promo details titled with the banner text; Escape closes it and focus returns to Details', async () => {
      stubFetch();
      await mountFromPage(PROMO_BANNER);
      const user = userEvent.setup();
      details().focus();
      await user.keyboard('{Enter}');
      // The dialog's code loads with import() on intent (the focus), so it comes a moment after the press.
      const dialog = await screen.findByRole('dialog', { name: PROMO_BANNER.banner_text });
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
      stubFetch();
      await mountFromPage(PROMO_BANNER);
      const user = userEvent.setup();
      await user.click(details());
      expect($navigation.get().showPromoBannerModal).toBe(true);
      await user.click(await screen.findByRole('button', { name: 'Got it' }));
      expect($navigation.get().showPromoBannerModal).toBe(false);
    });

    it.each(['Close', 'Got it'])('the %s button closes the details and focus returns to Details', async (name) => {
      stubFetch();
      await mountFromPage(PROMO_BANNER);
      const user = userEvent.setup();
      await user.click(details());
      const dialog = await screen.findByRole('dialog', { name: PROMO_BANNER.banner_text });
      expect(within(dialog).getByRole('link', { name: 'Shop the Sale' })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(details());
    });
  });

  describe('given the server saying there is no banner (banner: null)', () => {
    it('an empty slot, no impression, no promo class, and no banner call', async () => {
      const { fetch } = stubFetch();
      const slot = await mountFromPage(null);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(slot.querySelector('.promo-banner')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(events).toEqual([]);
      expect(header().classList.contains('has-promo-banner')).toBe(false);
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given several slots (a CMS editor pasted more)', () => {
    it("a bare slot before the page's own: both show the page's banner, one impression, no banner call", async () => {
      const { fetch } = stubFetch();
      await mountFromPage(undefined, PROMO_BANNER);
      expect(screen.getAllByText(PROMO_BANNER.banner_text, { selector: 'p' })).toHaveLength(2);
      expect(events).toHaveLength(1);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('a slot with malformed props fails alone, keeping its markup; the others show the banner and nothing is fetched', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { fetch } = stubFetch();
      const broken = {
        html: '<div data-widget="promo-banner"><p>Server promo</p><script type="application/json" data-props>{"banner":</script></div>',
      };
      const slot = await mountFromPage(broken, PROMO_BANNER);
      expect(slot.getAttribute('data-widget-state')).toBe('error');
      expect(slot.querySelector('p')!.textContent).toBe('Server promo');
      expect(errors).toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Shop the Sale' })).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given a bare slot (a server that does not embed the banner)', () => {
    it('shows nothing until the banner call answers, once, then the banner, with one impression', async () => {
      const { fetch, release } = stubFetch(undefined, { held: true });
      const slot = await mountFromPage(undefined);
      expect(slot.innerHTML).toBe('');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(new URL(fetch.mock.calls[0]![0].url).pathname).toBe('/api/v1/promo_banner_active');
      release();
      expect(await screen.findByRole('link', { name: 'Shop the Sale' })).toBeTruthy();
      expect(details()).toBeTruthy();
      expect(header().classList.contains('has-promo-banner')).toBe(true);
      expect(events).toHaveLength(1);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('shows the answer: markup in banner_text stays text, a javascript: link_path leaves no link, an unknown colour the default look', async () => {
      const banner = {
        banner_text: '<img src=x onerror="window.hacked=1"><b>Flash sale</b>',
        link_path: 'javascript:alert(1)',
        link_text: 'Shop now',
        promo_details: '<i>Today only</i>',
        color: 'magenta',
        placement: 'top',
      };
      stubFetch(() => answer({ banner }));
      await mountFromPage(undefined);
      await checked();
      const text = await screen.findByText(banner.banner_text, { selector: 'p' });
      expect(text.textContent).toBe(banner.banner_text);
      expect(document.querySelector('[data-widget="promo-banner"] img, [data-widget="promo-banner"] b')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByText('Shop now')).toBeNull();
      const banner40 = text.parentElement!;
      expect(banner40.className).toBe('promo-banner');
      const user = userEvent.setup();
      await user.click(details());
      expect((await screen.findByRole('dialog', { name: banner.banner_text })).textContent).toContain(
        '<i>Today only</i>',
      );
    });

    it('a banner without promo_details has no Details button', async () => {
      stubFetch(() => answer({ banner: { banner_text: 'Free shipping', color: 'sage' } }));
      await mountFromPage(undefined);
      expect((await screen.findByText('Free shipping')).parentElement!.className).toBe(
        'promo-banner promo-banner--sage',
      );
      expect(screen.queryByRole('button')).toBeNull();
    });

    it.each([
      ['no banner key', () => answer({})],
      ['banner null', () => answer({ banner: null })],
      ['a banner without banner_text', () => answer({ banner: { link_path: '/shop' } })],
    ])('%s in the answer: an empty slot, no impression, no promo class', async (_case, response) => {
      stubFetch(response);
      const slot = await mountFromPage(undefined);
      await checked();
      expect(slot.innerHTML).toBe('');
      expect(events).toEqual([]);
      expect(header().classList.contains('has-promo-banner')).toBe(false);
    });

    it.each([
      ['a 500', () => answer({ error: 'boom' }, 500)],
      ['an HTML body', () => answer('<!doctype html><p>Maintenance</p>', 200, 'text/html')],
    ])('%s: nothing shows, with no message and no retry', async (_case, response) => {
      const { fetch } = stubFetch(response);
      const slot = await mountFromPage(undefined);
      await checked();
      expect($promoBanner.get().failed).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(slot.innerHTML).toBe('');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("a slot with the server's banner added after the call failed (CMS content) shows its own banner, with no second call", async () => {
      const { fetch } = stubFetch(() => answer({ error: 'boom' }, 500));
      await mountFromPage(undefined);
      await checked();
      const later = document.createElement('div');
      later.innerHTML = String(await promoBannerSlot(PROMO_BANNER));
      document.body.append(later);
      await mountSlot(definition, later.querySelector<HTMLElement>('[data-widget="promo-banner"]')!);
      expect(screen.getByRole('link', { name: 'Shop the Sale' })).toBeTruthy();
      expect(header().classList.contains('has-promo-banner')).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
