import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';

// The details dialog's code loads with import() on intent (promo-banner.tsx). Here it fails to arrive: fresh
// modules for each test, with ./promo-details mocked to throw.

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  vi.doUnmock('./promo-details');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mountBanner() {
  const { promoBannerSlot } = await import('../../fixtures/pages/slots');
  document.body.innerHTML = `<header class="site-header">${String(await promoBannerSlot(PROMO_BANNER))}</header><main><p>Page</p></main>`;
  const { mountSlot } = await import('../../mount/mount-slot');
  const { PromoBanner, promoBannerProps } = await import('./promo-banner');
  const slot = document.querySelector<HTMLElement>('[data-widget="promo-banner"]')!;
  expect(await mountSlot({ name: 'promo-banner', component: PromoBanner, props: promoBannerProps }, slot)).toBe(
    'mounted',
  );
  return (await import('../../stores/promo-banner/promo-banner')).$promoBanner;
}

describe("the promo details' code failing to load", () => {
  it('is reported; the details close again, Details is not left expanded, and the banner keeps working', async () => {
    vi.doMock('./promo-details', () => {
      throw new Error('the chunk failed to load');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const $promoBanner = await mountBanner();
    const details = screen.getByRole('button', { name: 'Details about this offer' });
    await userEvent.click(details);
    await waitFor(() => expect(logged.mock.calls.flat().join(' ')).toContain('promo-details'));
    expect($promoBanner.get().showModal).toBe(false);
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(PROMO_BANNER.banner_text)).toBeTruthy();
  });

  it('arriving: opened with focus nowhere (a tap in Safari leaves it on the page), closing gives focus to Details', async () => {
    const $promoBanner = await mountBanner();
    const { openPromoDetails } = await import('../../stores/promo-banner/promo-banner');
    (document.activeElement as HTMLElement | null)?.blur();
    openPromoDetails();
    const dialog = await screen.findByRole('dialog', { name: PROMO_BANNER.banner_text });
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect($promoBanner.get().showModal).toBe(false);
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Details about this offer' }));
  });
});
