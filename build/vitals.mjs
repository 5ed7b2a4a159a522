import { build } from 'esbuild';
import { basename, join, relative } from 'node:path';
import { manifestWidgets, root } from './entries.mjs';
import { BROWSER_TARGETS } from './esbuild-options.mjs';

/** The vitals entry's files start so (its part, web-vitals and the beacon, is `vitals-part-[hash].js`). */
export const VITALS_PREFIX = 'vitals-';

/**
 * The field data entry (mount/vitals.ts), its own build: speculate.js imports it at idle, so it shares no chunk
 * with the widgets and carries its own valibot. Split in two: the entry reads the config and draws the sample;
 * only a sampled page view imports its part (web-vitals). Each widget's default strategy is baked in from the
 * manifest (no request for it). Content-hashed names: speculate.js, served no-cache, names the entry. Returns the
 * entry's file name, relative to outdir.
 */
export async function buildVitals(manifest, outdir, { production = true } = {}) {
  const loads = Object.fromEntries(manifestWidgets(manifest).map(([name, entry]) => [name, entry.load]));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { vitals: 'mount/vitals.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    entryNames: '[name]-[hash]',
    chunkNames: 'vitals-part-[hash]',
    target: BROWSER_TARGETS,
    minify: production,
    legalComments: 'none',
    metafile: true,
    define: { __VITALS_LOADS__: JSON.stringify(JSON.stringify(loads)) },
    logLevel: 'warning',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'mount/vitals.ts');
  return basename(relative(outdir, join(root, entry[0])));
}
