import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { intercept, type Paused } from './intercept';

/**
 * The fault matrix's faults (issue 15): what a real page meets from a failing server or network. Each is
 * answered by `injectFault` to every matching request until it is lifted, so a GET's one retry (ky's, in
 * `shared/http/http.ts`) meets the same fault.
 */
export const FAULTS = [
  'connection refused',
  'timeout',
  '401',
  '422',
  '429 Retry-After',
  '500',
  'HTML body',
  'empty body',
  'malformed JSON',
] as const;
export type Fault = (typeof FAULTS)[number];

/** The http client's timeout (`shared/http/http.ts`); a 'timeout' cell advances the page clock past it. */
export const CLIENT_TIMEOUT_MS = 10_000;
/** The Retry-After of a 429, in seconds: under the client timeout, so ky waits for it and retries a GET once. */
export const RETRY_AFTER_S = 2;

/** One body carries both error shapes the site's server uses (`fixtures/README.md`, Conventions). */
const refusal = (message: string) =>
  JSON.stringify({ error: message, errors: [{ key: 'fault_matrix', field: 'base', message }], success: false });

export interface Endpoint {
  method: 'GET' | 'POST';
  /** The path name; `:id` matches one path segment. */
  path: string;
}

export function endpointName({ method, path }: Endpoint): string {
  return `${method} ${path}`;
}

/** The endpoint's URL for Chromium's interception (`*` for `:id` and for any origin and query) and its exact test. */
function matcher({ method, path }: Endpoint): {
  urlPattern: string;
  matches(request: { method: string; url: string }): boolean;
} {
  const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+')}$`);
  return {
    urlPattern: `*${path.replace(/:id/g, '*')}*`,
    matches: (request) => request.method === method && pattern.test(new URL(request.url).pathname),
  };
}

function answer(paused: Paused, fault: Exclude<Fault, 'connection refused' | 'timeout'>): Promise<void> {
  const json = 'application/json';
  switch (fault) {
    case '401':
      return paused.fulfill({ status: 401, contentType: json, body: refusal('You need to sign in.') });
    case '422':
      return paused.fulfill({ status: 422, contentType: json, body: refusal('The fault matrix refused this.') });
    case '429 Retry-After':
      return paused.fulfill({
        status: 429,
        headers: { 'Retry-After': String(RETRY_AFTER_S), 'Content-Type': json },
        body: refusal('Too many requests.'),
      });
    case '500':
      return paused.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<!doctype html><title>500</title><h1>Internal Server Error</h1>',
      });
    case 'HTML body':
      return paused.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Gateway</title><p>Please wait…</p>',
      });
    case 'empty body':
      return paused.fulfill({ status: 200, contentType: json, body: '' });
    case 'malformed JSON':
      return paused.fulfill({ status: 200, contentType: json, body: '{"basket": {"basketId": 1, "basketItems": [' });
  }
}

/**
 * Whether the fault answers 200, with a body that is not what was asked for: success, to a caller that reads only
 * the status (the spec: success is any 2xx status).
 */
export const answersOk = (fault: Fault): boolean =>
  fault === 'HTML body' || fault === 'empty body' || fault === 'malformed JSON';

export interface Injected {
  /** Requests the fault answered (or is holding), so a cell can tell the call was made. */
  readonly hits: number;
  /** Whether the fault answers (or holds) this request: it goes to the endpoint and the fault is not lifted. */
  takes(request: Request): boolean;
  /** Lifts the fault; held 'timeout' requests are aborted (the client gave up on them already). */
  lift(): Promise<void>;
}

/**
 * Answers every request to `endpoint` with `fault` until lifted. 'timeout' holds the request unanswered:
 * the page must run on the fake clock (`openPage`'s `clock`) and the cell advances it past
 * `CLIENT_TIMEOUT_MS`. 'connection refused' is Chromium's own `net::ERR_CONNECTION_REFUSED`.
 */
export async function injectFault(page: Page, endpoint: Endpoint, fault: Fault): Promise<Injected> {
  const { urlPattern, matches } = matcher(endpoint);
  const held: Paused[] = [];
  let hits = 0;
  let lifted = false;
  const interception = await intercept(page, urlPattern, (paused) => {
    if (lifted || !matches(paused)) return paused.fallback();
    hits += 1;
    if (fault === 'connection refused') return paused.abort('ConnectionRefused');
    if (fault === 'timeout') return void held.push(paused);
    return answer(paused, fault);
  });
  return {
    get hits() {
      return hits;
    },
    takes: (request) => !lifted && matches({ method: request.method(), url: request.url() }),
    async lift() {
      // From now on a request goes by (not held, not counted); the ones held end as the client gave them up.
      lifted = true;
      await Promise.all(held.splice(0).map((paused) => paused.abort('TimedOut')));
      await interception.stop();
    },
  };
}

/** One cell: what the shopper saw, and whether it is the spec's own outcome (else a clear one of ours). */
export interface Cell {
  endpoint: string;
  fault: Fault;
  outcome: string;
  spec: boolean;
}

const matrixDir = join(import.meta.dirname, '..', '.reports', 'fault-matrix');

/** Keeps a group's cells for `npm test`'s closing summary (build/test.mjs prints the whole matrix). */
export function saveCells(group: string, cells: Cell[]): void {
  mkdirSync(matrixDir, { recursive: true });
  writeFileSync(join(matrixDir, `${group}.json`), JSON.stringify(cells, null, 1));
}

/**
 * A matrix file's close: its cells in `endpointOrder` (when given; else as recorded), kept for the closing summary
 * and printed. A run filtered to no cell (-t) leaves the last whole run's matrix in place.
 */
export function publishCells(group: string, cells: Cell[], endpointOrder?: readonly string[]): void {
  if (endpointOrder) {
    const order = (cell: Cell) => endpointOrder.indexOf(cell.endpoint) * FAULTS.length + FAULTS.indexOf(cell.fault);
    cells.sort((a, b) => order(a) - order(b));
  }
  if (cells.length) saveCells(group, cells);
  console.log(formatMatrix(cells));
}

export function savedCells(): Cell[] {
  try {
    return readdirSync(matrixDir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => JSON.parse(readFileSync(join(matrixDir, name), 'utf8')) as Cell[]);
  } catch {
    return [];
  }
}

/** The matrix as a Markdown table: a row per endpoint, a column per fault; a spec outcome is marked "spec:". */
export function formatMatrix(cells: Cell[]): string {
  const endpoints = [...new Set(cells.map((cell) => cell.endpoint))];
  const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = endpoints.map((endpoint) => {
    const outcomes = FAULTS.map((fault) => {
      const cell = cells.find((each) => each.endpoint === endpoint && each.fault === fault);
      return cell ? escape(`${cell.spec ? 'spec: ' : ''}${cell.outcome}`) : '-';
    });
    return `| ${escape(endpoint)} | ${outcomes.join(' | ')} |`;
  });
  const specCount = cells.filter((cell) => cell.spec).length;
  return [
    `| endpoint | ${FAULTS.join(' | ')} |`,
    `|---|${FAULTS.map(() => '---').join('|')}|`,
    ...rows,
    '',
    `${cells.length} cells, ${specCount} with the spec's outcome, ${cells.length - specCount} with a clear one of ours.`,
  ].join('\n');
}
