// The fixture site for the bench, with the peers beside it: the same app (fixtures/server/app.ts) answers
// every request; a cookie says which build the page is for, and a peer's pages are rewritten on the way out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { createApp } from '../../fixtures/server/app';
import { assetHandler } from '../../fixtures/server/assets';
import { listen, type RunningServer } from '../../fixtures/server/serve';
import { peerHtml, type Peer, type PeersManifest } from './peer-html';

export type Build = 'ours' | Peer;

/** Set on the browser context: which build the pages are served for (every build sends it, so bytes match). */
export const BUILD_COOKIE = 'bench-build';
const ASSET_BASE = '/assets/';
const PEER_BASE = '/bench-peers/';

export type BenchServer = RunningServer;

function benchApp(distDir: string, peersDir?: string) {
  const fixture = createApp({ distDir, assetBase: ASSET_BASE });
  const manifest = peersDir && (JSON.parse(readFileSync(join(peersDir, 'peers.json'), 'utf8')) as PeersManifest);
  const app = new Hono();
  // The fixture app gzips its own answers; this gzips the rewritten pages (a response already encoded is left alone).
  app.use('*', compress());
  if (peersDir) app.get(`${PEER_BASE}*`, assetHandler(peersDir, PEER_BASE));
  app.all('*', async (c) => {
    const peer = getCookie(c, BUILD_COOKIE);
    if (!manifest || c.req.method !== 'GET' || (peer !== 'single' && peer !== 'iife')) return fixture.fetch(c.req.raw);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('Accept-Encoding');
    const response = await fixture.fetch(new Request(c.req.raw, { headers }));
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
    const html = peerHtml(await response.text(), { peer, manifest, assetBase: ASSET_BASE, peerBase: PEER_BASE });
    const rewritten = new Headers(response.headers);
    rewritten.delete('Content-Length');
    return new Response(html, { status: response.status, headers: rewritten });
  });
  return app;
}

/** Starts it on 127.0.0.1 at a free port, as the plain fixture site starts. */
export function startBenchServer(distDir: string, peersDir?: string): Promise<BenchServer> {
  return listen(benchApp(distDir, peersDir).fetch);
}
