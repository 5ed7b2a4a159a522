import { describe, expect, it } from 'vitest';
import { safeUrl, sitePath } from './safe-url';

describe('safeUrl', () => {
  describe('given a URL it accepts', () => {
    it.each([
      '/images/products/dutch-oven.svg',
      '/',
      '/images/a.jpg?w=520&v=2#top',
      'https://cdn.example.com/images/a.jpg',
      'http://cdn.example.com/a.jpg',
      'HTTPS://CDN.EXAMPLE.COM/a.jpg',
      'https://cdn.example.com:8443/a,b.jpg',
    ])('returns %j unchanged', (url) => {
      expect(safeUrl(url)).toBe(url);
    });
  });

  describe('given a URL it refuses', () => {
    it.each([
      ['javascript', 'javascript:alert(1)'],
      ['javascript in capitals', 'JaVaScRiPt:alert(1)'],
      ['javascript after a space', ' javascript:alert(1)'],
      ['vbscript', 'vbscript:msgbox(1)'],
      ['data', 'data:image/svg+xml;base64,PHN2Zz4='],
      ['blob', 'blob:https://example.com/1234'],
      ['protocol-relative', '//evil.example/a.jpg'],
      ['backslash protocol-relative', '/\\evil.example/a.jpg'],
      ['tab hidden in the slashes', '/\t/evil.example/a.jpg'],
      ['newline hidden in the slashes', '/\n/evil.example/a.jpg'],
      ['a space, which would split a srcset', '/images/a b.jpg'],
      ['a relative path', 'images/a.jpg'],
      ['a dot path', './a.jpg'],
      ['ftp', 'ftp://example.com/a.jpg'],
      ['http without a host', 'http://'],
      ['https with a single slash', 'https:/evil.example/a.jpg'],
      ['https with no slashes', 'https:evil.example'],
      ['garbage', '%%%'],
      ['an empty string', ''],
      ['undefined', undefined],
      ['null', null],
      ['a number', 42],
      ['an object', { url: '/a.jpg' }],
    ])('refuses %s', (_, url) => {
      expect(safeUrl(url)).toBeUndefined();
    });
  });
});

describe('sitePath', () => {
  it.each(['/shop/search', '/shop/search?x=1', '/recipes/1-pie#top'])('%s is a path on this site', (url) => {
    expect(sitePath(url)).toBe(url);
  });

  it.each([
    'shop/search',
    'https://www.example.com/shop',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'data:text/html,x',
    '/a b',
    42,
    null,
  ])('%j is not', (url) => {
    expect(sitePath(url)).toBeUndefined();
  });
});
