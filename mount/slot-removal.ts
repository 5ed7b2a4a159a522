let observer: MutationObserver | undefined;

function removedSlots(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const slots = Array.from(node.querySelectorAll('[data-widget]'));
  return node.matches('[data-widget]') ? [node, ...slots] : slots;
}

/**
 * Calls `onRemoved` for slots that leave the page. Checked at the microtask checkpoint after the removal,
 * so a slot moved by one script (removed and inserted again at once) stays mounted.
 */
export function watchRemovals(onRemoved: (slot: Element) => void): void {
  if (observer) return;
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        for (const slot of removedSlots(node)) if (!slot.isConnected) onRemoved(slot);
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
