import type { CDPSession, Page, Route } from 'playwright-core';

// The soak's instruments (build/e2e/soak.e2e.ts): a seeded PRNG, seeded fault injection on chosen requests,
// and leak counters (live listeners per kind of target, React roots, DOM nodes) read after a forced GC.

/** mulberry32: a small seeded PRNG, so a failing soak replays the same draws. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FaultKind = '500' | 'refused' | 'malformed';
export interface InjectedFault {
  kind: FaultKind;
  path: string;
}

export interface FaultInjector {
  /** Requests seen while on, and the faults injected among them. */
  seen: number;
  faults: InjectedFault[];
  on: boolean;
}

const KINDS: FaultKind[] = ['500', 'refused', 'malformed'];

/**
 * Fails `rate` of the page's requests matching `pattern` (draws from `random`, in the order requests arrive):
 * a 500, a refused connection, or the server's own answer cut in half (it did the work; the answer is not JSON).
 */
export async function injectFaults(
  page: Page,
  pattern: string | RegExp,
  random: () => number,
  rate = 0.1,
): Promise<FaultInjector> {
  const injector: FaultInjector = { seen: 0, faults: [], on: false };
  await page.route(pattern, async (route: Route) => {
    // The page may abort a request while it is held here (a newer search): nothing is left to answer then.
    const quietly = (settling: Promise<void>) => settling.catch(() => {});
    if (!injector.on) return quietly(route.continue());
    injector.seen++;
    if (random() >= rate) return quietly(route.continue());
    const kind = KINDS[Math.floor(random() * KINDS.length)]!;
    const requested = new URL(route.request().url());
    injector.faults.push({ kind, path: requested.pathname + requested.search });
    if (kind === '500')
      return quietly(route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    if (kind === 'refused') return quietly(route.abort('connectionrefused'));
    try {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
    } catch {
      // aborted by the page meanwhile
    }
  });
  return injector;
}

/**
 * An init script: wraps addEventListener/removeEventListener to keep every live listener (duplicates, `once`
 * and `signal` handled as the browser does), with targets held weakly so counting keeps nothing alive.
 * `window.__soakListeners()` counts them by kind of target: window, document, a connected node, a detached
 * node (alive after GC: something still holds it), or the target's class (BroadcastChannel, AbortSignal...).
 */
export function countListeners() {
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  type Listeners = Map<string, Map<unknown, () => void>>;
  const byTarget = new WeakMap<EventTarget, Listeners>();
  const targets = new Set<WeakRef<EventTarget>>();
  const captureOf = (options?: boolean | EventListenerOptions) =>
    typeof options === 'boolean' ? options : Boolean(options?.capture);
  const forget = (target: EventTarget, key: string, listener: unknown) => {
    const listeners = byTarget.get(target)?.get(key);
    const cleanup = listeners?.get(listener);
    if (!cleanup) return;
    listeners!.delete(listener);
    cleanup();
  };
  proto.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    add.call(this, type, listener, options);
    const signal = typeof options === 'object' ? options.signal : undefined;
    if (!listener || signal?.aborted) return;
    const capture = captureOf(options);
    const key = `${type}|${capture}`;
    let keys = byTarget.get(this);
    if (!keys) {
      byTarget.set(this, (keys = new Map()));
      targets.add(new WeakRef(this));
    }
    let listeners = keys.get(key);
    if (!listeners) keys.set(key, (listeners = new Map()));
    if (listeners.has(listener)) return;
    const target = this;
    const done = () => forget(target, key, listener);
    const cleanups: Array<() => void> = [];
    if (typeof options === 'object' && options.once) {
      // Added after the listener, so it runs in the same dispatch, once the browser has dropped that one.
      add.call(this, type, done, { once: true, capture });
      cleanups.push(() => remove.call(target, type, done, capture));
    }
    if (signal) {
      add.call(signal, 'abort', done, { once: true });
      cleanups.push(() => remove.call(signal, 'abort', done));
    }
    listeners.set(listener, () => cleanups.forEach((cleanup) => cleanup()));
  };
  proto.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    remove.call(this, type, listener, options);
    forget(this, `${type}|${captureOf(options)}`, listener);
  };
  Object.assign(window, {
    __soakListeners() {
      const byKind: Record<string, number> = {};
      const byType: Record<string, number> = {};
      const detached = new Set<string>();
      for (const ref of targets) {
        const target = ref.deref();
        if (!target) {
          targets.delete(ref);
          continue;
        }
        const kind =
          target === window
            ? 'window'
            : target === document
              ? 'document'
              : target instanceof Node
                ? target.isConnected
                  ? 'node'
                  : 'detached node'
                : target.constructor.name;
        if (kind === 'detached node') {
          let top = target as Node;
          while (top.parentNode) top = top.parentNode;
          const describe = (node: Node) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`
              : node.nodeName;
          detached.add(
            `${describe(target as Node)}${target instanceof HTMLImageElement ? ` ${target.src.replace(location.origin, '')} complete=${target.complete}` : ''} in ${describe(top)}`,
          );
        }
        for (const [key, listeners] of byTarget.get(target)!) {
          if (!listeners.size) continue;
          byKind[kind] = (byKind[kind] ?? 0) + listeners.size;
          const type = `${kind} ${key.split('|')[0]}`;
          byType[type] = (byType[type] ?? 0) + listeners.size;
        }
      }
      return { byKind, byType, detached: [...detached] };
    },
  });
}

export interface Figures {
  /** Live listeners by kind of target (window, document, node, detached node, a class name). */
  listeners: Record<string, number>;
  /** The same by kind and event type, to say which one grew. */
  listenerTypes: Record<string, number>;
  /** What the detached nodes with listeners are (tag, class, image source, the top of their tree). */
  detached: string[];
  /** React roots (elements React holds a live root on). */
  roots: number;
  mountedSlots: number;
  /** Elements in the document, and by the widget slot they are in ('page' outside any). */
  elements: number;
  elementsBySlot: Record<string, number>;
  /** Nodes in the document, text included (what Chromium's count holds beyond it is detached and still alive). */
  nodes: number;
  /** Chromium's own counters after GC: every live node (detached included) and every JS listener. */
  domNodes: number;
  jsEventListeners: number;
}

/** The counters, after a full GC (so what is only unreachable does not count). */
export async function readFigures(page: Page, cdp: CDPSession): Promise<Figures> {
  await cdp.send('HeapProfiler.collectGarbage');
  const inPage = await page.evaluate(() => {
    const { byKind, byType, detached } = (
      window as unknown as {
        __soakListeners(): { byKind: Record<string, number>; byType: Record<string, number>; detached: string[] };
      }
    ).__soakListeners();
    const elements = Array.from(document.querySelectorAll('*'));
    // createRoot marks its container with __reactContainer$<random>; unmount sets it to null.
    const roots = elements.filter((element) =>
      Object.keys(element).some(
        (key) => key.startsWith('__reactContainer$') && (element as unknown as Record<string, unknown>)[key],
      ),
    ).length;
    const elementsBySlot: Record<string, number> = {};
    for (const element of elements) {
      const slot = element.closest('[data-widget]')?.getAttribute('data-widget') ?? 'page';
      elementsBySlot[slot] = (elementsBySlot[slot] ?? 0) + 1;
    }
    let nodes = 0;
    for (const walker = document.createTreeWalker(document); walker.nextNode();) nodes++;
    const mountedSlots = document.querySelectorAll('[data-widget-state="mounted"]').length;
    return {
      listeners: byKind,
      listenerTypes: byType,
      detached,
      roots,
      mountedSlots,
      elements: elements.length,
      elementsBySlot,
      nodes,
    };
  });
  // Chromium's counters include detached nodes that only a later pass frees (a node's JS wrapper dies in one
  // collection, the node in the next): collected twice more, right before they are read.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { ...inPage, domNodes: counters.nodes, jsEventListeners: counters.jsEventListeners };
}
