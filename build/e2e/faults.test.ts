import { describe, expect, it } from 'vitest';
import { FAULTS, formatMatrix, type Cell } from './faults';

describe('formatMatrix', () => {
  const cells: Cell[] = [
    { endpoint: 'GET /a', fault: '500', outcome: "'Something went wrong.'", spec: true },
    { endpoint: 'GET /a', fault: 'timeout', outcome: 'kept | the list', spec: false },
    { endpoint: 'POST /b', fault: '401', outcome: 'sign-in prompt', spec: false },
  ];

  it('puts each endpoint on a row and each fault in its column, marking spec outcomes', () => {
    const lines = formatMatrix(cells).split('\n');
    expect(lines[0]).toBe(`| endpoint | ${FAULTS.join(' | ')} |`);
    const a = (lines[2] ?? '').split(/(?<!\\)\|/).map((cell) => cell.trim());
    expect(a[1]).toBe('GET /a');
    expect(a[1 + 1 + FAULTS.indexOf('timeout')]).toBe('kept \\| the list');
    expect(a[1 + 1 + FAULTS.indexOf('500')]).toBe("spec: 'Something went wrong.'");
    expect(a[1 + 1 + FAULTS.indexOf('401')]).toBe('-');
    expect(lines[3]).toContain('POST /b');
  });

  it('counts the cells and those with the spec outcome', () => {
    expect(formatMatrix(cells)).toContain("3 cells, 1 with the spec's outcome, 2 with a clear one of ours.");
  });
});
