import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type * as v from 'valibot';
import type { ConfigKey } from '../shared/config/schema';
import { configValue } from '../shared/config/site-config';
import { readProps, validateProps } from './props';
import { carryFocus } from './carry-focus';
import { reportError } from './report-error';
import { dispatchWidgetError, setSlotState } from './slot-state';
import { inTurn } from './mount-turns';
import { watchRemovals } from './slot-removal';
import { ErrorBoundary, Mounted } from './widget-root';

export interface WidgetDefinition<P extends object> {
  name: string;
  component: ComponentType<P>;
  /** The site-config keys it needs; a bad one keeps it from mounting. */
  config?: readonly ConfigKey[];
  /** Validates and converts the slot's props; without one the widget takes no props. */
  props?: v.GenericSchema<unknown, P>;
}

export type MountResult = 'mounted' | 'failed' | 'skipped';

interface RootEntry {
  root: Root;
  /** Settles the mount promise when the slot leaves the page before its first commit. */
  settle: (result: MountResult) => void;
}

const mounted = new WeakMap<Element, RootEntry>();
/** Slots whose root waits for its turn (mount-turns.ts). */
const waiting = new WeakSet<Element>();
let nextRoot = 0;

function fail(slot: HTMLElement, widget: string, phase: string, error: unknown, serverMarkup?: Node[]): void {
  const entry = mounted.get(slot);
  mounted.delete(slot);
  setSlotState(slot, 'error');
  // slot-state.ts ERROR_ATTRIBUTE, spelled out: imported, it is one more name the runtime chunk keeps.
  slot.setAttribute('data-widget-error', `${phase}: ${error}`);
  const restore = dispatchWidgetError(slot, { widget, phase, error });
  // Unmounting inside React's commit is not allowed; a microtask runs right after it.
  queueMicrotask(() => {
    entry?.root.unmount();
    if (restore && serverMarkup) slot.replaceChildren(...serverMarkup);
  });
  reportError(error, { widget, phase });
}

/** Unmount a slot that has left the page (see slot-removal.ts). */
export function unmountSlot(slot: Element): void {
  // A slot is either waiting for its turn or mounted, never both.
  const entry = mounted.get(slot);
  if (!waiting.delete(slot) && !entry) return;
  mounted.delete(slot);
  entry?.root.unmount();
  setSlotState(slot, null);
  entry?.settle('skipped');
}

function validProps<P extends object>(definition: WidgetDefinition<P>, slot: HTMLElement): P {
  const raw = readProps(slot);
  return definition.props ? validateProps(definition.props, raw) : ({} as P);
}

/**
 * Mounts one widget into one slot, inside its own error boundary and with its own `identifierPrefix`.
 * Resolves once the first render has committed, or once the failure has been handled.
 */
export function mountSlot<P extends object>(definition: WidgetDefinition<P>, slot: HTMLElement): Promise<MountResult> {
  const { name } = definition;
  if (mounted.has(slot) || waiting.has(slot)) {
    console.error(`[widgets] ${name}: this slot is already mounted; the second mount was ignored`);
    return Promise.resolve('skipped');
  }
  if (!slot.isConnected) return leftThePage(slot, name);

  let props: P;
  let phase = 'config';
  try {
    for (const key of definition.config ?? []) configValue(key);
    phase = 'props';
    props = validProps(definition, slot);
  } catch (error) {
    fail(slot, name, phase, error);
    return Promise.resolve('failed');
  }

  setSlotState(slot, 'loading');
  waiting.add(slot);
  return inTurn<MountResult>(() => {
    // Unmounted while it waited (unmountSlot took it off the list).
    if (!waiting.delete(slot)) return 'skipped';
    if (!slot.isConnected) return leftThePage(slot, name);
    return render(definition, slot, props);
  });
}

function leftThePage(slot: HTMLElement, name: string): Promise<MountResult> {
  console.error(`[widgets] ${name}: the slot left the page before its code loaded; not mounted`);
  setSlotState(slot, null);
  return Promise.resolve('skipped');
}

function render<P extends object>(definition: WidgetDefinition<P>, slot: HTMLElement, props: P): Promise<MountResult> {
  const { name } = definition;
  const serverMarkup = Array.from(slot.childNodes, (node) => node.cloneNode(true));
  return new Promise<MountResult>((resolve) => {
    const onError = (error: unknown) => {
      if (!mounted.has(slot)) return;
      fail(slot, name, 'render', error, serverMarkup);
      resolve('failed');
    };
    // A server render is hydrated in place; any other markup is replaced, and the focus in it carried over.
    const focusCarried = slot.hasAttribute('data-ssr') ? undefined : carryFocus(slot);
    const onMounted = () => {
      setSlotState(slot, 'mounted');
      performance.mark(`widget:mounted:${name}`);
      slot.dispatchEvent(new CustomEvent('widget:mounted', { bubbles: true, detail: { widget: name } }));
      resolve('mounted');
    };
    const Widget = definition.component;
    const tree = (
      <ErrorBoundary onError={onError}>
        <Mounted onMounted={onMounted} onCommit={focusCarried}>
          <Widget {...props} />
        </Mounted>
      </ErrorBoundary>
    );
    const options = {
      // A server render (data-ssr) names its prefix, so useId values match when hydrating.
      identifierPrefix: slot.getAttribute('data-id-prefix') ?? `w${nextRoot++}-`,
      // The boundary reports caught errors; React's own log of them would say it twice.
      onCaughtError: () => {},
      onUncaughtError: onError,
      onRecoverableError: (error: unknown) => reportError(error, { widget: name, phase: 'hydrate' }),
    };
    // Where this root's task starts (the bench's "longest task at mount" counts from the first).
    performance.mark(`widget:mount:${name}`);
    let root: Root;
    if (slot.hasAttribute('data-ssr')) root = hydrateRoot(slot, tree, options);
    else (root = createRoot(slot, options)).render(tree);
    mounted.set(slot, { root, settle: resolve });
    watchRemovals(unmountSlot);
  });
}
