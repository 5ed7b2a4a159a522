import type { Browser, Frame, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, url, widgetsIdle } from './browser';
import { HOSTILE_FIELDS, type Flow, type HostileField } from './hostile-fields';
import { setPath } from '../../fixtures/server/set-path';
import { TEXT_PAYLOADS, URL_PAYLOADS } from './hostile-paths';

// Issue 15: a hostile string in every server-provided field that reaches the page (hostile-fields.ts lists
// them). Text must render as text, URLs must never become a link, image, form or frame, and nothing may run.
// One page visit per flow checks many fields; every field's injection is counted, so a path that no longer
// fits its payload fails instead of passing untested.

let browser: Browser;
const covered = new Set<HostileField>();
beforeAll(async () => {
  browser = await launchBrowser();
  // The fixture server's first page (its server render warming up) can take many seconds on a busy machine.
  await fetch(url('/'));
});
afterAll(async () => {
  await browser.close();
  const bySource = new Map<string, number>();
  for (const field of covered) bySource.set(field.from, (bySource.get(field.from) ?? 0) + 1);
  console.log(
    `hostile-string fields covered: ${covered.size} of ${HOSTILE_FIELDS.length}\n${[...bySource].map(([from, count]) => `  ${count}  ${from}`).join('\n')}`,
  );
});

const indexOf = (field: HostileField) => HOSTILE_FIELDS.indexOf(field);
/** The text a text field is given: its payload, carrying the field's own label. */
const textOf = (field: HostileField) =>
  TEXT_PAYLOADS[indexOf(field) % TEXT_PAYLOADS.length]!.replace('{}', `[H${indexOf(field)}]`);
/** The n-th place a path reaches gets the n-th value, so a list of links gets every kind of bad URL. */
const valueOf = (field: HostileField) => (n: number) =>
  field.kind === 'text' ? textOf(field) : URL_PAYLOADS[(indexOf(field) + n) % URL_PAYLOADS.length]!;

interface PageEdit {
  id: number;
  source: { kind: 'props' | 'attribute'; slot: string; attribute?: string } | { kind: 'config' };
  path: string;
  kind: 'text' | 'url';
  text: string;
  urls: readonly string[];
  offset: number;
}

/**
 * Runs in the page once the parser is done and before the (deferred) loader: rewrites the slots' props and
 * attributes and the page config as a server would have written them, drops data-ssr so the widget renders
 * from what it read, and counts each edit in window.__hostileApplied.
 */
function editPage([edits, setPathSource, elementHarmSource, pasted]: [PageEdit[], string, string, string]) {
  const set = new Function(`return (${setPathSource})`)() as typeof setPath;
  const harmOf = new Function(`return (${elementHarmSource})`)() as typeof elementHarm;
  const applied: Record<number, number> = {};
  const ssrWidgets: string[] = [];
  const harm: string[] = [];
  Object.assign(window, { __hostileApplied: applied, __ssrWidgets: ssrWidgets, __hostileHarm: harm });
  // Harm is looked for all along, not only after each step: markup a later answer replaces (a slot's props shown
  // until the store's own load lands) is checked too.
  new MutationObserver((records) => {
    for (const record of records) {
      const elements =
        record.type === 'attributes'
          ? [record.target as Element]
          : Array.from(record.addedNodes).filter((node): node is Element => node instanceof Element);
      for (const element of elements)
        for (const each of [element, ...Array.from(element.querySelectorAll('*'))]) harm.push(...harmOf(each));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  const apply = () => {
    for (const slot of Array.from(document.querySelectorAll('[data-widget][data-ssr]')))
      ssrWidgets.push(slot.getAttribute('data-widget') ?? '');
    if (pasted) document.getElementById('main-content')?.insertAdjacentHTML('afterbegin', pasted);
    for (const edit of edits) {
      const value = (n: number) =>
        edit.kind === 'text' ? edit.text : edit.urls[(edit.offset + n) % edit.urls.length]!;
      let count = 0;
      if (edit.source.kind === 'config') {
        const block = document.getElementById('site-config')!;
        const config = JSON.parse(block.textContent ?? '{}') as unknown;
        count = set(config, edit.path, value);
        block.textContent = JSON.stringify(config);
      } else {
        for (const slot of Array.from(document.querySelectorAll(edit.source.slot))) {
          slot.removeAttribute('data-ssr');
          if (edit.source.kind === 'attribute') {
            slot.setAttribute(edit.source.attribute!, value(count++));
            continue;
          }
          const block = slot.querySelector(':scope > script[data-props]');
          if (!block) continue;
          const props = JSON.parse(block.textContent ?? '{}') as unknown;
          count += set(props, edit.path, value);
          block.textContent = JSON.stringify(props);
        }
      }
      applied[edit.id] = (applied[edit.id] ?? 0) + count;
    }
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') apply();
  });
}

/**
 * What must not be in an element after hostile data: an element the data made, a script from it, a handler, a bad
 * URL. Self-contained: it also runs in the page's init script (editPage), handed over as its source.
 */
function elementHarm(element: Element): string[] {
  const harm: string[] = [];
  if (element.matches('img[src="x"], svg[onload]')) harm.push(`element from data: ${element.outerHTML.slice(0, 80)}`);
  if (
    element instanceof HTMLScriptElement &&
    element.type !== 'application/json' &&
    element.textContent?.includes('__xss')
  )
    harm.push('a script from data');
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'srcset', 'poster', 'xlink:href'];
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name.startsWith('on') && attribute.value.includes('__xss'))
      harm.push(`${element.tagName} ${attribute.name} from data`);
    if (!urlAttributes.includes(attribute.name)) continue;
    const candidates =
      attribute.name === 'srcset'
        ? attribute.value.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
        : [attribute.value];
    for (const candidate of candidates) {
      let resolved: URL;
      try {
        resolved = new URL(candidate, document.baseURI);
      } catch {
        continue;
      }
      if (['javascript:', 'data:'].includes(resolved.protocol) || resolved.hostname === 'evil.example') {
        harm.push(`${element.tagName.toLowerCase()}[${attribute.name}="${candidate.slice(0, 60)}"]`);
      }
    }
  }
  return harm;
}

/** What must not be on a page after hostile data: anything that ran, and any element's harm, now or earlier. */
function findHarm(elementHarmSource: string): string[] {
  const harmOf = new Function(`return (${elementHarmSource})`)() as typeof elementHarm;
  const harm: string[] = [...((window as unknown as { __hostileHarm?: string[] }).__hostileHarm ?? [])];
  if ((window as unknown as { __xss?: unknown }).__xss !== undefined) harm.push('window.__xss was set');
  for (const element of Array.from(document.querySelectorAll('*'))) harm.push(...harmOf(element));
  return [...new Set(harm)];
}

async function harmOn(page: Page): Promise<string[]> {
  const frames = page.frames();
  const found = await Promise.all(
    frames.map((frame: Frame) => frame.evaluate(findHarm, elementHarm.toString()).catch(() => [] as string[])),
  );
  return found.flat();
}

interface FlowOptions {
  path: string;
  viewport?: { width: number; height: number };
  login?: string;
  basket?: string;
  /** Slots that must have mounted before the first step. */
  mounted: string[];
  /** Slots an editor pasted at the top of <main>. */
  pasted?: string;
  /** A route (a field's source route) whose answers wait until the step `until` has been checked. */
  hold?: { route: string; until: string };
  /** Named steps, in order; a text field whose `shows` names a step is visible after it. */
  steps: Array<[string, (page: Page) => Promise<void>]>;
}

async function runFlow(flow: Flow, options: FlowOptions) {
  const fields = HOSTILE_FIELDS.filter((field) => field.flow === flow);
  const { page } = await openPage(browser, {
    viewport: options.viewport ?? { width: 1280, height: 900 },
    bypassCSP: true,
  });
  // A route named in `hold` answers once its step has been checked.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  try {
    const badRequests: string[] = [];
    page.on('request', (request) => {
      const requested = request.url();
      if (/^(javascript|data):/i.test(requested) || /\/\/evil\.example/.test(requested)) badRequests.push(requested);
    });
    if (process.env.HOSTILE_TIMING) {
      const begun = new Map<unknown, number>();
      page.on('request', (request) => begun.set(request, Date.now()));
      const report = (request: { url(): string }, how: string) => {
        const took = Date.now() - (begun.get(request) ?? Date.now());
        if (took > 1000) console.log(`${flow}: ${how} ${request.url()} after ${took} ms`);
      };
      page.on('requestfinished', (request) => report(request, 'finished'));
      page.on('requestfailed', (request) => report(request, 'failed'));
    }
    await page.request.get(url('/__fixtures/state'));
    if (options.login)
      expect((await page.request.post(url('/__fixtures/login'), { data: { email: options.login } })).ok()).toBe(true);
    if (options.basket)
      expect((await page.request.post(url('/__fixtures/basket'), { data: { scenario: options.basket } })).ok()).toBe(
        true,
      );

    const edits: PageEdit[] = fields.flatMap((field) =>
      field.source.kind === 'props' || field.source.kind === 'attribute' || field.source.kind === 'config'
        ? [
            {
              id: indexOf(field),
              source: field.source,
              path: field.path,
              kind: field.kind,
              text: textOf(field),
              urls: URL_PAYLOADS,
              offset: indexOf(field),
            },
          ]
        : [],
    );
    await page.addInitScript(editPage, [edits, setPath.toString(), elementHarm.toString(), options.pasted ?? ''] as [
      PageEdit[],
      string,
      string,
      string,
    ]);
    const rendered = fields.filter((field) => field.source.kind === 'server-render');
    if (rendered.length) {
      const serverEdits = rendered.map((field) => ({
        widget: (field.source as { widget: string }).widget,
        path: field.path,
        values: field.kind === 'text' ? [textOf(field)] : URL_PAYLOADS.map((_, n) => valueOf(field)(n)),
      }));
      expect(
        (await page.request.post(url('/__fixtures/server-render-edits'), { data: { edits: serverEdits } })).ok(),
      ).toBe(true);
    }

    const routed = new Map<number, number>();
    const routes = new Map<string, HostileField[]>();
    for (const field of fields) {
      if (field.source.kind !== 'json' && field.source.kind !== 'text') continue;
      routes.set(field.source.route, [...(routes.get(field.source.route) ?? []), field]);
    }
    for (const [pattern, onRoute] of routes) {
      await page.route(pattern, async (route: Route) => {
        if (options.hold?.route === pattern) await released;
        // A request still on its way when the flow closes its page has nothing to answer.
        const response = await route.fetch().catch(() => null);
        if (!response) return;
        const source = onRoute[0]!.source as Extract<HostileField['source'], { kind: 'json' | 'text' }>;
        if (source.kind === 'text') {
          for (const field of onRoute) routed.set(indexOf(field), (routed.get(indexOf(field)) ?? 0) + 1);
          await route.fulfill({
            response,
            status: source.status,
            contentType: 'text/plain; charset=utf-8',
            body: textOf(onRoute[0]!),
          });
          return;
        }
        let body: unknown;
        try {
          body = source.body ? structuredClone(source.body) : await response.json();
        } catch {
          await route.fulfill({ response });
          return;
        }
        for (const field of onRoute)
          routed.set(indexOf(field), (routed.get(indexOf(field)) ?? 0) + setPath(body, field.path, valueOf(field)));
        await route.fulfill({ response, status: source.status ?? response.status(), json: body });
      });
    }

    const started0 = Date.now();
    await page.goto(url(options.path));
    if (process.env.HOSTILE_TIMING) console.log(`${flow}: goto ${Date.now() - started0} ms`);
    await widgetsIdle(page);
    for (const widget of options.mounted) {
      await expect
        .poll(() => page.locator(`[data-widget="${widget}"]`).first().getAttribute('data-widget-state'), {
          message: `${widget} mounted`,
          timeout: 10_000,
        })
        .toBe('mounted');
    }
    const started = Date.now();
    const time = (what: string) =>
      process.env.HOSTILE_TIMING && console.log(`${flow}: ${what} at ${Date.now() - started} ms`);
    time('mounted');
    for (const [step, act] of options.steps) {
      await act(page);
      time(step);
      if (process.env.HOSTILE_DEBUG)
        console.log(
          step,
          (await page.locator(process.env.HOSTILE_DEBUG).allInnerTexts()).join('\n---\n').slice(0, 3000),
        );
      for (const field of fields.filter((each) => each.kind === 'text' && each.shows === step)) {
        const shown = page.getByText(textOf(field)).filter({ visible: true }).first();
        await expect
          .poll(() => shown.isVisible(), {
            message: `${step}: ${field.from} ${field.path} shown as text`,
            timeout: 10_000,
          })
          .toBe(true);
      }
      for (const field of fields.filter((each) => each.kind === 'text' && each.shows === `hidden ${step}`)) {
        expect(await page.evaluate(inPage, textOf(field)), `${step}: ${field.path} in the page as text`).toBe(true);
      }
      expect(await harmOn(page), `after ${step}`).toEqual([]);
      time(`${step} checked`);
      if (options.hold?.until === step) release();
    }
    const applied = await page.evaluate(
      () => (window as unknown as { __hostileApplied: Record<number, number> }).__hostileApplied,
    );
    if (rendered.length) {
      // Each slot came server-rendered (a render that failed gives the plain slot, from data without the edits).
      const ssrWidgets = await page.evaluate(() => (window as unknown as { __ssrWidgets: string[] }).__ssrWidgets);
      for (const field of rendered) {
        const widget = (field.source as { widget: string }).widget;
        expect(
          ssrWidgets.some((name) => (widget.endsWith('*') ? name.startsWith(widget.slice(0, -1)) : name === widget)),
          `${widget} came server-rendered`,
        ).toBe(true);
      }
      const answer = (await (await page.request.get(url('/__fixtures/server-render-edits'))).json()) as {
        serverRenderEdits: { applied: number[] };
      };
      rendered.forEach(
        (field, index) =>
          (applied[indexOf(field)] = (applied[indexOf(field)] ?? 0) + (answer.serverRenderEdits.applied[index] ?? 0)),
      );
    }
    for (const field of fields) {
      const count = (applied[indexOf(field)] ?? 0) + (routed.get(indexOf(field)) ?? 0);
      expect(count, `${field.from} ${field.path} was injected`).toBeGreaterThan(0);
      if (field.kind === 'text' && field.shows === 'hidden') {
        const text = textOf(field);
        expect(await page.evaluate(inPage, text), `${field.path} in the page as text`).toBe(true);
      }
      covered.add(field);
    }
    expect(badRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  } finally {
    release();
    await closePage(page);
  }
}

/** Scrolls down to `y`, then up a little: the sub-navigation bar shows on a scroll up past its threshold. */
async function scrollThenUp(page: Page, y: number) {
  const frame = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await frame();
  await page.evaluate(() => window.scrollBy(0, -40));
  await frame();
}

/** Text in the page's body or an accessible name (aria-label), not only in the data-props it came in. */
const inPage = (value: string) =>
  Array.from(document.body.querySelectorAll('*')).some(
    (element) =>
      (element.tagName !== 'SCRIPT' &&
        Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(value),
        )) ||
      element.getAttribute('aria-label')?.includes(value),
  );

const click =
  (name: string | RegExp, role: 'button' | 'link' = 'button') =>
  async (page: Page) => {
    await page.getByRole(role, { name }).first().click();
  };

describe('hostile strings in every server field, in Chromium', { timeout: 60_000 }, () => {
  it('the checks see harm: markup parsed from data, a script that ran, and every kind of refused URL', async () => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await page.goto(url('/__test/loader'));
    expect(await harmOn(page)).toEqual([]);
    await page.evaluate(
      ([markup, urls]) => {
        const main = document.getElementById('main-content')!;
        main.insertAdjacentHTML('beforeend', markup);
        for (const bad of urls)
          main.insertAdjacentHTML(
            'beforeend',
            `<a href="${bad.replaceAll('"', '&quot;')}">link</a><img alt="" src="${bad.replaceAll('"', '&quot;')}">`,
          );
      },
      [TEXT_PAYLOADS.join(''), URL_PAYLOADS] as const,
    );
    // The image's onerror runs once its load has failed.
    await expect
      .poll(() => harmOn(page), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          'window.__xss was set',
          expect.stringMatching(/^element from data: <img src="x"/),
          expect.stringMatching(/^element from data: <svg onload/),
          ...URL_PAYLOADS.flatMap((bad) => [`a[href="${bad}"]`, `img[src="${bad}"]`]),
        ]),
      );
    await closePage(page);
  });

  it('the checks see harm that came and went: a link a later render took away', async () => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await page.addInitScript(editPage, [[], setPath.toString(), elementHarm.toString(), ''] as [
      PageEdit[],
      string,
      string,
      string,
    ]);
    await page.goto(url('/__test/loader'));
    expect(await harmOn(page)).toEqual([]);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '//evil.example/x';
      document.body.append(link);
      link.remove();
    });
    await expect.poll(() => harmOn(page)).toEqual(['a[href="//evil.example/x"]']);
    await closePage(page);
  });

  it('the shell: navigation, promo banner, features bar, loyalty banner, the user and search suggestions', async () => {
    await runFlow('shell', {
      path: '/',
      login: 'priya.premier@example.com',
      mounted: ['header', 'promo-banner', 'features-bar', 'loyalty-banner'],
      steps: [
        ['load', async () => {}],
        ['community menu', click('Community menu')],
        ['recipes menu', click(/Recipes menu|\[H\d+\].* menu/)],
        ['shop menu', click('Shop menu')],
        ['promo details', click('Details about this offer')],
        [
          'user menu',
          async (page) => {
            await page.keyboard.press('Escape');
            await click('Your account')(page);
          },
        ],
        [
          'search',
          async (page) => {
            await page.getByRole('combobox', { name: 'Search', exact: true }).fill('pie');
            await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor();
          },
        ],
      ],
    });
  });

  it("the redesigned header on a desktop: the primary row, the hub's contextual row and its dropdowns", async () => {
    await runFlow('redesign', {
      path: '/?redesign=1',
      mounted: ['header'],
      steps: [
        ['load', async () => {}],
        ['ingredients menu', click('Ingredients menu')],
        ['residents menu', click('Residents menu')],
        ['videos menu', click('Videos menu')],
      ],
    });
  });

  it("the redesigned header on a phone: each primary item's sheet and nested panels from the mobile context navigation", async () => {
    const open = (name: string, within?: string) => async (page: Page) => {
      const scope = within
        ? page.getByRole('dialog', { name: within, exact: true })
        : page.getByRole('navigation', { name: 'Main', exact: true });
      await scope.getByRole('button', { name, exact: true }).click();
    };
    await runFlow('mobile sheets', {
      path: '/?redesign=1',
      viewport: { width: 375, height: 812 },
      mounted: ['header'],
      steps: [
        ['community sheet', open('Community')],
        ['stories panel', open('Stories', 'Community')],
        [
          'holiday panel',
          async (page) => {
            await page.keyboard.press('Escape');
            await page.keyboard.press('Escape');
            await open('Holiday')(page);
            await open('Holiday Shop', 'Holiday')(page);
          },
        ],
      ],
    });
  });

  it("the header's slots server-rendered from hostile data: parsed as the server wrote them, then hydrated", async () => {
    await runFlow('server render shell', {
      path: '/',
      mounted: ['header', 'promo-banner', 'features-bar'],
      steps: [
        ['load', async () => {}],
        ['community menu', click('Community menu')],
        ['shop menu', click('Shop menu')],
        ['promo details', click('Details about this offer')],
      ],
    });
  });

  it('the header slots a server left bare: the promo banner and the features navigation fetched', async () => {
    await runFlow('bare header', {
      path: '/__test/bare-header-slots',
      mounted: ['promo-banner', 'features-bar'],
      steps: [
        ['load', async () => {}],
        ['promo details', click('Details about this offer')],
      ],
    });
  });

  it('the basket drawer: lines, messages, recommendations and a failed change', async () => {
    await runFlow('basket', {
      path: '/about-us',
      basket: 'all-problems',
      mounted: ['header'],
      steps: [
        ['drawer', click(/^Open Cart/)],
        ['remove', click(/^Remove/)],
      ],
    });
  });

  it('the cart page: its lines, their messages and the recommendations', async () => {
    await runFlow('cart', {
      path: '/users/cart',
      basket: 'all-problems',
      mounted: ['cart'],
      // The lines the server wrote into the slot show until the store's own load lands: checked before it does.
      hold: { route: '**/users/cart/ajax_basket*', until: 'page lines' },
      steps: [
        ['page lines', async () => {}],
        ['load', async (page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))],
      ],
    });
  });

  it('tiles from the pantry and the quick basket', async () => {
    await runFlow('tiles', {
      path: '/',
      mounted: ['header'],
      pasted:
        '<div data-widget="tile" data-type="recipe" data-id="4001"></div><div data-widget="tile" data-type="post" data-id="6001"></div><div data-widget="tile" data-type="product-collection" data-slug="holiday-hosting"></div>',
      steps: [
        ['tiles', async (page) => page.getByRole('heading', { name: 'From the shop' }).scrollIntoViewIfNeeded()],
        [
          'quick basket',
          async (page) => {
            // The first product's tile (it has several skus: its Add to Cart opens the quick basket). Tiles mount as
            // they come into view, in no set order: the first Add to Cart on the page may be a later tile's.
            const first = page.getByRole('region', { name: 'From the shop' }).locator('[data-widget="tile"]').first();
            await expect.poll(() => first.getAttribute('data-widget-state'), { timeout: 10_000 }).toBe('mounted');
            await first.getByRole('button', { name: /^Add to Cart/ }).click();
          },
        ],
      ],
    });
  });

  it('an article: recommended content, the sub-navigation slot, a flash message, the save button and its modal', async () => {
    await runFlow('article', {
      path: '/blog/thanksgiving-timeline',
      login: 'victor.vip@example.com',
      // Room to pass the bar's scroll threshold (1300px) on a short article.
      pasted: '<div style="height: 2000px"></div>',
      mounted: ['sub-navigation', 'flash-bar'],
      steps: [
        ['load', async () => {}],
        [
          'save modal',
          async (page) => {
            const slot = page.locator('[data-widget="save-to-collection"]');
            await slot.scrollIntoViewIfNeeded();
            await expect.poll(() => slot.getAttribute('data-widget-state'), { timeout: 10_000 }).toBe('mounted');
            await slot.getByRole('button', { name: /^Saved? / }).click();
          },
        ],
        [
          'create',
          async (page) => {
            const dialog = page.getByRole('dialog', { name: 'Your Collections' });
            await dialog.getByRole('button', { name: 'Create a New Collection' }).click();
            await dialog.getByRole('textbox', { name: 'Collection Name' }).fill('Soup Season');
            await dialog.getByRole('button', { name: 'Create and Save' }).click();
          },
        ],
        [
          'up next',
          async (page) => {
            await page.keyboard.press('Escape');
            await scrollThenUp(page, 1600);
            await scrollThenUp(page, 100_000);
          },
        ],
      ],
    });
  });

  it('a collection page: its tiles from the slot', async () => {
    await runFlow('collection', {
      path: '/collections/5101',
      mounted: ['collection'],
      steps: [['load', async () => {}]],
    });
  });

  it('the sign-in dialog: a refusal in plain text', async () => {
    await runFlow('auth', {
      path: '/about-us',
      mounted: ['header'],
      steps: [
        [
          'log in',
          async (page) => {
            await page.getByRole('link', { name: 'Log In/Sign Up' }).click();
            const dialog = page.getByRole('dialog', { name: 'Log In' });
            await dialog.getByLabel(/^Email( \*)?$/).fill('sam.unenrolled@example.com');
            await dialog.getByLabel(/^Password( \*)?$/).fill('not-the-password');
            await dialog.getByRole('button', { name: 'Log In' }).click();
          },
        ],
      ],
    });
  });

  it('the checkout: its state from the page, and a refused code with a key the client does not know', async () => {
    await runFlow('checkout', {
      path: '/shop/checkout',
      login: 'victor.vip@example.com',
      basket: 'registry-gift',
      mounted: ['checkout-shipping', 'checkout-payment', 'checkout-codes', 'checkout-summary'],
      steps: [
        ['load', async () => {}],
        [
          'apply code',
          async (page) => {
            await page.getByRole('textbox', { name: 'Promo or gift code' }).fill('NOPE');
            await page.getByRole('button', { name: 'Apply', exact: true }).click();
          },
        ],
      ],
    });
  });

  it("a guest's checkout: the server's suggested address, and an accepted code with the review it brings", async () => {
    await runFlow('guest checkout', {
      path: '/shop/checkout',
      basket: 'two-shipments',
      mounted: ['checkout-shipping', 'checkout-codes', 'checkout-summary'],
      steps: [
        [
          'suggestions',
          async (page) => {
            const shipping = page.locator('[data-widget="checkout-shipping"]');
            const address: Array<[string, string]> = [
              ['First name', 'Leilani'],
              ['Last name', 'Kahale'],
              ['Street address', '100 Kalakaua Avenue'],
              ['City', 'honolulu'],
              ['Zip code', '96815'],
              ['Phone', '808-555-0100'],
            ];
            for (const [name, value] of address) await shipping.getByRole('textbox', { name, exact: true }).fill(value);
            await shipping.getByRole('combobox', { name: 'State' }).selectOption('HI');
            await shipping.getByRole('button', { name: 'Save address' }).click();
            await shipping.getByRole('group', { name: 'We found a more exact address' }).waitFor();
          },
        ],
        [
          'apply code',
          async (page) => {
            await page.getByRole('textbox', { name: 'Promo or gift code' }).fill('WELCOME10');
            await page.getByRole('button', { name: 'Apply', exact: true }).click();
          },
        ],
      ],
    });
  });

  it("the checkout's sections server-rendered from hostile data, then hydrated", async () => {
    await runFlow('server render checkout', {
      path: '/shop/checkout',
      login: 'victor.vip@example.com',
      basket: 'registry-gift',
      mounted: ['checkout-shipping', 'checkout-payment', 'checkout-codes', 'checkout-summary'],
      steps: [['load', async () => {}]],
    });
  });

  it('the page config: links, paths and the GPT source', async () => {
    await runFlow('config', { path: '/', mounted: [], steps: [['load', async () => {}]] });
  });

  it('the ads: slot definitions from the page config', async () => {
    await runFlow('ads', {
      path: '/__test/ads',
      mounted: ['ads'],
      steps: [
        [
          'load',
          async (page) => {
            await page.waitForFunction(() =>
              (window as unknown as { __fakeGpt?: { calls: Array<{ name: string }> } }).__fakeGpt?.calls.some(
                (call) => call.name === 'defineSlot',
              ),
            );
          },
        ],
      ],
    });
  });

  // Last: a run of the whole file (no -t filter) has walked every field of the table, none left without a flow.
  it('every field in the table was walked', () => {
    expect(
      HOSTILE_FIELDS.filter((field) => !covered.has(field)).map(
        (field) => `${field.flow}: ${field.from} ${field.path}`,
      ),
    ).toEqual([]);
  });
});
