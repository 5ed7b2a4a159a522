import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSlot } from '../../mount/mount-slot';
import { resetSiteConfig } from '../../shared/config/site-config';
import { $flash } from '../../stores/flash';
import { showAuth } from '../../stores/auth/auth-prompt';
import { closeSignIn } from '../../stores/auth/sign-in';
import { $user, USER_UNKNOWN } from '../../stores/user/user';
import { clearCookies, groups, json, pageConfig, text, userServer } from '../../fixtures/testing/user-test-server';
import { AuthDialog, authProps } from './auth-dialog';

// The same definition as entry.ts, mounted into the slot markup a page carries (fixtures/pages/slots.ts).
const definition = { name: 'auth', component: AuthDialog, props: authProps };
const UNEXPECTED = 'An unexpected error occurred. Please notify help@example.com if this keeps happening.';

/** A page with the dialog's slot and a button of another widget that asks for a sign-in before its action. */
async function page(answers: Parameters<typeof userServer>[0] = {}, slot = '<div data-widget="auth"></div>') {
  resetSiteConfig();
  document.head.innerHTML = '';
  pageConfig({});
  const api = userServer(answers);
  document.body.innerHTML = `<button type="button" id="save">Save</button>${slot}`;
  const action = vi.fn();
  screen.getByRole('button', { name: 'Save' }).addEventListener('click', () => showAuth('save', action));
  expect(await mountSlot(definition, document.querySelector<HTMLElement>('[data-widget="auth"]')!)).toBe('mounted');
  return { api, action, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
/** A field of the open dialog by its label (a required field's label ends with a hidden '*'). */
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`));

beforeEach(() => {
  clearCookies();
  $user.set(USER_UNKNOWN);
  $flash.set({ notification: null, fading: false });
});
afterEach(() => {
  act(() => closeSignIn());
  vi.unstubAllGlobals();
});

describe('auth dialog', () => {
  it('opens on showAuth at the login form, with the reason, focus on Email, and links between the three views', async () => {
    const { user } = await page();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();
    expect(within(dialog()).getByText('Log in or sign up to save to your collections.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    await user.type(document.activeElement!, 'new.cook@example.com');

    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create an Account' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Sign up with email' }));
    expect(within(dialog()).getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();

    await user.click(within(dialog()).getByRole('button', { name: 'Sign up with email' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Username'));
    // What the shopper typed in one view is there in the next.
    expect(field('Email').value).toBe('new.cook@example.com');

    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();
  });

  it('a blank form is not sent: each field says what is missing, and focus goes to the first', async () => {
    const { api, user } = await page();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Log In' }));
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText('Enter your email address.').id).toBe(
      email.getAttribute('aria-describedby')?.split(' ')[0],
    );
    expect(within(dialog()).getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    await user.type(email, 'not-an-email');
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('logs in with Enter: one request however often it is submitted, then closes and runs the pending action once', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { api, action, user } = await page({
      'POST /users/ajax_login': () => answered.then(json({ success: true, customization: groups() })),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(field('Email'), 'victor.vip@example.com');
    await user.type(field('Password'), 'vip-pass-1');
    const form = field('Password').form!;
    await user.keyboard('{Enter}');
    // Submitted again while the first request is out (a double click, a second Enter).
    act(() => form.requestSubmit());
    expect(within(dialog()).getByRole('button', { name: 'Log In' }).getAttribute('aria-busy')).toBe('true');
    release();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/users/ajax_login')).toHaveLength(1);
    // The session cookie call that follows any sign-in (before the test's fetch goes away).
    await vi.waitFor(() => expect(api.paths()).toContain('GET /users/cookie_settings'));
    expect(api.calls[0]!.body).toMatchObject({
      email: 'victor.vip@example.com',
      password: 'vip-pass-1',
      otp_token: '',
      otp_challenge: '',
      remember_me: true,
    });
    expect(action).toHaveBeenCalledOnce();
    expect($user.get()).toMatchObject({ isLoggedIn: true, redactedName: 'Victor V.' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it("a 401 shows the server's text as text, next to the form and announced, even when it holds markup", async () => {
    const hostile = 'Wrong password <img src=x onerror="window.hacked=1"><b>bold</b>';
    const { action, user } = await page({ 'POST /users/ajax_login': text(hostile, 401) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(field('Email'), 'victor.vip@example.com');
    await user.type(field('Password'), 'nope{Enter}');
    const alert = await within(dialog()).findByRole('alert');
    await vi.waitFor(() => expect(alert.textContent).toBe(hostile));
    expect(alert.querySelector('img, b')).toBeNull();
    expect(field('Email').form!.getAttribute('aria-describedby')).toBe(alert.id);
    expect($flash.get().notification?.message).toBe(hostile);
    expect(action).not.toHaveBeenCalled();
    // The shopper's e-mail is still there to correct the password.
    expect(field('Email').value).toBe('victor.vip@example.com');
    // The failure belongs to the login form: the sign-up options do not show it.
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('');
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    [
      'a 200 whose body is an HTML login page',
      () =>
        new Response('<!doctype html><title>Log In</title><form></form>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    ],
  ])('%s shows the unexpected-error message', async (_case, answer) => {
    const { user } = await page({ 'POST /users/ajax_login': answer, 'GET /users/ajax_current': json({}) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(field('Email'), 'victor.vip@example.com');
    await user.type(field('Password'), 'vip-pass-1{Enter}');
    await vi.waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe(UNEXPECTED));
  });

  it('signs up with the sign-up source of why it opened, and the order of the page', async () => {
    const { api, action, user } = await page(
      { 'POST /users/ajax_signup': json({ success: true, customization: groups() }) },
      '<div data-widget="auth" data-order-id="9001"></div>',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up with email' }));
    await user.type(field('Username'), 'newcook');
    await user.type(field('Email'), 'new.cook@example.com');
    await user.type(field('Password'), 'long-enough');
    await user.click(within(dialog()).getByLabelText('Email me recipes, stories and offers'));
    await user.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(api.calls[0]).toMatchObject({
      path: '/users/ajax_signup',
      body: {
        login: 'newcook',
        email: 'new.cook@example.com',
        password: 'long-enough',
        receive_newsletter: true,
        initiating_action: 'onsite-accountcreate_save',
        order_id: '9001',
        noCaptcha: true,
      },
    });
  });

  it('Escape closes it and drops the pending action; opening again starts at the view its reason asks for', async () => {
    const { action, user } = await page();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($user.get()).toMatchObject({ showAuth: false, authCallback: null });
    act(() => showAuth('signup'));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });
});
