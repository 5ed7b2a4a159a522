import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { vitalsPayloadSchema } from './payload-schema';
import { createReport, viewId } from './report';

const WIDGETS = [{ widget: 'header', strategy: 'load' as const, slots: 1, mountMs: 300, failed: false }];
const setup = (send = vi.fn<(url: string, body: string) => unknown>(() => true)) => ({
  send,
  report: createReport({ endpoint: '/vitals/beacon', view: 'abcdefgh12', page: '/shop', widgets: () => WIDGETS, send }),
});
const sentBodies = (send: { mock: { calls: Array<[string, string]> } }) =>
  send.mock.calls.map(([, body]) => JSON.parse(body) as unknown);

describe('createReport', () => {
  it('sends the whole view as JSON text to the endpoint, in the shape the server checks', () => {
    const { send, report } = setup();
    report.add({ name: 'TTFB', value: 80, rating: 'good' });
    report.add({ name: 'INP', value: 56, rating: 'good', widget: 'header' });
    report.flush();
    expect(send).toHaveBeenCalledWith('/vitals/beacon', expect.any(String));
    const [body] = sentBodies(send);
    expect(body).toEqual({
      v: 1,
      view: 'abcdefgh12',
      page: '/shop',
      metrics: [
        { name: 'TTFB', value: 80, rating: 'good' },
        { name: 'INP', value: 56, rating: 'good', widget: 'header' },
      ],
      widgets: WIDGETS,
    });
    expect(v.safeParse(vitalsPayloadSchema, body).success).toBe(true);
  });

  describe('given a page hidden several times', () => {
    it('sends once, then again only with new figures, each the latest of each metric', () => {
      const { send, report } = setup();
      report.add({ name: 'CLS', value: 0.01, rating: 'good', widget: 'page' });
      report.flush();
      report.flush();
      expect(send).toHaveBeenCalledTimes(1);
      report.add({ name: 'CLS', value: 0.3, rating: 'poor', widget: 'tile' });
      report.flush();
      report.flush();
      expect(sentBodies(send).map((body) => (body as { metrics: unknown[] }).metrics)).toEqual([
        [{ name: 'CLS', value: 0.01, rating: 'good', widget: 'page' }],
        [{ name: 'CLS', value: 0.3, rating: 'poor', widget: 'tile' }],
      ]);
    });

    it('sends nothing while there is no metric', () => {
      const { send, report } = setup();
      report.flush();
      expect(send).not.toHaveBeenCalled();
    });

    it('sends again when a widget mounted or failed since the last beacon', () => {
      const widgets = [{ widget: 'tile', strategy: 'visible' as const, slots: 1, failed: false }];
      const send = vi.fn<(url: string, body: string) => unknown>(() => true);
      const report = createReport({ endpoint: '/b', view: 'abcdefgh12', page: '/', widgets: () => widgets, send });
      report.add({ name: 'TTFB', value: 80, rating: 'good' });
      report.flush();
      widgets[0] = { ...widgets[0]!, failed: true };
      report.flush();
      report.flush();
      expect(sentBodies(send).map((body) => (body as { widgets: unknown[] }).widgets)).toEqual([
        [{ widget: 'tile', strategy: 'visible', slots: 1, failed: false }],
        [{ widget: 'tile', strategy: 'visible', slots: 1, failed: true }],
      ]);
    });

    it('tries again after a beacon the browser refused', () => {
      const send = vi.fn<(url: string, body: string) => unknown>().mockReturnValueOnce(false).mockReturnValue(true);
      const { report } = setup(send);
      report.add({ name: 'TTFB', value: 80, rating: 'good' });
      report.flush();
      report.flush();
      report.flush();
      expect(send).toHaveBeenCalledTimes(2);
    });
  });

  it('is silent when the browser refuses the beacon or throws', () => {
    const refused = setup(vi.fn(() => false));
    expect(() => refused.report.flush()).not.toThrow();
    const throwing = setup(
      vi.fn(() => {
        throw new TypeError('Beacon quota exceeded');
      }),
    );
    expect(() => throwing.report.flush()).not.toThrow();
  });
});

describe('viewId', () => {
  it('is 16 base-36 digits, new each time', () => {
    expect(viewId()).toMatch(/^[a-z0-9]{16}$/);
    expect(viewId()).not.toBe(viewId());
  });
});
