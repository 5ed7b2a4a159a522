import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import STRATEGY_NAMES from '../mount/strategies/names.json' with { type: 'json' };

export const root = fileURLToPath(new URL('..', import.meta.url));
export const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The error reporter is its own entry too, so the loader can report a widget whose code never arrived. */
export const REPORT_ENTRY = 'report-error';

/** The design tokens' custom properties: one stylesheet per page, which the loader adds before any widget's. */
export const TOKENS_ENTRY = 'tokens';

/** A build manifest's widgets, as [name, entry] pairs: every entry but the error reporter and the tokens. */
export function manifestWidgets(manifest) {
  return Object.entries(manifest).filter(([name]) => name !== REPORT_ENTRY && name !== TOKENS_ENTRY);
}

/** The loader's strategies (mount/strategies/), in the one order the loader knows a widget's default by. */
export const LOADS = STRATEGY_NAMES;

/**
 * `widgets/<name>/widget.json`: what the build, the manifest, the size check and the server render read of a
 * widget (its component, props schema and config keys are in its definition.ts).
 *   load       its default strategy (a slot's data-load overrides it)
 *   budget     its own gzipped bytes at most, beyond the runtime and the shared chunks
 *   ssr        whether the server render renders it (then definition.ts default-exports its definition)
 *   sizeGroup  optional: a group of widgets counted together too (package.json "sizeBudgets" has its budget)
 *   once       optional: a page holds at most one slot of it. `why`: a short reason, which `npm run check-page`
 *              gives for a second slot; `severity`: `error` where a second slot harms the page (shows or drives
 *              the same thing twice), `warning` where the runtime copes (useFirstInstance: it renders nothing,
 *              with a console warning). The README's catalogue says "(once per page)" for each.
 *   reads      optional: site-config keys its code, or a store for it, reads while it runs, beyond its
 *              definition's `config` (which the runtime validates before it mounts, and whose names ship in its
 *              entry): each has a default, and a bad one fails the widget when it is read. Here they cost no page a
 *              byte; the gallery and the README's catalogue list both (build/config-keys.test.ts keeps them true).
 */
const WidgetJson = v.strictObject({
  load: v.picklist(LOADS),
  budget: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ssr: v.boolean(),
  sizeGroup: v.optional(v.string()),
  once: v.optional(
    v.strictObject({
      why: v.pipe(v.string(), v.minLength(1, 'say why the page holds at most one')),
      severity: v.picklist(['error', 'warning']),
    }),
  ),
  reads: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z][A-Za-z]*$/, 'a site-config key')))),
});

/** A fixture widget (a demo or a deliberately broken one) needs none of it. */
const FIXTURE_WIDGET = { load: 'load', ssr: false };

/** The widget.json of `dir`, checked; the error names the file. */
export function readWidgetJson(dir) {
  const file = join(dir, 'widget.json');
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: every widget declares its load, budget and ssr there (README, "Adding a widget")`,
    );
  const result = v.safeParse(WidgetJson, JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success)
    throw new Error(
      `${file}: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ')}`,
    );
  const { sizeGroup } = result.output;
  if (sizeGroup !== undefined && !Number.isInteger(pkg.sizeBudgets?.[sizeGroup]))
    throw new Error(`${file}: sizeGroup "${sizeGroup}" has no budget in package.json "sizeBudgets"`);
  return result.output;
}

function widgetsIn(folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  const fixture = folder === 'fixtures/widgets';
  return readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(join(dir, item.name, 'entry.ts')))
    .map((item) => ({
      name: item.name,
      in: `${folder}/${item.name}/entry.ts`,
      fixture,
      ...(fixture ? FIXTURE_WIDGET : readWidgetJson(join(dir, item.name))),
    }));
}

/**
 * Every widget entry with its widget.json ({ name, in, fixture, load, budget, ssr, sizeGroup? }); fixture widgets
 * (demos and deliberately broken ones) only for the fixture site.
 */
export function widgetEntries({ fixtures = false } = {}) {
  return [...widgetsIn('widgets'), ...(fixtures ? widgetsIn('fixtures/widgets') : [])];
}

/** A module exporting `name`: the default export of each of these widgets' definition.ts, in order. */
export function definitionsModule(widgets, name) {
  const imports = widgets.map(
    (widget, index) => `import w${index} from ${JSON.stringify(join(root, 'widgets', widget.name, 'definition.ts'))};`,
  );
  return `${imports.join('\n')}\nexport const ${name} = [${widgets.map((_, index) => `w${index}`).join(', ')}];\n`;
}

/** The server render's widgets: a module exporting `serverWidgets`, every definition whose widget.json says ssr. */
export function serverWidgetsModule() {
  return definitionsModule(
    widgetsIn('widgets').filter((widget) => widget.ssr),
    'serverWidgets',
  );
}

/**
 * The page checker's widgets (`virtual:page-widgets`, widgets/check-page.ts): a module exporting `pageWidgets`, each
 * widget's definition with its widget.json `once` ({ why, severity }).
 */
export function pageWidgetsModule() {
  const widgets = widgetsIn('widgets');
  const definitions = definitionsModule(widgets, 'definitions');
  const once = JSON.stringify(widgets.map((widget) => widget.once ?? null));
  const reads = JSON.stringify(widgets.map((widget) => widget.reads ?? []));
  return `${definitions}const once = ${once};\nconst reads = ${reads};\nexport const pageWidgets = definitions.map((definition, index) => ({ definition, once: once[index] ?? undefined, reads: reads[index] }));\n`;
}
