// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createElement } from 'react';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderCli } from './render-cli';
import { serveRender, type RenderServer } from './render-http';
import { createServerRender } from './render-request';

vi.mock('../../shared/config/config-element', () => import('../../shared/config/config-element.server'));

const greeting = {
  name: 'greeting',
  component: ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`),
  props: v.object({ name: v.string() }),
};
const broken = {
  name: 'broken',
  component: (): never => {
    throw new Error('boom');
  },
};
const { renderRequest } = createServerRender([greeting, broken]);
const SLOT =
  '<div data-widget="greeting" data-ssr data-id-prefix="s-greeting-"><p>Hello Ada</p><script type="application/json" data-props>{"name":"Ada"}</script></div>';

async function cli(argv: string[], stdin = '') {
  const out = { stdout: '', stderr: '' };
  const code = await renderCli(argv, renderRequest, {
    stdin: Readable.from([stdin]),
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  });
  return { code, ...out };
}

describe('npm run render (one slot)', () => {
  it('reads the request from stdin and prints the slot HTML, nothing else', async () => {
    expect(await cli([], JSON.stringify({ widget: 'greeting', props: { name: 'Ada' } }))).toEqual({
      code: 0,
      stdout: SLOT,
      stderr: '',
    });
  });

  it('reads the request from a file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'render-')), 'request.json');
    writeFileSync(file, JSON.stringify({ widget: 'greeting', props: { name: 'Ada' } }));
    expect(await cli([file])).toMatchObject({ code: 0, stdout: SLOT });
  });

  it.each([
    ['not JSON', '{"widget":', /cannot read the request/],
    ['no widget', '{"props":{}}', /"widget" must be the name of a widget/],
    ['an unknown widget', '{"widget":"nope"}', /unknown widget "nope"; the server renders "greeting", "broken"/],
    ['props that fail the schema', '{"widget":"greeting","props":{"name":1}}', /greeting: prop "name" is invalid/],
    ['props that are not an object', '{"widget":"greeting","props":[1]}', /"props" must be an object/],
    ['a url that is not absolute', '{"widget":"greeting","props":{"name":"A"},"url":"javascript:x"}', /"url" must be/],
  ])('exits 2 on %s, saying why on stderr', async (_case, stdin, message) => {
    const result = await cli([], stdin);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });

  it('exits 1 when the widget itself fails', async () => {
    expect(await cli([], '{"widget":"broken"}')).toMatchObject({ code: 1, stdout: '', stderr: 'render: boom\n' });
  });

  it('exits 2 on an unknown option, with the usage', async () => {
    const result = await cli(['--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run render');
  });
});

describe('npm run render -- --serve (the HTTP sidecar)', () => {
  let server: RenderServer;
  beforeAll(async () => {
    server = await serveRender(renderRequest, { port: 0 });
  });
  afterAll(() => server.close());

  const post = (body: string) =>
    fetch(`${server.url}render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('POST /render answers the slot HTML as text/html', async () => {
    const response = await post(JSON.stringify({ widget: 'greeting', props: { name: 'Ada' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(SLOT);
  });

  it('the same body again gets the same HTML', async () => {
    const body = JSON.stringify({ widget: 'greeting', props: { name: 'Bo' } });
    const first = await (await post(body)).text();
    expect(await (await post(body)).text()).toBe(first);
  });

  it.each([
    ['a body that is not JSON', 'nope', /the body is not valid JSON/],
    ['an unknown widget', '{"widget":"nope"}', /unknown widget "nope"/],
    [
      'props that fail the schema',
      '{"widget":"greeting","props":{"name":1}}',
      /greeting: prop "name" is invalid: Invalid type: Expected string but received 1/,
    ],
    [
      'a config that is not an object',
      '{"widget":"greeting","config":"x","props":{"name":"A"}}',
      /"config" must be an object/,
    ],
  ])('answers 400 with a plain message for %s', async (_case, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(message);
  });

  it('answers 500 when the widget fails, so the caller falls back to its plain slot', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post('{"widget":"broken"}');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('the widget failed to render: boom');
    expect(errors).toHaveBeenCalledOnce();
  });

  it('answers GET /health, 405 to a GET of /render and 404 elsewhere', async () => {
    expect(await (await fetch(`${server.url}health`)).text()).toBe('ok');
    const get = await fetch(`${server.url}render`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(`${server.url}other`)).status).toBe(404);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post(JSON.stringify({ widget: 'greeting', props: { name: 'x'.repeat(1024 * 1024) } }));
    expect(response.status).toBe(413);
  });
});
