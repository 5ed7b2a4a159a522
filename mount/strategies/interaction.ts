import type { Strategy } from './strategy';

const TRIGGERS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;
const INTERACTIVE = 'a,button,input,select,textarea,summary,[role="button"],[tabindex]';

interface Pending {
  tag: string;
  text: string;
  element: Element;
  clicked: boolean;
}

function describe(target: EventTarget | null, slot: HTMLElement): Pending | undefined {
  const element = target instanceof Element ? target.closest(INTERACTIVE) : null;
  if (!element || !slot.contains(element)) return undefined;
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  return { tag: element.tagName, text, element, clicked: false };
}

// The server's element is usually replaced by the widget's own (a link may become a button): find the
// interactive element with the same accessible text, preferring one of the same tag.
function counterpart(slot: HTMLElement, pending: Pending): HTMLElement | undefined {
  if (pending.element.isConnected && slot.contains(pending.element)) return pending.element as HTMLElement;
  const sameText = Array.from(slot.querySelectorAll<HTMLElement>(INTERACTIVE)).filter(
    (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === pending.text,
  );
  return sameText.find((element) => element.tagName === pending.tag) ?? sameText[0];
}

/**
 * On the first pointer, focus or key on the slot. A click made before the widget is mounted is held
 * (so a server link does not navigate away) and replayed on the widget's element once it is mounted;
 * keyboard focus moves to that element too, so neither the click nor the focus is lost.
 */
export const onInteraction: Strategy = (slot, load) => {
  let pending: Pending | undefined;
  let loaded = false;
  const hold = (event: Event) => {
    if (loaded) return;
    const described = describe(event.target, slot);
    if (!described) return;
    if (event.type === 'click') {
      event.preventDefault();
      event.stopImmediatePropagation();
      described.clicked = true;
    }
    pending = described.clicked || !pending?.clicked ? described : pending;
  };
  const start = (event: Event) => {
    for (const type of TRIGGERS) slot.removeEventListener(type, start);
    hold(event);
    void load().then(() => {
      loaded = true;
      slot.removeEventListener('click', hold, true);
      if (!pending) return;
      const element = counterpart(slot, pending);
      const hadFocus = slot.contains(document.activeElement) || document.activeElement === document.body;
      if (element && hadFocus) element.focus();
      if (element && pending.clicked) element.click();
    });
  };
  slot.addEventListener('click', hold, true);
  for (const type of TRIGGERS) slot.addEventListener(type, start, { passive: true });
};
