import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMAND_EVENT } from '../shared/demand-widget';
import { dataIsDear, plan, speculate, type SpeculationTable, type SpeculationWidgets } from './speculation';

const slots = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelectorAll('[data-widget]');
};

// Files 0-2 open the drawer (2 is its stylesheet); 3 is the header's sheet, 4 its suggestions; 5 is shared by both.
const FILES: Array<[string, number]> = [
  ['https://shop.test/assets/drawer.js', 1000],
  ['https://shop.test/assets/chunk-basket.js', 3000],
  ['https://shop.test/assets/drawer.css', 500],
  ['https://shop.test/assets/chunk-sheet.js', 2000],
  ['https://shop.test/assets/chunk-suggest.js', 2500],
  ['https://shop.test/assets/chunk-shared.js', 700],
  ['https://shop.test/assets/tile.js', 900],
];
// The tile's code (6) loads when a tile comes near the viewport.
const WIDGETS: SpeculationWidgets = {
  'basket-drawer': ['5.1.0.2', '', 'demand'],
  header: ['', '3.5.4', 'load'],
  tile: ['6', '', 'visible'],
};
const PAGE =
  '<div data-widget="header" data-widget-state="mounted"></div><main></main><div data-widget="basket-drawer" data-widget-state="waiting"></div>';
const hrefs = (chosen: Array<{ href: string }>) =>
  chosen.map(({ href }) => href.replace('https://shop.test/assets/', ''));

describe('plan', () => {
  it('fetches the code that opens a waiting widget first, then the lazy parts of every widget, each file once', () => {
    expect(hrefs(plan(slots(PAGE), WIDGETS, FILES, new Set(), 100_000))).toEqual([
      'chunk-shared.js',
      'chunk-basket.js',
      'drawer.js',
      'drawer.css',
      'chunk-sheet.js',
      'chunk-suggest.js',
    ]);
  });

  it('skips what the page already has', () => {
    const have = new Set(['https://shop.test/assets/chunk-shared.js', 'https://shop.test/assets/chunk-basket.js']);
    expect(hrefs(plan(slots(PAGE), WIDGETS, FILES, have, 100_000))).toEqual([
      'drawer.js',
      'drawer.css',
      'chunk-sheet.js',
      'chunk-suggest.js',
    ]);
  });

  it('stays within the budget: a file that does not fit is left, a smaller one after it may still fit', () => {
    const chosen = plan(slots(PAGE), WIDGETS, FILES, new Set(), 7000);
    expect(hrefs(chosen)).toEqual(['chunk-shared.js', 'chunk-basket.js', 'drawer.js', 'drawer.css']);
    expect(chosen.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThanOrEqual(7000);
    expect(hrefs(plan(slots(PAGE), WIDGETS, FILES, new Set(), 4400))).toEqual([
      'chunk-shared.js',
      'chunk-basket.js',
      'drawer.css',
    ]);
  });

  it('gives nothing to a failed slot, an unknown widget or a page without slots', () => {
    const failed =
      '<div data-widget="basket-drawer" data-widget-state="error"></div><div data-widget="no-such-widget"></div>';
    expect(plan(slots(failed), WIDGETS, FILES, new Set(), 100_000)).toEqual([]);
    expect(plan(slots('<p>No widgets</p>'), WIDGETS, FILES, new Set(), 100_000)).toEqual([]);
  });

  it('fetches the code of slots still waiting to be scrolled to last, and a slot whose data-load waits for a tap first', () => {
    const page = '<div data-widget="tile" data-widget-state="waiting"></div>' + PAGE;
    expect(hrefs(plan(slots(page), WIDGETS, FILES, new Set(), 100_000)).at(-1)).toBe('tile.js');
    const tapped = '<div data-widget="tile" data-load="interaction"></div><div data-widget="header"></div>';
    expect(hrefs(plan(slots(tapped), WIDGETS, FILES, new Set(), 100_000))[0]).toBe('tile.js');
  });

  it('asks once for a widget with many slots', () => {
    const tiles = '<div data-widget="header"></div><div data-widget="header"></div>';
    expect(hrefs(plan(slots(tiles), WIDGETS, FILES, new Set(), 100_000))).toEqual([
      'chunk-sheet.js',
      'chunk-shared.js',
      'chunk-suggest.js',
    ]);
  });
});

describe('dataIsDear', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
  ])('%j: %s', (connection, dear) => {
    expect(dataIsDear(connection)).toBe(dear);
  });
});

describe('speculate', () => {
  const table: SpeculationTable = {
    files:
      'drawer.js:1000 chunk-basket.js:3000 drawer.css:500 chunk-sheet.js:2000 chunk-suggest.js:2500 chunk-shared.js:700 tile.js:900',
    widgets: WIDGETS,
    budget: 100_000,
    base: 'https://shop.test/assets/speculate.js',
  };
  const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-speculative]'));
  const setConnection = (connection: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

  afterEach(() => {
    document.head.innerHTML = '';
    setConnection(undefined);
  });

  describe('given a page with a header and a waiting basket drawer', () => {
    it('adds a low-priority prefetch for each file, scripts fetched as modules are, marked as speculative', () => {
      slots(PAGE);
      expect(speculate(table)).toHaveLength(6);
      expect(
        links().map((link) => [
          link.rel,
          link.getAttribute('href'),
          link.getAttribute('as'),
          link.getAttribute('fetchpriority'),
        ]),
      ).toEqual([
        ['prefetch', 'https://shop.test/assets/chunk-shared.js', 'script', 'low'],
        ['prefetch', 'https://shop.test/assets/chunk-basket.js', 'script', 'low'],
        ['prefetch', 'https://shop.test/assets/drawer.js', 'script', 'low'],
        ['prefetch', 'https://shop.test/assets/drawer.css', 'style', 'low'],
        ['prefetch', 'https://shop.test/assets/chunk-sheet.js', 'script', 'low'],
        ['prefetch', 'https://shop.test/assets/chunk-suggest.js', 'script', 'low'],
      ]);
      expect(
        links()
          .filter((link) => link.as === 'script')
          .every((link) => link.crossOrigin === 'anonymous'),
      ).toBe(true);
    });

    it('after a script arrives, parses it ahead of the tap with a modulepreload carrying the page nonce', async () => {
      // happy-dom has no `nonce` property; the browser's (which keeps the value the attribute hides) is set by hand.
      const script = document.createElement('script');
      script.setAttribute('nonce', '');
      document.head.append(Object.assign(script, { nonce: 'n0nce' }));
      slots(PAGE);
      speculate(table);
      const drawer = links().find((link) => link.getAttribute('href')?.endsWith('/drawer.js'))!;
      drawer.dispatchEvent(new Event('load'));
      await Promise.resolve();
      const preload = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-speculative]');
      expect(preload?.getAttribute('href')).toBe('https://shop.test/assets/drawer.js');
      expect(preload?.nonce).toBe('n0nce');
    });

    it('after a prefetch fails, adds nothing: the tap loads the file as it would have', async () => {
      vi.useFakeTimers();
      slots(PAGE);
      speculate(table);
      for (const link of links()) link.dispatchEvent(new Event('error'));
      // Every reaction to the failures has run (microtasks and any idle callback).
      await vi.runAllTimersAsync();
      vi.useRealTimers();
      expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    });

    it('skips a file the page already links', () => {
      document.head.innerHTML = '<link rel="modulepreload" href="https://shop.test/assets/chunk-shared.js">';
      slots(PAGE);
      expect(speculate(table).map(({ href }) => href)).not.toContain('https://shop.test/assets/chunk-shared.js');
    });
  });

  describe("once a waiting widget's opening code has come", () => {
    /** The widgets asked for (`demandWidget`), as the loader's demand strategy hears them. */
    function demanded() {
      const names: string[] = [];
      const listener = (event: Event) => names.push((event as CustomEvent<string>).detail);
      document.addEventListener(DEMAND_EVENT, listener);
      return names;
    }
    const settle = async (outcome: 'load' | 'error' | ((href: string) => 'load' | 'error')) => {
      for (const link of links().filter((link) => link.rel === 'prefetch')) {
        const href = link.getAttribute('href')!;
        link.dispatchEvent(new Event(typeof outcome === 'function' ? outcome(href) : outcome));
      }
      await vi.runAllTimersAsync();
    };

    it('asks for it while the page is idle, so it mounts closed before the first tap; only a demand slot', async () => {
      vi.useFakeTimers();
      const names = demanded();
      slots(PAGE + '<div data-widget="tile" data-load="interaction" data-widget-state="waiting"></div>');
      speculate(table);
      expect(names).toEqual([]);
      await settle('load');
      expect(names).toEqual(['basket-drawer']);
      vi.useRealTimers();
    });

    it('leaves it to its tap when a file of it did not come, or the budget left one out', async () => {
      vi.useFakeTimers();
      const names = demanded();
      slots(PAGE);
      speculate(table);
      await settle((href) => (href.endsWith('/drawer.css') ? 'error' : 'load'));
      document.head.innerHTML = '';
      slots(PAGE);
      speculate({ ...table, budget: 4000 });
      await settle('load');
      expect(names).toEqual([]);
      vi.useRealTimers();
    });

    it('asks for one whose code the page already had, and none that is mounted or failed', async () => {
      vi.useFakeTimers();
      const names = demanded();
      document.head.innerHTML = ['chunk-shared.js', 'chunk-basket.js', 'drawer.js', 'drawer.css']
        .map((name) => `<link rel="prefetch" href="https://shop.test/assets/${name}">`)
        .join('');
      slots(PAGE + '<div data-widget="basket-drawer" data-widget-state="mounted"></div>');
      speculate(table);
      await vi.runAllTimersAsync();
      expect(names).toEqual(['basket-drawer']);
      names.length = 0;
      slots(
        '<div data-widget="basket-drawer" data-widget-state="error"></div><div data-widget="basket-drawer" data-widget-state="mounted"></div>',
      );
      speculate(table);
      await vi.runAllTimersAsync();
      expect(names).toEqual([]);
      vi.useRealTimers();
    });
  });

  describe('given Save-Data or a 2g connection', () => {
    it.each([[{ saveData: true }], [{ effectiveType: 'slow-2g' }]])('%j: fetches nothing', (connection) => {
      setConnection(connection);
      slots(PAGE);
      expect(speculate(table)).toEqual([]);
      expect(links()).toEqual([]);
    });
  });
});
