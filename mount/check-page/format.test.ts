import { describe, expect, it } from 'vitest';
import { formatJson, formatText } from './format';
import type { PageReport } from './check-page';

const REPORTS: PageReport[] = [
  {
    file: 'a.html',
    findings: [
      { rule: 'props', severity: 'error', line: 3, column: 7, widget: 'tile', message: 'prop "id" is invalid: x' },
      { rule: 'csrf-meta', severity: 'warning', line: 9, column: 1, message: 'no <meta name="csrf-token">' },
    ],
  },
  { file: 'b.html', findings: [] },
];

describe('the output', () => {
  it('names file:line:col, the severity, the widget and the rule, then sums up', () => {
    expect(formatText(REPORTS)).toBe(
      [
        'a.html:3:7  error    tile: prop "id" is invalid: x  (props)',
        'a.html:9:1  warning  no <meta name="csrf-token">  (csrf-meta)',
        '',
        '1 error, 1 warning in 2 pages',
        '',
      ].join('\n'),
    );
  });

  it('has a stable JSON shape', () => {
    expect(JSON.parse(formatJson(REPORTS))).toEqual({
      version: 1,
      errors: 1,
      warnings: 1,
      files: [
        { file: 'a.html', errors: 1, warnings: 1, findings: REPORTS[0]!.findings },
        { file: 'b.html', errors: 0, warnings: 0, findings: [] },
      ],
    });
  });
});
