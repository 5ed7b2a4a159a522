import { graphql, type GraphQLError } from 'graphql';
import { vi } from 'vitest';
import { pantryRoot } from '../../fixtures/server/pantry/resolvers';
import { pantrySchema } from '../../fixtures/server/pantry/schema';
import { validatePantryQuery } from '../../fixtures/server/pantry/validate';

// For tests of the tiles (loader and widget), which mock fixtures/server/pantry/schema with
// pantry-test-schema.ts (see there): a stubbed fetch whose POST /pantry runs the query on the fixture
// pantry's own schema and data, recording each call with the schema's verdict on its query. Any other path
// answers 503 (the basket store's own requests, which these tests do not look at).

export interface PantryCall {
  query: string;
  variables: Record<string, unknown>;
  /** What validatePantryQuery says of the query: [] when it is valid. */
  errors: readonly GraphQLError[];
}

export type PantryFailure = 500 | 'null-data' | 'html' | 'network';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function failed(failure: PantryFailure): Response {
  if (failure === 'network') throw new TypeError('Failed to fetch');
  if (failure === 'null-data') return json({ data: null });
  // An error page from a proxy: HTML where JSON was expected, with a 200.
  if (failure === 'html') return new Response('<!doctype html><title>Oops</title><h1>Something went wrong</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
  return json({ errors: [{ message: 'Internal error' }] }, failure);
}

export function pantryServer({ fail }: { fail?: PantryFailure } = {}) {
  const calls: PantryCall[] = [];
  /** Held answers wait until released: to look at the loading state. */
  let hold: Promise<void> | undefined;
  let release = () => {};
  const fetch = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname !== '/pantry') return json({}, 503);
    const { query, variables = {} } = (await request.json()) as { query: string; variables?: Record<string, unknown> };
    calls.push({ query, variables, errors: validatePantryQuery(query) });
    await hold;
    if (fail) return failed(fail);
    const result = await graphql({ schema: pantrySchema, source: query, variableValues: variables, rootValue: pantryRoot, contextValue: { state: { basketLines: [] } } });
    return json(result);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    holdAnswers() {
      hold = new Promise((resolve) => (release = resolve));
    },
    releaseAnswers() {
      release();
    },
  };
}
