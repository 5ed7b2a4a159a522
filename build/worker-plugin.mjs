import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Web Workers in the one esbuild run. esbuild does not follow `new Worker(new URL(...))`, so each worker is
// built here as its own classic-script file (IIFE, its dependencies inside: a worker shares no chunks with the
// page) when the module naming its file is loaded. That module's text becomes the worker's hashed name, and
// the file is written into outdir when the build ends (after the manifest step has emptied and refilled it).

/** name-file module (what the page imports) -> worker source. */
export const WORKERS = [
  {
    nameModule: 'stores/auth/proof-of-work-worker-file.ts',
    exportName: 'PROOF_OF_WORK_WORKER_FILE',
    source: 'stores/auth/proof-of-work.worker.ts',
    out: 'proof-of-work-worker',
  },
];

export function workerPlugin({ root, outdir, production, target }) {
  const built = new Map();
  return {
    name: 'workers',
    setup(pluginBuild) {
      for (const worker of WORKERS) {
        const filter = new RegExp(`${worker.nameModule.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        pluginBuild.onLoad({ filter }, async () => {
          const result = await build({
            absWorkingDir: root,
            entryPoints: [worker.source],
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target,
            minify: production,
            legalComments: 'none',
            write: false,
            logLevel: 'warning',
            metafile: true,
          });
          const code = result.outputFiles[0].contents;
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase();
          const file = `${worker.out}-${hash}.js`;
          built.set(worker.out, { file, code });
          return {
            contents: `export const ${worker.exportName} = ${JSON.stringify(`./${file}`)};\n`,
            loader: 'ts',
            watchFiles: Object.keys(result.metafile.inputs).map((input) => join(root, input)),
          };
        });
      }
      pluginBuild.onEnd((result) => {
        if (result.errors.length) return;
        for (const { file, code } of built.values()) writeFileSync(join(outdir, file), code);
      });
    },
  };
}
