// Lint enforces the import directions of the style guide: shared <- stores <- widgets, mount used by
// entries; shared imports neither stores nor widgets; no widget imports another; what ships imports no test
// code (fixtures/, build/). And in tests and their kits,
// no waiting for time to pass: a fake clock or a condition instead (issue 25).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const widgets = readdirSync(`${root}widgets`, { withFileTypes: true })
  .filter((item) => item.isDirectory())
  .map((item) => item.name);

const zones = [
  {
    target: './shared',
    from: ['./stores', './widgets', './mount'],
    message: 'shared/ imports neither stores/, widgets/ nor mount/.',
  },
  { target: './stores', from: ['./widgets', './mount'], message: 'stores/ imports only shared/.' },
  { target: './mount', from: ['./widgets', './stores'], message: 'mount/ knows no widget and no store.' },
  ...widgets.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`],
    message: 'A widget never imports another widget; share state through a store.',
  })),
];
// What ships never imports test code or the build (tests aside: they stand on fixtures/testing and build/e2e).
const shipped = ['./mount', './shared', './stores', './widgets'];
const shippedZones = shipped.map((target) => ({
  target,
  from: ['./fixtures', './build'],
  message: 'What ships imports neither fixtures/ nor build/: test code lives there.',
}));
const barrels = { group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module you mean.' };
// fixtures/testing/ is the unit tests' kit: npm run test:changed runs no browser suite for a change there.
const unitKit = {
  group: ['**/testing/*'],
  message: 'fixtures/testing/ is for unit tests: browser suites, their kits and the fixture site do not import it.',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-gallery/**', 'coverage/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      'no-restricted-imports': ['error', { patterns: [barrels] }],
    },
  },
  {
    files: shipped.map((folder) => `${folder.slice(2)}/**/*.{ts,tsx,mjs}`),
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...shippedZones] }] },
  },
  {
    files: ['**/*.e2e.ts', 'build/**/*.{ts,mjs}', 'fixtures/{server,pages,public,widgets,data}/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [barrels, unitKit] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'build/e2e/**/*.ts', 'fixtures/testing/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No sleeping in tests: wait for a condition (expect.poll, waitFor*), or run time on page.clock.',
        },
        {
          // A zero delay (the next task) is no sleep; any other delay is, unless a fake clock runs it (say so).
          selector:
            "CallExpression[callee.name=/^set(Timeout|Interval)$/][arguments.length>1]:not([arguments.1.type='Literal'][arguments.1.value=0])",
          message: 'No sleeping in tests: wait for a condition, or use a fake clock (vi.useFakeTimers, page.clock).',
        },
      ],
    },
  },
);
