import { ERROR_ATTRIBUTE, STATE_ATTRIBUTE } from '../slot-state';
import { INTERACTIVE } from '../strategies/interaction';
import { count, describeFile, formatBytes, loadedFiles, ownBytes, type LoadedFile } from './files';
import { slotStatus, slotStrategy } from './slot-status';
import { readFailure } from './what-to-fix';

// The inspector's panel and outlines, in plain DOM: its entry is its own build (build/inspect.mjs) and React would
// come twice. No markup strings and no style attributes: elements, textContent and the style object, which the
// pages' strict CSP allows. The page's own elements are never restyled: each outline is an element of ours, fixed
// over the slot's box. Both live in a shadow root on one host element, so the page's rules (button, table, h2)
// do not reach them and the page's MutationObservers (the loader's, slot removal's) do not see each refresh.

/** Per widget: its default strategy and its files (entry, stylesheets, static imports), from the manifest. */
export type InspectedWidgets = Record<string, [load: string, files: string[]]>;

const COLORS: Record<string, string> = {
  waiting: '#6b6b6b',
  loading: '#0b5cad',
  mounted: '#1a7f37',
  failed: '#b00020',
};
const COLUMNS = ['Widget', 'Strategy', 'State', 'Why waiting', 'Time to mount', 'Files', 'Error', 'What to fix'];
const PANEL_ID = 'widgets-inspector';

interface Row {
  row: HTMLTableRowElement;
  cells: HTMLTableCellElement[];
  outline: HTMLDivElement;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Opens the inspector once per page; returns what closes it. */
export function openInspector(widgets: InspectedWidgets, sharedFiles: readonly string[] = []): () => void {
  const shared = new Set(sharedFiles);
  if (document.getElementById(PANEL_ID)) return () => {};
  const panel = element('section', {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    maxHeight: '45vh',
    overflow: 'auto',
    zIndex: '2147483647',
    background: '#fff',
    color: '#111',
    borderTop: '2px solid #111',
    font: '13px/1.4 system-ui, sans-serif',
    padding: '8px',
    boxSizing: 'border-box',
  });
  panel.id = 'panel';
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Widgets inspector');
  const heading = element('h2', { font: 'bold 14px system-ui, sans-serif', margin: '0 0 6px', display: 'inline' });
  const close = element('button', { float: 'right', font: 'inherit' }, 'Close inspector');
  close.type = 'button';
  const toggle = element('button', { float: 'right', font: 'inherit', marginRight: '6px' }, 'Slot table');
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'true');
  const table = element('table', { borderCollapse: 'collapse', width: '100%', marginTop: '6px' });
  const head = table.createTHead().insertRow();
  for (const title of COLUMNS) {
    // Sticky: the column names stay in view as the panel scrolls its rows.
    const th = element(
      'th',
      {
        textAlign: 'left',
        padding: '2px 6px',
        borderBottom: '1px solid #111',
        position: 'sticky',
        top: '-8px',
        background: '#fff',
      },
      title,
    );
    th.scope = 'col';
    head.append(th);
  }
  const tbody = table.createTBody();
  table.id = 'slot-table';
  table.setAttribute('aria-label', 'Slot table');
  toggle.setAttribute('aria-controls', table.id);
  panel.append(close, toggle, heading, table);
  const layer = element('div', { position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: '2147483646' });
  layer.setAttribute('aria-hidden', 'true');
  const host = element('div', { all: 'initial' });
  host.id = PANEL_ID;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.append(layer, panel);
  document.body.append(host);
  // Room below the page for the panel, and scrollIntoView (which honours scroll-padding) keeps a shown slot
  // above it: the page's own inline values come back on close.
  const root = document.documentElement.style;
  const saved: [string, string] = [document.body.style.paddingBottom, root.scrollPaddingBottom];
  const pagePadding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
  function makeRoom(height = panel.offsetHeight) {
    // Written only when it changes: each write is a mutation of the page's that its observers see.
    if (root.scrollPaddingBottom === `${height}px`) return;
    document.body.style.paddingBottom = `${pagePadding + height}px`;
    root.scrollPaddingBottom = `${height}px`;
  }
  toggle.addEventListener('click', () => {
    const expanded = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(expanded));
    table.style.display = expanded ? '' : 'none';
    makeRoom();
  });

  const rows = new Map<HTMLElement, Row>();
  // A slot that mounts from now on: its widget:mounted event says which slot, so its time is exact. For one
  // mounted before, only the per-widget marks say when: see describe.
  const opened = performance.now();
  const mountedAt = new WeakMap<EventTarget, number>();
  const onMounted = (event: Event) => {
    if (event.target) mountedAt.set(event.target, performance.now());
    schedule();
  };
  document.addEventListener('widget:mounted', onMounted);
  let highlighted: HTMLElement | undefined;
  // What had the focus before it came into the panel: it gets it back on close.
  let before: HTMLElement | undefined;
  panel.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !panel.contains(from)) before = from;
  });
  let frame = 0;

  const slots = () => Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));

  function newRow(slot: HTMLElement): Row {
    const row = element('tr');
    const cells = COLUMNS.map(() => element('td', { padding: '2px 6px', verticalAlign: 'top' }));
    const show = element('button', { font: 'inherit' });
    show.type = 'button';
    show.addEventListener('click', () => {
      highlighted = slot;
      slot.scrollIntoView({ block: 'center' });
      schedule();
    });
    cells[0]!.append(show);
    row.append(...cells);
    const outline = element('div', { position: 'absolute', boxSizing: 'border-box' });
    layer.append(outline);
    resized.observe(slot);
    return { row, cells, outline };
  }

  function describe(
    slot: HTMLElement,
    { row, cells, outline }: Row,
    index: number,
    total: number,
    marks: Map<string, number[]>,
    filesOf: (name: string, files: string[]) => LoadedFile[],
  ): LoadedFile[] {
    const name = slot.getAttribute('data-widget') ?? '';
    // Own keys only: a slot named `toString` or `__proto__` is an unknown widget, not Object.prototype's.
    const known = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
    const { strategy, note } = slotStrategy(slot.getAttribute('data-load'), known?.[0]);
    const outer = slot.parentElement?.closest('[data-widget]')?.getAttribute('data-widget') ?? undefined;
    const { state, why } = slotStatus({
      state: slot.getAttribute(STATE_ATTRIBUTE),
      strategy,
      focusable: !!slot.querySelector(INTERACTIVE),
      outer,
      name,
    });
    const failure = state === 'failed' ? readFailure(name, slot.getAttribute(ERROR_ATTRIBUTE), !!known) : undefined;
    // Exact from its event; else, for one mounted before the inspector came, the k-th such slot of a widget in page
    // order gets the widget's k-th earlier mark (mount-slot.tsx): approximate, the marks do not say which slot.
    const exact = mountedAt.get(slot);
    const approximate = state === 'mounted' && exact === undefined ? marks.get(name)?.shift() : undefined;
    // A waiting slot fetched nothing of its own: what the page has of its files came for others, or ahead of need.
    const files =
      known && (state === 'loading' || state === 'mounted' || state === 'failed') ? filesOf(name, known[1]) : [];
    row.dataset.state = state;
    const show = cells[0]!.firstElementChild!;
    show.textContent = name || '(no name)';
    // Rows often show one widget many times: the name says which slot, after the visible text (label in name).
    show.setAttribute('aria-label', `${show.textContent}, slot ${index + 1} of ${total}`);
    cells[1]!.textContent = note ? `${strategy} (${note})` : strategy;
    cells[2]!.textContent = state;
    cells[2]!.style.color = COLORS[state] ?? '#111';
    cells[3]!.textContent = why;
    cells[4]!.textContent =
      exact !== undefined
        ? `${Math.round(exact)} ms`
        : approximate !== undefined
          ? `≈ ${Math.round(approximate)} ms`
          : '';
    cells[5]!.replaceChildren(
      ...(files.length
        ? [element('div', {}, `${count(files.length, 'file')}, ${formatBytes(ownBytes(files))} own`)]
        : []),
      ...files.map((file) => element('div', { whiteSpace: 'nowrap' }, describeFile(file))),
    );
    cells[6]!.textContent = failure ? `${failure.phase}: ${failure.message}` : '';
    cells[7]!.textContent = failure?.fix ?? '';
    outline.dataset.slot = String(index);
    Object.assign(outline.style, {
      border: `${slot === highlighted ? 4 : 2}px ${state === 'mounted' || state === 'failed' ? 'solid' : 'dashed'} ${COLORS[state] ?? '#6b6b6b'}`,
      background: slot === highlighted ? 'rgba(255, 200, 0, 0.25)' : 'transparent',
    });
    return files;
  }

  /** The slot's box, clipped to each scrolling (or clipping) container it sits in; null when none of it shows. */
  function visibleBox(slot: HTMLElement): { left: number; top: number; right: number; bottom: number } | null {
    if (!slot.isConnected || !slot.getClientRects().length) return null;
    const box = slot.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    right = Math.max(right, left + 4);
    bottom = Math.max(bottom, top + 4);
    for (let parent = slot.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return right > left && bottom > top ? { left, top, right, bottom } : null;
  }

  // Scrolling, resizing and layout changes move outlines only, and resize the room below the page (the panel's
  // max-height is 45vh: a window's resize changes it); the rows change with the slots (the observer).
  let placing = 0;
  function placeAll() {
    // A refresh places at once: a frame already queued (a scroll, a resize) would read every box again.
    cancelAnimationFrame(placing);
    placing = 0;
    // Every box read before any outline is written: a read after a write lays the page out again, once a slot.
    const boxes = Array.from(rows, ([slot, { outline }]) => [outline, visibleBox(slot)] as const);
    const height = panel.offsetHeight;
    for (const [outline, box] of boxes) {
      Object.assign(
        outline.style,
        box
          ? {
              left: `${box.left}px`,
              top: `${box.top}px`,
              width: `${box.right - box.left}px`,
              height: `${box.bottom - box.top}px`,
              display: 'block',
            }
          : { display: 'none' },
      );
    }
    makeRoom(height);
  }
  function schedulePlace() {
    if (!placing) placing = requestAnimationFrame(placeAll);
  }
  const resized = new ResizeObserver(schedulePlace);
  resized.observe(document.body);
  resized.observe(panel);

  function refresh() {
    frame = 0;
    const current = slots();
    const present = new Set(current);
    for (const [slot, entry] of rows) {
      if (present.has(slot)) continue;
      // Focus in a removed row would fall to <body>, where Escape no longer reaches the panel: it goes to the next
      // row, else the previous, else the toggle (a neighbour removed later in this loop passes it on in turn).
      if (entry.row.contains(shadow.activeElement)) {
        const near = entry.row.nextElementSibling ?? entry.row.previousElementSibling;
        (near?.querySelector('button') ?? toggle).focus();
      }
      entry.row.remove();
      entry.outline.remove();
      resized.unobserve(slot);
      rows.delete(slot);
    }
    const marks = new Map<string, number[]>();
    for (const mark of performance.getEntriesByType('mark')) {
      const name = /^widget:mounted:(.*)$/.exec(mark.name)?.[1];
      if (name !== undefined && mark.startTime < opened) marks.set(name, [...(marks.get(name) ?? []), mark.startTime]);
    }
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // A widget's files are the same for each of its slots: matched against the entries once a refresh.
    const loaded = new Map<string, LoadedFile[]>();
    const filesOf = (name: string, files: string[]) => {
      if (!loaded.has(name)) loaded.set(name, loadedFiles(files, resources, shared));
      return loaded.get(name)!;
    };
    const sharedLoaded = new Map<string, number>();
    current.forEach((slot, index) => {
      let entry = rows.get(slot);
      if (!entry) rows.set(slot, (entry = newRow(slot)));
      for (const file of describe(slot, entry, index, current.length, marks, filesOf)) {
        if (file.shared) sharedLoaded.set(file.file, file.bytes);
      }
      // Moved only when out of place: moving the focused row's button would drop the focus.
      if (tbody.children[index] !== entry.row) tbody.insertBefore(entry.row, tbody.children[index] ?? null);
    });
    const sharedBytes = [...sharedLoaded.values()].reduce((sum, bytes) => sum + bytes, 0);
    heading.textContent =
      `Widgets on this page: ${count(current.length, 'slot')}` +
      (sharedLoaded.size ? `; shared files: ${count(sharedLoaded.size, 'file')}, ${formatBytes(sharedBytes)}` : '');
    placeAll();
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(refresh);
  }

  // The page's changes only: the shadow root's are not in the document's subtree.
  const observer = new MutationObserver(schedule);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-widget', STATE_ATTRIBUTE, ERROR_ATTRIBUTE, 'data-load'],
  });
  addEventListener('scroll', schedulePlace, { passive: true, capture: true });
  addEventListener('resize', schedulePlace);
  addEventListener('load', schedulePlace);

  let closed = false;
  function shut() {
    // Escape, then the returned close: a second run would put back the page's padding over what it set since.
    // A flag, not the host's place: a page that removed the host still gets its listeners and padding back.
    if (closed) return;
    closed = true;
    observer.disconnect();
    document.removeEventListener('widget:mounted', onMounted);
    removeEventListener('scroll', schedulePlace, { capture: true });
    removeEventListener('resize', schedulePlace);
    removeEventListener('load', schedulePlace);
    resized.disconnect();
    cancelAnimationFrame(placing);
    cancelAnimationFrame(frame);
    // Else the last shown slot's first focusable; else the body, with nothing to announce.
    const focused = document.activeElement === host;
    const next = before?.isConnected ? before : highlighted?.querySelector<HTMLElement>(INTERACTIVE);
    host.remove();
    [document.body.style.paddingBottom, root.scrollPaddingBottom] = saved;
    if (focused) next?.focus();
  }
  close.addEventListener('click', shut);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') shut();
  });
  refresh();
  return shut;
}
