import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceClass } from '../../shared/device';
import {
  clearCookies,
  cookieNames,
  groups,
  json,
  pageConfig,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

// deviceClass() is decided once per page; each test says which class this page is.
const device = vi.hoisted(() => ({ current: 'desktop' as DeviceClass }));
vi.mock('../../shared/device', () => ({ deviceClass: () => device.current }));

const SAM = victorBase({
  id: 201,
  redactedName: 'Sam U.',
  isLoyaltyMember: false,
  loyaltyTier: null,
  hasAvatar: false,
  imageUrl: null,
});

let user: typeof import('../../stores/user/user');

/** A fresh page: the slot as the page frame writes it, the user the server knows (null: a visitor), mounted. */
async function mountAs(
  base: Record<string, unknown> | null,
  { loyaltyEnabled = true, shippingPolicy }: { loyaltyEnabled?: boolean; shippingPolicy?: object } = {},
) {
  pageConfig({ loyaltyEnabled });
  if (base) setCookies('f52_logged_in', 'f52_session_email');
  userServer({ 'GET /users/ajax_current': json(base ? groups(base) : {}) });
  const { loyaltyBannerSlot } = await import('../../fixtures/pages/slots');
  document.body.innerHTML = String(await loyaltyBannerSlot(shippingPolicy));
  const { mountSlot } = await import('../../mount/mount-slot');
  const { LoyaltyBanner, loyaltyBannerProps } = await import('./loyalty-banner');
  user = await import('../../stores/user/user');
  const slot = document.querySelector<HTMLElement>('[data-widget="loyalty-banner"]')!;
  await mountSlot({ name: 'loyalty-banner', component: LoyaltyBanner, props: loyaltyBannerProps }, slot);
  await user.checkLoginStatus();
  return slot;
}

const banner = () => screen.queryByRole('complementary', { name: 'The Table rewards' });
const freeShipping = () => screen.queryByRole('complementary', { name: 'Free shipping' });
const POLICY = {
  free_shipping: true,
  loyalty_tagline: 'PREMIER perk:',
  loyalty_free_shipping_message: 'Free shipping on every order.',
  free_shipping_message: 'Free over $149.',
};

beforeEach(() => {
  vi.resetModules();
  clearCookies();
  device.current = 'desktop';
});
afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById('site-config')?.remove();
  clearCookies();
  vi.unstubAllGlobals();
});

describe('loyalty-banner', () => {
  describe('given a visitor', () => {
    it("invites them to join: Join Now and Log in lead to the server's sign-up options and sign-in pages", async () => {
      await mountAs(null);
      const region = await screen.findByRole('complementary', { name: 'The Table rewards' });
      expect(region.textContent).toContain('Join The Table to earn rewards.');
      expect(region.textContent).toContain('Already a member?');
      expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/users/signup');
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/users/login');
    });

    it('close hides it and sets the 30-day cookie; the next page shows none', async () => {
      const setCookie = vi.spyOn(document, 'cookie', 'set');
      await mountAs(null);
      await screen.findByRole('complementary', { name: 'The Table rewards' });
      await userEvent.click(screen.getByRole('button', { name: 'Close loyalty banner' }));
      await waitFor(() => expect(banner()).toBeNull());
      expect(cookieNames()).toContain('f52_hide_loyalty_banner');
      const written = setCookie.mock.calls
        .map(([value]) => String(value))
        .find((value) => value.startsWith('f52_hide_loyalty_banner='));
      expect(written).toMatch(/max-age=2592000/i);
      setCookie.mockRestore();

      vi.resetModules();
      document.getElementById('site-config')?.remove();
      await mountAs(null);
      expect(banner()).toBeNull();
    });

    it('shows nothing when loyalty is off in the config', async () => {
      const slot = await mountAs(null, { loyaltyEnabled: false });
      expect(slot.getAttribute('data-widget-state')).toBe('mounted');
      expect(slot.innerHTML).toBe('');
    });
  });

  describe('given an enrolled member', () => {
    it.each([
      ['INSIDER', 'tablet', 'As an INSIDER member, you get access to special perks!'],
      ['VIP', 'tablet', 'As a VIP member, you get 10% OFF!'],
      ['PREMIER', 'desktop', 'As a PREMIER member, you get 10% OFF + FREE SHIPPING!'],
      ['INSIDER', 'mobile', 'INSIDER | access to special perks!'],
      ['VIP', 'mobile', 'VIP | 10% OFF!'],
      ['PREMIER', 'mobile', 'PREMIER | 10% OFF + FREE SHIPPING!'],
    ] as const)('%s on %s: welcome and "%s", all one link to /users/rewards', async (tier, deviceClass, benefit) => {
      device.current = deviceClass;
      await mountAs(victorBase({ loyaltyTier: tier }));
      const link = await screen.findByRole('link', { name: `Welcome, Victor V. ${benefit}` });
      expect(link.getAttribute('href')).toBe('/users/rewards');
      expect(link.querySelector('img')?.getAttribute('src')).toBe('/images/avatars/victor.svg');
      expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
    });

    it('shows the initial when the avatar fails to load', async () => {
      await mountAs(victorBase());
      const link = await screen.findByRole('link', { name: /^Welcome, Victor V\./ });
      link.querySelector('img')!.dispatchEvent(new Event('error'));
      await waitFor(() => expect(link.querySelector('img')).toBeNull());
      expect(link.textContent).toMatch(/^V/);
    });

    it('never makes a javascript: avatar URL an image: the initial shows instead', async () => {
      await mountAs(victorBase({ imageUrl: 'javascript:alert(1)', redactedName: 'victor V.' }));
      const link = await screen.findByRole('link', { name: /^Welcome, victor V\./ });
      expect(document.querySelector('img')).toBeNull();
      expect(document.body.innerHTML).not.toContain('javascript:');
      expect(link.textContent).toMatch(/^V/);
    });

    it('shows markup in the redacted name as text', async () => {
      await mountAs(victorBase({ redactedName: '<img src=x onerror=alert(1)>' }));
      const link = await screen.findByRole('link', { name: /^Welcome, <img src=x onerror=alert\(1\)>/ });
      expect(link.querySelectorAll('img')).toHaveLength(1);
      expect(link.querySelector('img')!.getAttribute('src')).toBe('/images/avatars/victor.svg');
    });
  });

  describe('the free-shipping banner', () => {
    it("a PREMIER member sees it, with the policy's tagline and PREMIER message (not the general one), as text", async () => {
      await mountAs(victorBase({ loyaltyTier: 'PREMIER' }), {
        shippingPolicy: { ...POLICY, loyalty_free_shipping_message: '<b>Free</b> shipping' },
      });
      const region = await screen.findByRole('complementary', { name: 'Free shipping' });
      expect(region.textContent).toBe('PREMIER perk: <b>Free</b> shipping');
      expect(region.querySelector('b')).toBeNull();
      expect(banner()).not.toBeNull();
    });

    it('stays for a PREMIER member who closes the loyalty banner, on this page and the next', async () => {
      await mountAs(victorBase({ loyaltyTier: 'PREMIER' }), { shippingPolicy: POLICY });
      await screen.findByRole('complementary', { name: 'The Table rewards' });
      await userEvent.click(screen.getByRole('button', { name: 'Close loyalty banner' }));
      await waitFor(() => expect(banner()).toBeNull());
      expect(freeShipping()?.textContent).toBe('PREMIER perk: Free shipping on every order.');
      // Focus goes with the close button to what stays, not to the page's body.
      expect(document.activeElement).toBe(screen.getByRole('complementary', { name: 'Free shipping' }));

      vi.resetModules();
      document.getElementById('site-config')?.remove();
      await mountAs(victorBase({ loyaltyTier: 'PREMIER' }), { shippingPolicy: POLICY });
      expect(cookieNames()).toContain('f52_hide_loyalty_banner');
      expect((await screen.findByRole('complementary', { name: 'Free shipping' })).textContent).toBe(
        'PREMIER perk: Free shipping on every order.',
      );
      expect(banner()).toBeNull();
    });

    it('shows for a PREMIER member with loyalty off in the config, where the loyalty banner does not', async () => {
      await mountAs(victorBase({ loyaltyTier: 'PREMIER' }), { loyaltyEnabled: false, shippingPolicy: POLICY });
      expect(await screen.findByRole('complementary', { name: 'Free shipping' })).not.toBeNull();
      expect(banner()).toBeNull();
    });

    it.each(['INSIDER', 'VIP'] as const)('a member of the %s tier does not see it', async (tier) => {
      await mountAs(victorBase({ loyaltyTier: tier }), { shippingPolicy: POLICY });
      await screen.findByRole('link', { name: /^Welcome, Victor V\./ });
      expect(freeShipping()).toBeNull();
    });

    it('a visitor does not see it', async () => {
      await mountAs(null, { shippingPolicy: POLICY });
      await screen.findByRole('complementary', { name: 'The Table rewards' });
      expect(freeShipping()).toBeNull();
    });

    it.each([
      ['only the general offer', { free_shipping: true, free_shipping_message: 'Free over $149.' }],
      ['free shipping switched off', { ...POLICY, free_shipping: false }],
      ['a blank PREMIER message', { ...POLICY, loyalty_free_shipping_message: '   ' }],
      ['no policy', undefined],
    ] as const)(
      'no loyalty free shipping in the policy (%s): none, even for PREMIER',
      async (_case, shippingPolicy) => {
        await mountAs(victorBase({ loyaltyTier: 'PREMIER' }), shippingPolicy ? { shippingPolicy } : {});
        await screen.findByRole('link', { name: /^Welcome, Victor V\./ });
        expect(freeShipping()).toBeNull();
      },
    );
  });

  describe('given a logged-in member not enrolled', () => {
    it('shows no banner', async () => {
      const slot = await mountAs(SAM);
      await waitFor(() => expect(user.$user.get().isLoggedIn).toBe(true));
      expect(slot.innerHTML).toBe('');
    });
  });

  describe('given a flash message', () => {
    it('steps aside (inert) while it shows, unless focus is in the banner', async () => {
      await mountAs(null);
      // The dock: The Table's banner and the free-shipping banner step aside together.
      const region = (await screen.findByRole('complementary', { name: 'The Table rewards' })).parentElement!;
      const { flash, $flash } = await import('../../stores/flash');
      flash('Saved.', 'success');
      await waitFor(() => expect(region.getAttribute('data-state')).toBe('away'));
      expect(region.hasAttribute('inert')).toBe(true);
      $flash.set({ notification: null, fading: false });
      await waitFor(() => expect(region.getAttribute('data-state')).toBe('shown'));
      screen.getByRole('button', { name: 'Close loyalty banner' }).focus();
      flash('Saved again.', 'success');
      await waitFor(() => expect($flash.get().notification).not.toBeNull());
      expect(region.getAttribute('data-state')).toBe('shown');
    });
  });
});
