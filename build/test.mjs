// `npm test`: every check, in order: lint (import directions), type check, unit tests (happy-dom), the
// browser suite (real headless Chromium, installed first where missing), the production build with its size
// check, and the per-page budgets (build/page-budgets.ts) on that build. Every step runs; the last lines name
// each failed test and count the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'build', '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const vitest = (project) => [
  bin('vitest'), 'run', '--config', 'build/vitest.config.ts', '--project', project,
  '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${project}.json`)}`,
];

const steps = [
  ['lint', [bin('eslint'), '-c', 'build/eslint.config.mjs', '.']],
  ['type check', [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']],
  ['unit tests', vitest('unit')],
  ['chromium', [process.execPath, 'build/ensure-chromium.mjs']],
  ['browser tests', vitest('browser')],
  ['build and size check', [process.execPath, 'esbuild.config.mjs']],
  ['page budgets', [bin('tsx'), 'build/page-budgets.ts']],
];

const failed = [];
for (const [name, [command, ...args]] of steps) {
  if (name === 'browser tests' && failed.includes('chromium')) {
    failed.push(name);
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (result.status !== 0) failed.push(name);
}

console.log('');
if (existsSync(join(reports, 'fault-matrix'))) spawnSync(bin('tsx'), ['build/e2e/fault-matrix-report.ts'], { cwd: root, stdio: 'inherit' });

let passed = 0;
let failedTests = 0;
for (const project of ['unit', 'browser']) {
  const file = join(reports, `${project}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
  console.log(`${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed of ${report.numTotalTests}`);
  // The failures again at the end, so the last lines of a long run (all CI keeps) name them.
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const first = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
      console.log(`  FAILED ${file.name.slice(root.length)} > ${test.fullName}\n    ${first.slice(0, 400)}`);
    }
  }
}
if (failed.length) console.error(`failed steps: ${failed.join(', ')}`);
console.log(`test: ${passed} passed, ${failedTests + (failed.length && !failedTests ? 1 : 0)} failed`);
process.exit(failed.length ? 1 : 0);
