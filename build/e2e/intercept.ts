import { STATUS_CODES } from 'node:http';
import type { CDPSession, Page } from 'playwright-core';

// Request interception that leaves the rest of the page alone. Playwright's `page.route` pauses every request
// the page makes (its patterns are matched in Node) and turns the HTTP cache off while any route is set: every
// load of a routed page fetches and compiles all its chunks again. A cell of the fault matrix routed one
// endpoint and paid that on each of its loads. Here Chromium's Fetch domain pauses only the requests matching
// the interceptions' URL patterns; everything else, and the cache, is as on a shopper's page. As with routes,
// the newest interception matching a request sees it first, and `fallback()` hands it to the next older one.

type Header = { name: string; value: string };

/** A paused request, answered once by one of its methods. */
export interface Paused {
  readonly url: string;
  readonly method: string;
  /** Chromium's resource type: 'Document', 'Script', 'Fetch', 'XHR', … */
  readonly resourceType: string;
  /** Answers in place of the server. */
  fulfill(answer: {
    status?: number;
    headers?: Record<string, string>;
    contentType?: string;
    body?: string;
  }): Promise<void>;
  /** Fails as the network would: Chromium's own `net::ERR_…` for the reason. */
  abort(reason: 'ConnectionRefused' | 'TimedOut' | 'Aborted' | 'Failed'): Promise<void>;
  /** To the next older interception matching it, else on to the server (or the page, at the response stage). */
  fallback(): Promise<void>;
}

/** At the response stage: the server's answer, which the handler may change before the page sees it. */
export interface PausedResponse extends Paused {
  text(): Promise<string>;
}

export interface Interception {
  stop(): Promise<void>;
}

interface RequestPaused {
  requestId: string;
  request: { url: string; method: string };
  resourceType: string;
  responseStatusCode?: number;
  responseErrorReason?: string;
  responseHeaders?: Header[];
}

type Stage = 'Request' | 'Response';

interface Entry {
  urlPattern: string;
  matches: RegExp;
  stage: Stage;
  handler: (paused: PausedResponse) => unknown;
}

interface PageInterceptions {
  session: Promise<CDPSession>;
  /** Oldest first. */
  entries: Entry[];
}

const byPage = new WeakMap<Page, PageInterceptions>();

/** Chromium's wildcards (`*` any characters, `?` one) as a regular expression over the whole URL. */
function wildcard(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`);
}

/** What the page did meanwhile (navigated away, closed, cancelled the request) leaves nothing to answer. */
const PAGE_GONE =
  /Invalid InterceptionId|No resource with given|Target closed|Session closed|has been closed|detached/i;

/** A protocol call whose failure for a page gone is let go; any other (a bad status or header) is the test's. */
function settled(sending: Promise<unknown>): Promise<void> {
  return sending.then(
    () => undefined,
    (error: Error) => {
      if (PAGE_GONE.test(error.message)) return;
      throw error;
    },
  );
}

async function enable(state: PageInterceptions): Promise<void> {
  const session = await state.session;
  if (state.entries.length === 0) await settled(session.send('Fetch.disable'));
  else
    await settled(
      session.send('Fetch.enable', {
        patterns: state.entries.map(({ urlPattern, stage }) => ({ urlPattern, requestStage: stage })),
      }),
    );
}

function dispatch(session: CDPSession, state: PageInterceptions, event: RequestPaused): void {
  const { requestId } = event;
  const stage: Stage =
    event.responseStatusCode !== undefined || event.responseErrorReason !== undefined ? 'Response' : 'Request';
  const serverHeaders = event.responseHeaders ?? [];
  const pass = () =>
    settled(session.send(stage === 'Request' ? 'Fetch.continueRequest' : 'Fetch.continueResponse', { requestId }));
  // Newest first, as routes: each fallback goes to the next.
  const candidates = state.entries
    .filter((entry) => entry.stage === stage && entry.matches.test(event.request.url))
    .reverse();
  // A redirect or a failed response has no body to read or change.
  const answerable =
    stage === 'Request' ||
    (event.responseErrorReason === undefined && !(event.responseStatusCode! >= 300 && event.responseStatusCode! < 400));

  const next = (at: number): Promise<void> => {
    const entry = candidates[at];
    if (!entry || !answerable) return pass();
    let answered = false;
    const once = (send: () => Promise<void>) => {
      if (answered) throw new Error(`${event.request.url} was answered twice`);
      answered = true;
      return send();
    };
    const paused: PausedResponse = {
      url: event.request.url,
      method: event.request.method,
      resourceType: event.resourceType,
      fulfill: ({ status, headers, contentType, body = '' }) =>
        once(() => {
          // At the response stage an answer keeps the server's headers unless given (not its length and
          // encoding: the body is the decoded one, or new).
          const kept: Header[] = headers
            ? Object.entries(headers).map(([name, value]) => ({ name, value }))
            : serverHeaders.filter(({ name }) => !/^content-(length|encoding)$/i.test(name));
          const all = contentType
            ? [
                ...kept.filter(({ name }) => name.toLowerCase() !== 'content-type'),
                { name: 'Content-Type', value: contentType },
              ]
            : kept;
          const code = status ?? event.responseStatusCode ?? 200;
          return settled(
            session.send('Fetch.fulfillRequest', {
              requestId,
              responseCode: code,
              responsePhrase: STATUS_CODES[code] ?? 'Unknown',
              responseHeaders: all,
              body: Buffer.from(body).toString('base64'),
            }),
          );
        }),
      abort: (reason) => once(() => settled(session.send('Fetch.failRequest', { requestId, errorReason: reason }))),
      fallback: () => once(() => next(at + 1)),
      async text() {
        const { body, base64Encoded } = await session.send('Fetch.getResponseBody', { requestId });
        return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      },
    };
    // A handler that throws lets the request go on (the page is not left hanging) and fails the test with its
    // error, unless the page is gone.
    return Promise.resolve()
      .then(() => entry.handler(paused))
      .then(
        () => undefined,
        async (error: unknown) => {
          if (!answered) await pass();
          if (!(error instanceof Error) || !PAGE_GONE.test(error.message)) throw error;
        },
      );
  };
  void next(0);
}

/**
 * Pauses the page's requests whose URL matches `urlPattern` (Chromium's wildcards: `*` any characters, `?` one)
 * and hands each to `handler`, which must answer it once (`fallback()` included); at the 'Response' stage, after
 * the server answered (a redirect or a failed response goes on unseen). Until `stop()`, `closePage`, or the page
 * closes.
 */
export async function intercept(
  page: Page,
  urlPattern: string,
  handler: (paused: PausedResponse) => unknown,
  stage: Stage = 'Request',
): Promise<Interception> {
  let state = byPage.get(page);
  if (!state) {
    const created: PageInterceptions = { session: page.context().newCDPSession(page), entries: [] };
    byPage.set(page, created);
    const session = await created.session;
    session.on('Fetch.requestPaused', (event: RequestPaused) => dispatch(session, created, event));
    state = created;
  }
  const entry: Entry = { urlPattern, matches: wildcard(urlPattern), stage, handler };
  state.entries.push(entry);
  await enable(state);
  const current = state;
  return {
    async stop() {
      const at = current.entries.indexOf(entry);
      if (at < 0) return;
      current.entries.splice(at, 1);
      await enable(current);
    },
  };
}

/** Ends every interception on the page (a page handed to the next test: build/e2e/browser.ts, `closePage`). */
export async function stopInterceptions(page: Page): Promise<void> {
  const state = byPage.get(page);
  if (!state) return;
  byPage.delete(page);
  state.entries.length = 0;
  await enable(state);
  await settled((await state.session).detach());
}
