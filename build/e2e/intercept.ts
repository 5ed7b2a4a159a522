import type { CDPSession, Page } from 'playwright-core';

// Request interception that leaves the rest of the page alone. Playwright's `page.route` pauses every request
// the page makes (its patterns are matched in Node) and turns the HTTP cache off while any route is set: every
// load of a routed page fetches and compiles all its chunks again. A cell of the fault matrix routed one
// endpoint and paid that on each of its loads. Here Chromium's Fetch domain pauses only the requests matching
// the URL pattern; everything else, and the cache, is as on a shopper's page.

/** A paused request, answered once by one of its methods. */
export interface Paused {
  readonly url: string;
  readonly method: string;
  /** Chromium's resource type: 'Document', 'Script', 'Fetch', 'XHR', … */
  readonly resourceType: string;
  /** Answers in place of the server. */
  fulfill(answer: { status?: number; headers?: Record<string, string>; contentType?: string; body?: string }): Promise<void>;
  /** Fails as the network would: Chromium's own `net::ERR_…` for the reason. */
  abort(reason: 'ConnectionRefused' | 'TimedOut' | 'Aborted' | 'Failed'): Promise<void>;
  /** Lets it on to the server. */
  continue(): Promise<void>;
}

/** At the response stage: the server's answer, which the handler may change before the page sees it. */
export interface PausedResponse extends Paused {
  readonly status: number;
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
  responseHeaders?: Array<{ name: string; value: string }>;
}

const REASON_PHRASES: Record<number, string> = { 200: 'OK', 401: 'Unauthorized', 404: 'Not Found', 422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable' };

function paused(session: CDPSession, event: RequestPaused): Paused {
  const { requestId } = event;
  // The page may cancel a request while it is paused (a newer search): nothing is left to answer then.
  const quietly = (settling: Promise<unknown>) => settling.then(() => undefined, () => undefined);
  return {
    url: event.request.url,
    method: event.request.method,
    resourceType: event.resourceType,
    fulfill: ({ status = 200, headers = {}, contentType, body = '' }) => {
      const all = { ...headers, ...(contentType ? { 'Content-Type': contentType } : {}) };
      return quietly(
        session.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: status,
          responsePhrase: REASON_PHRASES[status] ?? 'Status',
          responseHeaders: Object.entries(all).map(([name, value]) => ({ name, value })),
          body: Buffer.from(body).toString('base64'),
        }),
      );
    },
    abort: (reason) => quietly(session.send('Fetch.failRequest', { requestId, errorReason: reason })),
    continue: () => quietly(session.send('Fetch.continueRequest', { requestId })),
  };
}

/**
 * Pauses the page's requests whose URL matches `urlPattern` (Chromium's wildcards: `*` any characters, `?` one)
 * and hands each to `handler`, which must answer it; at the 'Response' stage, after the server answered.
 * Until `stop()`, or the page closes.
 */
export async function intercept(page: Page, urlPattern: string, handler: (paused: PausedResponse) => unknown, stage: 'Request' | 'Response' = 'Request'): Promise<Interception> {
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', (event: RequestPaused) => {
    const base = paused(session, event);
    const headers = event.responseHeaders ?? [];
    const response: PausedResponse = {
      ...base,
      status: event.responseStatusCode ?? 0,
      async text() {
        const { body, base64Encoded } = await session.send('Fetch.getResponseBody', { requestId: event.requestId });
        return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      },
      // At the response stage an answer keeps the server's headers unless given (not its length: the body changed).
      fulfill: (answer) =>
        base.fulfill(
          stage === 'Response' && !answer.headers
            ? { ...answer, status: answer.status ?? event.responseStatusCode, headers: Object.fromEntries(headers.filter(({ name }) => !/^content-(length|encoding)$/i.test(name)).map(({ name, value }) => [name, value])) }
            : answer,
        ),
    };
    void handler(response);
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: stage }] });
  return {
    async stop() {
      await session.send('Fetch.disable').catch(() => undefined);
      await session.detach().catch(() => undefined);
    },
  };
}
