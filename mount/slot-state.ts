// The slot's lifecycle, visible on the page as `data-widget-state` for CSS, tests and the loader:
// waiting (strategy pending) -> loading (code on its way) -> mounted | error. No attribute: not seen yet.
export type SlotState = 'waiting' | 'loading' | 'mounted' | 'error';

export const STATE_ATTRIBUTE = 'data-widget-state';
/**
 * A slot that failed to mount (config, props, render: mount-slot.tsx) keeps `<phase>: <error>` here, so a tool that
 * comes later (the inspector, mount/inspect/) or a developer in devtools reads what the runtime reported. The
 * loader writes none, for its bytes: its failures are an unknown widget or code that did not load, which the
 * inspector tells apart by the name. The runtime's, like the state.
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
  return slot.dispatchEvent(new CustomEvent('widget:error', { bubbles: true, cancelable: true, detail }));
}
