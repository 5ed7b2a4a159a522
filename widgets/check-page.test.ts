import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSlot, unmountSlot, type WidgetDefinition } from '../mount/mount-slot';
import { resetSiteConfig } from '../shared/config/site-config';
import { checkPage, contractTables } from './check-page';
import flashBar from './flash-bar/definition';
import quickBasket from './quick-basket/definition';
import tile from './tile/definition';

// What check-page says of a slot is what the page's console says when it runs: the same words, from the same
// functions. Each case mounts the slot in a DOM, as the runtime does, and compares.

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  resetSiteConfig();
});
afterEach(() => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget]')) unmountSlot(element);
  document.head.replaceChildren();
  document.body.replaceChildren();
  resetSiteConfig();
});

/** The console line the runtime writes for the first failure (mount/report-error.ts). */
async function consoleSays(definition: WidgetDefinition<any>, config: string, slot: string) {
  document.head.innerHTML = `<script type="application/json" id="site-config">${config}</script>`;
  document.body.innerHTML = slot;
  expect(await mountSlot(definition, document.body.firstElementChild as HTMLElement)).toBe('failed');
  return String(errors.mock.calls[0]![0]);
}

function checkSays(config: string, slot: string) {
  const page = `<script type="application/json" id="site-config">${config}</script><script type="module" src="/assets/loader.js"></script><meta name="csrf-token" content="t">${slot}`;
  return checkPage(page, { file: 'page.html' }).findings.map(
    (finding) =>
      `[widgets] ${finding.widget} (${finding.rule === 'config-key' ? 'config' : 'props'}): ${finding.message}`,
  );
}

describe("check-page's words are the runtime's", () => {
  it.each([
    ['a bad attribute', flashBar, '<div data-widget="flash-bar" data-kind="warning"></div>'],
    [
      'a data-props block that is not JSON',
      tile,
      '<div data-widget="tile" data-type="post"><script type="application/json" data-props>{oops}</script></div>',
    ],
    [
      'a data-props block that is no object',
      tile,
      '<div data-widget="tile" data-type="post"><script type="application/json" data-props>[1]</script></div>',
    ],
    [
      'a bad value deep in data-props',
      tile,
      '<div data-widget="tile" data-type="product"><script type="application/json" data-props>{"item":{"name":"Pan","skus":[{"id":1,"in_stock":"yes"}]}}</script></div>',
    ],
    [
      'a check across props',
      tile,
      '<div data-widget="tile" data-type="product"><script type="application/json" data-props>{"item":{"name":"Pan"}}</script></div>',
    ],
  ])('props: %s', async (_, definition, slot) => {
    expect(checkSays('{}', slot)).toEqual([await consoleSays(definition, '{}', slot)]);
  });

  it.each([
    ['a required key missing', '{}'],
    ['a key of the wrong type', '{"productChooserDetailsPath":42}'],
    ['a key that is no path', '{"productChooserDetailsPath":"//cdn.example.com/x"}'],
  ])('config: %s', async (_, config) => {
    const slot = '<div data-widget="quick-basket"></div>';
    expect(checkSays(config, slot)).toEqual([await consoleSays(quickBasket, config, slot)]);
  });

  // The loader is a script with no exports: its sentences are held here as check-page quotes them.
  it.each(['unknown widget "${name}"', 'unknown data-load "${requested}"', 'not mounted inside the ${'])(
    'the loader says %s',
    (words) => {
      expect(readFileSync(join(import.meta.dirname, '../mount/loader.ts'), 'utf8')).toContain(words);
    },
  );
});

// What runtime-attribute and data-load say the runtime does with the served markup.
it.each([
  ['../mount/loader.ts', 'if (slot.hasAttribute(STATE_ATTRIBUTE)) return;'],
  // an unknown data-load (Object.prototype's names too) has no index: loaded at once; an empty one is falsy: not logged
  ['../mount/loader.ts', 'if (requested && index < 0) {'],
  ['../mount/define-widget.ts', 'if (!slot.hasAttribute(STATE_ATTRIBUTE)) void widget.mount(slot);'],
  ['../mount/define-widget.ts', 'if (!document.documentElement.hasAttribute(LOADER_ATTRIBUTE)) mountWithoutLoader'],
  ['../stores/ads/widgets-ready.ts', 'html.hasAttribute(WIDGETS_READY_ATTRIBUTE)) return resolve();'],
])('%s does what check-page says: %s', (file, line) => {
  expect(readFileSync(join(import.meta.dirname, file), 'utf8')).toContain(line);
});

describe('as a library', () => {
  it('imports when process.argv[1] names no file (a server that runs with arguments of its own)', async () => {
    const argv = process.argv;
    process.argv = [argv[0]!, 'serve', '--port=8080'];
    try {
      vi.resetModules();
      const module = await import('./check-page');
      expect(module.checkPage('<p>hi</p>', { file: 'x.html' }).findings).toEqual([]);
    } finally {
      process.argv = argv;
    }
  });
});

describe('the tables it checks with', () => {
  it('know every widget, and which are once per page', () => {
    const names = contractTables.widgets.map((widget) => widget.name);
    expect(names).toContain('header');
    expect(names).not.toContain('flash-demo');
    expect(contractTables.widgets.find((widget) => widget.name === 'auth')?.once).toEqual({
      why: expect.stringMatching(/sign-in dialog/),
      severity: 'warning',
    });
    expect(contractTables.widgets.find((widget) => widget.name === 'tile')?.once).toBeUndefined();
  });

  it("warn of a bad `vitals` in the runtime's words: field data then goes without", () => {
    const page = `<script type="application/json" id="site-config">{"vitals":{"endpoint":"/b","sampleRate":2}}</script>`;
    expect(checkPage(page, { file: 'page.html' }).findings).toEqual([
      expect.objectContaining({
        rule: 'config-value',
        severity: 'warning',
        message: expect.stringMatching(
          /^site-config key "vitals": .* at sampleRate \(no widget on this page fails for it/,
        ),
      }),
    ]);
  });
});
