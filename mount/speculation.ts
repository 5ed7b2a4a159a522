// What the page's next tap will need, fetched while the shopper reads (dist/speculate.js runs it:
// mount/speculate.ts). After Qwik's speculative module fetching: the code for the interactions the page makes
// possible is in the cache before the first tap, so a phone's tap (no hover to warn us) does not wait a round
// trip for it.
import { demandWidget } from '../shared/demand-widget';
import { pageNonce } from '../shared/page-nonce';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data on, or a 2g (or slow-2g) effective connection: the shopper pays for every byte, so nothing ahead of need. */
export function dataIsDear(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

export interface Speculation {
  href: string;
  bytes: number;
}

/** widget -> [files to open it, files of its lazy parts, its default strategy]; files as base-36 indexes, dot-joined. */
export type SpeculationWidgets = Record<string, [open: string, intent: string, strategy: string]>;

/** Strategies that wait for a tap or a call: what opens them is what a tap needs first. */
const TAPPED = new Set(['demand', 'interaction']);

/**
 * What to fetch, in order: first the code that opens each widget waiting on the page for a tap or a call (the
 * basket drawer, the sign-in dialog, the quick basket...); then the lazy parts (sheets, dialogs, suggestions)
 * of every widget on the page, in document order; then the code of the slots still waiting to be scrolled to.
 * Each file once, none the page already has, none past the budget. A failed slot gets nothing.
 */
export function plan(
  slots: Iterable<Element>,
  widgets: SpeculationWidgets,
  files: ReadonlyArray<[href: string, bytes: number]>,
  have: ReadonlySet<string>,
  budget: number,
): Speculation[] {
  const indexes = (list: string | undefined) => (list ? list.split('.').map((index) => parseInt(index, 36)) : []);
  const tapped: number[] = [];
  const parts: number[] = [];
  const scrolled: number[] = [];
  for (const slot of slots) {
    const widget = widgets[slot.getAttribute('data-widget') ?? ''];
    if (!widget || slot.getAttribute('data-widget-state') === 'error') continue;
    (TAPPED.has(slot.getAttribute('data-load') ?? widget[2]) ? tapped : scrolled).push(...indexes(widget[0]));
    parts.push(...indexes(widget[1]));
  }
  const chosen: Speculation[] = [];
  let left = budget;
  for (const index of new Set([...tapped, ...parts, ...scrolled])) {
    const file = files[index];
    if (!file || have.has(file[0]) || file[1] > left) continue;
    left -= file[1];
    chosen.push({ href: file[0], bytes: file[1] });
  }
  return chosen;
}

/** Every URL the page has fetched or asked for: resources, scripts, links. */
function pageHas(): Set<string> {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  document
    .querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href],script[src]')
    .forEach((element) => urls.push('href' in element ? element.href : element.src));
  return new Set(urls);
}

// rel=prefetch, not modulepreload: a failed module fetch stays failed for the page's life (whatwg/html#6768), so
// a prefetch that failed would fail the tap too. A prefetch only fills the HTTP cache (the files are immutable);
// once it is in, a modulepreload from the cache parses the module ahead of the tap. A failure is silent: the tap
// then loads the file as it would have anyway. Resolves with whether the file came.
function prefetch(href: string, nonce: string): Promise<boolean> {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  link.setAttribute('fetchpriority', 'low');
  link.setAttribute('data-speculative', '');
  const script = href.endsWith('.js');
  // A script is fetched as the module's own request will be (CORS, same-origin credentials), so the cache entry fits it.
  if (script) link.crossOrigin = 'anonymous';
  link.as = script ? 'script' : 'style';
  const came = new Promise<boolean>((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => resolve(false);
  });
  void came.then((ok) => {
    if (!ok || !script) return;
    const module = document.createElement('link');
    module.rel = 'modulepreload';
    module.href = href;
    module.nonce = nonce;
    module.setAttribute('fetchpriority', 'low');
    module.setAttribute('data-speculative', '');
    document.head.append(module);
  });
  document.head.append(link);
  return came;
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 200);

/**
 * Each widget waiting on the page for a call (`demand`: the basket drawer, the sign-in dialog, the quick basket)
 * whose opening code has all come, or was there: asked for while the page is idle, so it mounts closed and its
 * first tap only opens it, as a later one does. One whose code did not all come (a failed prefetch, the budget
 * spent) is left to load on its tap, as without speculation.
 */
function warm(
  slots: Iterable<Element>,
  widgets: SpeculationWidgets,
  table: ReadonlyArray<[string, number]>,
  have: ReadonlySet<string>,
  fetched: Map<string, Promise<boolean>>,
): void {
  const names = new Set<string>();
  for (const slot of slots) {
    const name = slot.getAttribute('data-widget') ?? '';
    const widget = widgets[name];
    if (
      widget &&
      slot.getAttribute('data-widget-state') === 'waiting' &&
      (slot.getAttribute('data-load') ?? widget[2]) === 'demand'
    )
      names.add(name);
  }
  for (const name of names) {
    const open = (widgets[name]![0] ? widgets[name]![0].split('.') : []).map(
      (index) => table[parseInt(index, 36)]?.[0] ?? '',
    );
    if (!open.every((href) => have.has(href) || fetched.has(href))) continue;
    void Promise.all(open.map((href) => fetched.get(href) ?? true)).then(
      (came) => came.every(Boolean) && whenIdle(() => demandWidget(name)),
    );
  }
}

/** What build/speculate.mjs bakes in. */
export interface SpeculationTable {
  /** "file.ext:bytes" (gzipped) joined by spaces, relative to `base`. */
  files: string;
  widgets: SpeculationWidgets;
  /** Bytes (gzipped) a page may fetch this way. */
  budget: number;
  base: string;
}

/** Fetches what the page's next taps need, and mounts what they open, unless data is dear. Returns what it asked for. */
export function speculate({ files, widgets, budget, base }: SpeculationTable): Speculation[] {
  if (dataIsDear((navigator as Navigator & { connection?: Connection }).connection)) return [];
  const table = files.split(' ').map((item): [string, number] => {
    const [name = '', bytes = '0'] = item.split(':');
    return [new URL(name, base).href, Number(bytes)];
  });
  const slots = Array.from(document.querySelectorAll('[data-widget]'));
  const have = pageHas();
  const chosen = plan(slots, widgets, table, have, budget);
  const nonce = pageNonce();
  const fetched = new Map(chosen.map(({ href }) => [href, prefetch(href, nonce)]));
  warm(slots, widgets, table, have, fetched);
  return chosen;
}
