import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTS } from '../../../fixtures/data/posts';
import { callsEnded, closePage, launchBrowser, type OpenedPage, openPage, url } from '../browser';
import {
  answersOk,
  endpointName,
  FAULTS,
  injectFault,
  publishCells,
  type Cell,
  type Endpoint,
  type Fault,
  type Injected,
} from '../faults';
import {
  cookie,
  expectHit,
  expectIsolated,
  letFaultPlayOut,
  markDocument,
  mountedWidgets,
  sameDocument,
  serveUnserved,
  slotsIdle,
} from './shell-kit';

// The fault matrix, shell group (issue 15): every endpoint the shell's widgets call, answered with each fault
// in turn. Each cell drives the widget as a shopper would, checks what the shopper sees, that the other widgets
// are untouched and nothing typed is lost, then lifts the fault and checks the widget works again: on the same
// page where the call can be made again, else on the next page load (for a call made as the page loads, the
// next step's load, which faults another endpoint, is where the previous one is seen working).

let browser: Browser;
const cells: Cell[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  publishCells('shell', cells);
});

function record(endpoint: Endpoint, fault: Fault, outcome: string, spec: boolean): void {
  cells.push({ endpoint: endpointName(endpoint), fault, outcome, spec });
}

/** The spec's "non-OK response" faults (shell spec 8): a status. */
const STATUS_FAULTS: readonly Fault[] = ['401', '422', '429 Retry-After', '500'];
const isStatus = (fault: Fault) => STATUS_FAULTS.includes(fault);

const INFO_PAGE = '/about-us';
const NAV = '/global-navigation';
const GLOBAL_NAV: Endpoint = { method: 'GET', path: `${NAV}/ajax_get_full_global_navigation` };
const SHOP_NAV: Endpoint = { method: 'GET', path: `${NAV}/ajax_get_full_shop_navigation` };
const NEW_NAV: Endpoint = { method: 'GET', path: `${NAV}/ajax_get_new_global_navigation` };
const MOBILE_NAV: Endpoint = { method: 'GET', path: `${NAV}/ajax_get_mobile_context_navigation` };
const FEATURES_NAV: Endpoint = { method: 'GET', path: `${NAV}/ajax_get_features_navigation` };
const RECIRCULATION: Endpoint = { method: 'GET', path: '/blog/ajax_recommended_content' };
const PROMO: Endpoint = { method: 'GET', path: '/api/v1/promo_banner_active' };
const CURRENT_USER: Endpoint = { method: 'GET', path: '/users/ajax_current' };
const COOKIE_SETTINGS: Endpoint = { method: 'GET', path: '/users/cookie_settings' };
const LOGIN_SYNC: Endpoint = { method: 'POST', path: '/users/login_sync' };
const LOGIN: Endpoint = { method: 'POST', path: '/users/ajax_login' };
const SIGNUP: Endpoint = { method: 'POST', path: '/users/ajax_signup' };
const SOCIAL_LOGIN: Endpoint = { method: 'POST', path: '/users/ajax_social_login' };
const LOGOUT: Endpoint = { method: 'POST', path: '/users/ajax_logout' };
const LOYALTY_JOB: Endpoint = { method: 'GET', path: '/loyalty-job' };
const SUGGESTIONS: Endpoint = { method: 'GET', path: '/home/ajax_search_suggestions_ng' };
// The Airbrake client's notices (mount/report-error.ts, its host the page's own origin in the fixture site).
const ERROR_SINK: Endpoint = { method: 'POST', path: '/api/v3/projects/:id/notices' };

const SUPPORT_EMAIL = 'help@fiftytwo-kitchen.example';
const UNEXPECTED = `An unexpected error occurred. Please notify ${SUPPORT_EMAIL} if this keeps happening.`;
const UNAVAILABLE = 'Suggestions are unavailable right now. Press Enter to search.';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Your account/ });
const loginLink = (page: Page) => page.getByRole('link', { name: 'Log In/Sign Up' });
const slot = (page: Page, widget: string) => page.locator(`[data-widget="${widget}"]`);

const baselines = new Map<string, Promise<string[]>>();

/** The widgets mounted on a page without any fault (`key` names the setup): a faulted load must mount them too. */
function baseline(key: string, open: () => Promise<OpenedPage>): Promise<string[]> {
  let known = baselines.get(key);
  if (!known) {
    known = (async () => {
      const { page } = await open();
      await slotsIdle(page);
      await page.waitForLoadState('networkidle');
      const mounted = await mountedWidgets(page);
      await closePage(page);
      return mounted;
    })();
    baselines.set(key, known);
  }
  return known;
}

/** One load of a page that makes some calls as it loads: the faulted call's outcome and the previous one's recovery. */
interface LoadStep {
  endpoint: Endpoint;
  /** After the page loaded with `endpoint` faulted (and the call has ended): what the shopper sees. */
  failed(page: Page, fault: Fault, injected: Injected): Promise<string>;
  spec(fault: Fault): boolean;
  /** On a later load with the fault gone: the widget shows what the call brought. */
  recovered(page: Page): Promise<void>;
  /** Only on the cell's load (a scroll that makes the call); the later loads call `recovered`. */
  act?(page: Page): Promise<void>;
}

/** Loads the page once per step, each with its own endpoint faulted; the next load (or a last clean one) checks it recovered. */
async function runLoadSteps(
  open: () => Promise<OpenedPage>,
  load: (opened: OpenedPage) => Promise<void>,
  steps: LoadStep[],
  fault: Fault,
  mounted: string[],
): Promise<void> {
  const opened = await open();
  const { page, errors } = opened;
  let previous: LoadStep | undefined;
  for (const step of steps) {
    const injected = await injectFault(page, step.endpoint, fault);
    errors.length = 0;
    await load(opened);
    await slotsIdle(page);
    await step.act?.(page);
    await expectHit(injected);
    await letFaultPlayOut(page, fault, injected);
    // After the faulted call has ended: the classic header waits for both of its calls.
    if (previous) await previous.recovered(page);
    const outcome = await step.failed(page, fault, injected);
    await expectIsolated(page, mounted, errors);
    record(step.endpoint, fault, outcome, step.spec(fault));
    await injected.lift();
    previous = step;
  }
  await load(opened);
  await slotsIdle(page);
  await previous?.recovered(page);
  await closePage(page);
}

// -- A visitor on a long article whose server embedded neither navigation, banner nor features ---------------

const POST = POSTS[0]!;
const subNavBar = (page: Page) => page.locator('[data-widget="sub-navigation"] nav');
const classicMenus = (page: Page) => mainNav(page).getByRole('button', { name: /^(Shop|Community|Recipes) menu$/ });
const serverLinks = (page: Page) => mainNav(page).getByRole('link').allTextContents();
const SERVER_LINKS = ['Recipes', 'Shop', 'Stories', 'Registry'];
const promoText = (page: Page) => page.getByText('Free standard shipping on orders over $149.');
const featuresLinks = (page: Page) => page.getByRole('navigation', { name: 'Features' }).getByRole('link');

/** Scrolls to `above` px above the page's end, as tall as the page is now (content still arriving grows it). */
const scrollToEnd = (page: Page, above: number) =>
  page.evaluate(async (offset) => {
    window.scrollTo({ top: document.documentElement.scrollHeight - window.innerHeight - offset, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, above);

/** Down to the article's end, then a little up: the sub-navigation shows (and asks for its recommended content). */
async function revealSubNav(page: Page) {
  await expect.poll(() => slot(page, 'sub-navigation').getAttribute('data-widget-state')).toBe('mounted');
  // On a loaded machine a frame's sample can miss a step: down and up again until the bar shows.
  for (let attempt = 1; attempt <= 3 && (await subNavBar(page).getAttribute('data-state')) !== 'open'; attempt++) {
    await scrollToEnd(page, 200 * attempt);
    // At the end of the page as it is then: content that lands meanwhile makes the page taller, so again.
    await expect
      .poll(async () => {
        await scrollToEnd(page, 0);
        return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
      })
      .toBeLessThan(1);
    await scrollToEnd(page, 20);
    await page
      .waitForFunction(
        () => document.querySelector('[data-widget="sub-navigation"] nav')?.getAttribute('data-state') === 'open',
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
  }
  expect(await subNavBar(page).getAttribute('data-state')).toBe('open');
}

async function openArticle(): Promise<OpenedPage> {
  const opened = await openPage(browser, { clock: true });
  await serveUnserved(opened.page, POST.uri, ['header', 'promo-banner', 'features-bar'], (html) =>
    // With the page's CSP nonce: the fixture site's CSP refuses a <style> without it.
    html.replace(
      '</head>',
      `<style nonce="${/ nonce="([^"]+)"/.exec(html)?.[1] ?? ''}">#main-content { min-height: 4000px; }</style></head>`,
    ),
  );
  return opened;
}
const loadArticle = async ({ page }: OpenedPage) => void (await page.goto(url(POST.uri)));

const ARTICLE_STEPS: LoadStep[] = [
  {
    endpoint: GLOBAL_NAV,
    async failed(page, _fault, injected) {
      await expect.poll(() => serverLinks(page)).toEqual(SERVER_LINKS);
      expect(await classicMenus(page).count()).toBe(0);
      // The spec: no retry.
      expect(injected.hits).toBe(1);
      return "the server's links (Recipes, Shop, Stories, Registry), no menus, no message";
    },
    spec: isStatus,
    recovered: (page) => expect.poll(() => classicMenus(page).count()).toBe(3),
  },
  {
    endpoint: SHOP_NAV,
    async failed(page, _fault, injected) {
      await expect.poll(() => classicMenus(page).count()).toBe(3);
      expect(injected.hits).toBe(1);
      return 'the menus without the shop entries, no message';
    },
    spec: isStatus,
    recovered: (page) => expect.poll(() => classicMenus(page).count()).toBe(3),
  },
  {
    endpoint: PROMO,
    async failed(page, _fault, injected) {
      expect(injected.hits).toBe(1);
      await expect
        .poll(() => slot(page, 'promo-banner').evaluate((element) => element.getBoundingClientRect().height))
        .toBe(0);
      expect(await promoText(page).count()).toBe(0);
      return 'no banner (the slot takes no room), no message';
    },
    spec: isStatus,
    recovered: (page) => expect.poll(() => promoText(page).isVisible()).toBe(true),
  },
  {
    endpoint: FEATURES_NAV,
    async failed(page, _fault, injected) {
      expect(injected.hits).toBe(1);
      await expect
        .poll(() => slot(page, 'features-bar').evaluate((element) => element.getBoundingClientRect().height))
        .toBe(0);
      expect(await featuresLinks(page).count()).toBe(0);
      return 'no features bar (the slot takes no room), no message';
    },
    spec: isStatus,
    recovered: (page) => expect.poll(() => featuresLinks(page).count()).toBeGreaterThan(3),
  },
  {
    endpoint: RECIRCULATION,
    act: revealSubNav,
    async failed(page, _fault, injected) {
      expect(injected.hits).toBe(1);
      await revealSubNav(page);
      expect(await subNavBar(page).getByText(POST.name).isVisible()).toBe(true);
      expect(await subNavBar(page).getByRole('list', { name: 'Up next' }).count()).toBe(0);
      return "the bar with the article's title and share links, no Up next, no message";
    },
    spec: isStatus,
    async recovered(page) {
      await revealSubNav(page);
      await expect.poll(() => subNavBar(page).getByRole('list', { name: 'Up next' }).getByRole('link').count()).toBe(3);
    },
  },
];

// -- The redesigned header at phone width, its server embedding no navigation -----------------------------

const PHONE = { width: 375, height: 740 };
const REDESIGN_PAGE = `${INFO_PAGE}?redesign=1`;
const sheetTriggers = (page: Page) => mainNav(page).locator('.hdr-sheet-trigger');

async function openRedesign(): Promise<OpenedPage> {
  const opened = await openPage(browser, { viewport: PHONE, clock: true });
  await serveUnserved(opened.page, INFO_PAGE, ['header']);
  return opened;
}
const loadRedesign = async ({ page }: OpenedPage) => void (await page.goto(url(REDESIGN_PAGE)));

/** The first section's sheet, opened by a tap (its trigger's first intent asks for every section's menus). */
async function openFirstSheet(page: Page): Promise<number> {
  const trigger = sheetTriggers(page).first();
  const name = (await trigger.textContent())!.trim();
  await trigger.hover();
  await trigger.click();
  const sheet = page.getByRole('dialog', { name, exact: true });
  await expect.poll(() => sheet.isVisible()).toBe(true);
  const rows = sheet.locator('.hdr-sheet__list > li > button.hdr-sheet__row');
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  const count = await rows.count();
  await page.keyboard.press('Escape');
  await expect.poll(() => sheet.isVisible()).toBe(false);
  return count;
}

const REDESIGN_STEPS: LoadStep[] = [
  {
    endpoint: NEW_NAV,
    async failed(page) {
      await expect.poll(() => serverLinks(page)).toEqual(SERVER_LINKS);
      expect(await sheetTriggers(page).count()).toBe(0);
      return "menus hidden: the server's links (Recipes, Shop, Stories, Registry), no message";
    },
    // The new-navigation calls do not check the status; a missing navigation hides the menus.
    spec: (fault) => fault !== 'connection refused' && fault !== 'timeout',
    recovered: (page) => expect.poll(() => sheetTriggers(page).count()).toBeGreaterThan(1),
  },
  {
    endpoint: MOBILE_NAV,
    act: (page) => sheetTriggers(page).first().hover(),
    async failed(page) {
      await openFirstSheet(page);
      return "the sheets show the page's own menus, no message";
    },
    spec: (fault) => fault !== 'connection refused' && fault !== 'timeout',
    async recovered(page) {
      const answered = page.waitForResponse(
        (response) => response.url().includes('ajax_get_mobile_context_navigation') && response.ok(),
      );
      await openFirstSheet(page);
      await answered;
    },
  },
];

// -- A signed-in member as the page loads: the status check and the two cookie calls after it ---------------

const INES = 'ines.insider@example.com';

async function openSignedIn(email = INES, viewport?: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openPage(browser, { ...(viewport && { viewport }), clock: true });
  expect((await opened.page.request.post(url('/__fixtures/login'), { data: { email } })).ok()).toBe(true);
  return opened;
}

/**
 * Each load as right after a sign-in: the logged-in and just-logged-in cookies, no session-email cookie. The
 * previous load's document and its calls end first: its login sync, answering after these cookies were set,
 * removed the just-logged-in cookie, and the load made no sync to fault (a clean-clone run, issue 25).
 */
async function loadSignedIn({ page }: OpenedPage): Promise<void> {
  await page.goto('about:blank');
  await callsEnded(page);
  const context = page.context();
  await context.clearCookies({ name: 'f52_session_email' });
  await context.addCookies(
    ['f52_logged_in', 'f52_just_logged_in'].map((name) => ({ name, value: '1', url: url('/') })),
  );
  await page.goto(url(INFO_PAGE));
}

const SIGNED_IN_STEPS: LoadStep[] = [
  {
    endpoint: CURRENT_USER,
    async failed(page) {
      await expect.poll(() => loginLink(page).isVisible()).toBe(true);
      expect(await accountButton(page).count()).toBe(0);
      // No answer is no proof of a signed-out session: the next page asks again.
      expect(await cookie(page.context(), 'f52_logged_in')).toBe('1');
      return 'shown signed out (Log In/Sign Up), no message; the logged-in cookie kept, so the next page asks again';
    },
    spec: () => false,
    recovered: (page) => expect.poll(() => accountButton(page).isVisible()).toBe(true),
  },
  {
    endpoint: COOKIE_SETTINGS,
    async failed(page) {
      await expect.poll(() => accountButton(page).isVisible()).toBe(true);
      expect(await cookie(page.context(), 'f52_session_email')).toBeUndefined();
      return 'nothing shown (signed in as usual); the session-email cookie not set, so the next page asks again';
    },
    spec: () => false,
    recovered: (page) =>
      expect.poll(async () => decodeURIComponent((await cookie(page.context(), 'f52_session_email')) ?? '')).toBe(INES),
  },
  {
    endpoint: LOGIN_SYNC,
    async failed(page) {
      await expect.poll(() => accountButton(page).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await cookie(page.context(), 'f52_just_logged_in')).toBe('1');
      return 'nothing shown (signed in as usual); the just-logged-in cookie kept, so the next page syncs again';
    },
    spec: () => false,
    recovered: (page) => expect.poll(() => cookie(page.context(), 'f52_just_logged_in')).toBeUndefined(),
  },
];

// -- The loyalty modal's Join Now, for an unenrolled member ---------------------------------------------------

const SAM = 'sam.unenrolled@example.com';
const loyaltyModal = (page: Page) => page.getByRole('dialog', { name: 'Join The Table' });
const joinNow = (page: Page) => loyaltyModal(page).getByRole('button', { name: 'Join Now' });
const loadSam = async ({ page }: OpenedPage) => {
  await page.goto(url(INFO_PAGE));
  await expect.poll(() => loyaltyModal(page).isVisible(), { timeout: 10_000 }).toBe(true);
};

// -- The error reporter's sink ----------------------------------------------------------------------------------

const AIRBRAKE_PAGE = '/__test/airbrake';
const noticeCount = async () => ((await (await fetch(url('/__fixtures/notices'))).json()) as unknown[]).length;

describe('shell fault matrix in Chromium', () => {
  describe('a visitor on an article whose server embedded neither navigation, banner nor features', () => {
    it.each(FAULTS)(
      '%s on each call made as the page loads (and the bar asks for its items)',
      { timeout: 180_000 },
      async (fault) => {
        const mounted = await baseline('article', async () => {
          const opened = await openArticle();
          await loadArticle(opened);
          return opened;
        });
        await runLoadSteps(openArticle, loadArticle, ARTICLE_STEPS, fault, mounted);
      },
    );
  });

  describe('the redesigned header at phone width, its server embedding no navigation', () => {
    it.each(FAULTS)("%s on the navigation, then on the sheets' menus", { timeout: 120_000 }, async (fault) => {
      const mounted = await baseline('redesign', async () => {
        const opened = await openRedesign();
        await loadRedesign(opened);
        return opened;
      });
      await runLoadSteps(openRedesign, loadRedesign, REDESIGN_STEPS, fault, mounted);
    });
  });

  describe('a member signed in (the logged-in cookie) as the page loads', () => {
    it.each(FAULTS)(
      '%s on the status check, then the cookie-settings call, then the login sync',
      { timeout: 120_000 },
      async (fault) => {
        const mounted = await baseline('signed-in', async () => {
          const opened = await openSignedIn();
          await loadSignedIn(opened);
          return opened;
        });
        await runLoadSteps(openSignedIn, loadSignedIn, SIGNED_IN_STEPS, fault, mounted);
      },
    );
  });

  describe('an unenrolled member presses Join Now', () => {
    it.each(FAULTS)('%s', { timeout: 120_000 }, async (fault) => {
      const mounted = await baseline('sam', async () => {
        const opened = await openSignedIn(SAM);
        await loadSam(opened);
        return opened;
      });
      const opened = await openSignedIn(SAM);
      const { page, errors } = opened;
      await loadSam(opened);
      await markDocument(page);
      const injected = await injectFault(page, LOYALTY_JOB, fault);
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await joinNow(page).click();
      await expectHit(injected);
      // A 2xx reloads the page as it lands (the reload is the proof it did): waiting on the old document's calls
      // would race the reload's new document, so only the other faults play out.
      if (answersOk(fault)) {
        await reloaded;
        await expect.poll(() => loyaltyModal(page).isVisible(), { timeout: 10_000 }).toBe(true);
        record(
          LOYALTY_JOB,
          fault,
          'taken as joined (any 2xx): the page reloads (the server, not reached, still has them unenrolled)',
          true,
        );
      } else {
        reloaded.catch(() => undefined);
        await letFaultPlayOut(page, fault, injected);
        await expect.poll(() => joinNow(page).getAttribute('aria-busy')).toBe('true');
        expect(await loyaltyModal(page).getByRole('status').textContent()).toBe('Joining The Table…');
        // The shared client retries a GET once after a refused connection, a 429 or a 500 (its backoff on the page's
        // clock, moved on here): every request of the press is counted before a second press, which sends nothing more.
        const sent = ['connection refused', '429 Retry-After', '500'].includes(fault) ? 2 : 1;
        await page.clock.runFor(3_000);
        await expect.poll(() => injected.hits, { timeout: 10_000 }).toBe(sent);
        await joinNow(page).click({ force: true });
        await page.clock.runFor(3_000);
        expect(injected.hits).toBe(sent);
        expect(await sameDocument(page)).toBe(true);
        await expectIsolated(page, mounted, errors);
        record(
          LOYALTY_JOB,
          fault,
          "Join Now stays busy ('Joining The Table…'), no message; a second press sends nothing; the modal can be closed",
          true,
        );
      }
      await injected.lift();
      await loadSam(opened);
      const enrolled = page.waitForEvent('load', { timeout: 30_000 });
      await joinNow(page).click();
      await enrolled;
      await expect.poll(() => page.getByText(/^Welcome, Sam/).isVisible(), { timeout: 10_000 }).toBe(true);
      await closePage(page);
    });
  });

  describe("the error reporter's sink (a widget fails as the page loads)", () => {
    it.each(FAULTS)('%s', { timeout: 120_000 }, async (fault) => {
      const { page, errors } = await openPage(browser, { clock: true });
      const injected = await injectFault(page, ERROR_SINK, fault);
      await page.goto(url(AIRBRAKE_PAGE));
      await expectHit(injected);
      await letFaultPlayOut(page, fault, injected);
      const sent = injected.hits;
      // No loop: a minute on, nothing more was sent.
      await page.clock.runFor(60_000);
      expect(injected.hits).toBe(sent);
      expect(sent).toBeLessThanOrEqual(2);
      expect(await page.getByText('Server fallback').isVisible()).toBe(true);
      expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
      record(
        ERROR_SINK,
        fault,
        `silent: the failing widget's server markup stays, nothing shown, ${sent === 1 ? 'one request' : `${sent} requests`}, no loop`,
        false,
      );
      await injected.lift();
      const before = await noticeCount();
      await page.reload();
      await expect.poll(noticeCount, { timeout: 15_000 }).toBeGreaterThan(before);
      await closePage(page);
    });
  });

  describe('a visitor signs in, signs up, signs in with the social provider, signs out and searches', () => {
    let opened: OpenedPage;
    let modalDeclined = false;
    beforeAll(async () => {
      opened = await openPage(browser, { clock: true });
      await opened.page.goto(url(INFO_PAGE));
      await slotsIdle(opened.page);
      await loginLink(opened.page).waitFor();
    });
    afterAll(() => closePage(opened.page));

    const dialog = (page: Page) => page.getByRole('dialog');
    const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label}( \\*)?$`));
    const authMessage = (fault: Fault) => (fault === '401' ? 'You need to sign in.' : UNEXPECTED);
    const flashText = (page: Page) => slot(page, 'flash-bar').textContent();

    async function signOut(page: Page) {
      await accountButton(page).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect.poll(() => loginLink(page).isVisible()).toBe(true);
    }

    it.each(FAULTS.map((fault, index) => [fault, index] as const))('%s', { timeout: 120_000 }, async (fault, index) => {
      const { page, errors } = opened;
      // A visitor again, should an earlier cell have failed half way.
      if ((await accountButton(page).count()) > 0 || (await page.getByRole('dialog').count()) > 0) {
        await page.request.post(url('/__fixtures/login'), { data: {} });
        await page.goto(url(INFO_PAGE));
        await slotsIdle(page);
        await loginLink(page).waitFor();
        modalDeclined = false;
      }
      errors.length = 0;
      const mounted = await mountedWidgets(page);
      await markDocument(page);

      // Log in: the message, the e-mail and password still typed; lifted, the same submit signs in.
      await loginLink(page).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Log In' }).isVisible()).toBe(true);
      await field(page, 'Email').fill(INES);
      await field(page, 'Password').fill('insider-pass-1');
      let injected = await injectFault(page, LOGIN, fault);
      await dialog(page).getByRole('button', { name: 'Log In' }).click();
      await expectHit(injected);
      await letFaultPlayOut(page, fault, injected);
      await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(authMessage(fault));
      expect(await flashText(page)).toContain(authMessage(fault));
      expect(await field(page, 'Email').inputValue()).toBe(INES);
      expect(await field(page, 'Password').inputValue()).toBe('insider-pass-1');
      expect(injected.hits).toBe(1);
      await expectIsolated(page, mounted, errors);
      record(LOGIN, fault, `'${authMessage(fault)}' in the dialog and the flash bar; e-mail and password kept`, true);
      await injected.lift();
      await dialog(page).getByRole('button', { name: 'Log In' }).click();
      await expect.poll(() => accountButton(page).isVisible()).toBe(true);

      // Log out: the message, still signed in; lifted, Log Out signs out.
      injected = await injectFault(page, LOGOUT, fault);
      await accountButton(page).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expectHit(injected);
      await letFaultPlayOut(page, fault, injected);
      await expect.poll(() => flashText(page)).toContain(authMessage(fault));
      expect(await accountButton(page).isVisible()).toBe(true);
      expect(await cookie(page.context(), 'f52_logged_in')).toBe('1');
      await expectIsolated(page, mounted, errors);
      record(LOGOUT, fault, `'${authMessage(fault)}' in the flash bar; still signed in`, true);
      await injected.lift();
      if (!(await page.getByRole('button', { name: 'Log Out' }).isVisible())) await accountButton(page).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect.poll(() => loginLink(page).isVisible()).toBe(true);

      // Sign up: the message, every field kept; lifted, the same submit signs up.
      const login = `faultcook${index}`;
      const email = `fault.cook${index}@example.com`;
      await page.getByRole('link', { name: 'Sign-up options' }).click();
      await dialog(page).getByRole('button', { name: 'Sign up with email' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Sign Up' }).isVisible()).toBe(true);
      await field(page, 'Username').fill(login);
      await field(page, 'Email').fill(email);
      await field(page, 'Password').fill('long-enough-1');
      injected = await injectFault(page, SIGNUP, fault);
      const signUp = dialog(page).getByRole('button', { name: 'Sign Up', exact: true });
      await signUp.click();
      await expectHit(injected);
      await letFaultPlayOut(page, fault, injected);
      await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(authMessage(fault));
      expect([
        await field(page, 'Username').inputValue(),
        await field(page, 'Email').inputValue(),
        await field(page, 'Password').inputValue(),
      ]).toEqual([login, email, 'long-enough-1']);
      await expectIsolated(page, mounted, errors);
      record(
        SIGNUP,
        fault,
        `'${authMessage(fault)}' in the dialog and the flash bar; username, e-mail and password kept`,
        true,
      );
      await injected.lift();
      await signUp.click();
      await expect.poll(() => accountButton(page).isVisible()).toBe(true);
      // A new member is not enrolled: the loyalty modal asks them to join, once per page ('No, maybe later').
      if (!modalDeclined) {
        await expect.poll(() => loyaltyModal(page).isVisible(), { timeout: 10_000 }).toBe(true);
        await loyaltyModal(page).getByRole('button', { name: 'No, maybe later' }).click();
        await expect.poll(() => loyaltyModal(page).count()).toBe(0);
        modalDeclined = true;
      }
      await signOut(page);

      // Social sign-in: the message in the dialog; lifted, the same button signs in.
      await page.getByRole('link', { name: 'Sign-up options' }).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      injected = await injectFault(page, SOCIAL_LOGIN, fault);
      await dialog(page).getByRole('button', { name: 'Continue with Facebook' }).click();
      await expectHit(injected);
      await letFaultPlayOut(page, fault, injected);
      await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe(authMessage(fault));
      await expectIsolated(page, mounted, errors);
      record(SOCIAL_LOGIN, fault, `'${authMessage(fault)}' in the dialog and the flash bar`, true);
      await injected.lift();
      await dialog(page).getByRole('button', { name: 'Continue with Facebook' }).click();
      await expect.poll(() => accountButton(page).isVisible()).toBe(true);
      await signOut(page);

      // Search: the panel says so and the typed text stays; lifted, the next keystroke brings suggestions.
      const box = page.getByRole('combobox', { name: 'Search', exact: true });
      const typed = `pie ${index}`;
      injected = await injectFault(page, SUGGESTIONS, fault);
      await box.click();
      await box.fill(typed);
      await expectHit(injected);
      await letFaultPlayOut(page, fault, injected);
      const form = page.getByRole('search').filter({ has: box });
      await expect.poll(() => form.getByText(UNAVAILABLE, { exact: true }).isVisible()).toBe(true);
      expect(await box.inputValue()).toBe(typed);
      await expectIsolated(page, mounted, errors);
      record(SUGGESTIONS, fault, `'${UNAVAILABLE}'; the typed text kept`, false);
      await injected.lift();
      await box.press('End');
      await box.press('s');
      // The answer's own words, not the loading line the keystroke shows at once.
      await expect
        .poll(() => form.getByRole('status').textContent())
        .toMatch(/^(\d+ suggestions?|No suggestions for .+)$/);
      expect(await form.getByText(UNAVAILABLE, { exact: true }).count()).toBe(0);
      await box.fill('');
      await page.keyboard.press('Escape');
      expect(await sameDocument(page)).toBe(true);
    });
  });
});
