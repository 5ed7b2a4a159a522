import { build } from 'esbuild';
import { join } from 'node:path';
import { REPORT_ENTRY, root, TOKENS_ENTRY } from './entries.mjs';

/** dist/loader.js at a stable name, with the manifest's asset lists baked in (no second request). */
export async function buildLoader(manifest, outdir, { production = true } = {}) {
  // No modulepreload lists: an entry's own import statements fetch its chunks in parallel, and a list per
  // widget would cost the loader more bytes than the round trip it saves. Pages that include entries
  // themselves can preload from the manifest.
  const entries = Object.entries(manifest).filter(([name]) => name !== REPORT_ENTRY && name !== TOKENS_ENTRY);
  const widgets = Object.fromEntries(entries.map(([name, entry]) => [name, [entry.file, entry.css, entry.load]]));
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
