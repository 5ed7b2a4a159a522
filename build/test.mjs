// `npm test`: every check, in order: lint (import directions), the formatting check (Prettier) and the type check
// side by side (11 s, 6 s and 22 s one after the other on this 2-core machine), unit tests (happy-dom in VM contexts,
// the Node-side files in threads), the browser suite (real headless Chromium, installed first where missing), the
// production build with its size check, and the per-page budgets (build/page-budgets.ts) on that build. Every
// step runs; the last lines name each failed test, count the tests and give each step's duration (so the next
// slowdown is seen).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'build', '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
// One report per step: the unit step runs the page-side files (VM contexts) and the Node-side ones (threads).
const vitest = (report, projects) => [
  bin('vitest'),
  'run',
  '--config',
  'build/vitest.config.ts',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${report}.json`)}`,
];

/** Steps that run side by side, each one's output printed whole once it ends. */
const together = [
  ['lint', [bin('eslint'), '-c', 'build/eslint.config.mjs', '.']],
  ['format', [bin('prettier'), '--check', '.', '--log-level', 'warn']],
  ['type check', [bin('tsc'), '--noEmit', '--pretty', '-p', 'tsconfig.json']],
];
const steps = [
  ['unit tests', vitest('unit', ['unit', 'node'])],
  ['chromium', [process.execPath, 'build/ensure-chromium.mjs']],
  ['browser tests', vitest('browser', ['browser'])],
  ['build and size check', [process.execPath, 'esbuild.config.mjs']],
  ['page budgets', [bin('tsx'), 'build/page-budgets.ts']],
];

const failed = [];
const durations = [];
const started = Date.now();
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
await Promise.all(
  together.map(
    ([name, [command, ...args]]) =>
      new Promise((resolve) => {
        const at = Date.now();
        const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          console.log(`\n=== ${name} ===`);
          process.stdout.write(Buffer.concat(output));
          durations.push([name, Date.now() - at]);
          if (code !== 0) failed.push(name);
          resolve();
        });
      }),
  ),
);
for (const [name, [command, ...args]] of steps) {
  if (name === 'browser tests' && failed.includes('chromium')) {
    failed.push(name);
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const at = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  durations.push([name, Date.now() - at]);
  if (result.status !== 0) failed.push(name);
}
// Whole seconds first: 839.6 s is 14m 00s, not 13m 60s.
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

console.log('');
if (existsSync(join(reports, 'fault-matrix')))
  spawnSync(bin('tsx'), ['build/e2e/fault-matrix-report.ts'], { cwd: root, stdio: 'inherit' });

let passed = 0;
let failedTests = 0;
for (const project of ['unit', 'browser']) {
  const file = join(reports, `${project}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
  console.log(
    `${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed of ${report.numTotalTests}`,
  );
  // The failures again at the end, so the last lines of a long run (all CI keeps) name them.
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const first = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
      console.log(`  FAILED ${file.name.slice(root.length)} > ${test.fullName}\n    ${first.slice(0, 400)}`);
    }
  }
}
console.log(
  `steps: ${durations.map(([name, ms]) => `${name} ${minutes(ms)}`).join(', ')}; all ${minutes(Date.now() - started)}`,
);
if (failed.length) console.error(`failed steps: ${failed.join(', ')}`);
console.log(`test: ${passed} passed, ${failedTests + (failed.length && !failedTests ? 1 : 0)} failed`);
process.exit(failed.length ? 1 : 0);
