import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  closePage,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
} from '../../build/e2e/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const dialog = (page: Page) => page.getByRole('dialog');
const accountButton = (page: Page) => page.getByRole('button', { name: /^Your account/ });
const loginLink = (page: Page) => page.getByRole('link', { name: 'Log In/Sign Up' });
/** A field of the dialog by its label (a required field's label ends with a hidden '*'). */
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label}( \\*)?$`));
/** axe once the dialog has finished fading in (mid-fade, its text is too faint to pass). */
async function dialogViolations(page: Page) {
  await animationsDone(dialog(page));
  return axeViolations(page);
}
const authRequests = (requests: string[]) => requests.filter((path) => /\/assets\/auth-[^/]+\.js$/.test(path));

/** A new visitor on `path`, the header mounted; `before` runs before the page loads (routes, init scripts). */
async function visit(path: string, before?: (page: Page) => Promise<void>) {
  const opened = await openPage(browser);
  await before?.(opened.page);
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  await expect.poll(() => loginLink(opened.page).isVisible()).toBe(true);
  // Set on this document: still there after a sign-in means the page was not reloaded.
  await opened.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return opened;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe('auth in Chromium', () => {
  it('by mouse: loads on intent, a wrong password shows the server text, then logs in and the header shows the avatar without a reload', async () => {
    const { page, requests, errors } = await visit('/');
    expect(authRequests(requests)).toEqual([]);
    await loginLink(page).hover();
    await expect.poll(() => authRequests(requests).length).toBe(1);
    await loginLink(page).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Log In' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await dialogViolations(page)).toEqual([]);

    await field(page, 'Email').fill('ines.insider@example.com');
    await field(page, 'Password').fill('wrong-password');
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Invalid email or password.');
    expect(await dialogViolations(page)).toEqual([]);

    await field(page, 'Password').fill('insider-pass-1');
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    expect(await accountButton(page).locator('img').count()).toBe(1);
    // The loyalty banner follows: Ines is an INSIDER member. (It steps aside while the flash bar still shows the
    // wrong password's message, so it is read from its slot.)
    await expect
      .poll(() => page.locator('[data-widget="loyalty-banner"]').textContent())
      .toMatch(/Welcome, Ines P\. As an INSIDER member/);
    // Chromium logs every failed response; the 401 is the wrong password's, and nothing else failed.
    await expect
      .poll(() => errors)
      .toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await closePage(page);
  });

  it('by keyboard: Tab to Log In/Sign Up, Enter, type, Enter; then log out from the user panel, with the rotated CSRF token', async () => {
    const { page, errors } = await visit('/');
    const tokenBefore = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    for (
      let step = 0;
      step < 40 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) !== 'Log In/Sign Up';
      step++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Log In' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type('victor.vip@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('vip-pass-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    // Focus went back where the shopper was.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('class')))
      .toBe('header-user__button');
    // The server rotated its CSRF token on sign-in; the page took it, so the logout POST is accepted.
    expect(await page.locator('meta[name="csrf-token"]').getAttribute('content')).not.toBe(tokenBefore);

    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Log Out' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => loginLink(page).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Successfully logged out').isVisible()).toBe(true);
    // The Log Out button is gone with the panel: focus is on the control that replaced it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Log In/Sign Up');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('signs up with email from the sign-up options, and is signed in as the new member', async () => {
    const { page, errors } = await visit('/');
    await page.getByRole('link', { name: 'Sign-up options' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Create an Account' }).isVisible()).toBe(true);
    expect(await dialogViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Sign up with email' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Sign Up' }).isVisible()).toBe(true);
    expect(await dialogViolations(page)).toEqual([]);
    await field(page, 'Username').fill('newcook');
    await field(page, 'Email').fill('new.cook@example.com');
    await field(page, 'Password').fill('long-enough-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    const state = (await (await page.request.get(url('/__fixtures/state'))).json()) as { sessionUser: string };
    expect(state.sessionUser).toBe('new.cook@example.com');
    expect(errors, errors.join('\n')).toEqual([]);
    await closePage(page);
  });

  it('signs in with the social provider, whose SDK loads only when picked; logging out signs out of it too', async () => {
    const { page, requests, errors } = await visit('/');
    await page.getByRole('link', { name: 'Sign-up options' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(requests.filter((path) => path.includes('social-sdk'))).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(requests.filter((path) => path.includes('social-sdk'))).toEqual(['/fixtures/social-sdk/v2.6/sdk.js']);
    const state = (await (await page.request.get(url('/__fixtures/state'))).json()) as { sessionUser: string };
    expect(state.sessionUser).toBe('ines.insider@example.com');

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => loginLink(page).isVisible()).toBe(true);
    // The page shows the logout at once; the provider's sign-out follows.
    const calls = () =>
      page.evaluate(() =>
        (window as unknown as { __fakeSocialCalls: unknown[][] }).__fakeSocialCalls.map((call) => call[0]),
      );
    await expect.poll(calls).toEqual(['init', 'login', 'api', 'getLoginStatus', 'logout']);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a blocked social SDK says so in the dialog; the e-mail way still works', async () => {
    const { page } = await visit(
      '/',
      async (opened) => void (await opened.route('**/fixtures/social-sdk/**', (route) => route.abort())),
    );
    await page.getByRole('link', { name: 'Sign-up options' }).click();
    await dialog(page).getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Signing in with Facebook is not available right now. Please use your email address.');
    // The way on is still there.
    expect(await dialog(page).getByRole('button', { name: 'Sign up with email' }).isVisible()).toBe(true);
    await closePage(page);
  });

  it('with the proof of work on, computes it in a worker, shows progress, and the server accepts the login', async () => {
    const { page, errors } = await visit('/?pow=12');
    await loginLink(page).click();
    await field(page, 'Email').fill('ines.insider@example.com');
    await field(page, 'Password').fill('insider-pass-1');
    const worker = page.waitForEvent('worker');
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    expect((await worker).url()).toMatch(/\/assets\/proof-of-work-worker-[0-9A-F]{8}\.js$/);
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('at the highest difficulty the page stays responsive while it works, and closing the dialog stops it: nothing is sent', async () => {
    const { page, requests } = await visit('/?pow=24');
    await loginLink(page).click();
    await field(page, 'Email').fill('ines.insider@example.com');
    await field(page, 'Password').fill('insider-pass-1');
    const worker = page.waitForEvent('worker');
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    const started = await worker;
    const progress = dialog(page).getByRole('progressbar');
    await expect.poll(() => progress.isVisible()).toBe(true);
    expect(await dialog(page).getByRole('status').textContent()).toBe('Running a quick security check…');
    expect(await dialogViolations(page)).toEqual([]);
    // The main thread answers while the check runs: a frame and a task both run well within a second (the check
    // itself takes seconds of CPU: on the main thread it would hold both that long). Loose, for a loaded machine.
    const lag = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        }),
    );
    expect(lag).toBeLessThan(1_000);
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    const closed = new Promise<void>((resolve) => started.on('close', () => resolve()));
    await page.keyboard.press('Escape');
    await closed;

    expect(await dialog(page).count()).toBe(0);
    expect(requests.filter((path) => path.startsWith('/users/ajax_login'))).toEqual([]);
    expect(await loginLink(page).isVisible()).toBe(true);
    await closePage(page);
  });

  it('on a phone: from the menu sheet, the dialog opens above it, and after the login the sheet shows the account links', async () => {
    const opened = await openPage(browser, { viewport: { width: 375, height: 740 } });
    const { page, errors } = opened;
    await page.goto(url('/'));
    await widgetsIdle(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
    await menu.getByRole('link', { name: 'Log In/Sign Up' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await expect.poll(() => login.isVisible()).toBe(true);
    await animationsDone(login);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('priya.premier@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('premier-pass-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getByRole('link', { name: 'My Account' }).isVisible()).toBe(true);
    await expect.poll(() => login.count()).toBe(0);
    // Focus went to what took the Log In link's place in the menu.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('My Account');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("when the dialog's code cannot load, the sign-in link goes to the server's login page, coming back after", async () => {
    const { page } = await visit(
      '/recipes/genius-roast-chicken',
      async (opened) => void (await opened.route(/\/assets\/auth-[^/]+\.js/, (route) => route.abort())),
    );
    await loginLink(page).click();
    await page.waitForURL(/\/users\/login\?return_to=/);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/recipes/genius-roast-chicken');
    expect(await page.getByRole('heading', { name: 'Log In', level: 1 }).isVisible()).toBe(true);
    await closePage(page);
  });
});

describe("Log Out and the page config reloadOnLogout (the fixture site's ?reloadOnLogout=1)", () => {
  const DESKTOP = { width: 1280, height: 900 };
  const PHONE = { width: 375, height: 740 };
  /** The Log Out button of the desktop user panel, or of the phone's Menu sheet, opened. */
  const SURFACES = [
    [
      'the user panel',
      DESKTOP,
      async (page: Page) => {
        await accountButton(page).click();
        return page.getByRole('button', { name: 'Log Out' });
      },
    ],
    [
      "the phone's Menu",
      PHONE,
      async (page: Page) => {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        return page.getByRole('dialog', { name: 'Menu', exact: true }).getByRole('button', { name: 'Log Out' });
      },
    ],
  ] as const;
  const signedOutOnServer = async (page: Page) =>
    ((await (await page.request.get(url('/__fixtures/state'))).json()) as { sessionUser: string | null }).sessionUser;

  /** Victor, signed in, on `path`: marked, so a reload is seen (the mark goes with the document). */
  async function victorOn(path: string, viewport: { width: number; height: number }) {
    const opened = await openPage(browser, { viewport });
    await opened.page.request.post(url('/__fixtures/login'), { data: { email: 'victor.vip@example.com' } });
    await opened.page.goto(url(path));
    await widgetsIdle(opened.page);
    await expect.poll(() => accountButton(opened.page).isVisible()).toBe(true);
    await opened.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    return opened;
  }

  it.each(SURFACES)(
    'on: Log Out from %s signs out on the server, then reloads the page: no flash',
    async (_surface, viewport, openLogOut) => {
      const { page, errors } = await victorOn('/?reloadOnLogout=1', viewport);
      const logOut = await openLogOut(page);
      // Bounded, so a page that flashes instead fails here, naming the load it waited for.
      const reloaded = page.waitForEvent('load', { timeout: 10_000 });
      await logOut.click();
      await reloaded;
      expect(new URL(page.url()).search).toBe('?reloadOnLogout=1');
      await widgetsIdle(page);
      await expect.poll(() => loginLink(page).isVisible()).toBe(true);
      expect(await sameDocument(page)).toBe(false);
      expect(await page.getByText('Successfully logged out').count()).toBe(0);
      expect(await signedOutOnServer(page)).toBeNull();
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it.each(SURFACES)(
    "off: Log Out from %s flashes 'Successfully logged out' on the same page",
    async (_surface, viewport, openLogOut) => {
      const { page, errors } = await victorOn('/', viewport);
      await (await openLogOut(page)).click();
      await expect.poll(() => page.getByText('Successfully logged out').isVisible()).toBe(true);
      expect(await sameDocument(page)).toBe(true);
      expect(await signedOutOnServer(page)).toBeNull();
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});
