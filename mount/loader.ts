// dist/loader.js: the one script a page includes. It finds every [data-widget] slot, now and later, and
// imports only the entries the page uses, when each slot's strategy says so. The build replaces
// __WIDGETS__ with the manifest's assets; all URLs are relative to this file, so dist/ works under any path.
import { pageNonce } from '../shared/page-nonce';
import { LOADER_ATTRIBUTE, WIDGETS_READY_ATTRIBUTE, WIDGETS_READY_EVENT } from '../shared/page-widgets';
import { dispatchWidgetError, setSlotState, STATE_ATTRIBUTE } from './slot-state';
import type { Stop } from './strategies/strategy';
import { onIdle } from './strategies/idle';
import { onLoad } from './strategies/load';
import strategyNames from './strategies/names.json';
import { strategies } from './strategies/table';

/**
 * "{default strategy's index} {entry hash} {own stylesheet hash or nothing} {closure} {shared stylesheets}", as
 * build/loader.mjs encodes it (the index, one digit, first: `assets[0]` reads it); the closure (the entry's static
 * imports, `.js`) and the shared stylesheets (the chunk groups', `.css`) are base-36 indexes into __FILES__, joined
 * by dots.
 */
type Assets = string;
interface WidgetModule {
  default: { mount(slot: HTMLElement): Promise<unknown> };
}
interface ReportModule {
  reportError(error: unknown, context: { widget: string; phase: string }): void;
}

declare const __WIDGETS__: Record<string, Assets>;
/** Every chunk and shared stylesheet, without its extension, space-separated. */
declare const __FILES__: string;
declare const __REPORT__: string;
declare const __TOKENS__: string;
declare const __SPECULATE__: string;

const here = import.meta.url;
const url = (file: string) => new URL(file, here).href;
const entries = new Map<string, Promise<WidgetModule>>();
const files = __FILES__.split(' ');
const preloaded = new Set<string>();
// The page's CSP nonce, from this script's tag: on every link added, for a policy that lists no 'strict-dynamic'
// (modulepreload) or no CDN origin (stylesheets). Imports carry it from the importing script by themselves.
const nonce = pageNonce();

function newLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.nonce = nonce;
  return link;
}

document.documentElement.setAttribute(LOADER_ATTRIBUTE, '');

// Every stylesheet once, and each widget waits for all of its own, one that another widget started too. The
// shared ones (the tokens, then the chunk groups' in build order) go before any widget's own, whichever widget
// asks first, so the cascade is the same on every page: a widget's rules come after the shared rules they
// build on.
const sheets = new Map<string, Promise<unknown>>();
const shared: Array<{ rank: number; link: HTMLLinkElement }> = [];

function addStylesheet(href: string, rank?: number): Promise<unknown> {
  let settled = sheets.get(href);
  if (settled) return settled;
  // One the page linked itself is done by now (a module script runs after the stylesheets before it).
  let link = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find(
    (candidate) => candidate.href === href,
  );
  settled = Promise.resolve();
  if (!link) {
    link = newLink('stylesheet', href);
    // A widget's own (no rank): `rank > undefined` is false for every sheet, so it has no next.
    const next = shared.find((sheet) => sheet.rank > rank!);
    const element = link;
    settled = new Promise((resolve) => {
      element.onload = element.onerror = resolve;
    });
    if (next) next.link.before(link);
    else if (rank !== undefined && shared.length) shared.at(-1)!.link.after(link);
    else document.head.append(link);
  }
  if (rank !== undefined) {
    shared.push({ rank, link });
    shared.sort((a, b) => a.rank - b.rank);
  }
  sheets.set(href, settled);
  return settled;
}

// The widget's whole closure in one wave, before its entry's own imports would ask for it. A URL the page
// preloaded from <head> (the server render's preloadTags) is fetched once all the same: the module map holds
// it. A preload that fails changes nothing: the import then fails (and is retried) as it would have anyway.
function preload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  document.head.append(newLink('modulepreload', href));
}

// A failed import is cached by the browser for that URL, so the one retry asks for the entry afresh. A failed
// shared chunk cannot be retried: browsers keep failed module fetches for the page's life (whatwg/html#6768).
function importEntry(name: string, assets: Assets): Promise<WidgetModule> {
  let entry = entries.get(name);
  if (!entry) {
    const [, hash, css, closure, groups] = assets.split(' ');
    const file = `${name}-${hash}.js`;
    for (const index of closure ? closure.split('.') : []) preload(url(`${files[parseInt(index, 36)]}.js`));
    // The tokens first, the shared groups' rules by their place in the file table, the widget's own last.
    const styles = Promise.all([
      addStylesheet(url(__TOKENS__), -1),
      ...(groups ? groups.split('.') : []).map((index) =>
        addStylesheet(url(`${files[parseInt(index, 36)]}.css`), parseInt(index, 36)),
      ),
      ...(css ? [addStylesheet(url(`${name}-${css}.css`))] : []),
    ]);
    const code = import(url(file)).catch(() => import(`${url(file)}?retry=1`)) as Promise<WidgetModule>;
    entry = Promise.all([code, styles]).then(([module]) => module);
    entries.set(name, entry);
    entry.catch(() => entries.delete(name));
  }
  return entry;
}

function fail(slot: HTMLElement, widget: string, phase: string, error: unknown): void {
  setSlotState(slot, 'error');
  dispatchWidgetError(slot, { widget, phase, error });
  (import(url(__REPORT__)) as Promise<ReportModule>).then(
    (report) => report.reportError(error, { widget, phase }),
    () => console.error(`[widgets] ${widget} (${phase}):`, error),
  );
}

// What stops each waiting slot's strategy, for a slot removed before it fired.
const waiting = new WeakMap<Element, Stop>();

function upgrade(slot: HTMLElement): void {
  if (slot.hasAttribute(STATE_ATTRIBUTE)) return;
  const name = slot.getAttribute('data-widget') ?? '';
  // A slot inside another widget's slot is that widget's content: the outer one's render replaces it. It is
  // left alone, and the console says where it is (mount/README.md, CMS slots).
  const outer = slot.parentElement?.closest('[data-widget]');
  if (outer) {
    console.warn(`[widgets] ${name}: not mounted inside the ${outer.getAttribute('data-widget')} slot`);
    return;
  }
  const assets = __WIDGETS__[name];
  // No string, no such widget: a slot named `toString` or `__proto__` finds Object.prototype's member, which has no
  // split (the fewest bytes that tell them apart; the loader's budget is tight).
  if (!assets?.split) {
    fail(slot, name, 'load', new Error(`unknown widget "${name}"`));
    return;
  }
  const requested = slot.getAttribute('data-load');
  // -1 for an unknown value (or an empty one): it loads at once (mount/README.md).
  const index = requested == null ? +assets[0]! : strategyNames.indexOf(requested);
  const strategy = strategies[index] ?? onLoad;
  if (requested && index < 0) {
    console.error(`[widgets] ${name}: unknown data-load "${requested}"`);
  }
  setSlotState(slot, 'waiting');
  const load = () => {
    waiting.delete(slot);
    setSlotState(slot, 'loading');
    return importEntry(name, assets)
      .then((module) => module.default.mount(slot))
      .catch((error: unknown) => fail(slot, name, 'load', error));
  };
  if (strategy === onLoad && firstLoads) firstLoads.push(load());
  else waiting.set(slot, strategy(slot, load));
}

/** Slots that left the page while waiting (checked after the microtask, so a moved slot keeps waiting). */
function stopRemoved(node: Node): void {
  if (!(node instanceof Element)) return;
  for (const slot of [node, ...node.querySelectorAll('[data-widget]')]) {
    const stop = waiting.get(slot);
    if (stop && !slot.isConnected) {
      waiting.delete(slot);
      stop();
      // Put back later, it starts afresh.
      slot.removeAttribute(STATE_ATTRIBUTE);
    }
  }
}

function scan(root: ParentNode): void {
  if (root instanceof HTMLElement && root.hasAttribute('data-widget')) upgrade(root);
  root.querySelectorAll<HTMLElement>('[data-widget]').forEach(upgrade);
}

// The page's own `load` widgets (those in its markup): once all have mounted or failed, <html> says so, and
// what must not compete with them (the ads widget's GPT) may start (shared/page-widgets.ts).
let firstLoads: Array<Promise<unknown>> | undefined = [];
scan(document);
const ready = Promise.all(firstLoads).then(() => {
  document.documentElement.setAttribute(WIDGETS_READY_ATTRIBUTE, '');
  document.dispatchEvent(new Event(WIDGETS_READY_EVENT));
});
// Once they are in (or 5 s after the window's load, for a load widget that hangs: the inspector, which
// speculate.js imports, is what shows it), the window has loaded and the main thread is idle: what the page's taps
// will need (mount/speculation.ts; a slot still loading has its files asked for already). A failure is nobody's
// concern: each tap loads what it needs anyway. A loader added after the window's load (no page does) speculates
// nothing.
addEventListener('load', () =>
  Promise.race([ready, new Promise((settle) => setTimeout(settle, 5e3))]).then(() =>
    onIdle(document.body, () => import(url(__SPECULATE__)).catch(() => {})),
  ),
);
firstLoads = undefined;
new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => node instanceof HTMLElement && scan(node));
    record.removedNodes.forEach(stopRemoved);
  }
}).observe(document.documentElement, { childList: true, subtree: true });
