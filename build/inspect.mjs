import { build } from 'esbuild';
import { basename } from 'node:path';
import { manifestWidgets, root } from './entries.mjs';
import { BROWSER_TARGETS } from './esbuild-options.mjs';

/** The inspector's one file starts so (build/size.mjs counts it against sizeBudgets.inspect). */
export const INSPECT_PREFIX = 'inspect-';

/**
 * The in-page inspector (mount/inspect.ts), its own build as the vitals entry is: speculate.js imports it at idle,
 * only on a page that asks (`?widgets-inspect`), so it shares no chunk with the widgets and is in no page's
 * closure. Each widget's default strategy and files (its entry, stylesheets and static imports) are baked in from
 * the manifest. Content-hashed: speculate.js, served no-cache, names it. Returns its file name.
 */
export async function buildInspect(manifest, outdir, { production = true } = {}) {
  const entries = manifestWidgets(manifest);
  const widgets = Object.fromEntries(
    entries.map(([name, entry]) => [name, [entry.load, [entry.file, ...entry.css, ...entry.imports]]]),
  );
  // A chunk two widgets import (the runtime, the shared groups) is shared: listed as such, out of a row's total.
  const uses = new Map();
  for (const [, entry] of entries) for (const file of entry.imports) uses.set(file, (uses.get(file) ?? 0) + 1);
  const shared = [...uses].filter(([, count]) => count > 1).map(([file]) => file);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { inspect: 'mount/inspect.ts' },
    outdir,
    bundle: true,
    format: 'esm',
    entryNames: '[name]-[hash]',
    target: BROWSER_TARGETS,
    minify: production,
    legalComments: 'none',
    write: true,
    metafile: true,
    define: { __INSPECT_WIDGETS__: JSON.stringify(widgets), __INSPECT_SHARED__: JSON.stringify(shared) },
    logLevel: 'warning',
  });
  const [file] = Object.keys(result.metafile.outputs).filter((output) => output.endsWith('.js'));
  return basename(file);
}
