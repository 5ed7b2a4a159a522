// The hostile values and the path setter the hostile-strings browser test injects them with. No imports: the
// setter also runs inside the page (Playwright serialises it into an init script).

/** Markup that runs `window.__xss = 1` wherever a string is parsed as HTML. `{}` is the field's own label. */
export const TEXT_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">{}',
  '<svg onload="window.__xss=1">{}',
  '{}"><script>window.__xss=1</script>',
] as const;

/** URLs a link or image must refuse: script, a document in a data URL, another host without a scheme. */
export const URL_PAYLOADS = ['javascript:window.__xss=1', 'data:text/html,<script>window.__xss=1</script>', '//evil.example/x'] as const;

/**
 * Sets `path` ('a.b.0.c', '*' for every element or property) in `target` to `value(n)` for the n-th place it
 * reaches, and answers how many it set. Missing parents are skipped (nothing is invented but the last key),
 * so a path that no longer fits the payload shows up as a count of 0.
 */
export function setPath(target: unknown, path: string, value: (n: number) => string): number {
  const keys = path.split('.');
  let count = 0;
  // '*': every key; 'N+': every element from index N on (the entries before it keep their safe values).
  const keysOf = (record: Record<string, unknown>, key: string): string[] => {
    if (key === '*') return Object.keys(record);
    const from = /^(\d+)\+$/.exec(key);
    return from ? Object.keys(record).filter((each) => Number(each) >= Number(from[1])) : [key];
  };
  const visit = (node: unknown, depth: number): void => {
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const key of keysOf(record, keys[depth]!)) {
      if (depth === keys.length - 1) record[key] = value(count++);
      else visit(record[key], depth + 1);
    }
  };
  visit(target, 0);
  return count;
}
