// The interactions table: per control, its first tap and its tap again, each as event duration | painted |
// content painted (medians of the loads), per build, with ours/single. Pure functions.
import type { Build } from './bench-server';
import { median, type ControlSample, type TapFigures } from './metrics';
import { NA, table } from './report';

export interface ControlRow {
  id: string;
  label: string;
  page: string;
  /** It has a content figure (else '-'). */
  content: boolean;
  /** It has an "again" (else n/a). */
  again: boolean;
  /** Why it was not measured (a phone control at a desktop profile), or undefined. */
  skipped?: string;
}

export type ControlSamples = Map<Build, Array<ControlSample | undefined>>;

type Tap = 'first' | 'again';
const FIGURES = ['eventMs', 'paintedMs', 'contentMs'] as const;
type Medians = Partial<Record<(typeof FIGURES)[number], number>>;

/** Each figure's median over the loads (n/a unless most loads gave it). */
export function tapMedians(samples: ReadonlyArray<ControlSample | undefined>, tap: Tap): Medians {
  const figures = (sample: ControlSample | undefined): TapFigures | undefined =>
    tap === 'first' ? sample?.first : sample?.again;
  return Object.fromEntries(
    FIGURES.map((figure) => [figure, median(samples.map((sample) => figures(sample)?.[figure]))]),
  );
}

/** Event Timing reports nothing under 16 ms: a median under that prints so. */
const eventCell = (value: number | undefined) => (value === undefined ? NA : value < 16 ? '<16' : value.toFixed(0));
const msCell = (value: number | undefined) => (value === undefined ? NA : value.toFixed(0));

/** The three figures of a cell, each padded so that a column's cells line up. */
const joined = (parts: string[], width: number) => parts.map((part) => part.padStart(width)).join(' | ');

/** One build's cell: `event | painted | content`, in ms; '-' for a control with no content figure. */
export function tapCell(medians: Medians, content: boolean): string {
  return joined([eventCell(medians.eventMs), msCell(medians.paintedMs), content ? msCell(medians.contentMs) : '-'], 4);
}

const ratio = (value: number | undefined, base: number | undefined) =>
  value === undefined || !base ? NA : `${(value / base).toFixed(2)}x`;

/** ours/single for each figure; an event median under 16 ms (Event Timing's floor) has no ratio. */
export function ratioCell(ours: Medians, single: Medians, content: boolean): string {
  const event = (medians: Medians) =>
    medians.eventMs !== undefined && medians.eventMs >= 16 ? medians.eventMs : undefined;
  return joined(
    [
      ratio(event(ours), event(single)),
      ratio(ours.paintedMs, single.paintedMs),
      content ? ratio(ours.contentMs, single.contentMs) : '-',
    ],
    5,
  );
}

/** The table: two rows per control (first tap, again), a column per build, and ours/single when single ran. */
export function interactionsReport(
  rows: ReadonlyArray<[ControlRow, ControlSamples]>,
  builds: readonly Build[],
): string {
  const withRatio = builds.includes('ours') && builds.includes('single');
  const header = ['control (page)', 'tap', ...builds, ...(withRatio ? ['ours/single'] : [])];
  const lines = rows.flatMap(([control, samples]) =>
    (['first', 'again'] as const).map((tap) => {
      const name = tap === 'first' ? `${control.label} (${control.page})` : '';
      const label = tap === 'first' ? 'first' : 'again';
      if (control.skipped) return [name, label, ...builds.map(() => '-'), ...(withRatio ? ['-'] : [])];
      if (tap === 'again' && !control.again) return [name, label, ...builds.map(() => NA), ...(withRatio ? [NA] : [])];
      const medians = new Map(builds.map((build) => [build, tapMedians(samples.get(build) ?? [], tap)]));
      const cells = builds.map((build) => tapCell(medians.get(build)!, control.content));
      return [
        name,
        label,
        ...cells,
        ...(withRatio ? [ratioCell(medians.get('ours')!, medians.get('single')!, control.content)] : []),
      ];
    }),
  );
  const notes = rows.filter(([control]) => control.skipped).map(([control]) => `${control.id}: ${control.skipped}`);
  return [table(header, lines), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
