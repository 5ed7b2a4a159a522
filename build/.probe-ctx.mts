import { chromium } from 'playwright-core';
import { startServer } from '../fixtures/server/serve';
const server = await startServer({ port: 0, distDir: 'node_modules/.cache/storefront-e2e' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const idle = (page) => page.waitForFunction(() => Array.from(document.querySelectorAll('[data-widget]')).every((s) => ['waiting','mounted','error'].includes(s.getAttribute('data-widget-state') ?? '')));
const paths = ['/', '/shop', '/about-us', '/checkout'];
for (let round = 0; round < 2; round++) {
  for (const path of paths) {
    let t = performance.now();
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    const tc = performance.now() - t; t = performance.now();
    await page.goto(server.url + path); await idle(page);
    const t1 = performance.now() - t; t = performance.now();
    await page.close(); await ctx.clearCookies();
    const p2 = await ctx.newPage();
    await p2.goto(server.url + path); await idle(p2);
    const t2 = performance.now() - t; t = performance.now();
    await p2.goto(server.url + path); await idle(p2);
    const t3 = performance.now() - t;
    await ctx.close();
    console.log(path, 'ctx+page', tc.toFixed(0), 'fresh load', t1.toFixed(0), 'new page same ctx', t2.toFixed(0), 'reload', t3.toFixed(0));
  }
}
await browser.close(); await server.close();
