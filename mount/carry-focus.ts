// Not shared/ui/modal/focus.ts's `tabbables`: importing shared/ui from the runtime puts the whole ui chunk group
// (the modal's 5.9 KB among it) into every page's runtime, 12.6 KB over its budget (measured).
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The same control in the widget's render: a link to the same place, or a control of the same kind and text. */
function sameControl(slot: Element, gone: Element): HTMLElement | undefined {
  const href = gone.getAttribute('href');
  const text = gone.textContent?.trim();
  return [...slot.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (control) =>
      control.tagName === gone.tagName &&
      (href !== null ? control.getAttribute('href') === href : control.textContent?.trim() === text),
  );
}

/**
 * A client render replaces the server's markup in its slot: a shopper who had tabbed into that markup before the
 * widget's code came would find focus thrown back to the top of the page. Call before the render; the returned
 * function, called once it has committed, puts focus on the same control in the widget's markup (a link to the
 * same place, or a control of the same kind and text), when focus was left nowhere.
 */
export function carryFocus(slot: HTMLElement): () => void {
  let last: Element | null = slot.contains(document.activeElement) ? document.activeElement : null;
  const focusIn = (event: FocusEvent) => {
    last = event.target as Element;
  };
  const focusOut = (event: FocusEvent) => {
    const left = event.target as Element;
    // Still on the page after the event: the shopper moved on (a removed control's focus is not theirs to lose).
    queueMicrotask(() => {
      if (left === last && left.isConnected && !slot.contains(document.activeElement)) last = null;
    });
  };
  slot.addEventListener('focusin', focusIn);
  slot.addEventListener('focusout', focusOut);
  return () => {
    slot.removeEventListener('focusin', focusIn);
    slot.removeEventListener('focusout', focusOut);
    const active = document.activeElement;
    if (!last || last.isConnected || (active && active !== document.body && active.isConnected)) return;
    sameControl(slot, last)?.focus();
  };
}
