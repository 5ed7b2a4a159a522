// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadTags, type Manifest } from './preload-tags';

const manifest: Manifest = {
  header: {
    file: 'header-H.js',
    imports: ['chunk-R.js', 'chunk-S.js'],
    preload: ['chunk-R.js', 'chunk-S.js', 'header-H.js'],
  },
  'promo-banner': { file: 'promo-banner-P.js', imports: ['chunk-R.js'], preload: ['chunk-R.js', 'promo-banner-P.js'] },
};

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]*)">/g)].map((match) => match[1]);

describe('preloadTags', () => {
  it("gives each widget's entry and closure, every file once", () => {
    expect(hrefs(preloadTags(['header', 'promo-banner'], { manifest }))).toEqual([
      '/assets/chunk-R.js',
      '/assets/chunk-S.js',
      '/assets/header-H.js',
      '/assets/promo-banner-P.js',
    ]);
  });

  it('preloads a widget listed twice once', () => {
    expect(hrefs(preloadTags(['header', 'header'], { manifest }))).toEqual([
      '/assets/chunk-R.js',
      '/assets/chunk-S.js',
      '/assets/header-H.js',
    ]);
  });

  it('works with an older manifest that has no preload field (imports and file)', () => {
    const older: Manifest = { header: { file: 'header-H.js', imports: ['chunk-R.js'] } };
    expect(hrefs(preloadTags(['header'], { manifest: older }))).toEqual(['/assets/chunk-R.js', '/assets/header-H.js']);
  });

  it('adds nothing for a name the manifest does not know, nor for an inherited property name', () => {
    expect(preloadTags(['carousel', 'constructor', '__proto__'], { manifest })).toBe('');
  });

  it("carries the page's CSP nonce on every tag, escaped for the attribute", () => {
    expect(preloadTags(['promo-banner'], { manifest, nonce: 'n+/"=' })).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/chunk-R.js" nonce="n+/&quot;=">\n<link rel="modulepreload" fetchpriority="low" href="/assets/promo-banner-P.js" nonce="n+/&quot;=">',
    );
  });

  it('serves from the asset base, escaped for the attribute', () => {
    expect(preloadTags(['promo-banner'], { manifest, assetBase: 'https://cdn.example.com/a"b/' })).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="https://cdn.example.com/a&quot;b/chunk-R.js">\n<link rel="modulepreload" fetchpriority="low" href="https://cdn.example.com/a&quot;b/promo-banner-P.js">',
    );
  });
});
