import './visually-hidden.css';

export type Politeness = 'polite' | 'assertive';

const ids: Record<Politeness, string> = { polite: 'ui-live-polite', assertive: 'ui-live-assertive' };

// Screen readers announce a change, not a state: a repeated message is only heard again if the region is
// emptied first and refilled a moment later (Angular CDK's LiveAnnouncer waits 100 ms the same way).
const refillDelayMs = 100;

// The pending timer sits on the region under a registry symbol, so a second copy of this module (another
// bundle on the page) cancels it too.
const pendingTimer = Symbol.for('ui-live-region.pending');

type Region = HTMLElement & { [pendingTimer]?: ReturnType<typeof setTimeout> };

// While a modal <dialog> is open the rest of the page is inert, and screen readers ignore live regions
// there; announcements then go to a region inside the top open modal.
function topModal(): HTMLElement | undefined {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open][aria-modal="true"]');
  return open[open.length - 1];
}

function region(politeness: Politeness): Region {
  const modal = topModal();
  const existing = modal
    ? modal.querySelector<HTMLElement>(`:scope > [data-live-region="${politeness}"]`)
    : document.getElementById(ids[politeness]);
  if (existing) return existing;
  const element = document.createElement('div');
  if (modal) element.dataset.liveRegion = politeness;
  else element.id = ids[politeness];
  element.className = 'ui-visually-hidden';
  element.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  element.setAttribute('aria-live', politeness);
  element.setAttribute('aria-atomic', 'true');
  (modal ?? document.body).append(element);
  return element;
}

/**
 * Says `message` to screen-reader users through the page's one polite or assertive region (or the top open
 * modal's). A message sent
 * within 100 ms of another to the same region replaces it: only the latest is read.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const target = region(politeness);
  clearTimeout(target[pendingTimer]);
  target.textContent = '';
  target[pendingTimer] = setTimeout(() => {
    target.textContent = message;
    delete target[pendingTimer];
  }, refillDelayMs);
}
