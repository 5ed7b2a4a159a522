import { describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { observe, vitalsMetric } from './observe';
import type { VitalsPayload } from './payload-schema';

const metric = (name: string, value: number, attribution: Record<string, unknown> = {}) =>
  ({ name, value, rating: 'good', attribution }) as unknown as MetricWithAttribution;
const NAMED = new Set(['header', 'layout-shifter', 'page']);

describe('vitalsMetric', () => {
  it.each([
    ['INP: its interaction target', metric('INP', 56.4, { interactionTarget: 'header' }), 56, 'header'],
    [
      'CLS: its largest shift source',
      metric('CLS', 0.123456, { largestShiftTarget: 'layout-shifter' }),
      0.1235,
      'layout-shifter',
    ],
    ['LCP: its element', metric('LCP', 1234.5, { target: 'page' }), 1235, 'page'],
    ['LCP whose element left the page (a selector): the page', metric('LCP', 900, { target: '#hero' }), 900, 'page'],
    ['INP with no target: the page', metric('INP', 40, {}), 40, 'page'],
  ])('%s', (_, input, value, widget) => {
    expect(vitalsMetric(input, NAMED)).toEqual({ name: input.name, value, rating: 'good', widget });
  });

  it('charges an LCP whose element left the page to the slot now showing its image', () => {
    document.body.innerHTML = `<img src="/img/hero.jpg"><div data-widget="tile"><img src="/img/shoe.jpg"></div>`;
    const lcp = (url: string) => metric('LCP', 900, { target: '#tile-1 > img', lcpEntry: { url } });
    expect(vitalsMetric(lcp(new URL('/img/shoe.jpg', location.href).href), NAMED).widget).toBe('tile');
    expect(vitalsMetric(lcp(new URL('/img/hero.jpg', location.href).href), NAMED).widget).toBe('page');
    expect(vitalsMetric(lcp(new URL('/img/gone.jpg', location.href).href), NAMED).widget).toBe('page');
  });

  it('charges a CLS of 0 to no widget: nothing moved', () => {
    expect(vitalsMetric(metric('CLS', 0, {}), NAMED)).toEqual({ name: 'CLS', value: 0, rating: 'good' });
  });

  it('charges FCP and TTFB to no widget', () => {
    expect(vitalsMetric(metric('FCP', 800.2), NAMED)).toEqual({ name: 'FCP', value: 800, rating: 'good' });
    expect(vitalsMetric(metric('TTFB', 20), NAMED)).toEqual({ name: 'TTFB', value: 20, rating: 'good' });
  });
});

type Callback = (metric: MetricWithAttribution) => void;
type Options = { generateTarget?: (node: Node | null) => string };
const observers = vi.hoisted(() => new Map<string, [Callback, Options | undefined]>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: Callback, options?: Options) => observers.set(name, [callback, options]);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

describe('observe', () => {
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const report = (name: string, value: number, attribution: Record<string, unknown> = {}) =>
    observers.get(name)![0](metric(name, value, attribution));

  it('charges what web-vitals reports to the widgets, sends on hide, and a page restored from the cache is a new view', () => {
    vi.stubGlobal('__VITALS_LOADS__', JSON.stringify({ header: 'load' }));
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    document.body.innerHTML = '<div data-widget="header" data-widget-state="mounted"><button>Cart</button></div>';
    performance.mark('widget:mounted:header');
    observe({ endpoint: '/vitals/beacon', sampleRate: 1 });
    expect([...observers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    // web-vitals asks for each element's target as it sees it.
    const target = observers.get('INP')![1]!.generateTarget!(document.querySelector('button'));
    expect(target).toBe('header');
    report('INP', 80.4, { interactionTarget: target });
    report('TTFB', 30);
    hide();
    // The pagehide after it, with no new figure: nothing more.
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledOnce();
    const first = JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1]) as VitalsPayload;
    expect(first.metrics).toEqual([
      { name: 'INP', value: 80, rating: 'good', widget: 'header' },
      { name: 'TTFB', value: 30, rating: 'good' },
    ]);
    expect(first.widgets).toEqual([
      { widget: 'header', strategy: 'load', slots: 1, mountMs: expect.any(Number), failed: false },
    ]);

    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    dispatchEvent(restored);
    report('TTFB', 5);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const second = JSON.parse((sendBeacon.mock.calls[1] as unknown as [string, string])[1]) as VitalsPayload;
    expect(second.view).not.toBe(first.view);
    expect(second.metrics).toEqual([{ name: 'TTFB', value: 5, rating: 'good' }]);
    expect(second.widgets).toEqual([{ widget: 'header', strategy: 'load', slots: 1, failed: false }]);
  });
});
