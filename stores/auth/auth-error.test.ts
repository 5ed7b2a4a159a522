import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error';

const UNEXPECTED = 'An unexpected error occurred. Please notify help@example.com if this keeps happening.';

function refused(status: number, body: string, type: string): HTTPError {
  const request = new Request('https://shop.example/users/ajax_login', { method: 'POST' });
  return new HTTPError(new Response(body, { status, headers: { 'content-type': type } }), request, {} as never);
}

describe('authErrorMessage', () => {
  it.each([
    [
      'a plain-text 401: its text',
      refused(401, 'Invalid email or password.\n', 'text/plain'),
      'Invalid email or password.',
    ],
    [
      'a JSON 401 with error: that message, not the JSON',
      refused(401, '{"error":"You need to sign in.","success":false}', 'application/json'),
      'You need to sign in.',
    ],
    [
      'a JSON 401 with errors[]: the first message',
      refused(
        401,
        '{"errors":[{"key":"k","field":"base","message":"Signed out."}]}',
        'application/json; charset=utf-8',
      ),
      'Signed out.',
    ],
    [
      'a JSON 401 with an empty error and errors[]: the first message',
      refused(401, '{"error":"","errors":[{"message":"Signed out."}]}', 'application/json'),
      'Signed out.',
    ],
    ['a JSON 401 without a message', refused(401, '{"success":false}', 'application/json'), UNEXPECTED],
    ['an HTML 401 page', refused(401, '<!doctype html><h1>Unauthorized</h1>', 'text/html'), UNEXPECTED],
    ['an empty 401', refused(401, '', 'text/plain'), UNEXPECTED],
    ['a 500', refused(500, 'Internal Server Error', 'text/plain'), UNEXPECTED],
    ['no answer', new TypeError('Failed to fetch'), UNEXPECTED],
  ])('%s', async (_case, error, message) => {
    expect(await authErrorMessage(error, 'help@example.com')).toBe(message);
  });
});
