/** What a metric is charged to when its element is in no widget's slot: the server's own markup. */
export const PAGE = 'page';
/** What a slot whose name the beacon's schema would refuse is charged to: one odd slot must not lose the beacon. */
const UNKNOWN = 'unknown';
/** The beacon schema's widget name (payload-schema.ts reads it from here). */
export const WIDGET_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A slot's `data-widget` as the beacon may carry it: kebab-case as the schema reads it, else `unknown`. */
export const beaconName = (name: string): string => (WIDGET_NAME.test(name) ? name : UNKNOWN);

/**
 * The widget an element belongs to: the name of its nearest `[data-widget]` slot (a slot inside another is that
 * widget's content, but the nearest is the one that drew it), or `page`. A text node counts as its parent.
 */
export function widgetOf(node: Node | null | undefined): string {
  const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  const name = element?.closest('[data-widget]')?.getAttribute('data-widget');
  return name ? beaconName(name) : PAGE;
}
