import { describe, expect, it } from 'vitest';
import { peerHtml, widgetsIn, type PeersManifest } from './peer-html';

const manifest: PeersManifest = {
  single: { scripts: ['single/single-A.js'], stylesheets: ['single/single-B.css'] },
  iife: {
    tokens: 'iife/tokens-T.css',
    widgets: {
      header: { script: 'iife/header-H.js', stylesheets: ['iife/header-HC.css'] },
      tile: { script: 'iife/tile-X.js', stylesheets: [] },
    },
  },
};

const page = `<head>
<link rel="stylesheet" href="/site.css">
<link rel="stylesheet" href="/assets/tokens-1.css"><link rel="stylesheet" href="/assets/header-2.css">
<link rel="modulepreload" href="/assets/chunk-3.js">
<script type="application/json" id="site-config">{}</script>
<script type="module" src="/assets/loader.js"></script>
</head>
<body><div data-widget="tile"></div><div data-widget="header"></div><div data-widget="tile"></div></body>`;

const options = { manifest, assetBase: '/assets/', peerBase: '/bench-peers/' };

describe('peerHtml', () => {
  it('lists each widget once, in the order of its first slot', () => {
    expect(widgetsIn(page)).toEqual(['tile', 'header']);
  });

  describe('given the single bundle', () => {
    const html = peerHtml(page, { ...options, peer: 'single' });

    it('puts its module script where the loader was and its stylesheet where ours were', () => {
      expect(html).toContain(
        '<link rel="stylesheet" href="/site.css">\n<link rel="stylesheet" href="/bench-peers/single/single-B.css">\n\n',
      );
      expect(html).toContain('<script type="module" src="/bench-peers/single/single-A.js"></script>\n</head>');
    });

    it('leaves nothing of our dist/ in the page', () => {
      expect(html).not.toContain('/assets/');
    });
  });

  describe('given one IIFE per widget', () => {
    const html = peerHtml(page, { ...options, peer: 'iife' });

    it('includes a deferred classic script per widget on the page, and the tokens before their stylesheets', () => {
      expect(html).toContain(
        '<script defer src="/bench-peers/iife/tile-X.js"></script><script defer src="/bench-peers/iife/header-H.js"></script>',
      );
      expect(html).toContain(
        '<link rel="stylesheet" href="/bench-peers/iife/tokens-T.css"><link rel="stylesheet" href="/bench-peers/iife/header-HC.css">',
      );
      expect(html).not.toContain('/assets/');
    });
  });

  it("gives the peer's scripts the loader's CSP nonce", () => {
    const nonced = page.replace('loader.js">', 'loader.js" nonce="N0nce==">');
    expect(peerHtml(nonced, { ...options, peer: 'iife' })).toContain(
      '<script nonce="N0nce==" defer src="/bench-peers/iife/tile-X.js"></script><script nonce="N0nce==" defer src="/bench-peers/iife/header-H.js"></script>',
    );
    expect(peerHtml(nonced, { ...options, peer: 'single' })).toContain(
      '<script nonce="N0nce==" type="module" src="/bench-peers/single/single-A.js"></script>\n</head>',
    );
  });

  it('refuses a page without our loader', () => {
    expect(() => peerHtml('<head></head>', { ...options, peer: 'single' })).toThrow(/loader\.js/);
  });
});
