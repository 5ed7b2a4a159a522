// The per-page budget, part of `npm test` after the production build: for each fixture page in package.json
// "pageBudgets", the JavaScript it loads before any interaction, from the build's closures: the loader, and
// each widget its slots load at load, when idle or when visible, with that widget's whole static closure
// (the manifest's `preload`), every file once, gzipped. Bytes are deterministic, so this is a check, not a
// timing. Not counted: what loads on a click or on intent (sheets, dialogs, the basket drawer, the quick
// basket), and a tile's pantry client, which loads only for a tile the server sent no data for (every fixture
// page sends it). The pages come from the fixture app itself, so its markup is what is measured.
// Beside it, what the page's idle speculation fetches ahead of a tap (mount/speculation.ts: speculate.js and its
// plan for the page's slots), against package.json "prefetchBudget".
//   npx tsx build/page-budgets.ts [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApp } from '../fixtures/server/app';
import { preloadFiles, type Manifest } from '../mount/server/preload-tags';
import { plan } from '../mount/speculation';
import { loadDefaults, pageSlots, widgetsBeforeInteraction, type PageSlot } from './page-budgets/page-slots';
import { speculationTable } from './speculate.mjs';

interface PageWeight {
  path: string;
  widgets: string[];
  scripts: number;
  bytes: number;
  budget: number;
  /** Fetched at idle, ahead of a tap: speculate.js and what it plans for this page. */
  prefetch: number;
}

/** The page's slots as mount/speculation.ts's plan reads them, before any has mounted. */
const slotElements = (slots: PageSlot[]) =>
  slots.map(
    ({ widget, load }) =>
      ({
        getAttribute: (name: string) =>
          name === 'data-widget' ? widget : name === 'data-load' ? (load ?? null) : null,
      }) as unknown as Element,
  );

const root = join(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

async function weigh(distDir: string): Promise<PageWeight[]> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    pageBudgets: Record<string, number>;
    prefetchBudget: number;
  };
  const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipped = (file: string) =>
    sizes.get(file) ?? sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length).get(file)!;
  const app = createApp({ distDir });
  const table = speculationTable(manifest, distDir);
  const tableFiles = table.files
    .split(' ')
    .map((item): [string, number] => [item.split(':')[0]!, Number(item.split(':')[1])]);
  const loads = loadDefaults(manifest as Record<string, { load?: string }>);
  const weights: PageWeight[] = [];
  for (const [path, budget] of Object.entries(pkg.pageBudgets)) {
    const response = await app.request(path);
    if (!response.ok) throw new Error(`page budgets: ${path} answered ${response.status}`);
    const slots = pageSlots(await response.text());
    const widgets = widgetsBeforeInteraction(slots, loads);
    const unknown = widgets.find((name) => !Object.hasOwn(manifest, name));
    if (unknown) throw new Error(`page budgets: ${path} has a slot for "${unknown}", which the build does not have`);
    // What the loader preloads when it loads them: each one's whole closure (mount/server/preload-tags.ts).
    const files = new Set(['loader.js', ...preloadFiles(widgets, manifest)]);
    const speculated = plan(
      slotElements(slots),
      table.widgets,
      tableFiles,
      files,
      table.budget - gzipped('speculate.js'),
    );
    const prefetch = gzipped('speculate.js') + speculated.reduce((sum, { bytes }) => sum + bytes, 0);
    weights.push({
      path,
      widgets,
      scripts: files.size,
      bytes: [...files].reduce((sum, file) => sum + gzipped(file), 0),
      budget,
      prefetch,
    });
  }
  return weights;
}

function print(weights: PageWeight[]): void {
  const rows = weights.map((page) => [
    page.path,
    kb(page.bytes),
    kb(page.budget),
    page.bytes <= page.budget ? 'ok' : 'OVER',
    String(page.scripts),
    kb(page.prefetch),
    page.widgets.join(', '),
  ]);
  const header = ['page', 'JS gzip', 'budget', '', 'scripts', 'at idle', 'widgets loaded before any interaction'];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const format = (row: string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  console.log([format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format)].join('\n'));
}

const weights = await weigh(process.argv[2] ?? join(root, 'dist'));
print(weights);
const over = weights.filter((page) => page.bytes > page.budget);
for (const page of over)
  console.error(
    `page budget: ${page.path} loads ${kb(page.bytes)} of JS before any interaction, over its ${kb(page.budget)}`,
  );
const budget = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).prefetchBudget as number;
console.log(
  `at idle: what the page's speculation fetches ahead of a tap (speculate.js and its plan), at most ${kb(budget)} a page; never on Save-Data or 2g`,
);
if (over.length) process.exit(1);
