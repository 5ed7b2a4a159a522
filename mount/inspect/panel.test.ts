import { screen, waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInspector } from './panel';

const WIDGETS = { tile: ['visible', ['tile-AAAA.js']], header: ['load', ['header-BBBB.js']] } satisfies Parameters<
  typeof openInspector
>[0];

/** Two slots of one widget, another between them. */
const TILE_HEADER_TILE = `
  <div data-widget="tile" data-widget-state="waiting"></div>
  <div data-widget="header" data-widget-state="waiting"></div>
  <div data-widget="tile" data-widget-state="waiting"></div>`;

let close = () => {};
afterEach(() => {
  close();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
});

// The panel and outlines are in a shadow root on one host.
const shadow = () => document.getElementById('widgets-inspector')?.shadowRoot;
const ui = () => within((shadow() ?? document.body) as unknown as HTMLElement);
const outlines = () => shadow()?.querySelectorAll('[data-slot]') ?? [];
const cellsOf = (widget: string) =>
  within(ui().getByRole('region', { name: 'Widgets inspector' }))
    .getByRole('button', { name: new RegExp(`^${widget}, slot \\d+ of \\d+$`) })
    .closest('tr')!
    .querySelectorAll('td');
const texts = (widget: string) => Array.from(cellsOf(widget), (cell) => cell.textContent);

describe('the inspector panel', () => {
  describe('given a page with a waiting, a failed and an unknown slot', () => {
    it('lists each with its strategy, state, why it waits, its error and what to fix; one outline each', () => {
      document.body.innerHTML = `
        <div data-widget="tile" data-widget-state="waiting"></div>
        <div data-widget="header" data-widget-state="error" data-widget-error="config: ConfigError: site-config key &quot;hub&quot;: bad"></div>
        <div data-widget="recipe-card" data-widget-state="error"></div>
        <div data-widget="toString" data-widget-state="error"></div>
        <div data-widget="__proto__" data-widget-state="error"></div>`;
      close = openInspector(WIDGETS);
      expect(texts('tile').slice(1, 4)).toEqual([
        'visible',
        'waiting',
        'not yet visible: it loads within 200px of the viewport',
      ]);
      expect(texts('header').slice(6)).toEqual([
        'config: site-config key "hub": bad',
        'site-config key "hub": bad; fix that key in the page\'s #site-config',
      ]);
      expect(texts('recipe-card')[6]).toBe('load: unknown widget "recipe-card"');
      expect(texts('toString')[6]).toBe('load: unknown widget "toString"');
      expect(texts('__proto__')[6]).toBe('load: unknown widget "__proto__"');
      expect(outlines()).toHaveLength(5);
    });
  });

  describe('given several slots of one widget', () => {
    it('names each Show button by its widget, then its place among the slots; the table by its name', async () => {
      document.body.innerHTML = TILE_HEADER_TILE;
      close = openInspector(WIDGETS);
      const table = ui().getByRole('table', { name: 'Slot table' });
      expect(within(table).getByRole('button', { name: 'tile, slot 3 of 3' }).textContent).toBe('tile');
      expect(within(table).getByRole('button', { name: 'tile, slot 1 of 3' }).textContent).toBe('tile');
      document.querySelector('[data-widget="header"]')!.remove();
      await waitFor(() => expect(ui().getByRole('button', { name: 'tile, slot 2 of 2' })).toBeTruthy());
    });
  });

  describe('given one slot', () => {
    it('says so in the singular', () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      expect(ui().getByRole('heading').textContent).toBe('Widgets on this page: 1 slot');
    });
  });

  describe('after a slot changes state', () => {
    it('its row follows', async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      document.querySelector('[data-widget]')!.setAttribute('data-widget-state', 'mounted');
      await waitFor(() => expect(texts('tile')[2]).toBe('mounted'));
    });
  });

  describe('after Escape in the panel', () => {
    it('is gone, outlines too; opened again it is there once', async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      openInspector(WIDGETS);
      expect(ui().getAllByRole('region', { name: 'Widgets inspector' })).toHaveLength(1);
      ui().getByRole('button', { name: 'tile, slot 1 of 1' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(ui().queryByRole('region', { name: 'Widgets inspector' })).toBeNull();
      expect(outlines()).toHaveLength(0);
    });
  });

  describe('after close', () => {
    it('gives the focus back to what had it before the panel', async () => {
      document.body.innerHTML =
        '<button type="button">Page button</button><div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      screen.getByRole('button', { name: 'Page button' }).focus();
      ui().getByRole('button', { name: 'tile, slot 1 of 1' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page button' }));
    });

    it("else to the last shown slot's first focusable", async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="mounted"><a href="#x">Tile link</a></div>';
      close = openInspector(WIDGETS);
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.click(ui().getByRole('button', { name: 'tile, slot 1 of 1' }));
      await userEvent.click(ui().getByRole('button', { name: 'Close inspector' }));
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tile link' }));
    });
  });

  describe('after the slot whose row has the focus leaves the page', () => {
    it('gives the focus to the next row, else the previous, else the table toggle: Escape still closes', async () => {
      document.body.innerHTML = TILE_HEADER_TILE;
      close = openInspector(WIDGETS);
      const [first, , last] = document.querySelectorAll('[data-widget]');
      const firstButton = ui().getByRole('button', { name: 'tile, slot 1 of 3' });
      const lastButton = ui().getByRole('button', { name: 'tile, slot 3 of 3' });
      ui().getByRole('button', { name: 'header, slot 2 of 3' }).focus();
      document.querySelector('[data-widget="header"]')!.remove();
      await waitFor(() => expect(shadow()!.activeElement).toBe(lastButton));
      last!.remove();
      // The same button, relabelled: the previous row's, as the last row has no next.
      await waitFor(() => expect(shadow()!.activeElement).toBe(firstButton));
      first!.remove();
      await waitFor(() => expect(shadow()!.activeElement).toBe(ui().getByRole('button', { name: 'Slot table' })));
      await userEvent.keyboard('{Escape}');
      expect(ui().queryByRole('region', { name: 'Widgets inspector' })).toBeNull();
    });
  });

  describe('while open', () => {
    it('gives the page room for it below and takes it back on close; its table folds away', async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      document.body.style.paddingBottom = '3px';
      close = openInspector(WIDGETS);
      expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
      const toggle = ui().getByRole('button', { name: 'Slot table' });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(ui().queryByRole('table')).toBeNull();
      await userEvent.click(toggle);
      expect(ui().getByRole('table')).toBeTruthy();
      close();
      expect(document.body.style.paddingBottom).toBe('3px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
      // Closed a second time (Escape, then the returned close): the page's own values since are left alone.
      document.body.style.paddingBottom = '7px';
      close();
      expect(document.body.style.paddingBottom).toBe('7px');
    });

    it('takes its room back on close even after the page removed its host', () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      document.body.style.paddingBottom = '3px';
      close = openInspector(WIDGETS);
      document.getElementById('widgets-inspector')!.remove();
      close();
      expect(document.body.style.paddingBottom).toBe('3px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    });
  });

  describe('after the window is resized', () => {
    it('gives the page room for the panel at its new height', async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      let height = 300;
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
      close = openInspector(WIDGETS);
      expect(document.body.style.paddingBottom).toBe('300px');
      // Its max-height is 45vh: a shorter window makes it shorter.
      height = 200;
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(document.body.style.paddingBottom).toBe('200px'));
      expect(document.documentElement.style.scrollPaddingBottom).toBe('200px');
    });
  });

  describe('given files the page fetched', () => {
    it('lists them only for a slot that loaded; shared chunks marked, out of its own total, summed once above', () => {
      const entry = (name: string, transferSize: number) => ({ name, transferSize, encodedBodySize: transferSize });
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
        type === 'resource'
          ? ([
              entry('http://shop.test/a/tile-AAAA.js', 1_000),
              entry('http://shop.test/a/header-BBBB.js', 2_048),
              entry('http://shop.test/a/chunk-RRRR.js', 81_408),
            ] as unknown as PerformanceEntryList)
          : [],
      );
      document.body.innerHTML = `
        <div data-widget="tile" data-widget-state="waiting"></div>
        <div data-widget="header" data-widget-state="mounted"></div>`;
      close = openInspector(
        { tile: ['visible', ['tile-AAAA.js', 'chunk-RRRR.js']], header: ['load', ['header-BBBB.js', 'chunk-RRRR.js']] },
        ['chunk-RRRR.js'],
      );
      expect(texts('tile')[5]).toBe('');
      expect(Array.from(cellsOf('header')[5]!.children, (line) => line.textContent)).toEqual([
        '2 files, 2.0 KB own',
        'header-BBBB.js 2.0 KB',
        'chunk-RRRR.js 79.5 KB shared',
      ]);
      expect(ui().getByRole('heading').textContent).toBe(
        'Widgets on this page: 2 slots; shared files: 1 file, 79.5 KB',
      );
    });
  });

  describe('given many slots of one widget', () => {
    it("matches the widget's files against the page's entries once, not once a slot", () => {
      let reads = 0;
      const entry = { transferSize: 1_000, encodedBodySize: 1_000 };
      Object.defineProperty(entry, 'name', {
        get: () => ((reads += 1), 'http://shop.test/a/tile-AAAA.js'),
      });
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
        type === 'resource' ? ([entry] as unknown as PerformanceEntryList) : [],
      );
      const readsWith = (count: number) => {
        document.body.innerHTML = '<div data-widget="tile" data-widget-state="mounted"></div>'.repeat(count);
        reads = 0;
        const shut = openInspector(WIDGETS);
        shut();
        return reads;
      };
      expect(readsWith(1)).toBeGreaterThan(0);
      expect(readsWith(20)).toBe(readsWith(1));
    });
  });

  describe('time to mount', () => {
    it('is exact for a slot mounted while open, approximate (≈) from the marks for one mounted before', async () => {
      performance.clearMarks();
      performance.mark('widget:mounted:header');
      document.body.innerHTML = `
        <div data-widget="header" data-widget-state="mounted"></div>
        <div data-widget="tile" data-widget-state="loading"></div>`;
      close = openInspector(WIDGETS);
      expect(texts('header')[4]).toMatch(/^≈ \d+ ms$/);
      const tile = document.querySelector<HTMLElement>('[data-widget="tile"]')!;
      tile.setAttribute('data-widget-state', 'mounted');
      performance.mark('widget:mounted:tile');
      tile.dispatchEvent(new CustomEvent('widget:mounted', { bubbles: true, detail: { widget: 'tile' } }));
      await waitFor(() => expect(texts('tile')[4]).toMatch(/^\d+ ms$/));
    });
  });

  describe('in its shadow root', () => {
    it("is out of the page's mutations: a refresh is not seen by the page's observers", async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      const slot = document.querySelector('[data-widget]')!;
      const seen: MutationRecord[] = [];
      const observer = new MutationObserver((records) => seen.push(...records));
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      slot.setAttribute('data-widget-state', 'mounted');
      await waitFor(() => expect(texts('tile')[2]).toBe('mounted'));
      seen.push(...observer.takeRecords());
      observer.disconnect();
      expect(seen.map((record) => record.target)).toEqual([slot]);
    });
  });
});
