// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWidgetJson, root, widgetEntries } from './entries.mjs';

/** The README catalogue's rows: each widget's name and its other cells (slot markup, props, config keys, load default). */
function catalogue(): Array<{ name: string; cells: string[] }> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| \[`([\w-]+)`\]\(widgets\/[^)]+\) \|(.*)\|$/gm)];
  return rows.map(([, name, rest]) => ({ name: name!, cells: rest!.split(/(?<!\\)\|/).map((cell) => cell.trim()) }));
}

function widgetJson(content: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'widget-json-'));
  writeFileSync(join(dir, 'widget.json'), JSON.stringify(content));
  return dir;
}

describe('widget.json "once"', () => {
  const once = { why: 'one dialog serves the page', severity: 'warning' };
  it('is read as the reason a page holds one slot, and how bad a second is', () => {
    const dir = widgetJson({ load: 'demand', budget: 1024, ssr: false, once });
    expect(readWidgetJson(dir).once).toEqual(once);
  });

  it.each([
    ['a bare reason', 'one dialog serves the page'],
    ['no reason', { why: '', severity: 'error' }],
    ['no severity', { why: 'one dialog serves the page' }],
    ['another severity', { why: 'one dialog serves the page', severity: 'fatal' }],
    ['another key', { ...once, note: 'x' }],
  ])('is refused with %s', (_, value) => {
    const dir = widgetJson({ load: 'demand', budget: 1024, ssr: false, once: value });
    expect(() => readWidgetJson(dir)).toThrow(/widget\.json: once/);
  });

  // A widget whose runtime keeps a second slot empty (useFirstInstance) warns; the others harm the page.
  it.each([
    ['auth', 'warning'],
    ['loyalty-modal', 'warning'],
    ['basket-drawer', 'error'],
    ['cart', 'error'],
    ['flash-bar', 'error'],
    ['checkout-payment', 'error'],
  ])('says how bad a second %s slot is: %s', (name, severity) => {
    expect(widgetEntries().find((widget) => widget.name === name)?.once?.severity).toBe(severity);
  });

  // The README's catalogue says "(once per page)" for exactly the widgets whose widget.json says why.
  it("agrees with the README catalogue's (once per page) notes", () => {
    const rows = catalogue();
    expect(rows.length).toBeGreaterThan(10);
    const noted = rows.filter(({ cells: [slot] }) => /once per page/.test(slot!)).map(({ name }) => name);
    const declared = widgetEntries()
      .filter((widget) => widget.once)
      .map((widget) => widget.name);
    expect(noted.sort()).toEqual(declared.sort());
  });
});

// The catalogue's last column starts with the widget's load default, as its widget.json says, for every widget.
it("the README catalogue gives every widget's load default as its widget.json does", () => {
  const documented = catalogue().map(({ name, cells }) => [name, /^`(\w+)`/.exec(cells.at(-1)!)?.[1]]);
  expect(Object.fromEntries(documented)).toEqual(
    Object.fromEntries(widgetEntries().map((widget) => [widget.name, widget.load])),
  );
});
