import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestWidgets, pkg, root } from './entries.mjs';
import { BROWSER_TARGETS } from './esbuild-options.mjs';

/**
 * Widgets a store asks for by its own decision as the page loads, not on a tap: the loyalty modal comes for an
 * unenrolled member once the login status is known, so by idle it has come or it will not.
 */
const NOT_TAPPED = new Set(['loyalty-modal']);

const gzipped = (outdir, file) => gzipSync(readFileSync(join(outdir, file)), { level: 9 }).length;

/**
 * The table mount/speculation.ts reads: every file a widget's opening or its lazy parts need, with its gzipped
 * size, and per widget two lists of indexes into it and its default strategy. `open` is what loading the widget
 * needs (its closure, entry and stylesheets: the manifest's preload and css), `intent` what its import()s need.
 */
export function speculationTable(manifest, outdir) {
  const widgets = manifestWidgets(manifest).filter(([name]) => !NOT_TAPPED.has(name));
  const files = [...new Set(widgets.flatMap(([, entry]) => [...entry.preload, ...entry.css, ...entry.intent]))];
  const indexes = (list) => list.map((file) => files.indexOf(file).toString(36)).join('.');
  return {
    files: files.map((file) => `${file}:${gzipped(outdir, file)}`).join(' '),
    widgets: Object.fromEntries(
      widgets.map(([name, entry]) => [
        name,
        [indexes([...entry.preload, ...entry.css]), indexes(entry.intent), entry.load],
      ]),
    ),
    budget: pkg.prefetchBudget,
  };
}

/**
 * dist/speculate.js, with the table and the vitals and inspector entries' names (build/vitals.mjs, inspect.mjs) baked in; returns its file
 * name, for the loader. Like loader.js its name is
 * stable (served no-cache, mount/README.md): a content hash would cost every page's loader 7 bytes more.
 */
export async function buildSpeculate(manifest, outdir, { production = true, vitals, inspect } = {}) {
  const table = speculationTable(manifest, outdir);
  if (!Number.isInteger(table.budget))
    throw new Error('package.json "prefetchBudget" must be a number of gzipped bytes');
  const file = 'speculate.js';
  await build({
    absWorkingDir: root,
    entryPoints: ['mount/speculate.ts'],
    outfile: join(outdir, file),
    bundle: true,
    format: 'esm',
    target: BROWSER_TARGETS,
    minify: production,
    legalComments: 'none',
    define: {
      __SPECULATE_FILES__: JSON.stringify(table.files),
      __SPECULATE_WIDGETS__: JSON.stringify(table.widgets),
      __SPECULATE_BUDGET__: String(table.budget),
      __VITALS__: JSON.stringify(vitals),
      __INSPECT__: JSON.stringify(inspect),
    },
    logLevel: 'warning',
  });
  return file;
}
