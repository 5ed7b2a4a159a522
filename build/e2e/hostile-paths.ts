// The hostile values the hostile-strings browser test injects (with fixtures/server/set-path.ts). No imports:
// the test hands them to the page as they are.

/** Markup that runs `window.__xss = 1` wherever a string is parsed as HTML. `{}` is the field's own label. */
export const TEXT_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">{}',
  '<svg onload="window.__xss=1">{}',
  '{}"><script>window.__xss=1</script>',
] as const;

/** URLs a link or image must refuse: script, a document in a data URL, another host without a scheme. */
export const URL_PAYLOADS = [
  'javascript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  '//evil.example/x',
] as const;
