import { build } from 'esbuild';
import { join } from 'node:path';
import { REPORT_ENTRY, root, TOKENS_ENTRY } from './entries.mjs';

/** dist/loader.js at a stable name, with the manifest's asset lists baked in (no second request). */
export async function buildLoader(manifest, outdir, { production = true } = {}) {
  const widgets = Object.fromEntries(
    Object.entries(manifest)
      .filter(([name]) => name !== REPORT_ENTRY && name !== TOKENS_ENTRY)
      .map(([name, entry]) => [name, [entry.file, entry.imports, entry.css, entry.load]]),
  );
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
