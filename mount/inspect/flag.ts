/**
 * Whether the page asked for the inspector: `widgets-inspect` in its URL's query (`?widgets-inspect`), or
 * `localStorage.widgetsInspect` set to '1'. speculate.js asks at idle, on every page, so it stays a few bytes.
 * Reading storage throws where the browser blocks it (some privacy settings, sandboxed frames): that is a no.
 */
export function inspectRequested(): boolean {
  try {
    return /widgets-inspect/.test(location.search) || localStorage.widgetsInspect === '1';
  } catch {
    return false;
  }
}
