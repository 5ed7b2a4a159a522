import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { pageWidgetsModule, root, widgetEntries } from './entries.mjs';
import { nodeBundleOptions } from './server-bundle.mjs';

export const CHECK_PAGE_ENTRY = 'widgets/check-page.ts';
export const CHECK_PAGE_BUNDLE = 'check-page.mjs';

// `virtual:page-widgets`: every widget's definition and widget.json `once` (widgets/check-page.ts).
const pageWidgets = {
  name: 'page-widgets',
  setup(build) {
    build.onResolve({ filter: /^virtual:page-widgets$/ }, () => ({ path: 'page-widgets', namespace: 'page-widgets' }));
    build.onLoad({ filter: /.*/, namespace: 'page-widgets' }, () => ({
      contents: pageWidgetsModule(),
      watchFiles: widgetEntries().map((widget) => join(root, 'widgets', widget.name, 'widget.json')),
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

/**
 * The page checker as one Node module (dist/check-page.mjs): parse5, valibot and every widget's definition (its
 * props schema and config keys; its component comes along, unused) bundled in, so it runs with Node alone, in any
 * server's CI. Not loaded by any page.
 */
export function checkPageBundleOptions({ outdir }) {
  return {
    ...nodeBundleOptions(),
    entryPoints: [CHECK_PAGE_ENTRY],
    outfile: join(outdir, CHECK_PAGE_BUNDLE),
    plugins: [pageWidgets],
    logLevel: 'warning',
  };
}

/** Its types, for a Node server's TypeScript: hand-written (a bundle has none), held to the source by its test. */
const CHECK_PAGE_TYPES = join(root, 'build', 'check-page-module.d.mts');

/** Builds it into `outdir`, its types (`check-page.d.mts`) beside it; resolves to the module's path. */
export async function buildCheckPage(outdir) {
  await build(checkPageBundleOptions({ outdir }));
  copyFileSync(CHECK_PAGE_TYPES, join(outdir, CHECK_PAGE_BUNDLE.replace(/\.mjs$/, '.d.mts')));
  return join(outdir, CHECK_PAGE_BUNDLE);
}
