import { atom, onMount } from 'nanostores';

export type FlashKind = 'error' | 'success' | 'info';

/** The spec's Notification entity. */
export interface Notification {
  message: string;
  isError: boolean;
  isSuccess: boolean;
}

export interface FlashState {
  notification: Notification | null;
  /** The 250 ms fade before the notification is cleared. */
  fading: boolean;
}

export const FLASH_SUCCESS_MS = 5000;
export const FLASH_INFO_MS = 8000;
export const FLASH_FADE_MS = 250;

export const $flash = atom<FlashState>({ notification: null, fading: false });

/** Show a message in the flash bar; it replaces whatever was showing. */
export function flash(message: string, kind: FlashKind = 'info'): void {
  $flash.set({ notification: { message, isError: kind === 'error', isSuccess: kind === 'success' }, fading: false });
}

/** Dismiss (or time out): fade first, then clear. */
export function dismissFlash(): void {
  const { notification } = $flash.get();
  if (notification) $flash.set({ notification, fading: true });
}

function clearFlash(): void {
  $flash.set({ notification: null, fading: false });
}

// Auto-hide: an error stays until dismissed; success hides after 5 s, anything else after 8 s.
// The timers run only while a flash bar listens, and start from what it first shows.
onMount($flash, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = ({ notification, fading }: FlashState) => {
    clearTimeout(timer);
    if (!notification) return;
    if (fading) timer = setTimeout(clearFlash, FLASH_FADE_MS);
    else if (!notification.isError) {
      timer = setTimeout(dismissFlash, notification.isSuccess ? FLASH_SUCCESS_MS : FLASH_INFO_MS);
    }
  };
  schedule($flash.get());
  const unlisten = $flash.listen(schedule);
  return () => {
    unlisten();
    clearTimeout(timer);
  };
});
