import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const SAM = victorBase({
  id: 201,
  redactedName: 'Sam R.',
  isLoyaltyMember: false,
  loyaltyTier: null,
  hasAvatar: false,
  imageUrl: null,
});
const NAME = 'Join The Table';

/**
 * A fresh page: the account slots as the page frame writes them (`copies` times, as a CMS might paste them), the
 * user the server knows (null: a visitor), the loyalty modal mounted into its slots as the loader would once asked.
 */
async function mountAs(
  base: Record<string, unknown> | null,
  {
    pageType = 'home',
    copies = 1,
    answers = {},
  }: { pageType?: string; copies?: number; answers?: Parameters<typeof userServer>[0] } = {},
) {
  pageConfig({ pageType, loyaltyEnabled: true });
  if (base) setCookies('f52_logged_in', 'f52_session_email');
  const api = userServer({ 'GET /users/ajax_current': json(base ? groups(base) : {}), ...answers });
  const { accountSlots } = await import('../../fixtures/pages/slots');
  document.body.innerHTML = String(await accountSlots()).repeat(copies);
  const { mountSlot } = await import('../../mount/mount-slot');
  const { LoyaltyModal } = await import('./loyalty-modal');
  const user = await import('../../stores/user/user');
  for (const slot of document.querySelectorAll<HTMLElement>('[data-widget="loyalty-modal"]')) {
    expect(await mountSlot({ name: 'loyalty-modal', component: LoyaltyModal }, slot)).toBe('mounted');
  }
  await act(() => user.checkLoginStatus());
  return { api, enrolCalls: () => api.calls.filter((call) => call.path === '/loyalty-job') };
}

const modal = () => screen.queryByRole('dialog', { name: NAME });
const joinNow = () => screen.getByRole('button', { name: 'Join Now' });
const dialogs = () => document.querySelectorAll('dialog');

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  vi.resetModules();
  clearCookies();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById('site-config')?.remove();
  clearCookies();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loyalty-modal', () => {
  describe('given an unenrolled member', () => {
    it('shows the invitation once the status is checked: the welcome gift, Join Now, No maybe later, the terms and privacy links', async () => {
      await mountAs(SAM);
      const dialog = await screen.findByRole('dialog', { name: NAME });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect((dialog as HTMLDialogElement).open).toBe(true);
      expect(screen.getByRole('dialog', { description: 'Join The Table and get a welcome gift of 20 points.' })).toBe(
        dialog,
      );
      expect(dialog.textContent).toContain('As an INSIDER member, you get access to special perks!');
      expect(within(dialog).getByRole('button', { name: 'Join Now' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'No, maybe later' })).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
      expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
      expect(dialog.contains(document.activeElement)).toBe(true);
    });

    it('Join Now enrols them (GET /loyalty-job with their id) and reloads the page', async () => {
      const { enrolCalls } = await mountAs(SAM);
      await userEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(enrolCalls().map((call) => Object.fromEntries(call.search))).toEqual([
        { user_id: '201', job: 'Create an account' },
      ]);
      expect(cookieNames()).not.toContain('f52_loyalty_opt_out_201');
    });

    it('while the enrolment is out, Join Now is busy, says so, and a second click sends nothing', async () => {
      const { enrolCalls } = await mountAs(SAM, {
        answers: { 'GET /loyalty-job': () => new Promise<Response>(() => {}) },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
      expect(joinNow().getAttribute('aria-busy')).toBe('true');
      expect(joinNow().getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Joining The Table…');
      await userEvent.click(joinNow());
      expect(enrolCalls()).toHaveLength(1);
      expect(reload).not.toHaveBeenCalled();
      expect(modal()).toBeTruthy();
    });

    it('a failed enrolment (500) shows nothing new and leaves Join Now busy; it is not sent again', async () => {
      const { enrolCalls } = await mountAs(SAM, { answers: { 'GET /loyalty-job': json({ error: 'down' }, 500) } });
      await userEvent.click(await screen.findByRole('button', { name: 'Join Now' }));
      // ky tries a failed GET once more.
      await waitFor(() => expect(enrolCalls()).toHaveLength(2));
      const { $flash } = await import('../../stores/flash');
      await waitFor(() => expect((dialogs()[0] as HTMLDialogElement).open).toBe(true));
      expect($flash.get().notification).toBeNull();
      expect(joinNow().getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Joining The Table…');
      await userEvent.click(joinNow());
      expect(enrolCalls()).toHaveLength(2);
      expect(reload).not.toHaveBeenCalled();
    });

    const ways = {
      "'No, maybe later'": () => userEvent.click(screen.getByRole('button', { name: 'No, maybe later' })),
      'the × button': () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
      Escape: () => act(() => void dialogs()[0]!.dispatchEvent(new Event('cancel', { cancelable: true }))),
      'a click on the overlay': () =>
        act(() => {
          dialogs()[0]!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
          dialogs()[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        }),
    };

    it.each(Object.keys(ways))('%s closes it and sets their 30-day opt-out cookie, with no request', async (way) => {
      const setCookie = vi.spyOn(document, 'cookie', 'set');
      const { enrolCalls } = await mountAs(SAM);
      await screen.findByRole('dialog', { name: NAME });
      await ways[way as keyof typeof ways]();
      expect((dialogs()[0] as HTMLDialogElement).open).toBe(false);
      expect(modal()).toBeNull();
      expect(setCookie.mock.calls.map(([value]) => value)).toContain(
        'f52_loyalty_opt_out_201=1; Max-Age=2592000; Path=/; SameSite=Lax',
      );
      expect(enrolCalls()).toEqual([]);
    });

    it('a logout while it is open closes it without opting them out', async () => {
      await mountAs(SAM);
      await screen.findByRole('dialog', { name: NAME });
      const auth = await import('../../stores/auth/auth-actions');
      await act(() => auth.logout());
      expect(document.querySelector('dialog[open]')).toBeNull();
      expect(cookieNames()).not.toContain('f52_loyalty_opt_out_201');
    });

    it('with their opt-out cookie it does not show, except on checkout', async () => {
      setCookies('f52_loyalty_opt_out_201');
      await mountAs(SAM);
      expect(modal()).toBeNull();

      vi.resetModules();
      document.getElementById('site-config')?.remove();
      await mountAs(SAM, { pageType: 'checkout' });
      expect(await screen.findByRole('dialog', { name: NAME })).toBeTruthy();
    });

    it('a slot pasted twice shows one modal and warns once; the second slot renders nothing', async () => {
      const error = vi.spyOn(console, 'error');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await mountAs(SAM, { copies: 2 });
      await screen.findByRole('dialog', { name: NAME });
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      const [first, second] = document.querySelectorAll('[data-widget="loyalty-modal"]');
      expect(first!.querySelector('dialog')).toBeTruthy();
      expect(second!.innerHTML).toBe('');
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringContaining('more than one "loyalty-modal" slot'),
      ]);
      expect(error).not.toHaveBeenCalled();
    });
  });

  describe.each([
    { who: 'a visitor', base: null },
    { who: 'a member', base: victorBase() },
  ])('given $who', ({ base }) => {
    it('shows nothing', async () => {
      await mountAs(base);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('dialog[open]')).toBeNull();
    });
  });
});
