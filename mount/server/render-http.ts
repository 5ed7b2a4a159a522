import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RenderInputError } from './render-slot';

const MAX_BODY = 1024 * 1024;
const CACHE_SIZE = 500;

export interface RenderServer {
  url: string;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new HttpError(413, `the request is over ${MAX_BODY} bytes`));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store', ...headers });
  response.end(body);
}

/**
 * The render sidecar for servers that are not Node: POST /render with the request JSON answers the slot HTML
 * (text/html); 400 says what is wrong with the input, 500 that the widget failed. GET /health answers "ok".
 * The same body always renders the same HTML, so answers are kept by body (the last 500).
 */
export function serveRender(
  renderRequest: (body: unknown) => string,
  { port = 4180, host = '127.0.0.1' } = {},
): Promise<RenderServer> {
  const cache = new Map<string, string>();
  const render = (text: string): string => {
    const kept = cache.get(text);
    if (kept !== undefined) return kept;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new RenderInputError(`the body is not valid JSON (${(error as Error).message})`);
    }
    const html = renderRequest(body);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(text, html);
    return html;
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://render.invalid').pathname;
    if (path === '/health') return send(response, 200, 'text/plain', 'ok');
    if (path !== '/render') return send(response, 404, 'text/plain', 'Not found: POST /render, GET /health');
    if (request.method !== 'POST')
      return send(response, 405, 'text/plain', 'POST the render request to /render', { Allow: 'POST' });
    try {
      send(response, 200, 'text/html', render(await readBody(request)));
    } catch (error) {
      if (error instanceof HttpError)
        return send(response, error.status, 'text/plain', error.message, { Connection: 'close' });
      if (error instanceof RenderInputError) return send(response, 400, 'text/plain', error.message);
      console.error('[render]', error);
      send(response, 500, 'text/plain', `the widget failed to render: ${(error as Error).message}`);
    }
  });
  // A stuck client must not hold a worker: the legacy server's own timeout is shorter anyway.
  server.requestTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${bound}/`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
