import { isHTTPError } from '../../shared/http/http';

export function unexpectedAuthError(supportEmail: string): string {
  return `An unexpected error occurred. Please notify ${supportEmail} if this keeps happening.`;
}

/**
 * Auth call errors: a 401 shows the server's text (the site's server answers plain text); a JSON 401 shows its
 * `error` or first `errors[].message`, never the JSON itself, and an HTML page is no text to show. Anything
 * else: the unexpected-error message.
 */
export async function authErrorMessage(error: unknown, supportEmail: string): Promise<string> {
  if (isHTTPError(error) && error.response.status === 401) {
    const type = error.response.headers.get('content-type') ?? '';
    let message: unknown = type.includes('html') ? '' : await error.response.text().catch(() => '');
    if (type.includes('json')) {
      try {
        const body = JSON.parse(message as string) as { error?: unknown; errors?: Array<{ message?: unknown }> };
        message = body.error || body.errors?.[0]?.message;
      } catch {
        message = '';
      }
    }
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return unexpectedAuthError(supportEmail);
}
