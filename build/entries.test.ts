// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../mount/check-page/contract-tables';
import { LOADS, readWidgetJson, root, widgetEntries } from './entries.mjs';

function widgetJson(content: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'widget-json-'));
  writeFileSync(join(dir, 'widget.json'), JSON.stringify(content));
  return dir;
}

describe('widget.json "once"', () => {
  it('is read as the reason a page holds one slot', () => {
    const dir = widgetJson({ load: 'demand', budget: 1024, ssr: false, once: 'one dialog serves the page' });
    expect(readWidgetJson(dir).once).toBe('one dialog serves the page');
  });

  it.each([[''], [true]])('is refused when it gives no reason: %j', (once) => {
    const dir = widgetJson({ load: 'demand', budget: 1024, ssr: false, once });
    expect(() => readWidgetJson(dir)).toThrow(/widget\.json: once: /);
  });

  // The README's catalogue says "(once per page)" for exactly the widgets whose widget.json says why.
  it("agrees with the README catalogue's (once per page) notes", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| \[`([\w-]+)`\]\(widgets\/[^|]+\| ([^|]*(?:\\\|[^|]*)*) \|/gm)];
    expect(rows.length).toBeGreaterThan(10);
    const noted = rows.filter(([, , slot]) => /once per page/.test(slot!)).map(([, name]) => name);
    const declared = widgetEntries()
      .filter((widget) => widget.once)
      .map((widget) => widget.name);
    expect(noted.sort()).toEqual(declared.sort());
  });
});

it("check-page knows the loader's strategies", () => {
  expect(STRATEGIES).toEqual(LOADS);
});
