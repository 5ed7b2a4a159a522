import { describe, expect, it } from 'vitest';
import {
  interactionsReport,
  ratioCell,
  tapCell,
  tapMedians,
  type ControlRow,
  type ControlSamples,
} from './interactions-report';
import type { ControlSample } from './metrics';

const sample = (first: ControlSample['first'], again?: ControlSample['again']): ControlSample => ({
  first,
  ...(again ? { again } : {}),
});

describe('tapMedians', () => {
  it('each figure over the loads, n/a unless most gave it', () => {
    const samples = [
      sample({ eventMs: 40, paintedMs: 300, contentMs: 900 }, { eventMs: 0, paintedMs: 100 }),
      sample({ eventMs: 56, paintedMs: 340 }),
      undefined,
    ];
    expect(tapMedians(samples, 'first')).toEqual({ eventMs: 48, paintedMs: 320, contentMs: undefined });
    expect(tapMedians(samples, 'again')).toEqual({ eventMs: undefined, paintedMs: undefined, contentMs: undefined });
  });
});

describe('tapCell', () => {
  it("event | painted | content in ms, padded; <16 under Event Timing's floor; n/a; - without a content figure", () => {
    expect(tapCell({ eventMs: 48, paintedMs: 320.4, contentMs: 1051 }, true)).toBe('  48 |  320 | 1051');
    expect(tapCell({ eventMs: 8, paintedMs: undefined }, true)).toBe(' <16 |  n/a |  n/a');
    expect(tapCell({ eventMs: 160, paintedMs: 171 }, false)).toBe(' 160 |  171 |    -');
  });
});

describe('ratioCell', () => {
  it('ours/single per figure; none for an event under 16 ms or a missing figure', () => {
    expect(ratioCell({ eventMs: 60, paintedMs: 300, contentMs: 900 }, { eventMs: 40, paintedMs: 200 }, true)).toBe(
      '1.50x | 1.50x |   n/a',
    );
    expect(ratioCell({ eventMs: 0, paintedMs: 100 }, { eventMs: 0, paintedMs: 50 }, false)).toBe(
      '  n/a | 2.00x |     -',
    );
  });
});

describe('interactionsReport', () => {
  const row = (id: string, extra: Partial<ControlRow> = {}): ControlRow => ({
    id,
    label: `${id} → surface`,
    page: '/',
    content: true,
    again: true,
    ...extra,
  });
  it('two rows per control, a column per build, ours/single with the peers; again n/a without one; a skipped control is - with its note', () => {
    const cart: ControlSamples = new Map([
      [
        'ours',
        [sample({ eventMs: 96, paintedMs: 600, contentMs: 1000 }, { eventMs: 24, paintedMs: 200, contentMs: 200 })],
      ],
      [
        'single',
        [sample({ eventMs: 48, paintedMs: 300, contentMs: 500 }, { eventMs: 24, paintedMs: 100, contentMs: 100 })],
      ],
    ]);
    const report = interactionsReport(
      [
        [row('cart'), cart],
        [
          row('order', { content: false, again: false }),
          new Map([
            ['ours', [sample({ eventMs: 160, paintedMs: 171 })]],
            ['single', [undefined]],
          ]),
        ],
        [row('menu', { skipped: 'phone only' }), new Map()],
      ],
      ['ours', 'single'],
    );
    expect(report.split('\n')).toEqual([
      'control (page)         tap                ours              single            ours/single',
      '-------------------  -----  ------------------  ------------------  ---------------------',
      'cart → surface (/)   first    96 |  600 | 1000    48 |  300 |  500  2.00x | 2.00x | 2.00x',
      '                     again    24 |  200 |  200    24 |  100 |  100  1.00x | 2.00x | 2.00x',
      'order → surface (/)  first   160 |  171 |    -   n/a |  n/a |    -    n/a |   n/a |     -',
      '                     again                 n/a                 n/a                    n/a',
      'menu → surface (/)   first                   -                   -                      -',
      '                     again                   -                   -                      -',
      '',
      'menu: phone only',
    ]);
  });
});
