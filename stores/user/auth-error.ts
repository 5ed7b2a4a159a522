import { isHTTPError } from '../../shared/http/http';

export function unexpectedAuthError(supportEmail: string): string {
  return `An unexpected error occurred. Please notify ${supportEmail} if this keeps happening.`;
}

/** Auth call errors: a 401 shows the server's text as-is; anything else, the unexpected-error message. */
export async function authErrorMessage(error: unknown, supportEmail: string): Promise<string> {
  if (isHTTPError(error) && error.response.status === 401) {
    const text = (await error.response.text().catch(() => '')).trim();
    if (text) return text;
  }
  return unexpectedAuthError(supportEmail);
}
