import { describe, expect, it } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { vitalsMetric } from './observe';

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

  it('charges FCP and TTFB to no widget', () => {
    expect(vitalsMetric(metric('FCP', 800.2), NAMED)).toEqual({ name: 'FCP', value: 800, rating: 'good' });
    expect(vitalsMetric(metric('TTFB', 20), NAMED)).toEqual({ name: 'TTFB', value: 20, rating: 'good' });
  });
});
