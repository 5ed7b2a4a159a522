// dist/schemas/: JSON Schemas for what a server page writes, made from the valibot schemas the runtime uses, so a
// server in any language can check its templates: `site-config.json` for the page's #site-config block, and
// `widgets/<name>.json` for each widget's slot props (its data-* attributes, camelCased, merged over its
// <script type="application/json" data-props>). @valibot/to-json-schema converts them as the page writes them
// (typeMode 'input'). What JSON Schema cannot say (a transform, a custom check) is left out: the schema may accept
// a value the runtime then refuses, never the other way round.
import { toJsonSchema } from '@valibot/to-json-schema';
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { root, widgetEntries } from './entries.mjs';

const SITE_CONFIG_SCHEMA = 'shared/config/schema.ts';
/** JSON Schema's own `$id`s: names, not places, so the files can be hosted anywhere. */
const ID = 'urn:storefront-widgets:schema:';

/** Each site-config key's doc comment in schema.ts, as its description. */
export function keyDescriptions(source) {
  return Object.fromEntries(
    [...source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*(\w+):/g)].map(([, text, key]) => [
      key,
      text.replace(/\s*\n\s*\*?\s*/g, ' ').trim(),
    ]),
  );
}

const convert = (schema) => toJsonSchema(schema, { typeMode: 'input', errorMode: 'ignore' });

/** The schemas, from the runtime's own: `{ 'site-config.json': {...}, 'widgets/header.json': {...} }`. */
export async function makeSchemas(workdir) {
  const widgets = widgetEntries();
  const contents = [
    ...widgets.map((widget, index) => `import d${index} from './widgets/${widget.name}/definition.ts';`),
    `export const definitions = [${widgets.map((widget, index) => `[${JSON.stringify(widget.name)}, d${index}]`).join(', ')}];`,
    `export { siteConfigSchema } from './${SITE_CONFIG_SCHEMA}';`,
  ].join('\n');
  // The definitions import their components: bundled for Node once, read, then thrown away.
  const bundle = join(workdir, `definitions-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'schema-definitions.ts' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  let loaded;
  try {
    loaded = await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(bundle, { force: true });
  }
  const descriptions = keyDescriptions(readFileSync(join(root, SITE_CONFIG_SCHEMA), 'utf8'));
  const config = convert(v.object(loaded.siteConfigSchema));
  for (const [key, property] of Object.entries(config.properties)) {
    if (descriptions[key]) property.description = descriptions[key];
  }
  const schemas = {
    'site-config.json': {
      $id: `${ID}site-config`,
      title: 'Site config',
      description:
        'The page\'s <script type="application/json" id="site-config"> (mount/README.md, "Page config"). A key left out takes its default; a bad value keeps the widgets that need that key from mounting.',
      ...config,
    },
  };
  for (const [name, definition] of loaded.definitions) {
    const props = definition.props
      ? convert(definition.props)
      : { type: 'object', description: 'It takes no props: its slot needs none.' };
    schemas[`widgets/${name}.json`] = {
      $id: `${ID}widgets/${name}`,
      title: `The ${name} widget's slot props`,
      description: `What a <div data-widget="${name}"> slot carries: its data-* attributes (camelCased, as strings) merged over its <script type="application/json" data-props> (widgets/${name}/README.md).${definition.config?.length ? ` It reads the site config's ${definition.config.join(', ')}.` : ''}`,
      ...props,
    };
  }
  return schemas;
}

/** Writes them into `<outdir>/schemas/`. */
export async function buildSchemas(outdir) {
  const dir = join(outdir, 'schemas');
  mkdirSync(join(dir, 'widgets'), { recursive: true });
  const schemas = await makeSchemas(dir);
  for (const [file, schema] of Object.entries(schemas)) {
    writeFileSync(join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
  }
  return Object.keys(schemas).length;
}
