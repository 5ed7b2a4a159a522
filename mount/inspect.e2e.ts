import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closePage, launchBrowser, openPage, url } from '../build/e2e/browser';
import { intercept, type Paused } from '../build/e2e/intercept';

// The in-page inspector (README "Inspecting a page"): never without the flag; with it, every slot and its state,
// a failed one with the runtime's error and what to fix, kept up to date as slots change; usable by keyboard.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const panel = (page: Page) => page.getByRole('region', { name: 'Widgets inspector' });
const row = (page: Page, widget: string) => panel(page).getByRole('row').filter({ hasText: widget });
const cells = (page: Page, widget: string) => row(page, widget).first().getByRole('cell').allTextContents();
/** speculate.js (which imports the inspector when asked) has come and run: the main thread was idle after it. */
async function speculated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/speculate.js')),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

describe('the inspector', () => {
  it('is never there without the flag: no request, no panel; localStorage.widgetsInspect asks for it', async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(url('/__test/isolation'));
    await speculated(page);
    expect(requests.filter((path) => /\/inspect-[^/]*\.js/.test(path))).toEqual([]);
    expect(await page.locator('#widgets-inspector').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('widgetsInspect', '1'));
    await page.reload();
    await expect.poll(() => panel(page).count()).toBe(1);
    await closePage(page);
  });

  it('lists every slot; a failed one with its error and what to fix, a pasted one too, and one below the fold waits until seen', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/__test/isolation?widgets-inspect'));
    await expect.poll(() => panel(page).count()).toBe(1);

    // Failed before the inspector came (at idle): read from the slot's data-widget-error.
    await expect
      .poll(() => cells(page, 'no-such-widget'))
      .toEqual([
        'no-such-widget',
        '-',
        'failed',
        '',
        '',
        '',
        'load: unknown widget "no-such-widget"',
        expect.stringMatching(/^unknown widget "no-such-widget": no widget of this build has that name/),
      ]);
    await expect
      .poll(async () => (await cells(page, 'broken')).slice(2))
      .toEqual([
        'failed',
        '',
        '',
        expect.stringMatching(/^\d+ files?, [\d.]+ (KB|B) ownbroken-[A-Z0-9]+\.js /),
        'render: the broken fixture widget threw on render',
        expect.stringMatching(/^the widget threw as it rendered/),
      ]);
    expect((await cells(page, 'config-probe'))[7]).toMatch(
      /^site-config key "productChooserDetailsPath": .*; fix that key in the page's #site-config$/,
    );
    const demo = await cells(page, 'flash-demo');
    expect(demo.slice(1, 3)).toEqual(['load', 'mounted']);
    // Mounted before the inspector came: from the widget's mark, approximate.
    expect(demo[4]).toMatch(/^≈ \d+ ms$/);

    // A CMS editor pastes a bare slot of a widget this build lacks, and a tile far below the fold.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const pasted = document.createElement('div');
      pasted.setAttribute('data-widget', 'recipe-card');
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const below = document.createElement('div');
      below.setAttribute('data-widget', 'flash-demo');
      below.setAttribute('data-load', 'visible');
      below.append(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Show success' }));
      main.append(pasted, spacer, below);
    });
    await expect
      .poll(async () => (await cells(page, 'recipe-card')).slice(2))
      .toEqual([
        'failed',
        '',
        '',
        '',
        'load: unknown widget "recipe-card"',
        expect.stringMatching(/^unknown widget "recipe-card": no widget of this build has that name/),
      ]);
    const belowRow = row(page, 'flash-demo').last();
    await expect
      .poll(async () => (await belowRow.getByRole('cell').allTextContents()).slice(1, 4))
      .toEqual(['visible', 'waiting', 'not yet visible: it loads within 200px of the viewport']);
    // One outline a slot, over the page, not in its way.
    expect(await page.locator('[data-slot]').count()).toBe(await page.locator('[data-widget]').count());

    // By keyboard: from the page into the panel (its last row is the slot below the fold), Enter shows the slot.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    expect(
      await belowRow
        .getByRole('button')
        .evaluate((button) => button === document.activeElement?.shadowRoot?.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await belowRow.getByRole('cell').allTextContents())[2]).toBe('mounted');
    // Mounted while the inspector watched: its own widget:mounted event, exact.
    expect((await belowRow.getByRole('cell').allTextContents())[4]).toMatch(/^\d+ ms$/);
    expect(await page.locator('[data-widget="flash-demo"][data-load="visible"]').isVisible()).toBe(true);
    // The last slot on the page, shown above the panel: the page has room below for it.
    const shown = await page.locator('[data-widget="flash-demo"][data-load="visible"]').boundingBox();
    const over = await panel(page).boundingBox();
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(over!.y);
    // The focus stayed on its row's button as the row changed.
    expect(
      await belowRow
        .getByRole('button')
        .evaluate((button) => button === document.activeElement?.shadowRoot?.activeElement),
    ).toBe(true);

    await page.keyboard.press('Escape');
    expect(await panel(page).count()).toBe(0);
    expect(await page.locator('[data-slot]').count()).toBe(0);
    await closePage(page);
  });

  it('opens on a page whose load widget hangs: speculate.js comes 5 s after the window loaded (fake clock)', async () => {
    const { page } = await openPage(browser, { clock: true });
    const held: Paused[] = [];
    // The flash demo (a load widget) never gets its entry: the page's widgets are never all in.
    await intercept(page, '*/flash-demo-*.js', (paused) => void held.push(paused));
    await page.goto(url('/__test/isolation?widgets-inspect'), { waitUntil: 'load' });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    expect(await panel(page).count()).toBe(0);
    await page.clock.runFor(5_000);
    await page.clock.resume();
    await expect.poll(async () => (await cells(page, 'flash-demo')).slice(1, 3)).toEqual(['load', 'loading']);
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((paused) => paused.abort('Aborted')));
    await closePage(page);
  });

  it('keeps outlines on their slots as the layout changes, clipped by a scrolling container', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/__test/isolation?widgets-inspect'));
    await expect.poll(() => panel(page).count()).toBe(1);
    const slotBox = () =>
      page.evaluate(() => {
        const box = document.querySelector('[data-widget="no-such-widget"]')!.getBoundingClientRect();
        return Math.round(box.top);
      });
    const outlineTops = () =>
      page
        .locator('[data-slot]')
        .evaluateAll((outlines) => outlines.map((outline) => Math.round(outline.getBoundingClientRect().top)));
    // Content grows above the slots, with no scroll, resize or change to a slot's attributes.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.id = 'filler';
      document.querySelector('main')!.prepend(filler);
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.evaluate(() => (document.getElementById('filler')!.style.height = '120px'));
    await expect.poll(async () => (await outlineTops()).includes(await slotBox())).toBe(true);

    // A slot inside a scrolling box, scrolled out of it: no outline where it cannot be seen.
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.style.cssText = 'height: 60px; overflow: auto';
      box.id = 'scroller';
      const spacer = document.createElement('div');
      spacer.style.height = '200px';
      const inner = document.createElement('div');
      inner.setAttribute('data-widget', 'in-scroller');
      inner.style.height = '20px';
      box.append(spacer, inner);
      document.querySelector('main')!.prepend(box);
    });
    const innerOutline = async () => {
      const index = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-widget]')).findIndex(
          (slot) => slot.getAttribute('data-widget') === 'in-scroller',
        ),
      );
      return page.locator(`[data-slot="${index}"]`).isVisible();
    };
    await expect.poll(innerOutline).toBe(false);
    await page.evaluate(() => document.getElementById('scroller')!.scrollTo(0, 200));
    await expect.poll(innerOutline).toBe(true);
    await closePage(page);
  });

  it("keeps the page's room below equal to the panel's height as the window is resized", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(url('/__test/isolation?widgets-inspect'));
    await expect.poll(() => row(page, 'no-such-widget').count()).toBe(1);
    const room = () =>
      page.evaluate(() => {
        const inspector = document.getElementById('widgets-inspector')!.shadowRoot!.getElementById('panel')!;
        const padding = parseFloat(getComputedStyle(document.body).paddingBottom);
        return { padding, scroll: document.documentElement.style.scrollPaddingBottom, panel: inspector.offsetHeight };
      });
    // Read once the room matches the panel as it is, so the page's own padding comes out right.
    await expect
      .poll(async () => {
        const { scroll, panel } = await room();
        return scroll === `${panel}px`;
      })
      .toBe(true);
    const opened = await room();
    const pagePadding = opened.padding - opened.panel;
    // A shorter window: the panel's max-height (45vh) shrinks it, and the room with it.
    await page.setViewportSize({ width: 1280, height: 300 });
    await expect.poll(async () => (await room()).panel).toBe(135);
    await expect.poll(room).toEqual({ padding: pagePadding + 135, scroll: '135px', panel: 135 });
    await closePage(page);
  });

  it('lays the page out about once a frame as it places many outlines, not once a slot', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/__test/isolation?widgets-inspect'));
    await expect.poll(() => panel(page).count()).toBe(1);
    await page.evaluate(() => {
      for (let index = 0; index < 60; index += 1) {
        const slot = document.createElement('div');
        slot.setAttribute('data-widget', 'flash-demo');
        slot.setAttribute('data-load', 'demand');
        slot.style.height = '20px';
        document.querySelector('main')!.append(slot);
      }
    });
    await expect.poll(() => page.locator('[data-slot]').count()).toBe(await page.locator('[data-widget]').count());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const layouts = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutCount')!.value;
    const before = await layouts();
    // A scroll moves every outline in the next frame.
    const scrolled = await page.evaluate(() => {
      scrollBy(0, 200);
      return new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY))),
      );
    });
    expect(scrolled).toBeGreaterThan(0);
    expect((await layouts()) - before).toBeLessThan(5);
    await cdp.detach();
    await closePage(page);
  });

  it.each([375, 1280])('is axe clean at %i px', async (width) => {
    const { page } = await openPage(browser, { viewport: { width, height: 800 } });
    await page.goto(url('/__test/isolation?widgets-inspect'));
    await expect.poll(() => row(page, 'no-such-widget').count()).toBe(1);
    expect(await axeViolations(page, '#widgets-inspector')).toEqual([]);
    // The run covers the shadow root's content: a button without a name in it is a violation.
    await page.evaluate(() =>
      document.getElementById('widgets-inspector')!.shadowRoot!.append(document.createElement('button')),
    );
    expect((await axeViolations(page, '#widgets-inspector')).length).toBeGreaterThan(0);
    await closePage(page);
  });
});
