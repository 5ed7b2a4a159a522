/**
 * Whether the page asked for the inspector: a `widgets-inspect` parameter in its URL's query (`?widgets-inspect`)
 * whose value is not `0` or `false`, or `localStorage.widgetsInspect` set to '1'. speculate.js asks at idle, on every page, so it stays a few bytes.
 * Reading storage throws where the browser blocks it (some privacy settings, sandboxed frames): that is a no.
 */
export function inspectRequested(): boolean {
  try {
    const flag = new URLSearchParams(location.search).get('widgets-inspect');
    return (flag !== null && flag !== '0' && flag !== 'false') || localStorage.widgetsInspect === '1';
  } catch {
    return false;
  }
}
