/** What a metric is charged to when its element is in no widget's slot: the server's own markup. */
export const PAGE = 'page';

/**
 * The widget an element belongs to: the name of its nearest `[data-widget]` slot (a slot inside another is that
 * widget's content, but the nearest is the one that drew it), or `page`. A text node counts as its parent.
 */
export function widgetOf(node: Node | null | undefined): string {
  const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  return element?.closest('[data-widget]')?.getAttribute('data-widget') || PAGE;
}
