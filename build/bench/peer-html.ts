// A fixture page as a peer would serve it: the peer's scripts and stylesheets where ours were. Without the
// loader, a widget entry mounts every slot of its name at once (mount/define-widget.ts mountWithoutLoader).

/** node_modules/.cache/bench-peers/peers.json, as build/bench/build-peers.mjs writes it. */
export interface PeersManifest {
  single: { scripts: string[]; stylesheets: string[] };
  iife: { tokens: string; widgets: Record<string, { script: string; stylesheets: string[] }> };
}

export type Peer = keyof PeersManifest;

export interface PeerHtmlOptions {
  peer: Peer;
  manifest: PeersManifest;
  /** Where our dist/ is served ('/assets/'): the loader, preloads and stylesheets under it are ours. */
  assetBase: string;
  /** Where the peers' folder is served. */
  peerBase: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/** Widget names in the order their first slot appears. */
export function widgetsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\sdata-widget="([^"]+)"/g), (match) => match[1]!))];
}

function peerAssets(
  html: string,
  { peer, manifest, peerBase }: PeerHtmlOptions,
): { scripts: string; stylesheets: string[] } {
  const url = (path: string) => `${peerBase}${path}`;
  if (peer === 'single') {
    return {
      scripts: manifest.single.scripts.map((path) => `<script type="module" src="${url(path)}"></script>`).join(''),
      stylesheets: manifest.single.stylesheets.map(url),
    };
  }
  const widgets = widgetsIn(html).flatMap((name) => manifest.iife.widgets[name] ?? []);
  return {
    scripts: widgets.map((widget) => `<script defer src="${url(widget.script)}"></script>`).join(''),
    stylesheets: [manifest.iife.tokens, ...widgets.flatMap((widget) => widget.stylesheets)].map(url),
  };
}

/**
 * Replaces our `<script type="module" src="…/loader.js">` with the peer's scripts, our stylesheets (the design
 * tokens' and those of widgets whose server markup the page styles) with the peer's, at the first one's place,
 * and drops modulepreload links into our dist/. Throws when the page has no loader script to replace.
 */
export function peerHtml(html: string, options: PeerHtmlOptions): string {
  const { assetBase } = options;
  const assets = peerAssets(html, options);
  const loader = new RegExp(
    `<script\\s+type="module"\\s+src="${assetBase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}loader\\.js"(?:\\s+nonce="([^"]*)")?\\s*>\\s*</script>`,
  );
  if (!loader.test(html)) throw new Error(`bench: no <script type="module" src="${assetBase}loader.js"> to replace`);
  const links = html.split(/(<link\b[^>]*>)/i);
  let stylesheetsPlaced = false;
  const sheets = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const rewritten = links
    .map((part) => {
      if (!/^<link\b/i.test(part)) return part;
      const rel = attribute(part, 'rel')?.toLowerCase();
      const href = attribute(part, 'href') ?? '';
      if (!href.startsWith(assetBase) || (rel !== 'stylesheet' && rel !== 'modulepreload')) return part;
      if (rel === 'modulepreload' || stylesheetsPlaced) return '';
      stylesheetsPlaced = true;
      return sheets;
    })
    .join('');
  // The peer's scripts take the loader's CSP nonce (fixtures/server/csp.ts), or the page's policy refuses them.
  return rewritten.replace(
    loader,
    (_tag, nonce?: string) =>
      `${stylesheetsPlaced ? '' : sheets}${nonce ? assets.scripts.replaceAll('<script ', `<script nonce="${nonce}" `) : assets.scripts}`,
  );
}
