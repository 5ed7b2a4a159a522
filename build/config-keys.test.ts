// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../shared/config/schema';
import { readWidgetJson, root, widgetEntries } from './entries.mjs';

// mount/README.md section 3: the runtime validates the #site-config keys the page's widgets name in their
// definitions' `config` before they mount; the keys a widget reads while it runs are in its widget.json `reads`
// (their names ship in no entry). A key a widget's own code reads must be in one of them, or the gallery and the
// schemas' index say it needs none.

const KEY_READ = /configValue(?:OrUndefined)?\('([A-Za-z]+)'/g;
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|e2e)\.tsx?$/.test(file);

function declared(widget: string): string[] {
  const source = readFileSync(join(root, 'widgets', widget, 'definition.ts'), 'utf8');
  const list = /\bconfig:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const reads = readWidgetJson(join(root, 'widgets', widget)).reads ?? [];
  return [...[...list.matchAll(/'([A-Za-z]+)'/g)].map(([, key]) => key!), ...reads];
}

function read(widget: string): string[] {
  const dir = join(root, 'widgets', widget);
  const keys = readdirSync(dir)
    .filter(isSource)
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(KEY_READ)].map(([, key]) => key!));
  return [...new Set(keys)].sort();
}

describe("each widget's definition or widget.json names the config keys its code reads", () => {
  it.each(widgetEntries().map((entry) => entry.name))('%s', (widget) => {
    expect(declared(widget)).toEqual(expect.arrayContaining(read(widget)));
  });

  it('names only keys the site config has', () => {
    const keys = Object.keys(siteConfigSchema);
    for (const entry of widgetEntries()) expect(keys).toEqual(expect.arrayContaining(entry.reads ?? []));
  });
});
