import ky, { isHTTPError, type ResponsePromise } from 'ky';

export { isHTTPError };

const csrfMeta = () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');

/** The page's CSRF token, read at each request so a token the server rotates is picked up. */
function csrfToken(): string | null {
  return csrfMeta()?.content ?? null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one HTTP client. Every call carries credentials; a non-OK status throws ky's HTTPError, whose
 * `response.status` callers branch on. Only GETs retry: a repeated POST could add an item twice.
 */
export const http = /* @__PURE__ */ ky.create({
  credentials: 'include',
  timeout: 10_000,
  retry: { limit: 1, methods: ['get'] },
  headers: { Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        // The token is for this site's server only, never another origin's.
        if (SAFE_METHODS.has(request.method) || new URL(request.url).origin !== location.origin) return;
        const token = csrfToken();
        if (token) request.headers.set('X-CSRF-Token', token);
      },
    ],
    afterResponse: [
      // The server rotates its token on sign-in and sign-out and sends the new one here (as Rails' AJAX
      // sign-in does); the meta is where the next request reads it.
      (_request, _options, response) => {
        const rotated = response.headers.get('X-CSRF-Token');
        const meta = csrfMeta();
        if (rotated && meta) meta.content = rotated;
      },
    ],
  },
});

/** The status of a failed call, or undefined when it failed before any answer (network, timeout). */
export function errorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}

/**
 * The JSON body of an answer, or null for a 204 No Content (an answer that says there is nothing). ky reads any
 * empty body as ''; here a 200 with an empty body rejects as a body that is not JSON does, so an answer cut
 * short never passes for "no data" (a status check would sign the shopper out).
 */
export async function jsonAnswer(request: ResponsePromise): Promise<unknown> {
  const response = await request;
  return response.status === 204 ? null : response.json();
}
