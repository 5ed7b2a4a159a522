/** One widget slot of a page's HTML: the widget's name and its `data-load` override, if any. */
export interface PageSlot {
  widget: string;
  load: string | undefined;
}

const TAG = /<[a-z][^>]*\sdata-widget\s*=\s*(["'])(.*?)\1[^>]*>/gi;
const LOAD = /\sdata-load\s*=\s*(["'])(.*?)\1/i;

/** The widget slots in a page's HTML, in document order (one in a <template> counts too: the page may add it). */
export function pageSlots(html: string): PageSlot[] {
  return [...html.matchAll(TAG)].map(([tag, , widget]) => ({ widget: widget!, load: LOAD.exec(tag)?.[2] }));
}

/** Each widget's default strategy (its widget.json), as the build's manifest carries it. */
export function loadDefaults(manifest: Readonly<Record<string, { load?: string }>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(manifest).flatMap(([name, entry]) => (entry.load ? [[name, entry.load]] : [])),
  );
}

/** The strategies that load a widget before any interaction: at load, when idle, and when visible. */
export const BEFORE_INTERACTION = new Set(['load', 'idle', 'visible']);

/**
 * The widgets a page loads before any interaction, each once: its slots whose strategy (the slot's `data-load`,
 * else the widget's default) is load, idle or visible. An unknown `data-load`, an empty one too, loads at once, as
 * the loader does.
 */
export function widgetsBeforeInteraction(
  slots: readonly PageSlot[],
  defaults: Readonly<Record<string, string>>,
): string[] {
  const strategies = new Set([...BEFORE_INTERACTION, 'interaction', 'demand']);
  const names = slots.filter(({ widget, load }) => {
    const strategy = load === undefined ? (defaults[widget] ?? 'load') : strategies.has(load) ? load : 'load';
    return BEFORE_INTERACTION.has(strategy);
  });
  return [...new Set(names.map(({ widget }) => widget))];
}
