import { LOADER_ATTRIBUTE } from '../shared/page-widgets';
import { mountSlot, type MountResult, type WidgetDefinition } from './mount-slot';
import { STATE_ATTRIBUTE } from './slot-state';

export interface Widget {
  name: string;
  mount(slot: HTMLElement): Promise<MountResult>;
}

function slotsIn(root: ParentNode, name: string): HTMLElement[] {
  const selector = `[data-widget="${CSS.escape(name)}"]`;
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  return root instanceof HTMLElement && root.matches(selector) ? [root, ...found] : found;
}

// Without the loader (the page included the entry's file itself), every slot of this widget mounts at
// once, and slots inserted later mount when they appear. Module scripts run in document order, so a page
// with both puts loader.js first.
function mountWithoutLoader(widget: Widget): void {
  const mountAll = (root: ParentNode) => {
    for (const slot of slotsIn(root, widget.name)) {
      if (!slot.hasAttribute(STATE_ATTRIBUTE)) void widget.mount(slot);
    }
  };
  mountAll(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) mountAll(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

/** What every `widgets/<name>/entry.ts` exports as default. */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>): Widget {
  const widget: Widget = { name: definition.name, mount: (slot) => mountSlot(definition, slot) };
  if (!document.documentElement.hasAttribute(LOADER_ATTRIBUTE)) mountWithoutLoader(widget);
  return widget;
}
