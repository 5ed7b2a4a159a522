import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, url, widgetState, widgetsSettled } from '../build/e2e/browser';

let browser: Browser;
let manifest: Record<string, { file: string; imports: string[] }>;
beforeAll(async () => {
  browser = await launchBrowser();
  manifest = await (await fetch(url('/assets/manifest.json'))).json();
});
afterAll(() => browser.close());

const entryFile = (name: string) => manifest[name]!.file;
const requested = (requests: string[], file: string) => requests.filter((path) => path.startsWith(`/assets/${file}`));

/** Holds a file's response until `release()`: the page sees a slow network. */
async function holdFile(page: Page, file: string, status = 200) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${file}*`, async (route) => {
    await gate;
    if (status === 200) await route.continue();
    else await route.fulfill({ status, body: 'gone' });
  });
  return release;
}

async function collectWidgetErrors(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { widgetErrors: string[] }).widgetErrors = seen;
    document.addEventListener('widget:error', (event) => {
      const { widget, phase } = (event as CustomEvent).detail;
      seen.push(`${widget}:${phase}:${event.cancelable}`);
    });
  });
}

describe('the mount runtime in Chromium', () => {
  it('two widgets on one page share one store instance', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/__test/shared-store'));
    await widgetsSettled(page, 2);
    // flash-demo calls flash() on the store module it imported; flash-bar renders the store it imported.
    await page.getByRole('button', { name: 'Show success' }).click();
    const status = page.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('Your recipe was saved.');
    await expect.poll(() => status.textContent()).toContain('Thank you!');
    await closePage(page);
  });

  it('a broken widget, a bad config key and an unknown widget fail alone', async () => {
    const { page, errors } = await openPage(browser);
    await collectWidgetErrors(page);
    await page.goto(url('/__test/isolation'));
    await widgetsSettled(page, 5);
    for (const fallback of [
      'Server fallback for the broken widget',
      'Server fallback for the config probe',
      'Server fallback for an unknown widget',
    ]) {
      await expect.poll(() => page.getByText(fallback).isVisible()).toBe(true);
    }
    const widgetErrors = await page.evaluate(() => (window as unknown as { widgetErrors: string[] }).widgetErrors);
    expect([...widgetErrors].sort()).toEqual([
      'broken:render:true',
      'config-probe:config:true',
      'no-such-widget:load:true',
    ]);
    // Console messages reach Playwright on their own channel, after the page's own events: poll for each.
    for (const message of [
      '[widgets] broken (render): the broken fixture widget threw on render',
      '[widgets] config-probe (config): site-config key "productChooserDetailsPath"',
      '[widgets] no-such-widget (load): unknown widget "no-such-widget"',
    ]) {
      await expect.poll(() => errors.some((text) => text.includes(message)), { message }).toBe(true);
    }
    await page.getByRole('button', { name: 'Show info' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Prices were updated this morning.');
    await closePage(page);
  });

  describe("slots named like Object.prototype's members", () => {
    // The loader's tables are plain objects: such a name found the prototype's member, and the loader threw on it
    // (the scan stopped, nothing after it mounted, the page never became ready) or waited on it for ever.
    const NAMES = ['constructor', 'toString', 'hasOwnProperty', '__proto__'];
    const EXPECTED = [
      ...NAMES.map((name) => `${name}: error`),
      ...NAMES.map((name) => `flash-demo data-load=${name}: mounted`),
    ];
    /** Each slot in `selector`, by name and data-load, with its state. */
    const states = (page: Page, selector: string) =>
      page.evaluate(
        (css) =>
          Array.from(document.querySelectorAll(css), (slot) =>
            [
              slot.getAttribute('data-widget'),
              slot.hasAttribute('data-load') ? ` data-load=${slot.getAttribute('data-load')}` : '',
              `: ${slot.getAttribute('data-widget-state')}`,
            ].join(''),
          ),
        selector,
      );

    it('are unknown widgets or unknown data-load values, in the markup or added later, and the rest mount', async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(url('/__test/prototype-names'));
      await expect.poll(() => states(page, 'main > [data-widget]')).toEqual([...EXPECTED, 'flash-bar: mounted']);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-widgets-ready'));
      // The console says so, as for any unknown widget or data-load (the report module is imported first: poll).
      const logged = (name: string) =>
        [`[widgets] ${name} (load): unknown widget "${name}"`, `[widgets] flash-demo: unknown data-load "${name}"`].map(
          (line) => errors.filter((text) => text.includes(line)).length,
        );
      for (const name of NAMES) await expect.poll(() => logged(name)).toEqual([1, 1]);

      await page.evaluate((names) => {
        const later = document.getElementById('later')!;
        const slot = (attributes: Record<string, string>) => {
          const element = document.createElement('div');
          for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
          later.append(element);
        };
        for (const name of names) slot({ 'data-widget': name });
        for (const name of names) slot({ 'data-widget': 'flash-demo', 'data-load': name });
        slot({ 'data-widget': 'flash-demo' });
      }, NAMES);
      await expect.poll(() => states(page, '#later [data-widget]')).toEqual([...EXPECTED, 'flash-demo: mounted']);
      await closePage(page);
    });
  });

  it('the loader imports only the entries on the page, when their strategy says, and mounts slots inserted later', async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(url('/__test/loader'));
    await page.waitForFunction(
      () => document.querySelector('[data-widget="skip-link"]')?.getAttribute('data-widget-state') === 'waiting',
    );
    expect(requested(requests, entryFile('skip-link'))).toHaveLength(0);
    await page.keyboard.press('Tab');
    await widgetsSettled(page, 1);
    expect(requested(requests, entryFile('skip-link'))).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');

    await page.evaluate(() => {
      document.getElementById('later')!.innerHTML =
        '<div data-widget="flash-bar" data-message="Inserted by the CMS" data-kind="info"></div>';
    });
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Inserted by the CMS');
    for (const name of ['flash-demo', 'broken', 'config-probe'])
      expect(requested(requests, entryFile(name))).toHaveLength(0);
    await closePage(page);
  });

  describe('slots a CMS editor pastes', () => {
    /** The loader page, its console warnings collected, and a way to paste markup into its #later box. */
    async function loaderPage() {
      const opened = await openPage(browser);
      const warnings: string[] = [];
      opened.page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await opened.page.goto(url('/__test/loader'));
      const paste = (markup: string) =>
        opened.page.evaluate((html) => document.getElementById('later')!.insertAdjacentHTML('beforeend', html), markup);
      const stateOf = (selector: string) =>
        opened.page.evaluate((css) => document.querySelector(css)?.getAttribute('data-widget-state') ?? null, selector);
      return { ...opened, warnings, paste, stateOf };
    }

    it('an interaction slot with nothing inside loads when the page is idle, saying so once per widget', async () => {
      const { page, warnings, paste, stateOf } = await loaderPage();
      await paste(
        '<div id="bare-1" data-widget="flash-demo" data-load="interaction"></div><div id="bare-2" data-widget="flash-demo" data-load="interaction"></div>',
      );
      await expect.poll(() => Promise.all([stateOf('#bare-1'), stateOf('#bare-2')])).toEqual(['mounted', 'mounted']);
      // Console lines reach the test on their own channel: polled.
      await expect
        .poll(() => warnings.filter((text) => text.startsWith('[widgets] flash-demo')))
        .toEqual(['[widgets] flash-demo: nothing to interact with; loading when idle']);
      await closePage(page);
    });

    it('a visible slot removed while it waits is no longer observed, loads nothing, and starts afresh when put back', async () => {
      const { page, requests, stateOf } = await loaderPage();
      await page.evaluate(() => {
        const counts = { disconnected: 0 };
        Object.assign(window, { observerCounts: counts });
        const disconnect = IntersectionObserver.prototype.disconnect;
        IntersectionObserver.prototype.disconnect = function (this: IntersectionObserver) {
          counts.disconnected += 1;
          disconnect.call(this);
        };
      });
      // Far below the fold, its margin set through the CSSOM: the page's CSP refuses a style="" attribute.
      await page.evaluate(() => {
        const slot = Object.assign(document.createElement('div'), { id: 'far' });
        Object.assign(slot.dataset, { widget: 'flash-demo', load: 'visible' });
        slot.style.marginTop = '4000px';
        document.getElementById('later')!.append(slot);
      });
      await expect.poll(() => stateOf('#far')).toBe('waiting');
      const removed = await page.evaluateHandle(() => {
        const slot = document.getElementById('far')!;
        slot.remove();
        return slot;
      });
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { observerCounts: { disconnected: number } }).observerCounts.disconnected,
          ),
        )
        .toBe(1);
      expect(await removed.evaluate((slot) => slot.getAttribute('data-widget-state'))).toBeNull();
      expect(requested(requests, entryFile('flash-demo'))).toHaveLength(0);
      await removed.evaluate((slot) => {
        (slot as HTMLElement).style.marginTop = '0';
        document.getElementById('later')!.append(slot);
      });
      await expect.poll(() => stateOf('#far')).toBe('mounted');
      await closePage(page);
    });

    it('a slot inside another widget’s slot is left alone, with a console line; the outer one mounts', async () => {
      const { page, warnings, stateOf } = await loaderPage();
      // A handle on the inner slot: the outer widget's first render takes it out of the document, after which a
      // query for it would find nothing whatever the loader did.
      const inner = await page.evaluateHandle((html) => {
        document.getElementById('later')!.insertAdjacentHTML('beforeend', html);
        return document.getElementById('inner')!;
      }, '<div id="outer" data-widget="flash-demo"><div id="inner" data-widget="flash-bar" data-message="Nested" data-kind="info"></div></div>');
      await expect.poll(() => stateOf('#outer')).toBe('mounted');
      expect(await inner.evaluate((slot) => slot.getAttribute('data-widget-state'))).toBeNull();
      await expect.poll(() => warnings).toContain('[widgets] flash-bar: not mounted inside the flash-demo slot');
      await closePage(page);
    });

    it('the same slot id pasted twice: each slot mounts on its own (ids play no part in mounting)', async () => {
      const { page, paste } = await loaderPage();
      await paste('<div id="twice" data-widget="flash-demo"></div><div id="twice" data-widget="flash-demo"></div>');
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.querySelectorAll('[id="twice"]'), (slot) => slot.getAttribute('data-widget-state')),
          ),
        )
        .toEqual(['mounted', 'mounted']);
      await closePage(page);
    });
  });

  describe('an interaction slot', () => {
    it('replays the first mouse click once the widget is mounted', async () => {
      const { page } = await openPage(browser);
      await page.goto(url('/__test/interaction'));
      await widgetsSettled(page, 1);
      const release = await holdFile(page, entryFile('flash-demo'));
      await page.getByRole('button', { name: 'Show success' }).click();
      expect(await page.getByRole('status').textContent()).not.toContain('Your recipe was saved.');
      release();
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Your recipe was saved.');
      await closePage(page);
    });

    it('keeps keyboard focus and replays an Enter press made while loading', async () => {
      const { page } = await openPage(browser);
      await page.goto(url('/__test/interaction'));
      await widgetsSettled(page, 1);
      const release = await holdFile(page, entryFile('flash-demo'));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      release();
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Your recipe was saved.');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show success');
      await closePage(page);
    });
  });

  it('a chunk that 404s is retried once, then fails alone with the server markup kept', async () => {
    const { page, errors, requests } = await openPage(browser);
    await page.route(`**/assets/${entryFile('flash-demo')}*`, (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.goto(url('/__test/shared-store'));
    await widgetsSettled(page, 2);
    expect(requested(requests, entryFile('flash-demo'))).toEqual([
      `/assets/${entryFile('flash-demo')}`,
      `/assets/${entryFile('flash-demo')}?retry=1`,
    ]);
    expect(await page.locator('[data-widget="flash-demo"]').getAttribute('data-widget-state')).toBe('error');
    expect(await page.getByRole('button', { name: 'Show success' }).isVisible()).toBe(true);
    expect(await widgetState(page, 'flash-bar')).toBe('mounted');
    await expect.poll(() => errors.some((text) => text.includes('[widgets] flash-demo (load):'))).toBe(true);
    await closePage(page);
  });

  it("preloads each widget's whole closure as it decides to load it, every chunk once however many slots need it", async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(url('/__test/shared-store'));
    await widgetsSettled(page, 2);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div data-widget="flash-bar" data-message="Again" data-kind="info"></div>',
      ),
    );
    await widgetsSettled(page, 3);
    const closure = [...new Set([...manifest['flash-demo']!.imports, ...manifest['flash-bar']!.imports])].sort();
    const links = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
    expect([...links].sort()).toEqual(closure.map((file) => `/assets/${file}`));
    for (const file of closure) expect(requested(requests, file)).toHaveLength(1);
    await closePage(page);
  });

  it('a shared chunk that 404s fails the widgets needing it, each alone, with their server markup kept', async () => {
    const { page, errors } = await openPage(browser);
    const shared = manifest['flash-demo']!.imports.filter((file) => manifest['flash-bar']!.imports.includes(file));
    await page.route(`**/assets/${shared[0]}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(url('/__test/shared-store'));
    await widgetsSettled(page, 2);
    // The loader's preload of it failed first; the imports then fail as they would have.
    expect(await page.locator(`link[rel="modulepreload"][href$="/${shared[0]}"]`).count()).toBe(1);
    expect(await page.locator('[data-widget-state="error"]').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Show success' }).isVisible()).toBe(true);
    await expect.poll(() => errors.filter((text) => /\[widgets\] flash-(demo|bar) \(load\)/.test(text)).length).toBe(2);
    await closePage(page);
  });

  it('marks <html> data-widgets-ready once every load slot of the markup has mounted or failed, not before', async () => {
    const { page } = await openPage(browser);
    const release = await holdFile(page, entryFile('flash-demo'));
    await page.route(`**/assets/${entryFile('flash-bar')}*`, (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.addInitScript(() =>
      document.addEventListener(
        'widgets:ready',
        () =>
          ((window as unknown as { readyEvents: number }).readyEvents =
            ((window as unknown as { readyEvents?: number }).readyEvents ?? 0) + 1),
      ),
    );
    await page.goto(url('/__test/shared-store'));
    await page.waitForFunction(
      () => document.querySelector('[data-widget="flash-bar"]')?.getAttribute('data-widget-state') === 'error',
    );
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-widgets-ready'))).toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-widgets-ready'));
    expect(await page.locator('[data-widget="flash-demo"]').getAttribute('data-widget-state')).toBe('mounted');
    expect(await page.evaluate(() => (window as unknown as { readyEvents: number }).readyEvents)).toBe(1);
    await closePage(page);
  });

  it('a slot removed while its chunk loads is not mounted, and says so', async () => {
    const { page, errors } = await openPage(browser);
    const release = await holdFile(page, entryFile('flash-demo'));
    await page.goto(url('/__test/shared-store'));
    await page.waitForFunction(
      () => document.querySelector('[data-widget="flash-demo"]')?.getAttribute('data-widget-state') === 'loading',
    );
    await page.evaluate(() => document.querySelector('[data-widget="flash-demo"]')!.remove());
    release();
    await expect
      .poll(() =>
        errors.some((text) => text.includes('[widgets] flash-demo: the slot left the page before its code loaded')),
      )
      .toBe(true);
    await closePage(page);
  });

  it('the same slot mounted twice is mounted once, with an error for the second', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(url('/__test/shared-store'));
    await widgetsSettled(page, 2);
    // A string, so the test runner does not rewrite the page's import().
    await page.evaluate(
      `import('/assets/${entryFile('flash-demo')}').then((entry) => entry.default.mount(document.querySelector('[data-widget="flash-demo"]')))`,
    );
    expect(await page.getByRole('button', { name: 'Show success' }).count()).toBe(1);
    await expect
      .poll(() => errors.some((text) => text.includes('[widgets] flash-demo: this slot is already mounted')))
      .toBe(true);
    await closePage(page);
  });

  describe('given the site-config block', () => {
    it('keeps an escaped </script>, <!-- and U+2028/U+2029 as text', async () => {
      const { page, errors } = await openPage(browser);
      await page.goto(url('/__test/config?variant=escaped'));
      await widgetsSettled(page, 2);
      expect(await page.locator('.config-probe code').textContent()).toBe('/shop/x</script><!--\u2028\u2029');
      expect(errors).toEqual([]);
      await closePage(page);
    });

    it.each(['raw', 'malformed'])(
      '%s: the widget needing it fails with an error naming the key; the others mount',
      async (variant) => {
        const { page, errors } = await openPage(browser);
        await page.goto(url(`/__test/config?variant=${variant}`));
        await widgetsSettled(page, 2);
        expect(await page.getByText('Server fallback for the config probe').isVisible()).toBe(true);
        await expect
          .poll(() =>
            errors.some((text) =>
              /config-probe \(config\): site-config key "productChooserDetailsPath": the #site-config block is not valid JSON/.test(
                text,
              ),
            ),
          )
          .toBe(true);
        // The flash bar mounted (its server fallback already says 'Config page'; the settled count takes errors).
        await expect.poll(() => widgetState(page, 'flash-bar')).toBe('mounted');
        expect(await page.getByRole('status').textContent()).toContain('Config page');
        await closePage(page);
      },
    );
  });

  it('reports a failure to Airbrake with the query string stripped', async () => {
    await fetch(url('/__fixtures/reset'), { method: 'POST', headers: { 'X-CSRF-Token': 'test' } });
    const { page } = await openPage(browser);
    await page.goto(url('/__test/airbrake?email=ann%40example.com&token=secret'));
    await widgetsSettled(page, 1);
    const notices = async () =>
      (await (await fetch(url('/__fixtures/notices'))).json()) as Array<{
        context: { url: string; component: string };
        errors: Array<{ message: string }>;
      }>;
    await expect.poll(async () => (await notices()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [notice] = await notices();
    expect(notice!.context.url).toBe(url('/__test/airbrake'));
    expect(notice!.context.component).toBe('broken');
    expect(notice!.errors[0]!.message).toContain('the broken fixture widget threw on render');
    expect(JSON.stringify(notice)).not.toContain('secret');
    await closePage(page);
  });

  it('hydrates a slot marked data-ssr without a mismatch', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(url('/__test/ssr'));
    await page.evaluate(() => {
      (window as unknown as { serverLink: Element | null }).serverLink = document.querySelector('.skip-link');
    });
    await page.keyboard.press('Tab');
    await widgetsSettled(page, 1);
    expect(await page.locator('[data-widget="skip-link"]').getAttribute('data-widget-state')).toBe('mounted');
    // Hydration adopts the server's element; a fresh render would have replaced it.
    expect(
      await page.evaluate(
        () => document.querySelector('.skip-link') === (window as unknown as { serverLink: Element }).serverLink,
      ),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('an entry included directly, without the loader, mounts its slots', async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(url('/__test/direct'));
    // The widget's own title: the server's fallback already says 'Included directly'.
    await expect.poll(() => widgetState(page, 'flash-bar')).toBe('mounted');
    expect(await page.getByRole('status').textContent()).toContain('Thank you!');
    expect(requests.some((path) => path.startsWith('/assets/loader.js'))).toBe(false);
    await closePage(page);
  });
});

describe('dist/ served under another path', () => {
  it('the loader, entries and chunks find each other relative to their own URLs', async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(url('/__test/shared-store?assets=cdn'));
    await widgetsSettled(page, 2);
    await page.getByRole('button', { name: 'Show success' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your recipe was saved.');
    const bundle = requests.filter((path) => /\.(js|css)(\?|$)/.test(path) && path !== '/site.css');
    expect(bundle.length).toBeGreaterThan(3);
    expect(bundle.every((path) => path.startsWith('/cdn/storefront/v1/'))).toBe(true);
    await closePage(page);
  });
});
