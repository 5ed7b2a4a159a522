import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  closePage,
  headerLayoutShifts,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
} from '../build/e2e/browser';
import { E2E_DIST } from '../build/e2e/global-setup';
import { PROMO_BANNER } from '../fixtures/data/promo-banner';
import { EXAMPLE_PAGES } from '../fixtures/pages/examples';

const SSR_WIDGETS = ['header', 'promo-banner', 'features-bar'];
/** The calls of the promo banner and features bar, whose answers every fixture page embeds in their slots. */
// The promo banner's, the features bar's and the header's navigation: the page embeds all three.
const EMBEDDED_DATA_CALLS = [
  '/api/v1/promo_banner_active',
  '/global-navigation/ajax_get_features_navigation',
  '/global-navigation/ajax_get_full_global_navigation',
  '/global-navigation/ajax_get_full_shop_navigation',
  '/global-navigation/ajax_get_new_global_navigation',
];
const RENDER_MODULE = join(E2E_DIST, 'server', 'render.mjs');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await fetch(url('/__fixtures/reset'), { method: 'POST' });
});
afterAll(() => browser.close());

/**
 * Opens a page, keeping every element of its data-ssr slots as parsed, before any script ran: readyState turns
 * `interactive` when parsing ends, before module scripts (the loader) run.
 */
async function openServerRendered(path: string, viewport = { width: 1280, height: 900 }) {
  const opened = await openPage(browser, { viewport });
  await opened.page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { served: Array.from(document.querySelectorAll('[data-ssr] *')) });
    });
  });
  const response = await opened.page.goto(url(path));
  expect(response?.status()).toBe(200);
  await widgetsIdle(opened.page);
  for (const widget of SSR_WIDGETS) {
    await expect
      .poll(() => opened.page.locator(`[data-widget="${widget}"]`).getAttribute('data-widget-state'))
      .toBe('mounted');
  }
  return opened;
}

/** How many of the parsed elements of the data-ssr slots are no longer on the page, and how many there were. */
const replaced = (page: Page) =>
  page.evaluate(() => {
    const served = (window as unknown as { served: Element[] }).served;
    return { served: served.length, gone: served.filter((element) => !element.isConnected).length };
  });

describe('server-rendered slots in Chromium', () => {
  describe.each([
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 740 }],
  ])('at %s width', (_name, viewport) => {
    it.each(EXAMPLE_PAGES)(
      '%s: the header, promo banner and features bar hydrate in place, no console error, no header layout shift, no call for data the page embeds',
      async (path) => {
        const { page, errors, requests } = await openServerRendered(path, viewport);
        for (const widget of SSR_WIDGETS)
          expect(await page.locator(`[data-widget="${widget}"]`).getAttribute('data-ssr')).toBe('');
        const { served, gone } = await replaced(page);
        expect(served).toBeGreaterThan(10);
        expect(gone).toBe(0);
        expect(await headerLayoutShifts(page)).toBe(0);
        expect(errors).toEqual([]);
        // The promo banner, features bar and header hydrate from their slots' props: no endpoint of theirs is asked,
        // even where the sub-navigation listens to the navigation first (the bare slots of /__test/bare-header-slots
        // are, once: widgets/promo-banner and features-bar e2e).
        await page.waitForLoadState('networkidle');
        expect(requests.filter((request) => EMBEDDED_DATA_CALLS.includes(request.split('?')[0]!))).toEqual([]);
        await closePage(page);
      },
    );
  });

  it('the hydrated Details opens the promo details and gives focus back on close, by keyboard and by mouse', async () => {
    const { page, errors } = await openServerRendered('/');
    const details = page.getByRole('button', { name: 'Details about this offer' });
    const dialog = page.getByRole('dialog', { name: PROMO_BANNER.banner_text });
    await details.focus();
    await page.keyboard.press('Enter');
    await animationsDone(dialog);
    expect(await dialog.getByText(PROMO_BANNER.promo_details).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Details about this offer');
    await details.click();
    await animationsDone(dialog);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Details about this offer');
    // Still the element the server sent.
    expect((await replaced(page)).gone).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('the built server render (dist/server/render.mjs)', () => {
  const run = (stdin: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [RENDER_MODULE], { stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });

  it('renders one slot from stdin, as the fixture pages embed it', async () => {
    const { code, stdout } = await run(
      JSON.stringify({ widget: 'promo-banner', config: { pageType: 'home' }, props: { banner: PROMO_BANNER } }),
    );
    expect(code).toBe(0);
    const page = await (await fetch(url('/'))).text();
    expect(page).toContain(stdout);
  });

  it('exits 2 with the reason on an unknown widget', async () => {
    expect(await run('{"widget":"nope"}')).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('unknown widget "nope"'),
    });
  });

  describe('--serve', () => {
    let sidecar: ChildProcess;
    let base: string;
    beforeAll(async () => {
      sidecar = spawn(process.execPath, [RENDER_MODULE, '--serve', '--port', '0'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const lines = createInterface({ input: sidecar.stdout! });
      const line = await new Promise<string>((resolve) => lines.once('line', resolve));
      base = /POST (\S+)render/.exec(line)![1]!;
    });
    afterAll(() => {
      sidecar.kill('SIGTERM');
    });

    it('answers POST /render with the slot, 400 with a message on bad input', async () => {
      const post = (body: string) => fetch(`${base}render`, { method: 'POST', body });
      const ok = await post(
        JSON.stringify({ widget: 'features-bar', props: { features: [{ name: 'Hotline', uri: '/hotline' }] } }),
      );
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('<li><a href="/hotline">Hotline</a></li>');
      const bad = await post('{"widget":"header-x"}');
      expect(bad.status).toBe(400);
      expect(await bad.text()).toMatch(/unknown widget "header-x"/);
    });
  });
});
