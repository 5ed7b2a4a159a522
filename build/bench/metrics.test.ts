import { describe, expect, it } from 'vitest';
import {
  cumulativeLayoutShift,
  longestTaskFrom,
  median,
  networkCounts,
  tapDuration,
  tapFigures,
  totalBlockingTime,
  type NetworkResponse,
} from './metrics';

describe('totalBlockingTime', () => {
  it.each([
    { tasks: [[1000, 120]], fcp: 500, end: 5000, expected: 70, note: 'a task after FCP: its part beyond 50 ms' },
    { tasks: [[400, 150]], fcp: 500, end: 5000, expected: 0, note: 'clipped at FCP to 50 ms: nothing' },
    { tasks: [[400, 200]], fcp: 500, end: 5000, expected: 50, note: 'clipped at FCP to 100 ms' },
    { tasks: [[4950, 200]], fcp: 500, end: 5000, expected: 0, note: 'clipped at the end of the window' },
    {
      tasks: [
        [1000, 60],
        [2000, 90],
      ],
      fcp: 500,
      end: 5000,
      expected: 50,
      note: 'summed',
    },
  ] as Array<{ tasks: Array<[number, number]>; fcp: number; end: number; expected: number; note: string }>)(
    '$note',
    ({ tasks, fcp, end, expected }) => {
      expect(totalBlockingTime(tasks, fcp, end)).toBe(expected);
    },
  );
});

describe('cumulativeLayoutShift', () => {
  it.each([
    { shifts: [], expected: 0, note: 'no shift' },
    {
      shifts: [
        [100, 0.1],
        [900, 0.05],
      ],
      expected: 0.15,
      note: 'shifts under 1 s apart share a window',
    },
    {
      shifts: [
        [100, 0.1],
        [1500, 0.05],
      ],
      expected: 0.1,
      note: 'a gap of 1 s starts a new window: the largest counts',
    },
    {
      shifts: [
        [0, 0.1],
        [900, 0.1],
        [1800, 0.1],
        [2700, 0.1],
        [3600, 0.1],
        [4500, 0.1],
        [5400, 0.1],
      ],
      expected: 0.6,
      note: 'a window lasts at most 5 s',
    },
  ] as Array<{ shifts: Array<[number, number]>; expected: number; note: string }>)('$note', ({ shifts, expected }) => {
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(expected);
  });
});

describe('longestTaskFrom', () => {
  it('counts the tasks from the first mount start on, not the scripts evaluated before it', () => {
    expect(
      longestTaskFrom(
        [
          [1000, 140],
          [1200, 80],
          [1400, 60],
        ],
        [1190, 1300],
      ),
    ).toBe(80);
  });
  it('a task the first mount starts inside counts', () => {
    expect(
      longestTaskFrom(
        [
          [1000, 140],
          [1300, 60],
        ],
        [1100],
      ),
    ).toBe(140);
  });
  it('0 when no task from then on was long; undefined when nothing mounted', () => {
    expect(longestTaskFrom([[1000, 140]], [1200])).toBe(0);
    expect(longestTaskFrom([[1000, 140]], [])).toBeUndefined();
  });
});

describe('median', () => {
  it.each([
    { values: [5, 1, 3, 2, 4], expected: 3 },
    { values: [5, undefined, 3, 2, 4], expected: 3.5 },
    { values: [5, undefined, 3, undefined, 4], expected: 4 },
    { values: [5, undefined, undefined, undefined, 4], expected: undefined },
    { values: [], expected: undefined },
  ])('of $values is $expected (n/a unless most loads gave a figure)', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});

describe('networkCounts', () => {
  const base = 'http://127.0.0.1:4000/assets/';
  const responses: NetworkResponse[] = [
    { url: `${base}loader.js`, script: true, bytes: 3000 },
    { url: `${base}header.js`, script: true, bytes: 4000 },
    { url: `${base}header.css`, script: false, bytes: 900 },
    // the idle prefetch: a prefetch (typed Other), then the modulepreload from the cache (a Script, 0 bytes)
    { url: `${base}drawer.js`, script: false, bytes: 1700 },
    { url: `${base}drawer.js`, script: true, bytes: 0 },
    { url: `${base}drawer.css`, script: false, bytes: 700 },
    { url: `${base}gone.js`, script: false, bytes: 0, failed: true },
  ];

  it('JS on the wire and script requests leave out the speculative URLs, whose script bytes are the prefetched JS', () => {
    expect(networkCounts(responses, [`${base}drawer.js`, `${base}drawer.css`])).toEqual({
      jsBytes: 7000,
      prefetchedJsBytes: 1700,
      scriptRequests: 2,
      requests: 7,
    });
  });
  it('without speculative links nothing is prefetched, and a Script response counts as today', () => {
    expect(networkCounts(responses, [])).toEqual({
      jsBytes: 7000,
      prefetchedJsBytes: 0,
      scriptRequests: 3,
      requests: 7,
    });
  });
  it('a speculative stylesheet is not JS', () => {
    expect(
      networkCounts([{ url: `${base}drawer.css`, script: false, bytes: 700 }], [`${base}drawer.css`]).prefetchedJsBytes,
    ).toBe(0);
  });
});

describe('tapDuration', () => {
  type Events = Array<[string, number, number, number]>;
  it('the longest entry of the first interaction from the input on (later ids are later interactions)', () => {
    const events: Events = [
      ['click', 7, 200, 500], // an earlier tap
      ['pointerdown', 9, 24, 1000],
      ['pointerup', 9, 40, 1080],
      ['click', 9, 48, 1081],
      ['keydown', 11, 120, 1400], // typing after the tap
    ];
    expect(tapDuration(events, 1000)).toBe(48);
  });
  it('0 when Event Timing reported nothing (under 16 ms)', () => {
    expect(tapDuration([['click', 7, 200, 500]] as Events, 1000)).toBe(0);
  });
});

describe('tapFigures', () => {
  it('painted and content from the input; undefined where not noted', () => {
    const events: Array<[string, number, number, number]> = [['click', 3, 64, 1001]];
    expect(tapFigures({ surface: { input: 1000, painted: 1250 }, events })).toEqual({
      eventMs: 64,
      paintedMs: 250,
      contentMs: undefined,
    });
  });
  it("nothing without the tap's input", () => {
    expect(tapFigures({ surface: {}, events: [] })).toEqual({});
  });
});
