// The bench's figures from what the page collected (build/bench/in-page.ts): pure functions.
import type { LoadReadout, PageVitals, SurfaceReadout } from './in-page';

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
  /** Script responses before the interaction, less those the loader's idle prefetch asked for. */
  jsBytes: number;
  /** The script bytes of the responses to the loader's idle prefetch (the `link[data-speculative]` hrefs). */
  prefetchedJsBytes: number;
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
  prefetchedJsBytes: number;
  scriptRequests: number;
  requests: number;
}

/** One response the page's network saw (CDP): its URL, whether CDP typed it a Script, its gzip bytes. */
export interface NetworkResponse {
  url: string;
  script: boolean;
  bytes: number;
  failed?: boolean;
}

const JS_URL = /\.m?js$/;

/**
 * The load's network figures. A response to a URL in `speculative` (the hrefs of the `link[data-speculative]`
 * the loader added at idle) is not JS on the wire nor a script request: its script bytes (a `.js` URL or a
 * Script response, whatever the prefetch's own type) are the prefetched JS. Every response is a request.
 */
export function networkCounts(responses: readonly NetworkResponse[], speculative: readonly string[]): NetworkCounts {
  const ahead = new Set(speculative);
  const counts: NetworkCounts = { jsBytes: 0, prefetchedJsBytes: 0, scriptRequests: 0, requests: 0 };
  for (const { url, script, bytes, failed } of responses) {
    counts.requests++;
    if (failed) continue;
    if (ahead.has(url)) {
      if (script || JS_URL.test(new URL(url).pathname)) counts.prefetchedJsBytes += bytes;
    } else if (script) {
      counts.scriptRequests++;
      counts.jsBytes += bytes;
    }
  }
  return counts;
}

/** A load's figures from the page's readout when its due slots had settled (`settled`: they did in time). */
export function loadSample(
  readout: LoadReadout,
  network: NetworkCounts,
  settled: boolean,
): Omit<Sample, 'drawerMs' | 'drawerAgainMs' | 'clickInpMs'> {
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
  return Math.max(
    0,
    ...longTasks.filter(([start, duration]) => start + duration > first).map(([, duration]) => duration),
  );
}

/** The interaction's latency as Event Timing gives it (INP of one interaction): its longest event. */
export function interactionLatency(events: PageVitals['events']): number | undefined {
  return events.length ? Math.max(...events.map(([, , duration]) => duration)) : undefined;
}

/**
 * A tap's Event Timing duration, as INP reads it: the longest entry of the first interaction from the tap's
 * input on (entries share the interaction's id; later ids are later interactions, like typing after it).
 * 0 when none was reported: Event Timing reports nothing under 16 ms.
 */
export function tapDuration(events: PageVitals['events'], input: number): number {
  const after = events.filter(([, id, , start]) => id > 0 && start >= input - 1);
  if (!after.length) return 0;
  const first = Math.min(...after.map(([, id]) => id));
  return Math.max(...after.filter(([, id]) => id === first).map(([, , duration]) => duration));
}

/** One tap of the interactions table; undefined where it could not be had (n/a). */
export interface TapFigures {
  /** Event Timing's duration of the tap (0: under 16 ms). */
  eventMs?: number;
  /** From the pointerdown's timeStamp to the first frame after the surface opened. */
  paintedMs?: number;
  /** The same to the first frame after it held its content. */
  contentMs?: number;
}

/** One load of a control's page: its first tap, then (closed, the main thread quiet) the same tap again. */
export interface ControlSample {
  first: TapFigures;
  again?: TapFigures;
}

/** The tap's figures from what the page noted (watchSurface) and Event Timing. */
export function tapFigures({ surface, events }: SurfaceReadout): TapFigures {
  const { input, painted, content } = surface;
  if (input === undefined) return {};
  return {
    eventMs: tapDuration(events, input),
    paintedMs: painted === undefined ? undefined : painted - input,
    contentMs: content === undefined ? undefined : content - input,
  };
}

/** The median of the loads that gave a figure, when most did; otherwise undefined (n/a). */
export function median(values: Array<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (known.length * 2 <= values.length) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2;
}
