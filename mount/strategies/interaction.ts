import { onIdle } from './idle';
import type { Strategy } from './strategy';

// pointerdown covers touch too.
const TRIGGERS = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const;
export const INTERACTIVE = 'a,button,input,select,textarea,summary,[role="button"],[tabindex]';

interface Pending {
  tag: string;
  text: string;
  element: Element;
  clicked: boolean;
  /** The shopper's focus was on it (keyboard, or a click that focused it): it moves to the counterpart. */
  focused: boolean;
}

const label = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

function describe(event: Event, slot: HTMLElement): Pending | undefined {
  const element = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
  if (!element || !slot.contains(element)) return undefined;
  return {
    tag: element.tagName,
    text: label(element),
    element,
    clicked: event.type === 'click',
    focused: event.type === 'focusin' || document.activeElement === element,
  };
}

// The server's element is usually replaced by the widget's own (a link may become a button): find the
// interactive element with the same accessible text, preferring one of the same tag.
function counterpart(slot: HTMLElement, pending: Pending): HTMLElement | undefined {
  if (pending.element.isConnected && slot.contains(pending.element)) return pending.element as HTMLElement;
  const sameText = Array.from(slot.querySelectorAll<HTMLElement>(INTERACTIVE)).filter(
    (element) => label(element) === pending.text,
  );
  return sameText.find((element) => element.tagName === pending.tag) ?? sameText[0];
}

/**
 * On the first pointer, hover, focus, key or click on the slot. A click made before the widget is mounted is
 * held (so a server link does not navigate away) and replayed once the widget is mounted, on its element
 * with the same label; focus the shopper had moves there too. If the widget fails, the click is replayed on
 * the server's own element, which is still in place: the shopper's click is never lost.
 */
export const onInteraction: Strategy = (slot, load) => {
  // A bare slot (a CMS editor's, with nothing inside) gives the shopper nothing to interact with: it would
  // never load. It loads when the page is idle instead, and the console says so once per widget.
  if (!slot.querySelector(INTERACTIVE)) {
    const name = slot.getAttribute('data-widget') ?? '';
    if (!toldIdle.has(name)) console.warn(`[widgets] ${name}: nothing to interact with; loading when idle`);
    toldIdle.add(name);
    return onIdle(slot, load);
  }
  let pending: Pending | undefined;
  let started = false;
  let settled = false;

  const record = (event: Event) => {
    const described = describe(event, slot);
    if (described && (described.clicked || !pending?.clicked)) pending = described;
  };
  const replay = () => {
    settled = true;
    slot.removeEventListener('click', hold, true);
    if (!pending) return;
    const element = counterpart(slot, pending);
    const focusIsFree = document.activeElement === document.body || slot.contains(document.activeElement);
    if (element && pending.focused && focusIsFree) element.focus();
    if (element && pending.clicked) element.click();
  };
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) slot.removeEventListener(type, trigger);
    void load().then(replay, replay);
  };
  const trigger = (event: Event) => {
    record(event);
    begin();
  };
  function hold(event: Event) {
    if (settled) return;
    record(event);
    event.preventDefault();
    event.stopImmediatePropagation();
    begin();
  }

  slot.addEventListener('click', hold, true);
  for (const type of TRIGGERS) slot.addEventListener(type, trigger, { passive: true });
  return () => {
    slot.removeEventListener('click', hold, true);
    for (const type of TRIGGERS) slot.removeEventListener(type, trigger);
  };
};

/** The widgets whose bare interaction slots the console has already mentioned. */
const toldIdle = new Set<string>();
