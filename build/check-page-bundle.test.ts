// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type * as Source from '../widgets/check-page';
import type * as Declared from './check-page-module.mjs';
import { startServer, type RunningServer } from '../fixtures/server/serve';
import { fakeDistDir, testClient } from '../fixtures/server/test-client';
import { buildCheckPage } from './check-page-bundle.mjs';
import { root } from './entries.mjs';

// What ships: dist/check-page.mjs alone, in a folder with no node_modules anywhere above it, run by Node as a
// server's CI would run it.

const run = promisify(execFile);
const BROKEN = join(root, 'fixtures/broken-pages/once-per-page.html');

let alone: string;
let types: string;
let clean: string;
let server: RunningServer;

async function checkPage(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [alone, ...args], { cwd: dirname(alone) });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

beforeAll(async () => {
  const built = await buildCheckPage(mkdtempSync(join(tmpdir(), 'check-page-build-')));
  const folder = mkdtempSync(join(tmpdir(), 'check-page-alone-'));
  for (let dir = folder; dir !== dirname(dir); dir = dirname(dir))
    expect(existsSync(join(dir, 'node_modules'))).toBe(false);
  alone = join(folder, 'check-page.mjs');
  copyFileSync(built, alone);
  types = join(dirname(built), 'check-page.d.mts');
  const client = await testClient();
  mkdirSync(join(folder, 'rendered'));
  clean = join(folder, 'rendered', 'cart.html');
  writeFileSync(clean, await (await client.get('/users/cart')).text());
  server = await startServer({ port: 0, distDir: fakeDistDir() });
}, 60_000);
afterAll(() => server?.close());

describe('dist/check-page.mjs, alone', () => {
  it('exits 0 on a clean page', async () => {
    expect(await checkPage(clean)).toEqual({ code: 0, stdout: '0 errors, 0 warnings in 1 page\n' });
  });

  it('exits 1 on a broken page, naming file:line:col', async () => {
    const { code, stdout } = await checkPage(BROKEN);
    expect(code).toBe(1);
    expect(stdout).toContain(`${BROKEN}:20:6  warning  auth: a second slot (the first is on line 13)`);
    expect(stdout).toContain(`${BROKEN}:22:6  error    basket-drawer: a second slot (the first is on line 14)`);
    expect(stdout).toMatch(/1 error, 1 warning in 1 page\n$/);
  });

  it('prints the documented JSON', async () => {
    const { code, stdout } = await checkPage('--json', clean, BROKEN);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ version: 1, errors: 1, warnings: 1 });
    expect(report.files.map((file: { file: string }) => file.file)).toEqual([clean, BROKEN]);
    expect(report.files[1].findings[0]).toEqual({
      rule: 'once-per-page',
      severity: 'warning',
      line: 20,
      column: 6,
      widget: 'auth',
      message: expect.stringMatching(/^a second slot/),
    });
  });

  it("checks a URL under its response's policy", async () => {
    expect(await checkPage(`${server.url}users/cart`)).toMatchObject({ code: 0 });
    // The nonce on the page is this response's; another policy's refuses it.
    const other = await checkPage('--csp', "script-src 'nonce-c29tZXRoaW5nIGVsc2U='", `${server.url}users/cart`);
    expect(other.code).toBe(1);
    expect(other.stdout).toMatch(/loader\.js carries a nonce that is not the policy's/);
  });

  it('exits 2 on a file it cannot read', async () => {
    expect((await checkPage(join(dirname(alone), 'missing.html'))).code).toBe(2);
  });

  it("ships its types beside it, and they are the source's", async () => {
    expect(readFileSync(types, 'utf8')).toBe(readFileSync(join(root, 'build/check-page-module.d.mts'), 'utf8'));
    const module = (await import(pathToFileURL(alone).href)) as Record<string, unknown>;
    const declared = [...readFileSync(types, 'utf8').matchAll(/^export function (\w+)/gm)].map(([, name]) => name);
    for (const name of declared) expect(typeof module[name!], name).toBe('function');
    // tsc (npm run typecheck) holds the hand-written types to the source's.
    expectTypeOf<typeof Declared.checkPage>().toEqualTypeOf<typeof Source.checkPage>();
    expectTypeOf<typeof Declared.main>().toEqualTypeOf<typeof Source.main>();
    expectTypeOf<Declared.Finding>().toEqualTypeOf<Source.Finding>();
  });

  it('exports checkPage for a Node server to import', async () => {
    const module = (await import(pathToFileURL(alone).href)) as typeof import('../widgets/check-page');
    const { findings } = module.checkPage(readFileSync(BROKEN, 'utf8'), { file: 'x.html' });
    expect(findings.map((finding) => finding.rule)).toEqual(['once-per-page', 'once-per-page']);
  });
});
