import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// Two projects: `unit` (happy-dom, Testing Library) and `browser` (real headless Chromium through
// playwright-core, against the fixture server on a built bundle).
export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['{widgets,shared,stores,mount,build,fixtures}/**/*.test.{ts,tsx}'],
          setupFiles: ['build/unit-setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['{widgets,shared,stores,mount,build,fixtures}/**/*.e2e.ts'],
          globalSetup: ['build/e2e/global-setup.ts'],
          fileParallelism: false,
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
