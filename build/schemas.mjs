// dist/schemas/: JSON Schemas for what a server page writes, made from the valibot schemas the runtime uses, so a
// server in any language can check its templates: `site-config.json` for the page's #site-config block, and
// `widgets/<name>.json` for each widget's slot props (its data-* attributes, camelCased, merged over its
// <script type="application/json" data-props>), with `index.json` beside them (each widget's load, ssr, config keys
// and once, for readers such as the widget gallery). @valibot/to-json-schema converts them as the page writes them
// (typeMode 'input'). What JSON Schema cannot say (a transform, a custom check) is left out: the schema may accept
// a value the runtime then refuses, never the other way round.
import { toJsonSchema } from '@valibot/to-json-schema';
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { definitionsModule, root, widgetEntries } from './entries.mjs';
import { nodeBundleOptions } from './server-bundle.mjs';

/** The page config's keys, in the tables the runtime reads them with (each kept apart for the pages that need it). */
const CONFIG_TABLES = [
  ['shared/config/schema.ts', 'siteConfigSchema'],
  ['stores/auth/sign-in-config.ts', 'signInConfigSchema'],
  ['stores/registry/registry-config.ts', 'registryConfigSchema'],
  ['stores/checkout/checkout-config.ts', 'checkoutConfigSchema'],
  ['mount/vitals/vitals-config.ts', 'vitalsConfigSchema'],
];
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

const convert = (schema) =>
  toJsonSchema(schema, {
    typeMode: 'input',
    errorMode: 'ignore',
    // A value with a fallback is never refused: one that does not read is replaced (a menu link that is not a path).
    overrideSchema: ({ valibotSchema }) => ('fallback' in valibotSchema ? {} : undefined),
  });

/** The config tables and every widget's definition, bundled for Node, imported, the bundle thrown away. */
async function loadDefinitions(workdir) {
  const contents = [
    definitionsModule(widgetEntries(), 'definitions'),
    ...CONFIG_TABLES.map(([file, name]) => `export { ${name} } from './${file}';`),
  ].join('\n');
  // The definitions import their components: bundled for Node once, read, then thrown away.
  const bundle = join(workdir, `definitions-${process.pid}-${Date.now()}.mjs`);
  await build({
    ...nodeBundleOptions(),
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'schema-definitions.ts' },
    outfile: bundle,
    logLevel: 'warning',
  });
  let loaded;
  try {
    loaded = await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(bundle, { force: true });
  }
  return loaded;
}

/**
 * `index.json`: what a reader of the schemas (the widget gallery, a page checker) needs beside them, from the same
 * build: each widget's widget.json `load` and `ssr` (and `once` where it says), and the config keys it reads: its
 * definition's (validated before it mounts), then its widget.json `reads` (read while it runs).
 */
export function schemaIndex(entries, definitions) {
  const configs = new Map(definitions.map((definition) => [definition.name, definition.config ?? []]));
  return Object.fromEntries(
    entries.map((entry) => [
      entry.name,
      {
        load: entry.load,
        ssr: entry.ssr,
        config: [...new Set([...(configs.get(entry.name) ?? []), ...(entry.reads ?? [])])],
        ...(entry.once !== undefined ? { once: entry.once } : {}),
      },
    ]),
  );
}

/** The schemas, from the runtime's own: `{ 'site-config.json': {...}, 'widgets/header.json': {...} }`. */
export async function makeSchemas(workdir, loaded) {
  loaded ??= await loadDefinitions(workdir);
  // The runtime reads the block key by key, only the keys the page's widgets name (a missing or bad one stops those
  // widgets alone): so each key is its own property, and none is required of every page.
  const properties = {};
  for (const [file, name] of CONFIG_TABLES) {
    const descriptions = keyDescriptions(readFileSync(join(root, file), 'utf8'));
    for (const [key, schema] of Object.entries(loaded[name])) {
      const { $schema, ...property } = convert(schema);
      properties[key] = descriptions[key] ? { ...property, description: descriptions[key] } : property;
    }
  }
  const config = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties };
  const schemas = {
    'site-config.json': {
      $id: `${ID}site-config`,
      title: 'Site config',
      description:
        'The page\'s <script type="application/json" id="site-config"> (mount/README.md, "Page config"). Every key is optional for the page: a widget that needs one the page left out, or that reads a bad one, fails alone (mount/README.md lists which keys have defaults).',
      ...config,
    },
  };
  for (const definition of loaded.definitions) {
    const { name } = definition;
    const props = definition.props
      ? convert(definition.props)
      : {
          $schema: 'http://json-schema.org/draft-07/schema#',
          type: 'object',
          description: 'It takes no props: its slot needs none.',
        };
    schemas[`widgets/${name}.json`] = {
      $id: `${ID}widgets/${name}`,
      title: `The ${name} widget's slot props`,
      description: `What a <div data-widget="${name}"> slot carries: its data-* attributes (camelCased, as strings) merged over its <script type="application/json" data-props> (widgets/${name}/README.md).${definition.config?.length ? ` It reads the site config's ${definition.config.join(', ')}.` : ''}`,
      ...props,
    };
  }
  return schemas;
}

/** Writes them into `<outdir>/schemas/`, with `index.json` beside them. */
export async function buildSchemas(outdir) {
  const dir = join(outdir, 'schemas');
  mkdirSync(join(dir, 'widgets'), { recursive: true });
  const loaded = await loadDefinitions(dir);
  const schemas = await makeSchemas(dir, loaded);
  for (const [file, schema] of Object.entries(schemas)) {
    writeFileSync(join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
  }
  writeFileSync(
    join(dir, 'index.json'),
    `${JSON.stringify(schemaIndex(widgetEntries(), loaded.definitions), null, 2)}\n`,
  );
  return Object.keys(schemas).length;
}
