// `npm run bench`: each fixture page loaded 5 times in Chromium at 4x CPU throttling; prints medians.
// Timings live here, never in a timed test. Run after `node esbuild.config.mjs` (the npm script does).
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { EXAMPLE_PAGES } from '../fixtures/pages/examples';
import { startServer } from '../fixtures/server/serve';

const RUNS = 5;
const root = join(import.meta.dirname, '..');

interface Sample {
  jsBytes: number;
  requests: number;
  mountedMs: number;
  tbtMs: number;
  cls: number;
  /** The part of CLS from shifts of elements inside the page's <header>. */
  headerCls: number;
}

// Collected in the page from its first script on: long tasks after first contentful paint, layout shifts.
const OBSERVE = () => {
  const vitals = { longTasks: [] as Array<[number, number]>, cls: 0, headerCls: 0 };
  (window as unknown as { vitals: typeof vitals }).vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      const inHeader = entry.sources.some(({ node }) => (node instanceof Element ? node : node?.parentElement)?.closest('header'));
      if (inHeader) vitals.headerCls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const server = await startServer({ port: 0, distDir: join(root, 'dist') });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: Array<[string, Sample, number]> = [];
  try {
    // BENCH_PAGES=/shop,/users/cart measures just those.
    const only = process.env.BENCH_PAGES?.split(',');
    for (const path of EXAMPLE_PAGES.filter((page) => !only || only.includes(page))) {
      const samples: Sample[] = [];
      // RUNS loads at 1280px, then as many at 375px (the header's phone layout) for its CLS there.
      const mobileSamples: Sample[] = [];
      for (let run = 0; run < RUNS * 2; run++) {
        const mobile = run >= RUNS;
        const context = await browser.newContext({ viewport: mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        let jsBytes = 0;
        let requests = 0;
        const scripts = new Set<string>();
        cdp.on('Network.responseReceived', (event) => {
          if (event.type === 'Script') scripts.add(event.requestId);
        });
        cdp.on('Network.loadingFinished', (event) => {
          requests++;
          if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
        });
        await page.addInitScript(OBSERVE);
        await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
        // Slots waiting for an interaction or visibility are not due yet; everything else must settle.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('[data-widget]')).every((slot) => ['waiting', 'mounted', 'error'].includes(slot.getAttribute('data-widget-state') ?? '')),
        );
        await page.waitForTimeout(1000); // a quiet second after mount, so late long tasks and shifts count
        const measured = await page.evaluate(() => {
          const { vitals } = window as unknown as { vitals: { longTasks: Array<[number, number]>; cls: number; headerCls: number } };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const marks = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('widget:mounted:'));
          return {
            mountedMs: marks.length ? Math.max(...marks.map((mark) => mark.startTime)) : 0,
            tbtMs: vitals.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
            cls: vitals.cls,
            headerCls: vitals.headerCls,
          };
        });
        (mobile ? mobileSamples : samples).push({ jsBytes, requests, ...measured });
        await context.close();
      }
      rows.push([path, {
        jsBytes: median(samples.map((sample) => sample.jsBytes)),
        requests: median(samples.map((sample) => sample.requests)),
        mountedMs: median(samples.map((sample) => sample.mountedMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        cls: median(samples.map((sample) => sample.cls)),
        headerCls: Math.max(...samples.map((sample) => sample.headerCls)),
      }, Math.max(...mobileSamples.map((sample) => sample.headerCls))]);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const header = ['page', 'JS on wire (gz)', 'requests', 'all mounted', 'TBT', 'CLS', 'header CLS 1280', 'header CLS 375'];
  const lines = rows.map(([path, sample, mobileHeaderCls]) => [
    path,
    `${(sample.jsBytes / 1024).toFixed(1)} KB`,
    String(sample.requests),
    `${sample.mountedMs.toFixed(0)} ms`,
    `${sample.tbtMs.toFixed(0)} ms`,
    sample.cls.toFixed(3),
    sample.headerCls.toFixed(3),
    mobileHeaderCls.toFixed(3),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (line: string[]) => line.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
  console.log(`Medians of ${RUNS} loads per page at 1280px, Chromium, 4x CPU throttling, no network throttling; header CLS: the worst of ${RUNS} loads at each width\n`);
  console.log([format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n'));
}

await main();
