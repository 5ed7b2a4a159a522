// Share windows are 600x320, centred on the shopper's window.
export const SHARE_WINDOW = { width: 600, height: 320 };

/** The window.open features of a share window centred on the current window. */
export function shareWindowFeatures(): string {
  const { width, height } = SHARE_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens `url` in a 600x320 popup. The popup may not script this page: its `opener` is cut at once. The
 * `noopener` feature is not used because with it window.open always returns null, and a blocked popup could
 * not be told from an opened one. When the browser blocks it, the page follows the link instead.
 * Returns whether a popup opened.
 */
export function openShareWindow(url: string): boolean {
  const popup = window.open(url, '_blank', shareWindowFeatures());
  if (!popup) {
    window.location.assign(url);
    return false;
  }
  popup.opener = null;
  return true;
}
