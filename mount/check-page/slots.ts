import { scriptType, type PageElement } from './parse-page';

export interface Slot {
  element: PageElement;
  /** Its `data-widget`. */
  name: string;
  /** The slot it sits in, if any: the loader leaves it alone then (mount/README.md, "Slots a CMS editor pastes"). */
  outer: PageElement | undefined;
}

const isSlot = (element: PageElement) => element.attributes.has('data-widget');

/** Every `[data-widget]` element, in document order, with the slot around it. */
export function findSlots(elements: readonly PageElement[]): Slot[] {
  return elements.filter(isSlot).map((element) => {
    let outer = element.parent;
    while (outer && !isSlot(outer)) outer = outer.parent;
    return { element, name: element.attributes.get('data-widget') ?? '', outer };
  });
}

/** The child `data-props` block readProps reads: `:scope > script[type="application/json"][data-props]`. */
export const propsScript = (slot: PageElement) =>
  slot.children.find(
    (child) => child.tag === 'script' && scriptType(child) === 'application/json' && child.attributes.has('data-props'),
  );

/** Whether a JSON block is the one readProps reads of the slot it sits in (others are the page's own). */
export const isPropsBlock = (element: PageElement) =>
  Boolean(element.parent && isSlot(element.parent) && propsScript(element.parent) === element);
