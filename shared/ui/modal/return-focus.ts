import { tabbables } from './focus';

// Where focus goes when a dialog closes (the modal core's, modal.tsx): back along the chain of what had focus
// as each open dialog opened, to a replaced element's twin or successor, else to the trigger.

/**
 * Where each dialog sends focus back to, best first: the element that had focus when it opened, then where
 * that element's own dialog would have sent it, and so on. Taken when the dialog opens, because the dialog
 * that had focus may be closing in that same moment (a quick basket closing as the drawer opens, in another
 * React root) and may open again later for something else.
 */
const returnChains = new WeakMap<Element, Element[]>();

/** How far up from a replaced element focus may look for its successor: its own box, not the page. */
const SUCCESSOR_LEVELS = 3;
const ancestorsOf = new WeakMap<Element, Element[]>();

function chainFrom(active: Element | null): Element[] {
  if (!active || active === document.body) return [];
  const ancestors: Element[] = [];
  for (
    let parent = active.parentElement;
    parent && parent !== document.body && ancestors.length < SUCCESSOR_LEVELS;
    parent = parent.parentElement
  )
    ancestors.push(parent);
  ancestorsOf.set(active, ancestors);
  const owner = active.closest('dialog');
  return [active, ...(owner ? (returnChains.get(owner) ?? []) : [])];
}

/**
 * The control that took a removed element's place: the first tabbable element of its nearest box still on the
 * page (a sign-in dialog's Log In link becomes the account button in the same header box).
 */
function successor(element: Element): HTMLElement | null {
  for (const ancestor of ancestorsOf.get(element) ?? []) {
    if (!ancestor.isConnected || !(ancestor instanceof HTMLElement)) continue;
    return isOpenOrPage(ancestor) ? (tabbables(ancestor)[0] ?? null) : null;
  }
  return null;
}

/** On the page, or in a dialog that is open and not closing. */
function isOpenOrPage(element: Element): boolean {
  const owner = element.closest('dialog');
  return !owner || (owner.open && owner.getAttribute('data-state') !== 'closed');
}

const accessibleLabel = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/** An element of the page (not of a dialog) that a re-render replaced is found again by tag and label. */
function stillThere(element: Element): Element | null {
  if (element.isConnected) return element;
  const label = accessibleLabel(element);
  if (!label || element.closest('dialog')) return null;
  const same = Array.from(document.querySelectorAll(element.tagName)).filter(
    (candidate) => accessibleLabel(candidate) === label && !candidate.closest('dialog'),
  );
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** The elements of the chain still on the page and not inside a closed or closing dialog, best first. */
function returnTargets(chain: Element[]): HTMLElement[] {
  return chain
    .map(stillThere)
    .filter((element): element is HTMLElement => element instanceof HTMLElement && isOpenOrPage(element));
}

/**
 * Gives focus back: to the chain's first element that takes it (one behind a modal still open cannot, e.g. the
 * button that opened the sheet this dialog was opened from), else the trigger, else the successor of the
 * element that had focus.
 */
export function giveFocusBack(chain: Element[], trigger: HTMLElement | null): void {
  const [first] = chain;
  for (const candidate of [...returnTargets(chain), trigger, first ? successor(first) : null]) {
    if (!candidate) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

/** Notes, as the dialog opens, where it will send focus back to; returns that chain. */
export function takeReturnChain(dialog: Element): Element[] {
  const chain = chainFrom(document.activeElement);
  returnChains.set(dialog, chain);
  return chain;
}
