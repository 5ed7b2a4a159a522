// Any whitespace or control character: the URL parser drops tabs and newlines anywhere ('/\t/evil.com'
// becomes '//evil.com') and srcset splits candidates on spaces, so such a URL is refused outright.
const unsafeCharacter = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/u;
const absolute = /^https?:\/\//i;
const probeOrigin = 'https://same-site.invalid';

/**
 * `url` when it is a same-site path ('/images/a.svg') or an absolute http(s) URL; otherwise undefined.
 * Refuses javascript:, data:, protocol-relative '//host' (and '/\host', which browsers read the same way),
 * relative paths and anything that does not parse.
 */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '' || unsafeCharacter.test(url)) return undefined;
  try {
    if (url.startsWith('/')) {
      // Resolving against a probe origin catches every spelling that escapes to another host.
      return new URL(url, probeOrigin).origin === probeOrigin ? url : undefined;
    }
    if (absolute.test(url)) {
      const { protocol, host } = new URL(url);
      return (protocol === 'https:' || protocol === 'http:') && host !== '' ? url : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** `url` when it is a path on this site: starts with one "/" and safeUrl accepts it (no "//host", "/\\host", controls). */
export function sitePath(url: unknown): string | undefined {
  return typeof url === 'string' && url.startsWith('/') ? safeUrl(url) : undefined;
}
