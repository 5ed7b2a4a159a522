import { readFile } from 'node:fs/promises';
import type { CheckOptions, PageReport } from './check-page';
import { isError } from './findings';
import { formatJson, formatText } from './format';
import { readCommandLine, type CliStreams } from '../command-line';

const USAGE = `usage: check-page [--json] [--csp '<policy>'] [--timeout <s>] <file.html | URL>...
  checks server-rendered pages against the page contract (mount/README.md); exit 1 on an error, 0 with warnings only
  --json          the findings as JSON (mount/check-page/README.md, "Output")
  --csp POLICY    the Content-Security-Policy the pages are served under (a URL's own header is read anyway)
  --timeout S     how long a URL may take to answer, in seconds (default 30)`;

const DEFAULT_TIMEOUT_S = 30;

class InputError extends Error {}

// Several policies in one header are joined by commas; each applies (CSP, "Parse a serialized CSP list"). A --csp
// value is read the same way, so a header pasted whole means what it means in the response.
const policyList = (value: string) => value.split(',').filter((policy) => policy.trim());

/** A page's HTML and the policies its response carries (a file has none beyond its own <meta>). */
async function readPage(target: string, timeoutS: number): Promise<{ html: string; csp: string[] }> {
  if (/^https?:\/\//i.test(target)) {
    // One deadline for the headers and the body: a server that stalls midway fails the step, not hangs it.
    const signal = AbortSignal.timeout(timeoutS * 1000);
    const failed = (error: unknown) =>
      new InputError(
        `${target}: ${(error as Error).name === 'TimeoutError' ? `no answer within ${timeoutS} s` : (error as Error).message}`,
      );
    let response: Response;
    try {
      response = await fetch(target, { headers: { Accept: 'text/html' }, signal });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) throw new InputError(`${target}: HTTP ${response.status}`);
    // A JSON or an error page's text would be checked as an empty page, and come out clean.
    const type = response.headers.get('content-type') ?? '';
    if (!/^text\/html\s*(;|$)/i.test(type))
      throw new InputError(`${target}: not an HTML page (Content-Type ${type.split(';')[0]!.trim() || 'none'})`);
    let html: string;
    try {
      html = await response.text();
    } catch (error) {
      throw failed(error);
    }
    const header = response.headers.get('content-security-policy');
    return { html, csp: header ? policyList(header) : [] };
  }
  try {
    return { html: await readFile(target, 'utf8'), csp: [] };
  } catch (error) {
    throw new InputError(`${target}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/**
 * `check-page [--json] [--csp POLICY] FILE|URL...`: exit codes 0 (no error; warnings may be), 1 (an error on some
 * page), 2 (usage, a page that could not be read, or a check that failed on one: nothing is reported then).
 */
export async function checkPageCli(
  argv: string[],
  check: (html: string, options: CheckOptions) => PageReport,
  io: CliStreams = process,
): Promise<number> {
  const args = readCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        csp: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
    },
    USAGE,
    io,
  );
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  if (!positionals.length) {
    io.stderr.write(`no page to check\n${USAGE}\n`);
    return 2;
  }
  const timeoutS = values.timeout === undefined ? DEFAULT_TIMEOUT_S : Number(values.timeout);
  if (!(timeoutS > 0 && Number.isFinite(timeoutS))) {
    io.stderr.write(`--timeout: a number of seconds above 0, not "${values.timeout}"\n${USAGE}\n`);
    return 2;
  }
  const reports: PageReport[] = [];
  for (const target of positionals) {
    let page;
    try {
      page = await readPage(target, timeoutS);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      io.stderr.write(`check-page: cannot read ${error.message}\n`);
      return 2;
    }
    try {
      reports.push(check(page.html, { file: target, csp: [...page.csp, ...(values.csp ?? []).flatMap(policyList)] }));
    } catch (error) {
      // A bug of the checker's, not a finding: one line naming the page, no stack, and no half a report (--json
      // prints valid JSON or nothing).
      const message = error instanceof Error ? error.message : String(error);
      io.stderr.write(`check-page: ${target}: the check failed: ${message.split('\n')[0]}\n`);
      return 2;
    }
  }
  io.stdout.write(values.json ? formatJson(reports) : formatText(reports));
  return reports.some((report) => report.findings.some(isError)) ? 1 : 0;
}
