import { readFileSync } from 'node:fs';
import { serveRender } from './render-http';
import { RenderInputError } from './render-slot';
import { readCommandLine, type CliStreams as Output } from '../command-line';

const USAGE = `usage: npm run render [-- FILE]                      one slot: the request JSON from FILE (or stdin), the HTML on stdout
       npm run render -- --serve [--port 4180] [--host 127.0.0.1]   the HTTP sidecar: POST /render
request: { "widget": "promo-banner", "config": {...}, "props": {...}, "url": "https://...", "idPrefix": "..." }`;

export interface CliStreams extends Output {
  stdin: NodeJS.ReadableStream;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/**
 * `npm run render`: renders one slot from a request (a file, or stdin) and prints its HTML, or with `--serve`
 * runs the HTTP sidecar until stopped. Exit codes: 0 rendered, 1 the widget failed, 2 bad input or usage.
 */
export async function renderCli(
  argv: string[],
  renderRequest: (body: unknown) => string,
  io: CliStreams = process,
): Promise<number> {
  const args = readCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        serve: { type: 'boolean' },
        port: { type: 'string' },
        host: { type: 'string' },
        help: { type: 'boolean' },
      },
    },
    USAGE,
    io,
  );
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  if (values.serve) {
    const port = Number(values.port ?? 4180);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      io.stderr.write(`--port must be a port number\n${USAGE}\n`);
      return 2;
    }
    const server = await serveRender(renderRequest, { port, ...(values.host ? { host: values.host } : {}) });
    io.stdout.write(`Server render: POST ${server.url}render\n`);
    await new Promise<void>((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.once(signal, () => void server.close().then(resolve));
    });
    return 0;
  }
  const file = positionals[0];
  let body: unknown;
  try {
    const text = file && file !== '-' ? readFileSync(file, 'utf8') : await readAll(io.stdin);
    body = JSON.parse(text);
  } catch (error) {
    io.stderr.write(`render: cannot read the request: ${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  try {
    io.stdout.write(renderRequest(body));
    return 0;
  } catch (error) {
    io.stderr.write(`render: ${(error as Error).message}\n`);
    return error instanceof RenderInputError ? 2 : 1;
  }
}
