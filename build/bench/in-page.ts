// What the bench runs inside the page. Playwright sends these functions as source text, so they use nothing
// from this module's scope; build/bench/metrics.ts turns what they return into figures.

/** What the page collects from its first script on (see observeVitals). */
export interface PageVitals {
  longTasks: Array<[start: number, duration: number]>;
  /** Layout shifts without recent input; inHeader: one of its sources is inside the page's <header>. */
  shifts: Array<[start: number, value: number, inHeader: boolean]>;
  /** Event Timing entries ('event' at the 16 ms threshold, and 'first-input') of interactions. */
  events: Array<[name: string, interactionId: number, duration: number, startTime: number]>;
  /** The cart interaction: the pointerdown's timeStamp, and the first frame after the drawer opened. */
  drawer: { input?: number; painted?: number };
  /** The interactions table's tap (watchSurface): its pointerdown's timeStamp, the first frames after the surface opened and after it held its content. */
  surface: SurfaceTimes;
}

/**
 * What a control opens, for watchSurface: plain data (the page's CSP allows no eval, so no predicate travels as
 * code). The surface is the first element matching `selector` whose accessible name is `name` and which holds `has`.
 */
export interface SurfaceSpec {
  /** CSS: 'dialog[open]', '[role="listbox"]:not([hidden])'. */
  selector: string;
  /** Its accessible name, exactly: aria-label, else the text of aria-labelledby, else its own text. */
  name?: string;
  /** A descendant (CSS) it must hold to count as opened. */
  has?: string;
  /** Content painted: it holds this descendant (CSS)... */
  content?: string;
  /** ...and none of these (CSS; default: a skeleton, or anything aria-busy). */
  loading?: string;
}

export interface SurfaceTimes {
  input?: number;
  painted?: number;
  content?: number;
}

/** The interactions table's readout of one tap. */
export interface SurfaceReadout {
  surface: SurfaceTimes;
  events: PageVitals['events'];
}

/** The load as the page saw it when its due slots had mounted and the main thread went quiet. */
export interface LoadReadout {
  now: number;
  fcp?: number;
  /** [widget, startTime] of every `widget:mounted:<name>` mark. */
  marks: Array<[string, number]>;
  /** The startTime of every `widget:mount:<name>` mark: a root's creation starting (mount/mount-slot.tsx). */
  mountStarts: number[];
  /** Widgets with a slot whose strategy is `load` (its data-load, or the widget's default). */
  loadWidgets: string[];
  longTasks: PageVitals['longTasks'];
  shifts: PageVitals['shifts'];
  /** The hrefs of the `link[data-speculative]` elements (the loader's idle prefetch) present now, and speculate.js. */
  speculative: string[];
}

// tsx compiles with esbuild's keepNames, which wraps named inner functions in __name(); the page has no
// __name (https://github.com/privatenumber/tsx/issues/113). Added before every other init script.
export const NAME_SHIM = 'globalThis.__name = (fn) => fn;';

export function observeVitals(): void {
  const vitals: PageVitals = { longTasks: [], shifts: [], events: [], drawer: {}, surface: {} };
  (window as unknown as { benchVitals: PageVitals }).benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
    >) {
      if (entry.hadRecentInput) continue;
      const inHeader = entry.sources.some(({ node }) =>
        Boolean((node instanceof Element ? node : node?.parentElement)?.closest('header')),
      );
      vitals.shifts.push([entry.startTime, entry.value, inHeader]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const events = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId) vitals.events.push([entry.name, entry.interactionId, entry.duration, entry.startTime]);
    }
  });
  events.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  events.observe({ type: 'first-input', buffered: true });
}

/**
 * Whether every slot that is due has mounted (or failed): all but those waiting for an interaction, for
 * code to ask (demand), or to come within 200px of the viewport. A peer sets no `waiting` state: it mounts
 * every slot at once, so there every slot is due.
 */
export function dueSlotsSettled(defaults: Record<string, string>): boolean {
  return Array.from(document.querySelectorAll('[data-widget]')).every((slot) => {
    const state = slot.getAttribute('data-widget-state');
    if (state === 'mounted' || state === 'error') return true;
    if (state !== 'waiting') return false;
    const strategy = slot.getAttribute('data-load') ?? defaults[slot.getAttribute('data-widget') ?? ''] ?? 'load';
    if (strategy === 'interaction' || strategy === 'demand') return true;
    if (strategy !== 'visible') return false;
    const box = slot.getBoundingClientRect();
    const hidden = box.width === 0 && box.height === 0;
    return (
      hidden || box.bottom < -200 || box.top > innerHeight + 200 || box.right < -200 || box.left > innerWidth + 200
    );
  });
}

/** No long task has ended in the last `quietMs`, nor since `since`. */
export function quietSince({ since, quietMs }: { since: number; quietMs: number }): boolean {
  const { longTasks } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  const lastEnd = Math.max(since, ...longTasks.map(([start, duration]) => start + duration));
  return performance.now() - lastEnd >= quietMs;
}

export function readLoad(defaults: Record<string, string>): LoadReadout {
  const { longTasks, shifts } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  const loadWidgets = Array.from(document.querySelectorAll('[data-widget]'))
    .filter(
      (slot) =>
        (slot.getAttribute('data-load') ?? defaults[slot.getAttribute('data-widget') ?? ''] ?? 'load') === 'load',
    )
    .map((slot) => slot.getAttribute('data-widget') ?? '');
  return {
    now: performance.now(),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    marks: performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('widget:mounted:'))
      .map((mark) => [mark.name.slice('widget:mounted:'.length), mark.startTime]),
    mountStarts: performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('widget:mount:'))
      .map((mark) => mark.startTime),
    loadWidgets: [...new Set(loadWidgets)],
    longTasks: [...longTasks],
    shifts: [...shifts],
    // speculate.js itself too: the loader imports it at idle, for the prefetch alone.
    speculative: [
      ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-speculative]'), (link) => link.href),
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('/speculate.js'))
        .map((entry) => entry.name),
    ],
  };
}

/** How long no long task has ended (since the page started, when none has). */
export function quietFor(): number {
  const { longTasks } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  return performance.now() - Math.max(0, ...longTasks.map(([start, duration]) => start + duration));
}

/**
 * Before the click: notes the pointerdown's timeStamp, and when the basket drawer's <dialog> opens, the time
 * after its first frame: a requestAnimationFrame callback runs just before that frame paints, and a message
 * posted from it is handled after the paint.
 */
export function watchDrawer(): void {
  const { drawer } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  addEventListener(
    'pointerdown',
    (event) => {
      drawer.input ??= event.timeStamp;
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(() => {
    if (!document.querySelector('dialog.basket-drawer[open]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        drawer.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
}

/**
 * The drawer has painted, or it never will: its slot is missing, failed, or has been mounted for `graceMs`
 * since the click (or since it mounted, if later) without opening. A drawer whose store says "open" opens
 * in the render that mounts it or in the next; with one IIFE per widget, the header and the drawer each
 * have their own basket store, and the click never reaches the drawer.
 */
export function drawerDone(graceMs: number): boolean {
  const { drawer } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  if (drawer.painted !== undefined) return true;
  const state = document.querySelector('[data-widget="basket-drawer"]')?.getAttribute('data-widget-state');
  if (state === undefined || state === 'error') return true;
  if (state !== 'mounted' || drawer.input === undefined) return false;
  const mounted = performance.getEntriesByName('widget:mounted:basket-drawer').map((mark) => mark.startTime);
  return performance.now() - Math.max(drawer.input, ...mounted) > graceMs;
}

/** Event Timing has reported the click's first input (always reported, whatever its duration). */
export function firstInputReported(): boolean {
  return performance.getEntriesByType('first-input').length > 0;
}

export function readInteraction(): Pick<PageVitals, 'drawer' | 'events'> {
  const { drawer, events } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  return { drawer: { ...drawer }, events: [...events] };
}

/**
 * Before a tap of the interactions table: notes the pointerdown's timeStamp, and from then on the time after the
 * first frame once `spec`'s surface is there (painted) and once it holds its content (content), as watchDrawer
 * does. Leaves `window.benchSurface()` to ask whether the surface is there (closing it for "again" waits on it).
 */
export function watchSurface(spec: SurfaceSpec): void {
  const vitals = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  const times: SurfaceTimes = {};
  vitals.surface = times;
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label !== null) return label.trim();
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    return (element.textContent ?? '').trim();
  };
  const check = () => {
    const surface = Array.from(document.querySelectorAll(spec.selector)).find(
      (element) =>
        (spec.name === undefined || nameOf(element) === spec.name) && (!spec.has || element.querySelector(spec.has)),
    );
    const content = Boolean(
      surface &&
      spec.content &&
      surface.querySelector(spec.content) &&
      !surface.querySelector(spec.loading ?? '.ui-skeleton, [aria-busy="true"]'),
    );
    return { opened: Boolean(surface), content };
  };
  const page = window as unknown as { benchSurface: typeof check; benchSurfaceObserver?: MutationObserver };
  page.benchSurface = check;
  const afterPaint = (note: (time: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => note(performance.now());
      channel.port2.postMessage(null);
    });
  addEventListener(
    'pointerdown',
    (event) => {
      times.input ??= event.timeStamp;
    },
    { capture: true, once: true },
  );
  let opened = false;
  let content = false;
  const observer = new MutationObserver(() => {
    if (times.input === undefined) return;
    const now = check();
    if (now.opened && !opened) {
      opened = true;
      afterPaint((time) => (times.painted = time));
    }
    if (now.content && !content) {
      content = true;
      afterPaint((time) => (times.content = time));
    }
    if (opened && (content || !spec.content)) observer.disconnect();
  });
  // The last tap's watcher, if it never saw its surface or content, stops here.
  page.benchSurfaceObserver?.disconnect();
  page.benchSurfaceObserver = observer;
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** The watched surface (the last watchSurface's) is no longer there: closed for "again". */
export function surfaceClosed(): boolean {
  return !((window as unknown as { benchSurface?: () => { opened: boolean } }).benchSurface?.().opened ?? false);
}

/** The tap's first frame after its surface opened has been noted. */
export function surfacePainted(): boolean {
  return (window as unknown as { benchVitals: PageVitals }).benchVitals.surface.painted !== undefined;
}

/** The first frame after the surface held its content has been noted. */
export function contentPainted(): boolean {
  return (window as unknown as { benchVitals: PageVitals }).benchVitals.surface.content !== undefined;
}

/** Event Timing has reported an entry from the tap's input on. */
export function tapReported(input: number): boolean {
  return (window as unknown as { benchVitals: PageVitals }).benchVitals.events.some(
    ([, , , start]) => start >= input - 1,
  );
}

export function readSurface(): SurfaceReadout {
  const { surface, events } = (window as unknown as { benchVitals: PageVitals }).benchVitals;
  return { surface: { ...surface }, events: [...events] };
}
