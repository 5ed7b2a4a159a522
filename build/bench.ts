// `npm run bench`: each fixture page loaded 5 times in Chromium under a Lighthouse-like profile; prints medians.
// Timings live here, never in a timed test. Run after `node esbuild.config.mjs` (the npm script does).
//   npm run bench                          Lighthouse's mobile profile (build/bench/profiles.ts)
//   npm run bench -- --profile desktop     or none (no throttling)
//   npm run bench -- --peers               ours beside a single bundle and one IIFE per widget
//   npm run bench -- --runs 3              loads per page and build (default 5)
//   npx tsx build/bench.ts --dist DIR      measure another build of ours (an older commit's dist/, for before/after)
//   BENCH_PAGES=/shop,/users/cart npm run bench     just those pages
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { EXAMPLE_PAGES } from '../fixtures/pages/examples';
import { startBenchServer, type Build } from './bench/bench-server';
import { measureLoad } from './bench/measure';
import type { Sample } from './bench/metrics';
import { isProfileName, PROFILES } from './bench/profiles';
import { oursReport, peersReport, type PageSamples } from './bench/report';

const root = join(import.meta.dirname, '..');
const PEERS_DIR = join(root, 'node_modules', '.cache', 'bench-peers');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const elapsed = (since: number) => {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

async function main() {
  const { values: args } = parseArgs({
    options: {
      profile: { type: 'string', default: 'mobile' },
      peers: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      dist: { type: 'string', default: join(root, 'dist') },
    },
  });
  if (!isProfileName(args.profile)) throw new Error(`--profile must be mobile, desktop or none, not "${args.profile}"`);
  const profile = PROFILES[args.profile];
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not "${args.runs}"`);
  const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  const paths = EXAMPLE_PAGES.filter((page) => !only || only.includes(page));
  if (!paths.length) throw new Error(`BENCH_PAGES names none of the example pages: ${EXAMPLE_PAGES.join(', ')}`);
  const defaults = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { widgetLoad: Record<string, string> }).widgetLoad;

  const started = Date.now();
  // A child process: the builder is .mjs like the rest of the build, which TypeScript here does not type (no allowJs).
  if (args.peers) execFileSync(process.execPath, [join(root, 'build/bench/build-peers.mjs'), '--outdir', PEERS_DIR], { stdio: 'inherit' });
  const builds: Build[] = args.peers ? ['ours', 'single', 'iife'] : ['ours'];
  const server = await startBenchServer(resolve(args.dist), args.peers ? PEERS_DIR : undefined);
  const pages = new Map<string, PageSamples>();
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      for (const path of paths) {
        const pageStarted = Date.now();
        const samples: PageSamples = new Map(builds.map((build) => [build, [] as Array<Sample | undefined>]));
        for (let run = 0; run < runs; run++) {
          // In alternation, the order rotating on each run, so no build always goes first (or last).
          const order = builds.map((_, index) => builds[(index + run) % builds.length]!);
          for (const build of order) {
            const load = { browser, url: new URL(path, server.url).href, build, profile, defaults };
            // One more try for a load that failed (measure.ts says why); a second failure is n/a.
            samples.get(build)!.push((await measureLoad(load)) ?? (await measureLoad(load)));
          }
        }
        pages.set(path, samples);
        console.error(`[bench] ${path}: ${runs * builds.length} loads in ${elapsed(pageStarted)}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }

  const throttled = profile.name === 'none' ? '' : ', throttled through CDP';
  const heading = `Profile ${profile.name} (${profile.description}); medians of ${runs} loads per page${args.peers ? ' and build, loaded in alternation' : ''}; Chromium${throttled}`;
  console.log(`\n${heading}\n`);
  console.log(args.peers ? peersReport(pages) : oursReport(pages));
  console.log(`\nThe bench took ${elapsed(started)}.`);
}

await main();
