import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { pageWidgetsModule, serverWidgetsModule } from './entries.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Vitest's default is one worker fewer than the cores: a single worker on this 2-core machine. The unit tests
// use both cores (361 s -> 187 s with threads, 89 s in VM contexts, issue 25). The browser suite runs two files at
// once, each worker with its own fixture server (build/e2e/global-setup.ts), each file with its own Chromium: 984 s
// against about 1200 s one file at a time when measured, the two cores 95% busy, each file about 1.6 times as slow
// as alone (about 430 s now on a faster machine). STOREFRONT_E2E_WORKERS=1 runs one file at a time (a quieter
// log, or a machine with one core); in one vitest run with the other projects it clashes with their maxWorkers,
// so run the browser project alone then, as `npm test` does.
const UNIT_WORKERS = 2;
const NODE_FILES = ['build/**/*.test.ts', 'fixtures/server/**/*.test.ts'];
const BROWSER_WORKERS = Number(process.env.STOREFRONT_E2E_WORKERS ?? 2);

/** `virtual:server-widgets` (widgets/server-render.ts), made from the widget folders as the build makes it. */
const serverWidgets: Plugin = {
  name: 'server-widgets',
  resolveId: (id) => (id === 'virtual:server-widgets' ? '\0virtual:server-widgets' : undefined),
  load: (id) => (id === '\0virtual:server-widgets' ? serverWidgetsModule() : undefined),
};

/** `virtual:page-widgets` (widgets/check-page.ts), as build/check-page-bundle.mjs makes it. */
const pageWidgets: Plugin = {
  name: 'page-widgets',
  resolveId: (id) => (id === 'virtual:page-widgets' ? '\0virtual:page-widgets' : undefined),
  load: (id) => (id === '\0virtual:page-widgets' ? pageWidgetsModule() : undefined),
};

export default defineConfig({
  root,
  plugins: [serverWidgets, pageWidgets],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          maxWorkers: UNIT_WORKERS,
          // Each file in a VM context of a long-lived thread: 89 s with the 'node' project's files against 187 s
          // in fresh threads (issue 25). Node's own objects (fetch's Response and its errors, node:worker_threads) come from
          // another realm there: a test checks an error by its name, not by instanceof, and build/unit-setup.ts
          // lends the page Node's message channels.
          pool: 'vmThreads',
          include: ['{widgets,shared,stores,mount,build,fixtures}/**/*.test.{ts,tsx}'],
          exclude: [...NODE_FILES, '**/node_modules/**'],
          setupFiles: ['build/unit-setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // The build's tooling (ESLint among it, whose CommonJS dependencies a VM context cannot load) and the
          // fixture server: Node code, run in plain threads as Node runs it.
          name: 'node',
          environment: 'node',
          maxWorkers: UNIT_WORKERS,
          pool: 'threads',
          include: NODE_FILES,
          setupFiles: ['build/unit-setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // A worker's files share one process and its imported modules (Playwright's among them): 0.5 s less per
          // file than a fresh process each (12 small files: 61.7 s -> 55.8 s, issue 25). Each file launches its
          // own browser and closes it; build/e2e/browser.ts keeps its pages per browser.
          isolate: false,
          environment: 'node',
          maxWorkers: BROWSER_WORKERS,
          include: ['{widgets,shared,stores,mount,build,fixtures}/**/*.e2e.ts'],
          globalSetup: ['build/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A page under test answers in its own time: on a loaded 2-core machine a widget can take more than
          // expect.poll's default second to show what it already decided (a clean-clone run failed so).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
