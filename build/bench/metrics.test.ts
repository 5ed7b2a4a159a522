import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, longestTaskFrom, median, totalBlockingTime } from './metrics';

describe('totalBlockingTime', () => {
  it.each([
    { tasks: [[1000, 120]], fcp: 500, end: 5000, expected: 70, note: 'a task after FCP: its part beyond 50 ms' },
    { tasks: [[400, 150]], fcp: 500, end: 5000, expected: 0, note: 'clipped at FCP to 50 ms: nothing' },
    { tasks: [[400, 200]], fcp: 500, end: 5000, expected: 50, note: 'clipped at FCP to 100 ms' },
    { tasks: [[4950, 200]], fcp: 500, end: 5000, expected: 0, note: 'clipped at the end of the window' },
    { tasks: [[1000, 60], [2000, 90]], fcp: 500, end: 5000, expected: 50, note: 'summed' },
  ] as Array<{ tasks: Array<[number, number]>; fcp: number; end: number; expected: number; note: string }>)('$note', ({ tasks, fcp, end, expected }) => {
    expect(totalBlockingTime(tasks, fcp, end)).toBe(expected);
  });
});

describe('cumulativeLayoutShift', () => {
  it.each([
    { shifts: [], expected: 0, note: 'no shift' },
    { shifts: [[100, 0.1], [900, 0.05]], expected: 0.15, note: 'shifts under 1 s apart share a window' },
    { shifts: [[100, 0.1], [1500, 0.05]], expected: 0.1, note: 'a gap of 1 s starts a new window: the largest counts' },
    { shifts: [[0, 0.1], [900, 0.1], [1800, 0.1], [2700, 0.1], [3600, 0.1], [4500, 0.1], [5400, 0.1]], expected: 0.6, note: 'a window lasts at most 5 s' },
  ] as Array<{ shifts: Array<[number, number]>; expected: number; note: string }>)('$note', ({ shifts, expected }) => {
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(expected);
  });
});

describe('longestTaskFrom', () => {
  it('counts the tasks from the first mount start on, not the scripts evaluated before it', () => {
    expect(longestTaskFrom([[1000, 140], [1200, 80], [1400, 60]], [1190, 1300])).toBe(80);
  });
  it('a task the first mount starts inside counts', () => {
    expect(longestTaskFrom([[1000, 140], [1300, 60]], [1100])).toBe(140);
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
