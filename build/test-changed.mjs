// `npm run test:changed [-- REV] [--list]`: the inner loop. The unit and browser tests that the changes since REV
// (default: the working tree against HEAD, untracked files included) can affect; `npm test` stays the full run.
//   unit:    vitest's own selection (`--changed`): changed tests, and tests importing a changed module.
//   browser: the suites drive a built bundle, so imports do not lead from a widget's source to them. The
//            build's module graph (its metafile) does: a changed module reaches the widgets whose entries
//            import it, and their folders' *.e2e.ts run (a checkout section's: build/e2e/checkout/), with the suites beside the module; mount/ runs mount/*.e2e.ts; a changed suite runs
//            itself; a widget.json runs its widget's, a chunk-group.json every widget's; a changed e2e kit (build/e2e/) or fixture (fixtures/, but for the unit tests' kit in
//            fixtures/testing/) runs every widget's and mount's suites; the page checker (mount/check-page/, its broken pages) runs
//            none, and a changed broken page, widget.json or mount/loader.ts runs the checker's unit tests that read them
//            as data (build/checker-tests.mjs). The hardening suites (build/e2e/*.e2e.ts and fault-matrix/: fault matrix, hostile strings, CSP, soak) run
//            only when their own files change; `npm test` runs them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROKEN_PAGES, checkerTests } from './checker-tests.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const list = process.argv.includes('--list');
const base = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
];
const started = Date.now();

const suitesIn = (folder) =>
  readdirSync(join(root, folder), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => `${folder}/${file}`);
/** The checkout's six sections are one page: their suites drive it whole, from build/e2e/checkout/. */
const CHECKOUT_SUITES = 'build/e2e/checkout';
const widgetSuites = (name) => [
  ...(existsSync(join(root, 'widgets', name)) ? suitesIn(`widgets/${name}`) : []),
  ...(name.startsWith('checkout-') ? suitesIn(CHECKOUT_SUITES) : []),
];
const everyWidget = () => [
  ...readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => suitesIn(`widgets/${entry.name}`)),
  ...suitesIn(CHECKOUT_SUITES),
];

/** The page checker (mount/check-page/README.md): Node code and its test pages, no page loads them. */
const CHECKER = ['mount/check-page/', 'widgets/check-page.', 'build/check-page', BROKEN_PAGES];

/** What imports what, from the last build's metafile (the e2e build's, else dist/'s; built when neither is there). */
function importers() {
  const candidates = [
    join(root, 'node_modules', '.cache', 'storefront-e2e', 'meta.json'),
    join(root, 'dist', 'meta.json'),
  ];
  if (!candidates.some(existsSync))
    execFileSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, stdio: 'inherit' });
  const { inputs } = JSON.parse(readFileSync(candidates.find(existsSync), 'utf8'));
  const by = new Map();
  for (const [file, input] of Object.entries(inputs))
    for (const item of input.imports) by.set(item.path, [...(by.get(item.path) ?? []), file]);
  return by;
}

/** The widgets whose code reaches `file` (its own folder's, or any widget module importing it, transitively). */
function widgetsReaching(file, graph) {
  const names = new Set();
  const seen = new Set([file]);
  for (const current of seen) {
    const name = /^widgets\/([^/]+)\//.exec(current)?.[1];
    if (name) names.add(name);
    for (const importer of graph.get(current) ?? []) seen.add(importer);
  }
  return names;
}

function browserSuites() {
  const suites = new Set();
  const sources = changed.filter(
    (file) =>
      /(\.(tsx?|mjs|css)|\/(widget|chunk-group)\.json)$/.test(file) &&
      !file.endsWith('.test.ts') &&
      !file.endsWith('.test.tsx'),
  );
  let graph;
  for (const file of sources) {
    if (file.endsWith('.e2e.ts')) suites.add(file);
    // A folder's chunk group moves its modules between chunks on every page; a widget's declaration is its own.
    else if (file.endsWith('/chunk-group.json'))
      [...everyWidget(), ...suitesIn('mount')].forEach((suite) => suites.add(suite));
    else if (file.endsWith('/widget.json')) widgetSuites(file.split('/')[1]).forEach((suite) => suites.add(suite));
    // fixtures/testing/ is the unit tests' kit (no suite or e2e kit imports it): vitest's --changed has them.
    else if (file.startsWith('fixtures/testing/')) continue;
    // The page checker and its broken pages are in no page's bundle: no browser suite drives them.
    else if (CHECKER.some((prefix) => file.startsWith(prefix))) continue;
    else if (file.startsWith('build/e2e/') || file.startsWith('fixtures/'))
      [...everyWidget(), ...suitesIn('mount')].forEach((suite) => suites.add(suite));
    else if (/^(widgets|shared|stores|mount)\//.test(file)) {
      if (file.startsWith('mount/')) suitesIn('mount').forEach((suite) => suites.add(suite));
      // The suites beside it (shared/ui's primitives and modal suites).
      readdirSync(join(root, dirname(file)))
        .filter((name) => name.endsWith('.e2e.ts'))
        .forEach((name) => suites.add(`${dirname(file)}/${name}`));
      for (const name of widgetsReaching(file, (graph ??= importers())))
        widgetSuites(name).forEach((suite) => suites.add(suite));
    }
  }
  return [...suites].filter((suite) => existsSync(join(root, suite))).sort();
}

if (!changed.length) {
  console.log(`test:changed: nothing changed against ${base}.`);
  process.exit(0);
}
if (list) {
  console.log(
    `changed against ${base}:\n  ${changed.join('\n  ')}\nbrowser suites:\n  ${browserSuites().join('\n  ') || '(none)'}`,
  );
  process.exit(0);
}
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (args) =>
  spawnSync(bin('vitest'), ['run', '--config', 'build/vitest.config.ts', ...args], { cwd: root, stdio: 'inherit' })
    .status;
console.log(`test:changed: ${changed.length} file(s) changed against ${base}.`);
let unit = run(['--project', 'unit', '--project', 'node', '--changed', base, '--passWithNoTests']);
const checker = checkerTests(changed);
if (checker.length) unit = run(['--project', 'unit', ...checker]) || unit;
const suites = browserSuites();
console.log(
  suites.length
    ? `\nbrowser suites the change can affect:\n  ${suites.join('\n  ')}`
    : '\nno browser suite the change can affect.',
);
let browser = 0;
if (suites.length) {
  const chromium = spawnSync(process.execPath, ['build/ensure-chromium.mjs'], { cwd: root, stdio: 'inherit' }).status;
  browser = chromium === 0 ? run(['--project', 'browser', ...suites]) : 1;
}
console.log(
  `test:changed: unit ${unit === 0 ? 'passed' : 'FAILED'}, browser ${suites.length ? (browser === 0 ? 'passed' : 'FAILED') : 'none'}, in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(unit || browser ? 1 : 0);
