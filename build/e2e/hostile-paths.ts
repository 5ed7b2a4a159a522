// The hostile values and the path setter the hostile-strings browser test injects them with (the setter runs
// inside the page too: Playwright serialises it into an init script, so it has no imports of its own).

/** Markup that runs `window.__xss = 1` wherever a string is parsed as HTML. `{}` is the field's own label. */
export const TEXT_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">{}',
  '<svg onload="window.__xss=1">{}',
  '{}"><script>window.__xss=1</script>',
] as const;

/** URLs a link or image must refuse: script, a document in a data URL, another host without a scheme. */
export const URL_PAYLOADS = ['javascript:window.__xss=1', 'data:text/html,<script>window.__xss=1</script>', '//evil.example/x'] as const;

/** The path setter, shared with the fixture server's server-render edits. */
export { setPath } from '../../fixtures/server/set-path';
