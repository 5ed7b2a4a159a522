import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordAffiliate } from './affiliate';
import { clearCookies, userServer } from '../../fixtures/testing/user-test-server';

const AFFILIATE_COOKIE = 'f52_affiliate';
const affiliateCookie = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${AFFILIATE_COOKIE}=`))
    ?.slice(AFFILIATE_COOKIE.length + 1);

beforeEach(() => clearCookies());
afterEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('recordAffiliate', () => {
  it.each([
    ['?affiliate=food-blog_42', 'food-blog_42'],
    ['?aff_id=PARTNER7', 'PARTNER7'],
    ['?q=pie&affiliate=abc&page=2', 'abc'],
    ['?affiliate=first&aff_id=second', 'first'],
    [`?affiliate=${'a'.repeat(64)}`, 'a'.repeat(64)],
  ])('%s writes %s', (search, expected) => {
    recordAffiliate(search);
    expect(affiliateCookie()).toBe(expected);
  });

  it.each([
    ['no parameter', ''],
    ['another parameter', '?utm_source=news'],
    ['an empty value', '?affiliate='],
    ['a space', '?affiliate=a%20b'],
    ['markup', '?affiliate=%3Cscript%3E'],
    ['cookie syntax', '?affiliate=a%3Bb%3Dc'],
    ['a dot', '?aff_id=a.b'],
    ['65 characters', `?affiliate=${'a'.repeat(65)}`],
    ['a bad affiliate even with a good aff_id', '?affiliate=%3Cb%3E&aff_id=ok'],
  ])('%s: leaves an earlier cookie as it is', (_case, search) => {
    recordAffiliate('?affiliate=earlier');
    recordAffiliate(search);
    expect(affiliateCookie()).toBe('earlier');
  });

  it('a later arrival with another id replaces it', () => {
    recordAffiliate('?affiliate=first');
    recordAffiliate('?aff_id=second');
    expect(affiliateCookie()).toBe('second');
  });

  it('lasts 7 days, for the whole site', () => {
    let owner: object = document;
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const written = vi.spyOn(owner as Document, 'cookie', 'set');
    recordAffiliate('?affiliate=abc');
    expect(written).toHaveBeenCalledWith(
      expect.stringMatching(/^f52_affiliate=abc; Max-Age=604800; Path=\/; SameSite=Lax/),
    );
  });

  it('reads the page’s own address by default', () => {
    window.history.replaceState(null, '', '/shop?affiliate=from-the-page');
    recordAffiliate();
    expect(affiliateCookie()).toBe('from-the-page');
  });
});

describe('on arrival', () => {
  it('the login status check records it, once per page, logged in or not', async () => {
    vi.resetModules();
    userServer();
    window.history.replaceState(null, '', '/recipes/genius-roast-chicken?affiliate=abc');
    const user = await import('./user');
    user.$user.listen(() => {});
    await user.checkLoginStatus();
    expect(affiliateCookie()).toBe('abc');
    document.cookie = `${AFFILIATE_COOKIE}=other; Path=/`;
    user.$user.listen(() => {});
    await user.checkLoginStatus();
    expect(affiliateCookie()).toBe('other');
  });
});
