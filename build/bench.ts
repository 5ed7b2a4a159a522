// `npm run bench`: each fixture page loaded 5 times in Chromium under a Lighthouse-like profile; prints medians.
// Timings live here, never in a timed test. Run after `node esbuild.config.mjs` (the npm script does).
//   npm run bench                          Lighthouse's mobile profile (build/bench/profiles.ts)
//   npm run bench -- --profile desktop     or none (no throttling)
//   npm run bench -- --peers               ours beside a single bundle and one IIFE per widget, then the interactions table
//   npm run bench -- --interactions        the interactions table alone (with --peers: for the three builds)
//   npm run bench -- --runs 3              loads per page (or control) and build (default 5)
//   npx tsx build/bench.ts --dist DIR      measure another build of ours (an older commit's dist/, for before/after)
//   BENCH_PAGES=/shop,/users/cart npm run bench     just those pages
//   BENCH_CONTROLS=cart,menu npm run bench -- --interactions     just those controls (build/bench/controls.ts)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { EXAMPLE_PAGES } from '../fixtures/pages/examples';
import { loadDefaults } from './page-budgets/page-slots';
import { startBenchServer, type Build } from './bench/bench-server';
import { chooseControls, type Control } from './bench/controls';
import { interactionsReport, type ControlRow, type ControlSamples } from './bench/interactions-report';
import { measureControl } from './bench/interactions';
import { measureLoad } from './bench/measure';
import type { ControlSample, Sample } from './bench/metrics';
import { isProfileName, PROFILES, type Profile } from './bench/profiles';
import { oursReport, peersReport, type PageSamples } from './bench/report';

const root = join(import.meta.dirname, '..');
const PEERS_DIR = join(root, 'node_modules', '.cache', 'bench-peers');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const elapsed = (since: number) => {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/** In alternation, the order rotating on each run, so no build always goes first (or last). */
const rotated = (builds: Build[], run: number) => builds.map((_, index) => builds[(index + run) % builds.length]!);

const controlRow = (control: Control, profile: Profile): ControlRow => ({
  id: control.id,
  label: control.label,
  page: control.page,
  content: control.surface.content !== undefined,
  again: control.close !== undefined,
  ...(control.phoneOnly && !profile.context.isMobile
    ? { skipped: `the phone's header only: not measured at the ${profile.name} profile` }
    : {}),
});

async function main() {
  const { values: args } = parseArgs({
    options: {
      profile: { type: 'string', default: 'mobile' },
      peers: { type: 'boolean', default: false },
      interactions: { type: 'boolean', default: false },
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
  const controls = chooseControls(process.env.BENCH_CONTROLS).map(
    (control) => [control, controlRow(control, profile)] as const,
  );
  const withLoads = !args.interactions;
  const withInteractions = args.peers || args.interactions;
  // Each widget's default strategy (its widget.json), as the build's manifest carries it.
  const manifest = JSON.parse(readFileSync(join(resolve(args.dist), 'manifest.json'), 'utf8')) as Record<
    string,
    { load?: string }
  >;
  const defaults = loadDefaults(manifest);

  const started = Date.now();
  // A child process: the builder is .mjs like the rest of the build, which TypeScript here does not type (no allowJs).
  if (args.peers)
    execFileSync(process.execPath, [join(root, 'build/bench/build-peers.mjs'), '--outdir', PEERS_DIR], {
      stdio: 'inherit',
    });
  const builds: Build[] = args.peers ? ['ours', 'single', 'iife'] : ['ours'];
  const server = await startBenchServer(resolve(args.dist), args.peers ? PEERS_DIR : undefined);
  const pages = new Map<string, PageSamples>();
  const interactions: Array<[ControlRow, ControlSamples]> = [];
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      for (const path of withLoads ? paths : []) {
        const pageStarted = Date.now();
        const samples: PageSamples = new Map(builds.map((build) => [build, [] as Array<Sample | undefined>]));
        for (let run = 0; run < runs; run++) {
          for (const build of rotated(builds, run)) {
            const load = { browser, url: new URL(path, server.url).href, build, profile, defaults };
            // One more try for a load that failed (measure.ts says why); a second failure is n/a.
            samples.get(build)!.push((await measureLoad(load)) ?? (await measureLoad(load)));
          }
        }
        pages.set(path, samples);
        console.error(`[bench] ${path}: ${runs * builds.length} loads in ${elapsed(pageStarted)}`);
      }
      for (const [control, row] of withInteractions ? controls : []) {
        const controlStarted = Date.now();
        const samples: ControlSamples = new Map(builds.map((build) => [build, [] as Array<ControlSample | undefined>]));
        interactions.push([row, samples]);
        if (row.skipped) continue;
        for (let run = 0; run < runs; run++) {
          for (const build of rotated(builds, run)) {
            const load = { browser, url: new URL(control.page, server.url).href, build, profile, defaults };
            samples.get(build)!.push((await measureControl(load, control)) ?? (await measureControl(load, control)));
          }
        }
        console.error(
          `[bench] ${control.id} (${control.page}): ${runs * builds.length} loads in ${elapsed(controlStarted)}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }

  const throttled = profile.name === 'none' ? '' : ', throttled through CDP';
  const alternated = args.peers ? ' and build, loaded in alternation' : '';
  if (withLoads) {
    console.log(
      `\nProfile ${profile.name} (${profile.description}); medians of ${runs} loads per page${alternated}; Chromium${throttled}\n`,
    );
    console.log(args.peers ? peersReport(pages) : oursReport(pages));
  }
  if (withInteractions) {
    const how = profile.context.hasTouch ? 'tapped (touch)' : 'clicked (mouse)';
    console.log(
      `\nInteractions, profile ${profile.name}: each control ${how} on a fresh load of its page once the load's window ended and the page was idle for 4 s, then closed and ${how} again; medians of ${runs} loads per control${alternated}; Chromium${throttled}`,
    );
    console.log(
      'Each cell: event duration (Event Timing, what INP reads; <16: none reported) | painted (pointerdown to the first frame after it opened) | content painted (... after it held its content; -: none for this control), in ms\n',
    );
    console.log(interactionsReport(interactions, builds));
  }
  console.log(`\nThe bench took ${elapsed(started)}.`);
}

await main();
