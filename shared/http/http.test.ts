import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorStatus, http, jsonAnswer } from './http';

const requests: Request[] = [];
let answers: Response[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return answers.shift() ?? new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  document.head.innerHTML = '<meta name="csrf-token" content="token-1">';
});

afterEach(() => {
  answers = [];
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('sends credentials on every call and the CSRF token only on non-GET requests', async () => {
    await http.get(`${location.origin}/a`).json();
    await http.post(`${location.origin}/b`, { json: { x: 1 } }).json();
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'include']);
    expect(requests[0]!.headers.get('X-CSRF-Token')).toBeNull();
    expect(requests[1]!.headers.get('X-CSRF-Token')).toBe('token-1');
  });

  it('reads the CSRF token at each request, so a rotated token is used', async () => {
    await http.post(`${location.origin}/b`).json();
    document.head.innerHTML = '<meta name="csrf-token" content="token-2">';
    await http.delete(`${location.origin}/b`).json();
    expect(requests.map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['token-1', 'token-2']);
  });

  it('never sends the token to another origin', async () => {
    await http.post('https://elsewhere.example/b').json();
    expect(requests[0]!.headers.get('X-CSRF-Token')).toBeNull();
  });

  it('takes a token the server rotated (its X-CSRF-Token answer header) into the meta, for the next request', async () => {
    answers = [
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json', 'X-CSRF-Token': 'token-9' } }),
    ];
    await http.post(`${location.origin}/login`).json();
    await http.post(`${location.origin}/next`).json();
    expect(document.querySelector('meta')!.getAttribute('content')).toBe('token-9');
    expect(requests.map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['token-1', 'token-9']);
  });

  it('throws an error carrying the status for a non-OK answer, and never retries a POST', async () => {
    answers = [new Response('nope', { status: 503 }), new Response('{}', { status: 200 })];
    const error = await http
      .post(`${location.origin}/c`)
      .json()
      .catch((caught: unknown) => caught);
    expect(errorStatus(error)).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it('retries a failed GET once', async () => {
    answers = [new Response('busy', { status: 503 }), new Response('{"ok":true}', { status: 200 })];
    await expect(
      http.get(`${location.origin}/d`, { retry: { limit: 1, methods: ['get'], backoffLimit: 0 } }).json(),
    ).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('has no status for a failure before any answer', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('jsonAnswer', () => {
  it('reads a JSON body', async () => {
    answers = [new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } })];
    await expect(jsonAnswer(http.get(`${location.origin}/e`))).resolves.toEqual({ ok: true });
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<!doctype html><p>Please wait…</p>'],
    ['malformed JSON', '{"basket": ['],
  ])('rejects %s answered 200 (not "no data")', async (_case, body) => {
    answers = [new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })];
    // By name: the test's Response is Node's, its JSON error from Node's realm (a page has one realm).
    await expect(jsonAnswer(http.get(`${location.origin}/e`, { retry: 0 }))).rejects.toMatchObject({
      name: 'SyntaxError',
    });
  });

  it('reads a 204 No Content as null', async () => {
    answers = [new Response(null, { status: 204 })];
    await expect(jsonAnswer(http.post(`${location.origin}/e`))).resolves.toBeNull();
  });
});
