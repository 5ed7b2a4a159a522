import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The error reporter is its own entry too, so the loader can report a widget whose code never arrived. */
export const REPORT_ENTRY = 'report-error';

/** The design tokens' custom properties: one stylesheet per page, which the loader adds before any widget's. */
export const TOKENS_ENTRY = 'tokens';

function widgetsIn(folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(join(dir, item.name, 'entry.ts')))
    .map((item) => ({ name: item.name, in: `${folder}/${item.name}/entry.ts`, fixture: folder === 'fixtures/widgets' }));
}

/** Every widget entry; fixture widgets (demos and deliberately broken ones) only for the fixture site. */
export function widgetEntries({ fixtures = false } = {}) {
  const widgets = [...widgetsIn('widgets'), ...(fixtures ? widgetsIn('fixtures/widgets') : [])];
  for (const widget of widgets) {
    if (widget.fixture) continue;
    if (!pkg.widgetLoad?.[widget.name]) throw new Error(`package.json "widgetLoad" has no default for widget "${widget.name}"`);
    if (!pkg.sizeBudgets?.[widget.name]) throw new Error(`package.json "sizeBudgets" has no budget for widget "${widget.name}"`);
  }
  return widgets;
}

export function defaultLoad(name) {
  return pkg.widgetLoad?.[name] ?? 'load';
}
