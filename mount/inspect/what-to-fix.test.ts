import { describe, expect, it } from 'vitest';
import { readFailure } from './what-to-fix';

// What mount-slot leaves on a failed slot (data-widget-error, mount/slot-state.ts), or the loader's failure without
// it, and what the inspector says to do.
describe('readFailure', () => {
  it.each([
    [
      'tile',
      'props: Error: prop "productId" is invalid: Invalid type',
      'prop "productId" is invalid: Invalid type',
      /^prop "productId" is invalid: Invalid type; fix that prop in the slot's data-\* attributes/,
    ],
    [
      'quick-basket',
      'config: ConfigError: site-config key "productChooserDetailsPath": a path',
      'site-config key "productChooserDetailsPath": a path',
      /^site-config key "productChooserDetailsPath": a path; fix that key in the page's #site-config$/,
    ],
    [
      'tile',
      'load: TypeError: Failed to fetch dynamically imported module',
      'Failed to fetch dynamically imported module',
      /^its code did not load \(even after one retry\)/,
    ],
    ['broken', 'render: Error: it threw', 'it threw', /^the widget threw as it rendered; the server's markup is back/],
  ])('%s, %j: %j', (widget, attribute, message, fix) => {
    expect(readFailure(widget, attribute, true)).toEqual({
      phase: attribute.split(':')[0],
      message,
      fix: expect.stringMatching(fix),
    });
  });

  describe("without the attribute: the loader's failure", () => {
    it.each([
      [
        'recipe-card',
        false,
        'unknown widget "recipe-card"',
        /^unknown widget "recipe-card": no widget of this build has that name \(names are case-sensitive\)/,
      ],
      ['', false, 'unknown widget ""', /^a slot without a widget name; the loader fails it: unknown widget ""$/],
      ['tile', true, 'its code did not load', /^its code did not load \(even after one retry\)/],
    ])('%j (in the build: %s): %j', (widget, known, message, fix) => {
      expect(readFailure(widget, null, known)).toEqual({ phase: 'load', message, fix: expect.stringMatching(fix) });
    });
  });
});
