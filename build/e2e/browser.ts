import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  type Disposable,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { stopInterceptions } from './intercept';

// Flags from the machine notes: the closed network refuses Chromium's background connections.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
}

/** This worker's fixture server (build/e2e/global-setup.ts starts one per worker; VITEST_POOL_ID counts from 1). */
function origin(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}

export function url(path: string): string {
  return new URL(path, origin()).href;
}

export interface OpenedPage {
  page: Page;
  /** console.error texts, in order. */
  errors: string[];
  /** Same-origin requests, as paths. */
  requests: string[];
}

export interface PageOptions extends BrowserContextOptions {
  /**
   * Let the loader's idle speculation fetch the page's tap code (mount/speculation.ts). Off by default: most
   * suites check what loads on intent, or count requests, and the speculation would fill the cache behind their
   * backs at idle. Without it the page sees a Save-Data shopper (navigator.connection.saveData), for whom the
   * product fetches nothing ahead of need; mount/speculate.e2e.ts tests the speculation itself.
   */
  speculate?: boolean;
  /**
   * Playwright's fake clock, installed before anything loads and flowing as real time does until the test runs,
   * pauses or jumps it. A page kept for the next test keeps it (no call undoes an install), so a test that
   * wants one asks here rather than calling `clock.install()`: then the page can serve the next test that asks.
   */
  clock?: boolean;
}

/**
 * A test's page, kept for the file's next test with the same options once `closePage` hands it back. A new
 * page costs Chromium a renderer process: about 0.6 CPU-s and 0.3 s on this machine, against 0.05 s to reset
 * one (issue 25). What a test may add to its page that a reset undoes is tracked here: its init scripts.
 */
interface Kept {
  key: string;
  clock: boolean;
  /** Tests served so far. */
  uses: number;
  /** In the pool, waiting for the next test. */
  released: boolean;
  /** Init scripts the test added (page or context): disposed on the reset. */
  scripts: Disposable[];
  /** A fake clock the test installed or ran itself, a function exposed: no reset undoes them, so the page closes with its context. */
  tainted: boolean;
  /** Playwright's own listeners on the page (its close and crash bookkeeping): the reset leaves them. */
  own: Map<string | symbol, Listener[]>;
  /** The reset's CDP session on the page, opened by the first reset and kept with the page. */
  session?: CDPSession;
}

/**
 * Every call on Playwright's clock is logged, and each later document of the context replays the whole log
 * before its first timer: a clocked page serves at most CLOCK_USES tests, so the log stays short. (A kept clocked
 * page starts its next test with `performance.now()` far on; Date is set to now on the reset.) One test per
 * clocked page was tried after two shell-matrix cells failed on kept pages; they failed with fresh pages too, and
 * their causes were the matrix's own races (fault-matrix/run-past-timeout.ts, shell.e2e.ts's `loadSignedIn`).
 * Reuse saves about 13 s of the three matrices' 170 s alone (issue 25).
 */
const CLOCK_USES = 20;
const CLOCK_METHODS = [
  'install',
  'runFor',
  'fastForward',
  'pauseAt',
  'resume',
  'setFixedTime',
  'setSystemTime',
] as const;

type Listener = (...args: never[]) => unknown;
/** The page as the event emitter it is (Playwright's types leave these out). */
const emitter = (page: Page) =>
  page as unknown as { eventNames(): Array<string | symbol>; listeners(name: string | symbol): Listener[] };

const kept = new WeakMap<Page, Kept>();
const released = new WeakMap<Browser, Map<string, Page[]>>();
const underWay = new WeakMap<Page, Set<Request>>();

/** The page's fetch and XHR calls sent and not yet ended (answered in full, failed or cancelled), since `openPage`. */
function callsUnderWay(page: Page): Request[] {
  const calls = underWay.get(page);
  if (!calls) throw new Error('callsUnderWay: a page from openPage, whose calls are tracked');
  return [...calls];
}

/**
 * Resolves once none of the page's calls that `which` picks (all by default) is under way. Playwright hears of
 * a call a moment after the page sends it: none twice, a round trip to the page apart.
 */
export async function callsEnded(page: Page, which: (request: Request) => boolean = () => true): Promise<void> {
  const pending = () =>
    callsUnderWay(page)
      .filter(which)
      .map((request) => `${request.method()} ${request.url()}`);
  for (const check of ['first', 'again']) {
    await expect.poll(pending, { message: `calls under way (${check})` }).toEqual([]);
    await page.evaluate(() => undefined);
  }
}

/** The page's own addInitScript, clock and expose* calls, seen by the pool (wrapped once; the entry is read at each call). */
function track(page: Page): void {
  const context = page.context();
  for (const owner of [page, context] as const) {
    const add = owner.addInitScript.bind(owner) as unknown as (...args: unknown[]) => Promise<Disposable>;
    Object.assign(owner, {
      addInitScript: async (...args: unknown[]) => {
        const script = await add(...args);
        kept.get(page)?.scripts.push(script);
        return script;
      },
    });
    for (const method of ['exposeFunction', 'exposeBinding'] as const) {
      const expose = owner[method].bind(owner) as unknown as (...args: unknown[]) => Promise<Disposable>;
      Object.assign(owner, { [method]: (...args: unknown[]) => (taint(page), expose(...args)) });
    }
  }
  // On a page opened without `clock`, any clock call installs one (Playwright installs it on first use).
  for (const method of CLOCK_METHODS) {
    const call = (context.clock[method] as (...args: unknown[]) => Promise<void>).bind(context.clock);
    Object.assign(context.clock, {
      [method]: (...args: unknown[]) => {
        if (method === 'install' || !kept.get(page)?.clock) taint(page);
        return call(...args);
      },
    });
  }
}

function taint(page: Page): void {
  const entry = kept.get(page);
  if (entry) entry.tainted = true;
}

async function newKeptPage(
  browser: Browser,
  key: string,
  speculate: boolean,
  clock: boolean,
  options: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    ...options,
  });
  if (!speculate) {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      }),
    );
  }
  const page = await context.newPage();
  if (clock) await context.clock.install();
  const own = new Map(
    emitter(page)
      .eventNames()
      .map((name) => [name, [...emitter(page).listeners(name)]]),
  );
  kept.set(page, { key, clock, uses: 0, released: false, scripts: [], tainted: false, own });
  track(page);
  return page;
}

function takeReleased(browser: Browser, key: string): Page | undefined {
  const page = released.get(browser)?.get(key)?.pop();
  if (page) kept.get(page)!.released = false;
  return page;
}

/**
 * Opens a page as a new visitor's, collecting console errors and requests from the start: the file's page
 * handed back by `closePage` for these same options, reset, or a new one. Motion is reduced unless
 * `reducedMotion` says otherwise: the product drops its slides and fades (its prefers-reduced-motion rules), so a
 * test does not wait out motion that is not its subject, and Chromium does not draw every frame of it (a third of
 * some files' time, issue 25). Tests of the motion itself pass 'no-preference': the modal and primitives
 * catalogues, the flash bar's fades, the header's sheets.
 */
export async function openPage(
  browser: Browser,
  { speculate = false, clock = false, ...options }: PageOptions = {},
): Promise<OpenedPage> {
  const key = JSON.stringify([speculate, clock, options]);
  const page = takeReleased(browser, key) ?? (await newKeptPage(browser, key, speculate, clock, options));
  kept.get(page)!.uses += 1;
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const calls = new Set<Request>();
  underWay.set(page, calls);
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.origin === new URL(origin()).origin) requests.push(requested.pathname + requested.search);
    if (['fetch', 'xhr'].includes(request.resourceType())) calls.add(request);
  });
  page.on('requestfinished', (request) => calls.delete(request));
  page.on('requestfailed', (request) => calls.delete(request));
  return { page, errors, requests };
}

/**
 * Ends a test's page. The next `openPage` with the same options gets it back as a new visitor's: other tabs
 * closed, the page's listeners (but Playwright's own), routes, interceptions and the test's init scripts gone,
 * the site's cookies and storage cleared (session storage when the test ended on the site), on about:blank. Its
 * HTTP cache stays, as a returning browser's would: the chunks are immutable. A clock asked of `openPage` flows
 * again, its `Date` from now (`performance.now()` keeps counting from the first test's install). A page whose
 * test installed or ran a clock itself or exposed a function, a clocked page after CLOCK_USES tests, one opened
 * elsewhere, or one whose reset fails closes with its context. A second call for the same page does nothing.
 */
export async function closePage(page: Page): Promise<void> {
  const entry = kept.get(page);
  if (entry?.released) return;
  const context = page.context();
  if (!entry || entry.tainted || page.isClosed() || (entry.clock && entry.uses >= CLOCK_USES)) {
    kept.delete(page);
    return context.close();
  }
  try {
    await reset(page, entry);
  } catch {
    kept.delete(page);
    return context.close();
  }
  entry.released = true;
  const browser = context.browser()!;
  const byKey = released.get(browser) ?? released.set(browser, new Map()).get(browser)!;
  byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), page]);
}

async function reset(page: Page, entry: Kept): Promise<void> {
  const context = page.context();
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  for (const name of emitter(page).eventNames()) {
    const own = entry.own.get(name) ?? [];
    for (const listener of emitter(page).listeners(name))
      if (!own.includes(listener)) page.off(name as 'close', listener as () => void);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await stopInterceptions(page);
  await Promise.all(entry.scripts.splice(0).map((script) => script.dispose()));
  // Session storage lives per tab, and only a document of the site can empty it: the test's last one, where it
  // ended on the site (nothing of the product or the fixtures writes session storage today; a page that ends
  // elsewhere keeps it). No extra navigation: a document of the site loaded for this cost a third of the reset.
  if (page.url().startsWith(origin())) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  // Left first, so what the page writes as it goes (pagehide) is cleared with the rest.
  await page.goto('about:blank');
  entry.session ??= await context.newCDPSession(page);
  await entry.session.send('Storage.clearDataForOrigin', { origin: new URL(origin()).origin, storageTypes: 'all' });
  await context.clearCookies();
  await context.clearPermissions();
  if (entry.clock) {
    await context.clock.resume();
    await context.clock.setSystemTime(Date.now());
  }
}

/** The first `widget` slot's `data-widget-state` (null before the loader has seen it). */
export function widgetState(page: Page, widget: string): Promise<string | null> {
  return page.locator(`[data-widget="${widget}"]`).first().getAttribute('data-widget-state');
}

/** Resolves once the page has drawn two more frames: what a change just committed does has been laid out. */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Resolves once no slot on the page is still waiting for or loading its code. */
export async function widgetsSettled(page: Page, expected: number): Promise<void> {
  await page.waitForFunction((count) => {
    const slots = Array.from(document.querySelectorAll('[data-widget]'));
    const settled = slots.filter((slot) => ['mounted', 'error'].includes(slot.getAttribute('data-widget-state') ?? ''));
    return settled.length >= count;
  }, expected);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe-core's violations for the page as it is now (or only the part matching the `include` selector),
 * summarised for a readable failure.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated over CDP, which the pages' CSP does not govern (a script tag without the nonce would be refused).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ([tags, selector]) => {
      const axe = (
        window as unknown as {
          axe: { run(context: Document | object, options: object): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations;
    },
    [WCAG_TAGS, include] as const,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Resolves once every slot has been seen by the loader and none is still loading. */
export async function widgetsIdle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-widget]')).every((slot) =>
      ['waiting', 'mounted', 'error'].includes(slot.getAttribute('data-widget-state') ?? ''),
    ),
  );
}

/**
 * Resolves once the element and everything in it have finished their CSS transitions and (finite) animations.
 * It waits for the element to be visible first (an opening); for a closing, `attached`: with reduced motion a
 * closed element is hidden at once.
 */
export async function animationsDone(locator: Locator, state: 'visible' | 'attached' = 'visible'): Promise<void> {
  await locator.waitFor({ state });
  // A transition that is replaced or cancelled rejects `finished`; it is over all the same.
  // An endless animation (a spinner) never finishes: only the ones that end are waited for.
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Layout shifts without recent input, as CLS counts them, with what moved; recorded from before the page's own
 * scripts (the bench's collector, build/bench/in-page.ts, counts the same).
 */
function recordLayoutShifts() {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> };
  const shifts: Array<{ value: number; moved: string[] }> = [];
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        return element
          ? `${element.tagName.toLowerCase()}#${element.id}.${element.getAttribute('class') ?? ''}`
          : 'a removed node';
      });
      shifts.push({ value: entry.value, moved });
    }
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { layoutShifts: { shifts, flush: () => take(observer.takeRecords()) } });
}

/** The shifts so far, after a rendered frame (layout shifts are reported per frame). */
export async function layoutShifts(page: Page): Promise<Array<{ value: number; moved: string[] }>> {
  await framesDrawn(page);
  return page.evaluate(() => {
    const recorder = (
      window as unknown as { layoutShifts: { shifts: Array<{ value: number; moved: string[] }>; flush(): void } }
    ).layoutShifts;
    recorder.flush();
    return recorder.shifts;
  });
}

/** Call before the page loads: from then on layoutShifts(page) reads what moved. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
}

/** How many layout shifts, since navigation, moved something inside the page's <header>. */
export async function headerLayoutShifts(page: Page): Promise<number> {
  // A shift is recorded when the frame after the change is laid out: two frames first, so a render committed
  // just before the call is counted. The buffered entries are then in the observer's records as soon as it
  // observes: read at once.
  await framesDrawn(page);
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    const inHeader = (node?: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('header');
    return entries.filter((entry) =>
      (entry as unknown as { sources: Array<{ node?: Node | null }> }).sources.some((source) => inHeader(source.node)),
    ).length;
  });
}

/**
 * Resolves once the loader's speculation (a page opened with `speculate: true`) has prefetched something and
 * every prefetch it started has answered; resolves with what it added, in order.
 */
export async function speculationSettled(
  page: Page,
): Promise<Array<{ rel: string; href: string; priority: string | null }>> {
  await page.waitForFunction(() => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][data-speculative]'));
    const done = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return links.length > 0 && links.every((link) => done.has(link.href));
  });
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-speculative]'), (link) => ({
      rel: link.rel,
      href: link.href,
      priority: link.getAttribute('fetchpriority'),
    })),
  );
}
