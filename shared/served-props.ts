/**
 * The props a page's server embedded for a widget: the first of its slots now on the page whose data-props
 * object holds one of `keys`, or undefined (only bare slots, or none). A store reads it before calling an
 * endpoint whose answer the page already holds, whichever widget listens first. A script that is not a JSON
 * object is passed over: that slot fails alone when it mounts (mount/README.md, section 5).
 */
export function servedProps(widget: string, keys: readonly string[]): Record<string, unknown> | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const script of document.querySelectorAll(
    `[data-widget="${widget}"] > script[type="application/json"][data-props]`,
  )) {
    let props: unknown;
    try {
      props = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    if (props && typeof props === 'object' && !Array.isArray(props) && keys.some((key) => Object.hasOwn(props, key)))
      return props as Record<string, unknown>;
  }
  return undefined;
}
