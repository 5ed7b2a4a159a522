import { build } from 'esbuild';
import { join } from 'node:path';
import { REPORT_ENTRY, root, TOKENS_ENTRY } from './entries.mjs';

const STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'demand'];

const chunkHash = (path) => {
  const match = /^chunk-(\w+)\.js$/.exec(path);
  if (!match) throw new Error(`loader: ${path} is not named chunk-[hash].js`);
  return match[1];
};

/**
 * A widget's assets as the loader reads them, in few bytes: the entry's and its stylesheet's content hashes,
 * the index of its default strategy and the chunks of its static closure as indexes into the chunk table,
 * "HASH CSSHASH 1 0.3.4" ("HASH  1 0" without CSS). Every name is `{widget}-{hash}.js` / `.css` and
 * `chunk-{hash}.js` (entryNames '[name]-[hash]', chunkNames 'chunk-[hash]'), so the loader derives them.
 */
function encodeAssets(name, { file, css, load, imports }, chunks) {
  const hash = (path, extension) => {
    const match = new RegExp(`^${name}-(\\w+)\\${extension}$`).exec(path);
    if (!match) throw new Error(`loader: ${path} is not named ${name}-[hash]${extension}`);
    return match[1];
  };
  if (css.length > 1) throw new Error(`loader: ${name} has more than one stylesheet`);
  const strategy = STRATEGIES.indexOf(load);
  if (strategy < 0) throw new Error(`loader: ${name} has an unknown load default "${load}"`);
  const closure = imports.map((path) => chunks.indexOf(chunkHash(path)).toString(36)).join('.');
  return `${hash(file, '.js')} ${css[0] ? hash(css[0], '.css') : ''} ${strategy} ${closure}`;
}

/** dist/loader.js at a stable name, with the manifest's asset lists baked in (no second request). */
export async function buildLoader(manifest, outdir, { production = true } = {}) {
  // Each widget's whole static closure, so the loader can modulepreload it the moment it decides to load the
  // widget: one wave of requests instead of entry, then its chunks, then theirs.
  const entries = Object.entries(manifest).filter(([name]) => name !== REPORT_ENTRY && name !== TOKENS_ENTRY);
  const chunks = [...new Set(entries.flatMap(([, entry]) => entry.imports.map(chunkHash)))];
  const widgets = Object.fromEntries(entries.map(([name, entry]) => [name, encodeAssets(name, entry, chunks)]));
  await build({
    absWorkingDir: root,
    entryPoints: ['mount/loader.ts'],
    outfile: join(outdir, 'loader.js'),
    bundle: true,
    format: 'esm',
    target: ['chrome109', 'firefox115', 'safari15.4', 'edge109'],
    minify: production,
    sourcemap: true,
    legalComments: 'none',
    define: {
      __WIDGETS__: JSON.stringify(widgets),
      __CHUNKS__: JSON.stringify(chunks.join(' ')),
      __REPORT__: JSON.stringify(manifest[REPORT_ENTRY].file),
      __TOKENS__: JSON.stringify(manifest[TOKENS_ENTRY].file),
    },
    logLevel: 'warning',
  });
}
