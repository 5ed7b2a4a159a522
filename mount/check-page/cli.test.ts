// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TABLES } from '../../fixtures/testing/check-page-tables';
import { checkPageWith } from './check-page';
import { checkPageCli } from './cli';

const HEAD =
  '<meta name="csrf-token" content="t"><script type="module" src="/assets/loader.js" nonce="n0nce"></script>';
const PAGES = {
  clean: `<html><head>${HEAD}</head><body><div data-widget="greeting" data-name="Ada"></div></body></html>`,
  warned: `<html><head>${HEAD.replace('content="t"', 'content=""')}</head><body>\n<div data-widget="greeting" data-name="Ada"></div></body></html>`,
  broken: `<html><head>${HEAD}</head><body>\n<div data-widget="greeting"></div></body></html>`,
};
const dir = mkdtempSync(join(tmpdir(), 'check-page-cli-'));
const files = Object.fromEntries(
  Object.entries(PAGES).map(([name, html]) => {
    writeFileSync(join(dir, `${name}.html`), html);
    return [name, join(dir, `${name}.html`)];
  }),
) as Record<keyof typeof PAGES, string>;

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  };
  const code = await checkPageCli(argv, (html, options) => checkPageWith(TEST_TABLES, html, options), io);
  return { code, stdout, stderr };
}

describe('check-page, the command', () => {
  it('exits 0 on a clean page', async () => {
    expect(await run(files.clean)).toMatchObject({ code: 0, stdout: '0 errors, 0 warnings in 1 page\n' });
  });

  it('exits 0 with warnings only', async () => {
    const { code, stdout } = await run(files.warned);
    expect(code).toBe(0);
    expect(stdout).toContain(`${files.warned}:1:`);
    expect(stdout).toContain('warning  the <meta name="csrf-token"> is empty');
  });

  it('exits 1 on an error in any page, and reports every page', async () => {
    const { code, stdout } = await run('--json', files.clean, files.broken);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { errors: number; files: Array<{ file: string; findings: unknown[] }> };
    expect(report.errors).toBe(1);
    expect(report.files.map((file) => file.file)).toEqual([files.clean, files.broken]);
    expect(report.files[1]!.findings).toEqual([expect.objectContaining({ rule: 'props', line: 2, column: 1 })]);
  });

  it('applies a --csp policy', async () => {
    expect((await run('--csp', "script-src 'nonce-n0nce'", files.clean)).code).toBe(0);
    expect((await run('--csp', "script-src 'nonce-other'", files.clean)).stdout).toContain('(csp-nonce)');
  });

  it('reads a --csp value as a header: policies joined by commas each apply', async () => {
    const both = await run('--csp', "script-src 'nonce-n0nce', script-src 'nonce-other'", files.clean);
    expect(both.code).toBe(1);
    expect(both.stdout).toContain("loader.js carries a nonce that is not the policy's ('nonce-other')");
  });

  it.each([
    ['no page', []],
    ['an unknown flag', ['--fix', 'x.html']],
    ['an unreadable file', [join(dir, 'missing.html')]],
  ])('exits 2 on %s, reporting nothing', async (_, argv) => {
    const { code, stdout, stderr } = await run(...argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).not.toBe('');
  });

  it.each([[[]], [['--json']]])(
    'exits 2 with one line naming the file when the check itself fails %j',
    async (flags) => {
      const io = { stdout: '', stderr: '' };
      const code = await checkPageCli(
        [...flags, files.clean],
        () => {
          throw new TypeError('boom\n    at somewhere (x.ts:1:1)');
        },
        {
          stdout: { write: (text: string) => (io.stdout += text) },
          stderr: { write: (text: string) => (io.stderr += text) },
        },
      );
      expect({ code, ...io }).toEqual({
        code: 2,
        stdout: '',
        stderr: `check-page: ${files.clean}: the check failed: boom\n`,
      });
    },
  );

  describe('given a URL', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        const page = request.url === '/broken' ? PAGES.broken : PAGES.clean;
        if (request.url === '/hangs') return; // never answers
        if (request.url === '/gone') response.writeHead(404).end('not here');
        else if (request.url === '/data') response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        else
          response
            .writeHead(200, {
              'Content-Type': 'text/html',
              'Content-Security-Policy': `script-src 'nonce-${request.url === '/stale' ? 'fresh' : 'n0nce'}'`,
            })
            .end(page);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('fetches the page and reads its policy from the response', async () => {
      expect(await run(`${base}/`)).toMatchObject({ code: 0 });
      const stale = await run(`${base}/stale`);
      expect(stale.code).toBe(1);
      expect(stale.stdout).toContain(`${base}/stale:1:`);
      expect(stale.stdout).toContain("loader.js carries a nonce that is not the policy's");
      expect((await run(`${base}/broken`)).code).toBe(1);
    });

    it('exits 2 on an answer that is not HTML', async () => {
      expect(await run(`${base}/data`)).toEqual({
        code: 2,
        stdout: '',
        stderr: `check-page: cannot read ${base}/data: not an HTML page (Content-Type application/json)\n`,
      });
    });

    it('exits 2 when the page does not come within --timeout', async () => {
      expect(await run('--timeout', '0.2', `${base}/hangs`)).toEqual({
        code: 2,
        stdout: '',
        stderr: `check-page: cannot read ${base}/hangs: no answer within 0.2 s\n`,
      });
    });

    it.each(['0', 'Infinity', 'soon'])('exits 2 on --timeout %s', async (seconds) => {
      expect(await run('--timeout', seconds, `${base}/`)).toMatchObject({
        code: 2,
        stdout: '',
        stderr: expect.stringMatching(/^--timeout: a number of seconds above 0/),
      });
    });

    it('exits 2 when the page does not come', async () => {
      expect(await run(`${base}/gone`)).toMatchObject({
        code: 2,
        stderr: `check-page: cannot read ${base}/gone: HTTP 404\n`,
      });
    });
  });
});
