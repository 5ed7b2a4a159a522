import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorStatus } from './http';
import { pantryQuery } from './pantry';

// shell: a failed /pantry call is only logged to the console and yields nothing. Every caller (the tiles, the
// basket's recommendations) goes through pantryQuery, so its one line is logged here.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Response;
let log: ReturnType<typeof vi.fn<typeof console.error>>;

beforeEach(() => {
  log = vi.fn<typeof console.error>();
  vi.spyOn(console, 'error').mockImplementation(log);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pantryQuery', () => {
  describe('given a failed call', () => {
    it.each<[string, () => Response, number | undefined]>([
      ['a 500 with GraphQL errors', () => json({ errors: [{ message: 'Internal error' }] }, 500), 500],
      [
        'a 502 HTML error page',
        () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
        502,
      ],
      [
        'no answer (the network)',
        () => {
          throw new TypeError('Failed to fetch');
        },
        undefined,
      ],
      [
        'an HTML page with a 200',
        () => new Response('<!doctype html><h1>Oops</h1>', { status: 200, headers: { 'content-type': 'text/html' } }),
        undefined,
      ],
      ['an empty 200', () => new Response('', { status: 200 }), undefined],
    ])('%s: logs one console line saying so, and throws', async (_case, reply, status) => {
      answer = reply;
      const error = await pantryQuery('{ recipe(id: 1) { name } }').catch((caught: unknown) => caught);
      expect(error).toBeTruthy();
      expect(errorStatus(error)).toBe(status);
      expect(log).toHaveBeenCalledOnce();
      const [line, logged] = log.mock.calls[0]!;
      expect(line).toBe('[pantry] POST /pantry failed: nothing is shown for it.');
      // The error logged with it says what went wrong: ky's HTTPError names the status.
      expect(logged).toBe(error);
      if (status) expect(String(logged)).toContain(`status code ${status}`);
    });
  });

  describe('given an answer', () => {
    it('resolves to its data and logs nothing', async () => {
      answer = () => json({ data: { recipe: { name: 'Cake' } } });
      await expect(pantryQuery('{ recipe(id: 1) { name } }')).resolves.toEqual({ recipe: { name: 'Cake' } });
      expect(log).not.toHaveBeenCalled();
    });

    it('with GraphQL errors beside its data: resolves to the data and logs the errors on one line', async () => {
      answer = () =>
        json({ data: { recipe: null }, errors: [{ message: 'No such recipe' }, { message: 'Try again' }] });
      await expect(pantryQuery('{ recipe(id: 1) { name } }')).resolves.toEqual({ recipe: null });
      expect(log.mock.calls).toEqual([['[pantry]', 'No such recipe; Try again']]);
    });
  });
});
