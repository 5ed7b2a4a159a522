// The bench's figures from what the page collected (build/bench/in-page.ts): pure functions.
import type { LoadReadout, PageVitals } from './in-page';

const BLOCKING_MS = 50;

/**
 * Total blocking time as Lighthouse counts it (lantern TBTUtils calculateSumOfBlockingTime): each long task
 * clipped to the window from FCP, then its part beyond 50 ms.
 */
export function totalBlockingTime(longTasks: PageVitals['longTasks'], fcp: number, end: number): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const clipped = Math.min(start + duration, end) - Math.max(start, fcp);
    if (clipped > BLOCKING_MS) total += clipped - BLOCKING_MS;
  }
  return total;
}

/** CLS as the web-vitals library counts it: the largest session window (shifts < 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts: Array<[start: number, value: number]>): number {
  let largest = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const [start, value] of [...shifts].sort(([a], [b]) => a - b)) {
    if (start - previous < 1000 && start - windowStart < 5000) windowValue += value;
    else {
      windowValue = value;
      windowStart = start;
    }
    previous = start;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}

/** One load's figures; undefined where the load could not give one (n/a). */
export interface Sample {
  jsBytes: number;
  scriptRequests: number;
  requests: number;
  fcpMs?: number;
  /** Each `load`-strategy widget: its latest `widget:mounted` mark. */
  mountedMs: Record<string, number | undefined>;
  /** The latest mark when every due slot had mounted. */
  allMountedMs?: number;
  tbtMs?: number;
  longestTaskMs: number;
  /**
   * The longest task from the first root's creation on: mounting, not the scripts' evaluation before it
   * (React DOM's module body is most of the longest task at 4x). Undefined when nothing mounted.
   */
  longestMountTaskMs?: number;
  cls: number;
  /** The part of the shifts from elements inside the page's <header> (a sum, as before: the worst load is shown). */
  headerCls: number;
  /** From the cart button's pointerdown to the first frame after the basket drawer opened. */
  drawerMs?: number;
  /** The same for a second opening, after closing it: the drawer's code is in, so this is the main thread's part. */
  drawerAgainMs?: number;
  /** The click's Event Timing: its longest event's duration (input to the next paint after its handlers). */
  clickInpMs?: number;
}

export interface NetworkCounts {
  jsBytes: number;
  scriptRequests: number;
  requests: number;
}

/** A load's figures from the page's readout when its due slots had settled (`settled`: they did in time). */
export function loadSample(readout: LoadReadout, network: NetworkCounts, settled: boolean): Omit<Sample, 'drawerMs' | 'drawerAgainMs' | 'clickInpMs'> {
  const latest = (widget?: string) => {
    const times = readout.marks.filter(([name]) => widget === undefined || name === widget).map(([, time]) => time);
    return times.length ? Math.max(...times) : undefined;
  };
  const inWindow = readout.longTasks.filter(([start]) => start < readout.now);
  return {
    ...network,
    fcpMs: readout.fcp,
    mountedMs: Object.fromEntries(readout.loadWidgets.map((widget) => [widget, latest(widget)])),
    allMountedMs: settled ? latest() : undefined,
    tbtMs: readout.fcp === undefined ? undefined : totalBlockingTime(inWindow, readout.fcp, readout.now),
    longestTaskMs: Math.max(0, ...inWindow.map(([, duration]) => duration)),
    longestMountTaskMs: longestTaskFrom(inWindow, readout.mountStarts),
    cls: cumulativeLayoutShift(readout.shifts.map(([start, value]) => [start, value])),
    headerCls: readout.shifts.filter(([, , inHeader]) => inHeader).reduce((sum, [, value]) => sum + value, 0),
  };
}

/**
 * The longest of the tasks still running at or after the first mount start, the task it starts in included
 * (0: none was long); undefined when nothing mounted.
 */
export function longestTaskFrom(longTasks: PageVitals['longTasks'], mountStarts: number[]): number | undefined {
  if (!mountStarts.length) return undefined;
  const first = Math.min(...mountStarts);
  return Math.max(0, ...longTasks.filter(([start, duration]) => start + duration > first).map(([, duration]) => duration));
}

/** The interaction's latency as Event Timing gives it (INP of one interaction): its longest event. */
export function interactionLatency(events: PageVitals['events']): number | undefined {
  return events.length ? Math.max(...events.map(([, , duration]) => duration)) : undefined;
}

/** The median of the loads that gave a figure, when most did; otherwise undefined (n/a). */
export function median(values: Array<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (known.length * 2 <= values.length) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2;
}
