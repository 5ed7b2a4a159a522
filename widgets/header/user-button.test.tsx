import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  pageConfig,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

let user: typeof import('../../stores/user/user');
let prompt: typeof import('../../stores/auth/auth-prompt');

/** A fresh page: the header slot as the page frame writes it, the user the server knows (null: a visitor), mounted. */
async function mountAs(base: Record<string, unknown> | null, { unobservedActivity = true, config = {} } = {}) {
  pageConfig(config);
  if (base) setCookies('f52_logged_in', 'f52_session_email');
  const server = userServer({
    'GET /users/ajax_current': json(base ? { ...groups(base), feed: { unobservedActivity } } : {}),
    'GET /users/cart/ajax_basket': json({ basket: { basketId: 'b', numItems: 0, basketItems: [] } }),
  });
  const { headerSlot } = await import('../../fixtures/pages/slots');
  document.body.innerHTML = `<header class="site-header">${String(await headerSlot({ siteName: 'Fifty-Two Kitchen', links: [], cartCount: 0 }))}</header>`;
  const { mountSlot } = await import('../../mount/mount-slot');
  const { Header, headerProps } = await import('./header');
  user = await import('../../stores/user/user');
  prompt = await import('../../stores/auth/auth-prompt');
  const slot = document.querySelector<HTMLElement>('[data-widget="header"]')!;
  expect(await mountSlot({ name: 'header', component: Header, props: headerProps }, slot)).toBe('mounted');
  await act(() => user.checkLoginStatus());
  return server;
}

const accountButton = () => screen.getByRole('button', { name: /^Your account/ });
const panelLinks = () =>
  [...document.querySelectorAll('.header-user__panel a')].map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  vi.resetModules();
  clearCookies();
});
afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById('site-config')?.remove();
  clearCookies();
  vi.unstubAllGlobals();
});

describe('user button', () => {
  it("while the status is unknown, is the server's empty box, between the search and the cart", async () => {
    pageConfig({});
    setCookies('f52_logged_in');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { headerSlot } = await import('../../fixtures/pages/slots');
    document.body.innerHTML = String(await headerSlot({ siteName: 'x', links: [], cartCount: 0 }));
    const served = document.querySelector('.hdr-search + .header-user:empty + .header-cart');
    expect(served).not.toBeNull();
    const { UserButton } = await import('./user-button');
    const { render } = await import('@testing-library/react');
    const { container } = render(<UserButton />);
    expect(container.innerHTML).toBe('<div class="header-user"></div>');
  });

  describe('given a visitor', () => {
    it("shows Log In/Sign Up and the sign-up options, links to the server's pages (without JavaScript, in a new tab)", async () => {
      await mountAs(null);
      expect(screen.queryByRole('button', { name: /^Your account/ })).toBeNull();
      const login = screen.getByRole('link', { name: 'Log In/Sign Up' });
      expect(login.getAttribute('href')).toBe('/users/login');
      // what a sighted visitor reads, exactly (shell spec, roles)
      expect(login.textContent).toBe('Log In/Sign Up');
      expect(screen.getByRole('link', { name: 'Sign-up options' }).getAttribute('href')).toBe('/users/signup');
    });

    it('loads the sign-in dialog on the first pointer or focus, and a plain click opens it instead of leaving', async () => {
      await mountAs(null);
      document.body.insertAdjacentHTML('beforeend', '<div data-widget="auth" data-widget-state="waiting"></div>');
      const demanded: unknown[] = [];
      document.addEventListener('widget:demand', (event) => demanded.push((event as CustomEvent).detail));
      const login = screen.getByRole('link', { name: 'Log In/Sign Up' });
      fireEvent.pointerEnter(login);
      expect(demanded).toEqual(['auth']);
      // A new-tab click stays the link's.
      expect(fireEvent.click(login, { ctrlKey: true })).toBe(true);
      expect(user.$user.get().showAuth).toBe(false);
      expect(fireEvent.click(login)).toBe(false);
      expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'login' });
      act(() => prompt.hideAuth());
      fireEvent.click(screen.getByRole('link', { name: 'Sign-up options' }));
      expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'signup-options' });
    });
  });

  describe('given a signed-in user', () => {
    it('with an avatar: the image with empty alt, named Your account, new activity, with the badge', async () => {
      await mountAs(victorBase());
      expect(screen.queryByRole('link', { name: 'Log In/Sign Up' })).toBeNull();
      const button = screen.getByRole('button', { name: 'Your account, new activity' });
      expect(button.querySelector('img')?.getAttribute('src')).toBe('/images/avatars/victor.svg');
      expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
      expect(button.querySelector('.header-user__badge')).not.toBeNull();
    });

    it('without an avatar, or when it fails to load: the initial', async () => {
      await mountAs(victorBase({ hasAvatar: false, imageUrl: null, redactedName: 'sam U.' }), {
        unobservedActivity: false,
      });
      const button = screen.getByRole('button', { name: 'Your account' });
      expect(button.querySelector('img')).toBeNull();
      expect(button.textContent).toBe('SYour account');
      expect(button.querySelector('.header-user__badge')).toBeNull();
    });

    it('shows the initial when the avatar fails to load', async () => {
      await mountAs(victorBase());
      fireEvent.error(accountButton().querySelector('img')!);
      expect(accountButton().querySelector('img')).toBeNull();
      expect(accountButton().textContent).toContain('V');
    });

    it('opens and closes the panel by keyboard; Escape closes it and focus returns; a click outside closes it', async () => {
      await mountAs(victorBase(), {
        config: {
          links: {
            account: '/me',
            ordersAndReturns: '/me/orders',
            rewards: '/me/rewards',
            aboutUs: '/about-us',
            shippingFaq: '/help/shipping',
          },
        },
      });
      const button = accountButton();
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(panel.hidden).toBe(true);

      button.focus();
      await userEvent.keyboard('{Enter}');
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(panel.hidden).toBe(false);
      expect(panelLinks()).toEqual([
        ['My Account', '/me'],
        ['My Collections', '/users/203-victor'],
        ['My Orders & Returns', '/me/orders'],
        ['Rewards', '/me/rewards'],
        ['About Us', '/about-us'],
        ['Shipping FAQ', '/help/shipping'],
      ]);
      await userEvent.keyboard(' ');
      expect(button.getAttribute('aria-expanded')).toBe('false');

      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('My Account');
      await userEvent.keyboard('{Escape}');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(button);

      await userEvent.click(button);
      expect(panel.hidden).toBe(false);
      await userEvent.click(screen.getByRole('link', { name: 'Fifty-Two Kitchen' }));
      expect(panel.hidden).toBe(true);
    });

    it('drops a javascript: collections url; the config links default when absent', async () => {
      await mountAs(victorBase({ url: 'javascript:alert(1)', imageUrl: 'javascript:alert(2)' }));
      expect(accountButton().querySelector('img')).toBeNull();
      await userEvent.click(accountButton());
      expect(panelLinks()).toEqual([
        ['My Account', '/users/account'],
        ['My Orders & Returns', '/users/orders'],
        ['Rewards', '/users/rewards'],
        ['About Us', '/about'],
        ['Shipping FAQ', '/shipping'],
      ]);
      expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    });

    it('the panel holds About Us and Shipping FAQ from the config; a link that is not a path is left out alone', async () => {
      await mountAs(victorBase(), { config: { links: { aboutUs: '/about-us', shippingFaq: 'javascript:alert(1)' } } });
      await userEvent.click(accountButton());
      const panel = within(document.getElementById(accountButton().getAttribute('aria-controls')!)!);
      expect(panel.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us');
      expect(panel.queryByRole('link', { name: 'Shipping FAQ' })).toBeNull();
      expect(panel.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/users/account');
    });

    it('the panel holds Shipping FAQ', async () => {
      await mountAs(victorBase(), { config: { links: { shippingFaq: '/help/shipping' } } });
      await userEvent.click(accountButton());
      const panel = within(document.getElementById(accountButton().getAttribute('aria-controls')!)!);
      expect(panel.getByRole('link', { name: 'Shipping FAQ' }).getAttribute('href')).toBe('/help/shipping');
    });

    it('Log Out signs out: the visitor button comes back', async () => {
      const server = await mountAs(victorBase());
      await userEvent.click(accountButton());
      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
      expect(server.paths()).toContain('POST /users/ajax_logout');
      expect(await screen.findByRole('link', { name: 'Log In/Sign Up' })).toBeTruthy();
      expect(user.$user.get().isLoggedIn).toBe(false);
    });
  });
});
