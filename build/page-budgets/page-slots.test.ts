// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadDefaults, pageSlots, widgetsBeforeInteraction } from './page-slots';

const DEFAULTS = {
  header: 'load',
  'features-bar': 'idle',
  tile: 'visible',
  'skip-link': 'interaction',
  'quick-basket': 'demand',
};

describe('pageSlots', () => {
  it('reads each slot with its data-load, in document order, whatever the quotes and attribute order', () => {
    const html = `<div data-widget="header" data-ssr><nav></nav></div>
      <section class="x" data-load='idle' data-widget='tile'></section>
      <div
        data-widget="quick-basket"></div>`;
    expect(pageSlots(html)).toEqual([
      { widget: 'header', load: undefined },
      { widget: 'tile', load: 'idle' },
      { widget: 'quick-basket', load: undefined },
    ]);
  });

  it('ignores text that only looks like a slot', () => {
    expect(
      pageSlots('<p>data-widget="header"</p><script type="application/json">{"data-widget":"x"}</script>'),
    ).toEqual([]);
  });
});

describe('widgetsBeforeInteraction', () => {
  it('keeps load, idle and visible widgets once each, by the slot override or the default', () => {
    const slots = [
      { widget: 'header', load: undefined },
      { widget: 'header', load: undefined },
      { widget: 'features-bar', load: undefined },
      { widget: 'tile', load: undefined },
      { widget: 'skip-link', load: undefined },
      { widget: 'quick-basket', load: 'load' },
      { widget: 'features-bar', load: 'interaction' },
    ];
    expect(widgetsBeforeInteraction(slots, DEFAULTS)).toEqual(['header', 'features-bar', 'tile', 'quick-basket']);
  });

  it('a slot whose data-load is unknown loads at once, as the loader does; an unknown widget counts as load', () => {
    expect(
      widgetsBeforeInteraction(
        [
          { widget: 'skip-link', load: 'sometime' },
          { widget: 'new-thing', load: undefined },
        ],
        DEFAULTS,
      ),
    ).toEqual(['skip-link', 'new-thing']);
    expect(widgetsBeforeInteraction([{ widget: 'quick-basket', load: '' }], DEFAULTS)).toEqual(['quick-basket']);
  });

  it('a page of interaction and demand widgets loads none before interaction', () => {
    expect(
      widgetsBeforeInteraction(
        [
          { widget: 'skip-link', load: undefined },
          { widget: 'tile', load: 'demand' },
        ],
        DEFAULTS,
      ),
    ).toEqual([]);
  });
});

describe('loadDefaults', () => {
  it("reads each widget's default strategy from the manifest; entries without one (the tokens, the reporter) are not widgets", () => {
    expect(
      loadDefaults({ header: { load: 'load' }, tile: { load: 'visible' }, tokens: {}, 'report-error': {} }),
    ).toEqual({
      header: 'load',
      tile: 'visible',
    });
  });
});
