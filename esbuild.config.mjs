// The build: one esbuild run over every widgets/*/entry.ts (splitting, so every store exists once per
// page), then dist/manifest.json, dist/loader.js, the size check, the server render's Node bundle
// (dist/server/render.mjs, build/server-bundle.mjs), the JSON Schemas (dist/schemas/, build/schemas.mjs) and the
// page checker (dist/check-page.mjs, build/check-page-bundle.mjs).
// Web Workers are their own files (build/worker-plugin.mjs).
//   node esbuild.config.mjs                production build into dist/, failing when over budget
//   node esbuild.config.mjs --watch        rebuild on change (npm run dev)
//   node esbuild.config.mjs --fixtures     also the fixture widgets (demo and broken ones) for tests
//   node esbuild.config.mjs --outdir DIR   somewhere else than dist/
import { context } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleOptions } from './build/esbuild-options.mjs';
import { root, widgetEntries } from './build/entries.mjs';
import { buildLoader } from './build/loader.mjs';
import { buildSpeculate } from './build/speculate.mjs';
import { buildVitals } from './build/vitals.mjs';
import { buildInspect } from './build/inspect.mjs';
import { checkGroups, chunkGroupsPlugin } from './build/chunk-groups.mjs';
import { buildManifest } from './build/manifest.mjs';
import { buildCheckPage } from './build/check-page-bundle.mjs';
import { buildSchemas } from './build/schemas.mjs';
import { serverBundleOptions } from './build/server-bundle.mjs';
import { checkSizes } from './build/size.mjs';
import { workerPlugin } from './build/worker-plugin.mjs';

export async function buildAll({ outdir = join(root, 'dist'), fixtures = false, watch = false } = {}) {
  const widgets = widgetEntries({ fixtures });
  const production = !watch;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  let ok = true;
  const server = await context(serverBundleOptions({ outdir, production }));
  const options = bundleOptions({ widgets, outdir, production });
  const groups = chunkGroupsPlugin(options);
  const finish = {
    name: 'manifest-loader-size',
    setup(build) {
      build.onStart(() => rmSync(outdir, { recursive: true, force: true }));
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        try {
          checkGroups(result.metafile, groups.plan(), outdir);
        } catch (error) {
          console.error(error.message);
          ok = false;
          return;
        }
        // Read again: in npm run dev a widget.json's load default may have changed (a new widget needs a restart).
        const manifest = buildManifest(result.metafile, outdir, widgetEntries({ fixtures }));
        writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
        writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
        await buildLoader(manifest, outdir, {
          production,
          speculate: await buildSpeculate(manifest, outdir, {
            production,
            vitals: await buildVitals(manifest, outdir, { production }),
            inspect: await buildInspect(manifest, outdir, { production }),
          }),
        });
        ok = fixtures ? true : checkSizes(outdir);
        // After the browser build, which empties outdir as it starts.
        const rendered = await server.rebuild().catch(() => ({ errors: [1] }));
        if (rendered.errors.length) ok = false;
        // The JSON Schemas of the page's config and of every widget's props, for servers to check what they write.
        if (!watch)
          await buildSchemas(outdir).catch((error) => {
            console.error(`schemas: ${error.message}`);
            ok = false;
          });
        // The page checker, for servers' CI: one Node module with the widgets' schemas in it.
        if (!watch)
          await buildCheckPage(outdir).catch((error) => {
            console.error(`check-page: ${error.message}`);
            ok = false;
          });
        if (watch) console.log(`[dev] rebuilt ${Object.keys(manifest).length} entries into ${outdir}`);
      });
    },
  };
  const workers = workerPlugin({ root, outdir, production, target: options.target });
  const ctx = await context({ ...options, plugins: [groups.plugin, workers, finish] });
  if (watch) {
    await ctx.watch();
    // Its own files (mount/server/, widgets/server-render.ts) are not in the browser build's graph.
    await server.watch();
    return true;
  }
  const result = await ctx.rebuild().catch(() => ({ errors: [1] }));
  await ctx.dispose();
  await server.dispose();
  return result.errors.length === 0 && ok;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: {
      watch: { type: 'boolean', default: false },
      fixtures: { type: 'boolean', default: false },
      outdir: { type: 'string', default: 'dist' },
    },
  });
  const ok = await buildAll({ outdir: resolve(root, args.outdir), fixtures: args.fixtures, watch: args.watch });
  if (!ok) process.exit(1);
}
