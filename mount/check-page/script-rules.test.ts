import { describe, expect, it } from 'vitest';
import { parsePage } from './parse-page';
import { jsonEscapeFindings } from './script-rules';

const escapes = (json: string) =>
  jsonEscapeFindings(
    parsePage(`<div data-widget="x"><script type="application/json" data-props>${json}</script></div>`),
  ).map((finding) => `${finding.severity} ${finding.message}`);

describe('the JSON blocks escaped for HTML', () => {
  it.each([
    // json, severity (none: no finding)
    ['{"a":"\\u003c!-- \\u003cscript"}', undefined],
    ['{"a":"Pots & Pans"}', 'warning'],
    // alone, neither changes how the page parses
    ['{"a":"<!-- best seller -->"}', 'warning'],
    ['{"a":"<!-- best seller"}', 'warning'],
    ['{"a":"<script>"}', 'warning'],
    // a comment closed before the <script: back to plain script text
    ['{"a":"<!-- x --> <script>"}', 'warning'],
    // <!-- then <script: the double-escaped state, the block's own </script> no longer ends it
    ['{"a":"<!-- <script>"}', 'error'],
    ['{"a":"<!--<SCRIPT src=x>"}', 'error'],
  ])('%s: %s', (json, severity) => {
    expect(escapes(json).map((line) => line.split(' ')[0])).toEqual(severity ? [severity] : []);
  });

  it.each([
    ['<div data-widget="x"><script type="application/json" data-props>"&"</script></div>', 'a data-props block'],
    ['<script type="application/json" id="site-config">"&"</script>', 'the #site-config block'],
    // readProps reads only a slot's child: these are JSON blocks of the page's own
    ['<div data-widget="x"><p><script type="application/json" data-props>"&"</script></p></div>', 'a JSON block'],
    ['<div><script type="application/json" data-props>"&"</script></div>', 'a JSON block'],
    ['<script type="application/json" id="ld">"&"</script>', 'a JSON block'],
  ])('%s: names it %s', (html, name) => {
    expect(jsonEscapeFindings(parsePage(html)).map((finding) => finding.message)).toEqual([
      expect.stringMatching(new RegExp(`^${name} holds`)),
    ]);
  });

  it('says what the double-escaped state does', () => {
    expect(escapes('{"a":"<!-- <script>"}')).toEqual([
      expect.stringMatching(
        /^error a data-props block holds "<!--" and then "<script": .*the rest of the page becomes script text/,
      ),
    ]);
  });
});
