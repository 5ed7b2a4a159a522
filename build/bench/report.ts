// The bench's tables: medians of each page's loads, per build, with the peers' ratios.
import type { Build } from './bench-server';
import { median, type Sample } from './metrics';

interface Figure {
  label: string;
  short: string;
  value(samples: Array<Sample | undefined>): number | undefined;
  format(value: number): string;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
const medianOf = (pick: (sample: Sample) => number | undefined) => (samples: Array<Sample | undefined>) =>
  median(samples.map((sample) => sample && pick(sample)));

const FIGURES: Figure[] = [
  { label: 'JS on the wire (gzip)', short: 'JS gz', value: medianOf((s) => s.jsBytes), format: kb },
  { label: 'prefetched JS (idle)', short: 'prefetched', value: medianOf((s) => s.prefetchedJsBytes), format: kb },
  { label: 'script requests', short: 'scripts', value: medianOf((s) => s.scriptRequests), format: String },
  { label: 'all requests', short: 'requests', value: medianOf((s) => s.requests), format: String },
  { label: 'first contentful paint', short: 'FCP', value: medianOf((s) => s.fcpMs), format: ms },
  { label: 'all due slots mounted', short: 'all mounted', value: medianOf((s) => s.allMountedMs), format: ms },
  { label: 'total blocking time', short: 'TBT', value: medianOf((s) => s.tbtMs), format: ms },
  {
    label: 'longest task',
    short: 'longest task',
    value: medianOf((s) => s.longestTaskMs),
    format: (value) => (value ? ms(value) : '<50 ms'),
  },
  {
    label: 'longest task at mount',
    short: 'mount task',
    value: medianOf((s) => s.longestMountTaskMs),
    format: (value) => (value ? ms(value) : '<50 ms'),
  },
  { label: 'CLS', short: 'CLS', value: medianOf((s) => s.cls), format: (value) => value.toFixed(3) },
  {
    label: 'header CLS (worst load)',
    short: 'header CLS',
    value: (samples) => {
      const known = samples.filter((sample): sample is Sample => sample !== undefined);
      return known.length ? Math.max(...known.map((sample) => sample.headerCls)) : undefined;
    },
    format: (value) => value.toFixed(3),
  },
  { label: 'cart click to drawer painted', short: 'cart→drawer', value: medianOf((s) => s.drawerMs), format: ms },
  {
    label: '... again, code in (2nd open)',
    short: 'drawer again',
    value: medianOf((s) => s.drawerAgainMs),
    format: ms,
  },
  { label: 'cart click INP (Event Timing)', short: 'click INP', value: medianOf((s) => s.clickInpMs), format: ms },
];

export type PageSamples = Map<Build, Array<Sample | undefined>>;

export const NA = 'n/a';

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, index) => (index ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The `load`-strategy widgets any build of the page mounted, in first-seen order. */
function loadWidgets(samples: PageSamples): string[] {
  return [...new Set([...samples.values()].flat().flatMap((sample) => (sample ? Object.keys(sample.mountedMs) : [])))];
}

const mountedFigure = (widget: string): Figure => ({
  label: `mounted: ${widget}`,
  short: widget,
  value: medianOf((s) => (widget in s.mountedMs ? s.mountedMs[widget] : undefined)),
  format: ms,
});

/** Ours alone: one row per page, then the per-widget mount times in a second table. */
export function oursReport(pages: Map<string, PageSamples>): string {
  const ours = [...pages].map(([path, samples]) => [path, samples.get('ours') ?? []] as const);
  const figures = ours.map(([path, samples]) => [
    path,
    ...FIGURES.map((figure) => {
      const value = figure.value(samples);
      return value === undefined ? NA : figure.format(value);
    }),
  ]);
  const widgets = [...new Set([...pages.values()].flatMap(loadWidgets))];
  const mounts = ours.map(([path, samples]) => [
    path,
    ...widgets.map((widget) => {
      const present = samples.some((sample) => sample && widget in sample.mountedMs);
      const value = mountedFigure(widget).value(samples);
      return !present ? '-' : value === undefined ? NA : ms(value);
    }),
  ]);
  return [
    table(['page', ...FIGURES.map((figure) => figure.short)], figures),
    '',
    'Each load-strategy widget mounted (its latest slot), from navigation start:',
    '',
    table(['page', ...widgets], mounts),
  ].join('\n');
}

const ratio = (value: number | undefined, base: number | undefined) =>
  value === undefined || !base ? NA : `${(value / base).toFixed(2)}x`;

/** Ours beside the peers: one table per page, figures as rows, with each build's ratio to the single bundle. */
export function peersReport(pages: Map<string, PageSamples>): string {
  const blocks = [...pages].map(([path, samples]) => {
    const figures = [...FIGURES, ...loadWidgets(samples).map(mountedFigure)];
    const rows = figures.map((figure) => {
      const [ours, single, iife] = (['ours', 'single', 'iife'] as const).map((build) =>
        figure.value(samples.get(build) ?? []),
      );
      const cell = (value: number | undefined) => (value === undefined ? NA : figure.format(value));
      return [figure.label, cell(ours), cell(single), cell(iife), ratio(ours, single), ratio(iife, single)];
    });
    return `${path}\n\n${table(['', 'ours', 'single', 'iife', 'ours/single', 'iife/single'], rows)}`;
  });
  return blocks.join('\n\n');
}
