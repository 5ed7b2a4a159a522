import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { vitalsPayloadSchema } from './payload-schema';
import { widgetFacts } from './widget-facts';

const LOADS = { header: 'load', tile: 'visible', 'basket-drawer': 'demand' };
const slots = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelectorAll('[data-widget]');
};
const MOUNTED: Record<string, number> = { header: 412.6, tile: 1200 };
const mountedAt = (widget: string) => MOUNTED[widget];

describe('widgetFacts', () => {
  it('gives each widget its default strategy, when its first slot mounted, and whether it failed', () => {
    const page = slots(`<div data-widget="header" data-widget-state="mounted"></div>
<div data-widget="basket-drawer" data-widget-state="waiting"></div>`);
    expect(widgetFacts(page, LOADS, mountedAt)).toEqual([
      { widget: 'header', strategy: 'load', slots: 1, mountMs: 413, failed: false },
      { widget: 'basket-drawer', strategy: 'demand', slots: 1, failed: false },
    ]);
  });

  it('counts several slots of one widget once: the first slot strategy, any failure, the first mount', () => {
    const page = slots(`<div data-widget="tile" data-load="idle" data-widget-state="mounted"></div>
<div data-widget="tile" data-widget-state="error"></div><div data-widget="tile"></div>`);
    expect(widgetFacts(page, LOADS, mountedAt)).toEqual([
      { widget: 'tile', strategy: 'idle', slots: 3, mountMs: 1200, failed: true },
    ]);
  });

  it('reads an unknown data-load or an unknown widget as the loader does: at once', () => {
    const page = slots(`<div data-widget="header" data-load="someday"></div>
<div data-widget="no-such-widget" data-widget-state="error"></div>`);
    expect(widgetFacts(page, LOADS, () => undefined)).toEqual([
      { widget: 'header', strategy: 'load', slots: 1, failed: false },
      { widget: 'no-such-widget', strategy: 'load', slots: 1, failed: true },
    ]);
  });

  it('leaves out a slot inside another slot: that widget content, never mounted', () => {
    const page = slots('<div data-widget="tile"><div data-widget="header"></div></div>');
    expect(widgetFacts(page, LOADS, () => undefined).map((fact) => fact.widget)).toEqual(['tile']);
  });

  it('counts slots whose name the beacon schema refuses as unknown', () => {
    const page = slots('<div data-widget="Promo_Banner"></div><div data-widget="promo banner"></div>');
    expect(widgetFacts(page, LOADS, () => undefined)).toEqual([
      { widget: 'unknown', strategy: 'load', slots: 2, failed: false },
    ]);
  });

  it('leaves out a mountMs past the schema cap of an hour', () => {
    const page = slots('<div data-widget="basket-drawer"></div><div data-widget="header"></div>');
    const late = (widget: string) => (widget === 'header' ? 3_600_000 : 3_600_001);
    expect(widgetFacts(page, LOADS, late)).toEqual([
      { widget: 'basket-drawer', strategy: 'demand', slots: 1, failed: false },
      { widget: 'header', strategy: 'load', slots: 1, mountMs: 3_600_000, failed: false },
    ]);
  });

  it('counts at most the schema cap of 1000 slots, so a long listing still sends its beacon', () => {
    const page = slots('<div data-widget="tile"></div>'.repeat(1001));
    const widgets = widgetFacts(page, LOADS, mountedAt);
    expect(widgets).toEqual([{ widget: 'tile', strategy: 'visible', slots: 1000, mountMs: 1200, failed: false }]);
    const payload = { v: 1, view: 'abcdefgh12', page: '/shop', metrics: [], widgets };
    expect(v.safeParse(vitalsPayloadSchema, payload).issues).toBeUndefined();
  });

  it('names at most the schema cap of 200 widgets, the first in page order', () => {
    const names = Array.from({ length: 201 }, (_, index) => `pasted-${index}`);
    const widgets = widgetFacts(
      slots(names.map((name) => `<div data-widget="${name}"></div>`).join('')),
      {},
      () => undefined,
    );
    expect(widgets.map((fact) => fact.widget)).toEqual(names.slice(0, 200));
    const payload = { v: 1, view: 'abcdefgh12', page: '/shop', metrics: [], widgets };
    expect(v.safeParse(vitalsPayloadSchema, payload).issues).toBeUndefined();
  });
});
