const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements Tab reaches inside `container`, in order: not hidden, not inert, no negative tabindex. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  // A nested dialog's elements belong to that dialog, not to this one.
  const owner = container.closest('dialog');
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest('dialog') === owner &&
      !element.closest('[hidden],[inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside the container. A modal <dialog> already makes the page inert,
 * but Tab past its last element leaves for the browser's own UI; wrapping keeps keyboard users in place.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Where focus goes on open: an [autofocus] element, else the first tabbable, else the container. */
export function focusFirst(container: HTMLElement): void {
  const target = container.querySelector<HTMLElement>('[autofocus]') ?? tabbables(container)[0] ?? container;
  target.focus();
}
