import { REPORT_ENTRY, root, TOKENS_ENTRY } from './entries.mjs';

/** The browsers every browser build targets: the widgets' run, the loader, speculate.js and the vitals entry. */
export const BROWSER_TARGETS = ['chrome109', 'firefox115', 'safari15.4', 'edge109'];

/** The one esbuild run over every entry: code splitting keeps each shared module (and store) once per page. */
export function bundleOptions({ widgets, outdir, production = true }) {
  return {
    absWorkingDir: root,
    entryPoints: [
      ...widgets.map((widget) => ({ in: widget.in, out: widget.name })),
      { in: 'mount/report-error.ts', out: REPORT_ENTRY },
      { in: 'shared/design/tokens.css', out: TOKENS_ENTRY },
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGETS,
    minify: production,
    sourcemap: true,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    loader: { '.svg': 'file', '.png': 'file', '.webp': 'file' },
    logLevel: 'warning',
  };
}
