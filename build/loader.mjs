import { build } from 'esbuild';
import { join } from 'node:path';
import { REPORT_ENTRY, root, TOKENS_ENTRY } from './entries.mjs';

const STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'demand'];

/**
 * A widget's assets as the loader reads them, in as few bytes as its 2 KB budget allows: the entry's and its
 * stylesheet's content hashes and the index of its default strategy, "HASH CSSHASH 1" ("HASH  1" without CSS).
 * Every name is `{widget}-{hash}.js` / `.css` (entryNames '[name]-[hash]'), so the loader derives them.
 */
function encodeAssets(name, { file, css, load }) {
  const hash = (path, extension) => {
    const match = new RegExp(`^${name}-(\\w+)\\${extension}$`).exec(path);
    if (!match) throw new Error(`loader: ${path} is not named ${name}-[hash]${extension}`);
    return match[1];
  };
  if (css.length > 1) throw new Error(`loader: ${name} has more than one stylesheet`);
  const strategy = STRATEGIES.indexOf(load);
  if (strategy < 0) throw new Error(`loader: ${name} has an unknown load default "${load}"`);
  return `${hash(file, '.js')} ${css[0] ? hash(css[0], '.css') : ''} ${strategy}`;
}

/** dist/loader.js at a stable name, with the manifest's asset lists baked in (no second request). */
export async function buildLoader(manifest, outdir, { production = true } = {}) {
  // No modulepreload lists: an entry's own import statements fetch its chunks in parallel, and a list per
  // widget would cost the loader more bytes than the round trip it saves. Pages that include entries
  // themselves can preload from the manifest.
  const entries = Object.entries(manifest).filter(([name]) => name !== REPORT_ENTRY && name !== TOKENS_ENTRY);
  const widgets = Object.fromEntries(entries.map(([name, entry]) => [name, encodeAssets(name, entry)]));
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
      __REPORT__: JSON.stringify(manifest[REPORT_ENTRY].file),
      __TOKENS__: JSON.stringify(manifest[TOKENS_ENTRY].file),
    },
    logLevel: 'warning',
  });
}
