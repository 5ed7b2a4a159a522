import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../fixtures/server/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One fixture server per worker: a file uses its worker's (build/e2e/browser.ts, `url`). */
    baseUrls: string[];
  }
}

const root = join(import.meta.dirname, '..', '..');
// STOREFRONT_E2E_DIST lets two suites run side by side without building into the same folder.
export const E2E_DIST = process.env.STOREFRONT_E2E_DIST ?? join(root, 'node_modules', '.cache', 'storefront-e2e');

// The suite runs against a real build (with the fixture widgets) served by the fixture server, as a page would.
// Built once; served by one fixture server per worker, so the files that run side by side never share a
// server's state (a `/__fixtures/reset` in one would reseed another's shopper half way through a flow), while
// the files of one worker, run one after another, share it as the whole suite once did.
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['esbuild.config.mjs', '--fixtures', '--outdir', E2E_DIST], {
    cwd: root,
    stdio: 'inherit',
  });
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer({ port: 0, distDir: E2E_DIST })));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return () => Promise.all(servers.map((server) => server.close()));
}
