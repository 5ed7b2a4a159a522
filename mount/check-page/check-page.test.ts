import { describe, expect, it } from 'vitest';
import { TEST_TABLES } from '../../fixtures/testing/check-page-tables';
import { checkPageWith } from './check-page';

// On one line, so the body starts on line 2.
const HEAD =
  '<meta name="csrf-token" content="t"><script type="application/json" id="site-config">{"chooserPath":"/choose"}</script><script type="module" src="/assets/loader.js"></script>';

const check = (body: string, head = HEAD, csp?: string, html = '<html>') =>
  checkPageWith(TEST_TABLES, `<!doctype html>${html}<head>${head}</head><body>\n${body}</body></html>`, {
    file: 'page.html',
    ...(csp ? { csp } : {}),
  }).findings.map(
    (finding) => `${finding.line}:${finding.column} ${finding.severity} ${finding.rule} ${finding.message}`,
  );

describe('checkPage', () => {
  it('finds nothing on a page that keeps the contract', () => {
    expect(check('<div data-widget="greeting" data-name="Ada"></div><div data-widget="dialog"></div>')).toEqual([]);
  });

  it('places a bad prop at its attribute, else at its key in the data-props block', () => {
    expect(
      check(
        `<div data-widget="greeting" data-name="Ada" data-count="x"></div>\n<div data-widget="greeting">\n<script type="application/json" data-props>{"name":1}</script></div>`,
      ),
    ).toEqual([
      expect.stringMatching(/^2:45 error props prop "count" is invalid: /),
      expect.stringMatching(/^4:45 error props prop "name" is invalid: /),
    ]);
  });

  it('reads no more of a slot the loader leaves alone', () => {
    expect(check('<div data-widget="greeting" data-name="Ada">\n<div data-widget="nope"></div></div>')).toEqual([
      '3:6 warning nested-slot not mounted inside the greeting slot (line 2); move it out to mount it',
    ]);
  });

  it('counts a once-per-page widget, at the severity its widget.json gives', () => {
    expect(check('<div data-widget="dialog"></div>\n<div data-widget="dialog"></div>')).toEqual([
      '3:6 error once-per-page a second slot (the first is on line 2); once per page: one dialog serves the page',
    ]);
    expect(check('<div data-widget="modal"></div>\n<div data-widget="modal"></div>')).toEqual([
      '3:6 warning once-per-page a second slot (the first is on line 2); once per page: the first is used, a second renders nothing',
    ]);
  });

  it('asks only the keys of widgets on the page, and only when they have no default', () => {
    const head = HEAD.replace('{"chooserPath":"/choose"}', '{"difficulty":"high"}');
    expect(check('<div data-widget="greeting" data-name="Ada"></div>', head)).toEqual([
      expect.stringMatching(/^1:\d+ warning config-value site-config key "difficulty": /),
    ]);
    expect(check('<div data-widget="chooser"></div>', head)).toEqual([
      expect.stringMatching(/^1:\d+ error config-key site-config key "chooserPath": /),
      expect.stringMatching(/^1:\d+ warning config-value site-config key "difficulty": /),
    ]);
  });

  it('places a config finding at its key in the block, else at the block', () => {
    const head = HEAD.replace('{"chooserPath":"/choose"}', '{"difficulty":"high",\n"chooserPath":"choose"}');
    const block = `<!doctype html><html><head>${head}`.indexOf('{') + 1;
    expect(check('<div data-widget="chooser"></div>', head)).toEqual([
      expect.stringMatching(new RegExp(`^1:${block + 1} warning config-value site-config key "difficulty": `)),
      expect.stringMatching(/^2:1 error config-key site-config key "chooserPath": /),
    ]);
    // a missing key is written nowhere: the block
    const missing = HEAD.replace('{"chooserPath":"/choose"}', '{}');
    expect(check('<div data-widget="chooser"></div>', missing)).toEqual([
      expect.stringMatching(new RegExp(`^1:${block - 49} error config-key site-config key "chooserPath": `)),
    ]);
  });

  it('warns of a data-load the loader does not know, and of an empty one, which it does not log', () => {
    expect(
      check(
        '<div data-widget="greeting" data-name="Ada" data-load="lazy"></div>\n<div data-widget="dialog" data-load=""></div>',
      ),
    ).toEqual([
      '2:45 warning data-load unknown data-load "lazy" (it loads at once; one of load, idle, visible, interaction, demand)',
      '3:27 warning data-load an empty data-load: the loader loads it at once, not at its default, and logs nothing; remove the attribute or name one of load, idle, visible, interaction, demand',
    ]);
  });

  it('finds the attributes the runtime sets, written by the server (HTML saved from a live page)', () => {
    expect(
      check(
        '<div data-widget="greeting" data-name="Ada" data-widget-state="mounted" data-widget-error="x"></div>',
        HEAD,
        undefined,
        '<html data-widget-loader="" data-widgets-ready>',
      ),
    ).toEqual([
      expect.stringMatching(/^1:22 error runtime-attribute <html data-widget-loader> is the loader's own mark: /),
      expect.stringMatching(/^1:44 error runtime-attribute <html data-widgets-ready> is the loader's own mark: /),
      expect.stringMatching(
        /^2:45 error runtime-attribute data-widget-state="mounted" is the runtime's own: .* never mounts it, and logs nothing/,
      ),
      expect.stringMatching(/^2:73 error runtime-attribute data-widget-error is the runtime's own: /),
    ]);
  });

  it('reads a #site-config that is no script as the runtime does: its textContent', () => {
    const head = HEAD.replace(
      '<script type="application/json" id="site-config">{"chooserPath":"/choose"}</script>',
      '<div id="site-config">{"chooserPath":<!-- x -->"choose"}</div>',
    );
    expect(check('<div data-widget="chooser"></div>', head)).toEqual([
      expect.stringMatching(
        /^1:\d+ error config-block the #site-config block is a <div>, not a <script type="application\/json">$/,
      ),
      expect.stringMatching(/^1:\d+ error config-key site-config key "chooserPath": a path/),
    ]);
  });

  it("reads a key named like an object's own members as any other key", () => {
    const head = HEAD.replace('{"chooserPath":"/choose"}', '{"chooserPath":"/choose","toString":1,"constructor":"x"}');
    expect(check('<div data-widget="chooser"></div>', head)).toEqual([]);
  });

  it('checks no ads without the ads widget, nor with noAds', () => {
    const head = HEAD.replace('{"chooserPath":"/choose"}', '{"adSlots":[{"name":"ad-top"}],"noAds":NO}');
    expect(check('', head.replace('NO', 'false'))).toEqual([]);
    expect(check('<div data-widget="ads"></div>', head.replace('NO', 'true'))).toEqual([]);
    const page = head.replace('NO', 'false');
    expect(check('<div data-widget="ads"></div>', page)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^1:${`<!doctype html><html><head>${page}`.indexOf('"ad-top"') + 1} warning ad-container ad slot "ad-top" has no container`,
        ),
      ),
    ]);
  });

  it('lets a page include an entry without the loader (mount/README.md section 7)', () => {
    const head = '<meta name="csrf-token" content="t"><script type="module" src="/assets/greeting-AB12CD.js"></script>';
    expect(check('<div data-widget="greeting" data-name="Ada"></div>', head)).toEqual([]);
    expect(check('<div data-widget="greeting" data-name="Ada"></div>', head.replace('greeting-', 'other-'))).toEqual([
      expect.stringMatching(/^2:1 error loader /),
    ]);
  });
});
