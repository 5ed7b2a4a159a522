import { Hono } from 'hono';
import type { AppEnv } from '../../fixtures/server/app-env';
import { createFixtureStore } from '../../fixtures/server/fixture-store';
import { csrfMiddleware } from '../../fixtures/server/middleware';
import { fixtureHooks } from '../../fixtures/server/routes/fixture-hooks';
import { listingPages } from '../../fixtures/server/routes/listing-pages';
import { registryRoutes } from '../../fixtures/server/routes/registry';

// Tests only: the fixture site's registry part (its page and calls, the visitor and CSRF middleware, the test
// hooks), composed as fixtures/server/app.ts composes the whole site, and a browser-like client for it.
// Not app.ts and server/test-client.ts themselves: app.ts finds its public folder with new URL(...,
// import.meta.url), which the unit project's browser-style transform resolves against the page (see
// stores/tiles/pantry-test-schema.ts), and happy-dom's Request and Response drop the Cookie and Set-Cookie
// headers, which the visitor middleware and the test client's cookie jar read. So every request here is from
// one visitor, as a browser's would be.

function registryFixtureApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const store = createFixtureStore();
  app.use('*', async (c, next) => {
    c.set('store', store);
    c.set('visitor', store.visitor('registry-store-test').visitor);
    c.set('assetBase', '/assets/');
    c.set('widgetStyles', () => []);
    await next();
  });
  app.use('*', csrfMiddleware);
  // /shop/registry, the Registry link, is a navigation listing as on the whole site.
  app.use('*', listingPages());
  for (const routes of [registryRoutes, fixtureHooks]) app.route('/', routes);
  app.notFound((c) => c.json({ error: 'Not found.' }, 404));
  return app;
}

export interface RegistryFixtureClient {
  /** Every call a test's fetch sent, as "METHOD path". */
  calls: string[];
  /** The page's HTML, as a browser would get it. */
  page(path: string): Promise<string>;
  /** Signs the visitor in without a password (the /__fixtures/login hook). */
  login(email: string): Promise<void>;
  /** A stand-in for `fetch`: the request answered by the fixture app. */
  fetch(request: Request): Promise<Response>;
}

export async function registryFixtureClient(): Promise<RegistryFixtureClient> {
  const app = registryFixtureApp();
  const send = (path: string, init: { method?: string; body?: string } = {}, csrfToken?: string) =>
    app.request(path, { ...init, headers: { 'Content-Type': 'application/json', ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}) } });
  const { csrfToken } = (await (await send('/__fixtures/state')).json()) as { csrfToken: string };
  const calls: string[] = [];
  return {
    calls,
    page: async (path) => (await send(path)).text(),
    login: async (email) => {
      const response = await send('/__fixtures/login', { method: 'POST', body: JSON.stringify({ email }) });
      if (!response.ok) throw new Error(`login as ${email} failed: ${response.status}`);
    },
    fetch: async (request) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      calls.push(`${request.method} ${path}`);
      const body = request.method === 'GET' ? undefined : await request.text();
      const answer = await send(path, { method: request.method, ...(body === undefined ? {} : { body }) }, csrfToken);
      return new Response(await answer.text(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain' } });
    },
  };
}
