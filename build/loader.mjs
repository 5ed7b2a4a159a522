import { build } from 'esbuild';
import { join } from 'node:path';
import { CHUNK_GROUPS } from './chunk-groups.mjs';
import { LOADS, manifestWidgets, REPORT_ENTRY, root, TOKENS_ENTRY } from './entries.mjs';
import { BROWSER_TARGETS } from './esbuild-options.mjs';

// A chunk or group stylesheet as the loader's file table holds it: its name without the extension.
const stem = (path, extension) => {
  if (!path.endsWith(extension) || path.includes('/'))
    throw new Error(`loader: ${path} is not a ${extension} file at the top of dist/`);
  return path.slice(0, -extension.length);
};

/**
 * A widget's assets as the loader reads them, in few bytes: the index of its default strategy (one digit, first, so
 * the loader reads it as `assets[0]`), the entry's and its own stylesheet's content hashes, the chunks of its
 * static closure and its shared stylesheets (the chunk groups', build/chunk-groups.mjs) as base-36 indexes into
 * the file table, dot-joined:
 * "1 HASH CSSHASH 0.3.4 7" ("1 HASH  0 " without stylesheets). Entries are `{widget}-{hash}.js` / `.css`
 * (entryNames '[name]-[hash]'), so the loader derives their names.
 */
function encodeAssets(name, { file, css, load, imports }, files) {
  const hash = (path, extension) => {
    const match = new RegExp(`^${name}-(\\w+)\\${extension}$`).exec(path);
    if (!match) throw new Error(`loader: ${path} is not named ${name}-[hash]${extension}`);
    return match[1];
  };
  const own = css.filter((path) => path.startsWith(`${name}-`));
  const shared = css.filter((path) => !own.includes(path));
  if (own.length > 1) throw new Error(`loader: ${name} has more than one stylesheet of its own`);
  // The loader's mount/strategies/table.ts holds each strategy at its index in the same list.
  const strategy = LOADS.indexOf(load);
  if (strategy < 0) throw new Error(`loader: ${name} has an unknown load default "${load}"`);
  const indexes = (stems) => stems.map((item) => files.indexOf(item).toString(36)).join('.');
  return `${strategy} ${hash(file, '.js')} ${own[0] ? hash(own[0], '.css') : ''} ${indexes(imports.map((path) => stem(path, '.js')))} ${indexes(shared.map((path) => stem(path, '.css')))}`;
}

/** dist/loader.js at a stable name, with the manifest's asset lists baked in (no second request). */
export async function buildLoader(manifest, outdir, { production = true, speculate } = {}) {
  // Each widget's whole static closure, so the loader can modulepreload it the moment it decides to load the
  // widget: one wave of requests instead of entry, then its chunks, then theirs.
  const entries = manifestWidgets(manifest);
  // The group stylesheets last and in the groups' order: the loader places them in the page by their index.
  const groupOrder = (path) => CHUNK_GROUPS.findIndex((group) => path.startsWith(`group-${group.name}-`));
  const files = [
    ...new Set(entries.flatMap(([, entry]) => entry.imports.map((path) => stem(path, '.js')))),
    ...[...new Set(entries.flatMap(([name, entry]) => entry.css.filter((path) => !path.startsWith(`${name}-`))))]
      .sort((a, b) => groupOrder(a) - groupOrder(b))
      .map((path) => stem(path, '.css')),
  ];
  const widgets = Object.fromEntries(entries.map(([name, entry]) => [name, encodeAssets(name, entry, files)]));
  await build({
    absWorkingDir: root,
    entryPoints: ['mount/loader.ts'],
    outfile: join(outdir, 'loader.js'),
    bundle: true,
    format: 'esm',
    target: BROWSER_TARGETS,
    minify: production,
    sourcemap: true,
    legalComments: 'none',
    define: {
      __WIDGETS__: JSON.stringify(widgets),
      __FILES__: JSON.stringify(files.join(' ')),
      __REPORT__: JSON.stringify(manifest[REPORT_ENTRY].file),
      __TOKENS__: JSON.stringify(manifest[TOKENS_ENTRY].file),
      __SPECULATE__: JSON.stringify(speculate),
    },
    logLevel: 'warning',
  });
}
