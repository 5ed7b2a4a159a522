import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../fixtures/server/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
// STOREFRONT_E2E_DIST lets two suites run side by side without building into the same folder.
export const E2E_DIST = process.env.STOREFRONT_E2E_DIST ?? join(root, 'node_modules', '.cache', 'storefront-e2e');

// The suite runs against a real build (with the fixture widgets) served by the fixture server, as a page would.
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['esbuild.config.mjs', '--fixtures', '--outdir', E2E_DIST], { cwd: root, stdio: 'inherit' });
  const server = await startServer({ port: 0, distDir: E2E_DIST });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
