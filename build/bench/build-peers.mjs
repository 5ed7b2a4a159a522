// The bench's peers (`npm run bench -- --peers`): the same widgets, from the same sources and with the same
// esbuild options as dist/, built the two usual other ways. They never ship: they go to a git-ignored folder.
//   single: one entry that imports every widgets/*/entry.ts (and the design tokens), no splitting, so every
//           import() is inlined; one script, one stylesheet.
//   iife:   each widget entry built alone (format iife) with everything it imports, and its own stylesheet;
//           plus the design tokens stylesheet, once per page.
// Writes peers.json (paths relative to the folder) for build/bench/peer-html.ts.
//   node build/bench/build-peers.mjs [--outdir DIR]
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { root, TOKENS_ENTRY, widgetEntries } from '../entries.mjs';
import { bundleOptions } from '../esbuild-options.mjs';

export const PEERS_DIR = join(root, 'node_modules', '.cache', 'bench-peers');
const TOKENS_CSS = 'shared/design/tokens.css';
const SINGLE_ENTRY = 'bench-single-entry.ts';

/** The production options of dist/, minus what makes them one split build. */
function peerOptions(widgets, outdir) {
  // entryPoints and chunkNames belong to the split build.
  const { entryPoints, chunkNames, ...options } = bundleOptions({ widgets, outdir, production: true });
  return { ...options, splitting: false, sourcemap: false };
}

/** Output files of a build, by entry point: { [entryPoint]: { js, css } }, relative to `base`. */
function outputsByEntry(metafile, base) {
  const found = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const path = relative(base, resolve(root, file));
    const entry = (found[output.entryPoint] ??= { js: undefined, css: [] });
    if (file.endsWith('.css')) entry.css.push(path);
    else {
      entry.js = path;
      if (output.cssBundle) entry.css.push(relative(base, resolve(root, output.cssBundle)));
    }
  }
  return found;
}

async function buildSingle(widgets, outdir) {
  // Generated from the widget list, so a new widget is in the single bundle without anyone editing a file here.
  const contents = [`import './${TOKENS_CSS}';`, ...widgets.map((widget) => `import './${widget.in}';`)].join('\n');
  const result = await build({
    ...peerOptions(widgets, join(outdir, 'single')),
    stdin: { contents, resolveDir: root, sourcefile: SINGLE_ENTRY, loader: 'ts' },
    entryNames: 'single-[hash]',
    format: 'esm',
  });
  const output = outputsByEntry(result.metafile, outdir)[SINGLE_ENTRY];
  if (!output?.js) throw new Error('bench peers: the single bundle has no script');
  const extra = Object.keys(result.metafile.outputs).filter(
    (file) => file.endsWith('.js') && !file.endsWith(output.js),
  );
  if (extra.length) throw new Error(`bench peers: the single bundle was split: ${extra.join(', ')}`);
  return { scripts: [output.js], stylesheets: output.css };
}

async function buildIifes(widgets, outdir) {
  const result = await build({
    ...peerOptions(widgets, join(outdir, 'iife')),
    entryPoints: [
      ...widgets.map((widget) => ({ in: widget.in, out: widget.name })),
      { in: TOKENS_CSS, out: TOKENS_ENTRY },
    ],
    format: 'iife',
  });
  const outputs = outputsByEntry(result.metafile, outdir);
  const tokens = outputs[TOKENS_CSS]?.css[0];
  if (!tokens) throw new Error('bench peers: no tokens stylesheet');
  const perWidget = Object.fromEntries(
    widgets.map((widget) => {
      const output = outputs[widget.in];
      if (!output?.js) throw new Error(`bench peers: no IIFE for ${widget.name}`);
      return [widget.name, { script: output.js, stylesheets: output.css }];
    }),
  );
  return { tokens, widgets: perWidget };
}

export async function buildPeers(outdir = PEERS_DIR) {
  const widgets = widgetEntries({ fixtures: false });
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const [single, iife] = await Promise.all([buildSingle(widgets, outdir), buildIifes(widgets, outdir)]);
  const manifest = { single, iife };
  writeFileSync(join(outdir, 'peers.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({ options: { outdir: { type: 'string', default: PEERS_DIR } } });
  await buildPeers(resolve(args.outdir));
}
