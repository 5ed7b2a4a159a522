// The slot's lifecycle, visible on the page as `data-widget-state` for CSS, tests and the loader:
// waiting (strategy pending) -> loading (code on its way) -> mounted | error. No attribute: not seen yet.
export type SlotState = 'waiting' | 'loading' | 'mounted' | 'error';

export const STATE_ATTRIBUTE = 'data-widget-state';
/**
 * A failed slot's `<phase>: <error>`, written as the failure is dispatched, so a tool that comes later (the
 * inspector, mount/inspect/) or a developer in devtools reads what the runtime reported. The runtime's, like the state.
 */
export const ERROR_ATTRIBUTE = 'data-widget-error';

export function setSlotState(slot: Element, state: SlotState | null): void {
  if (state === null) slot.removeAttribute(STATE_ATTRIBUTE);
  else slot.setAttribute(STATE_ATTRIBUTE, state);
}

/** The bubbling, cancelable event a failing widget dispatches on its slot. Cancel it to keep the slot empty. */
export interface WidgetErrorDetail {
  widget: string;
  phase: string;
  error: unknown;
}

export function dispatchWidgetError(slot: Element, detail: WidgetErrorDetail): boolean {
  slot.setAttribute(ERROR_ATTRIBUTE, `${detail.phase}: ${detail.error}`);
  return slot.dispatchEvent(new CustomEvent('widget:error', { bubbles: true, cancelable: true, detail }));
}
