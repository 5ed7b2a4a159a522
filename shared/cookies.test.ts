import { afterEach, describe, expect, it } from 'vitest';
import { cookieString, getCookie, removeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => removeCookie('hide_banner'));

  it.each([
    [30, false, 'hide_banner=yes%20please; Max-Age=2592000; Path=/; SameSite=Lax'],
    [7, true, 'hide_banner=yes%20please; Max-Age=604800; Path=/; SameSite=Lax; Secure'],
    [0, false, 'hide_banner=yes%20please; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax'],
  ])('for %s days (secure: %s) writes %s', (days, secure, expected) => {
    expect(cookieString('hide_banner', 'yes please', days, secure)).toBe(expected);
  });

  it('reads back what it wrote, and removes it', () => {
    setCookie('hide_banner', 'a=b; c', 1);
    expect(getCookie('hide_banner')).toBe('a=b; c');
    removeCookie('hide_banner');
    expect(getCookie('hide_banner')).toBeUndefined();
  });

  it('does not confuse a cookie whose name ends with the one asked for', () => {
    setCookie('xhide_banner', '1', 1);
    expect(getCookie('hide_banner')).toBeUndefined();
    removeCookie('xhide_banner');
  });
});
