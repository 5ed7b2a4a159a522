import { isError } from './findings';
import type { PageReport } from './check-page';

// The two outputs (README.md here, "Output"): lines a person reads and an editor links, and JSON for CI.

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function totals(reports: readonly PageReport[]) {
  const findings = reports.flatMap((report) => report.findings);
  const errors = findings.filter(isError).length;
  return { errors, warnings: findings.length - errors };
}

/** `file:line:col  error  widget: message  (rule)`, one block per file with findings, then a summary line. */
export function formatText(reports: readonly PageReport[]): string {
  const blocks = reports
    .filter((report) => report.findings.length)
    .map((report) =>
      report.findings
        .map(
          (finding) =>
            `${report.file}:${finding.line}:${finding.column}  ${finding.severity.padEnd(7)}  ${finding.widget ? `${finding.widget}: ` : ''}${finding.message}  (${finding.rule})`,
        )
        .join('\n'),
    );
  const { errors, warnings } = totals(reports);
  const summary = `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(reports.length, 'page')}`;
  return [...blocks, summary].join('\n\n') + '\n';
}

/** The `--json` shape: version 1 (README.md here); a new field may be added, none renamed or removed. */
export function formatJson(reports: readonly PageReport[]): string {
  const files = reports.map((report) => {
    const { errors, warnings } = totals([report]);
    const findings = report.findings.map(({ rule, severity, line, column, widget, message }) => ({
      rule,
      severity,
      line,
      column,
      ...(widget === undefined ? {} : { widget }),
      message,
    }));
    return { file: report.file, errors, warnings, findings };
  });
  return `${JSON.stringify({ version: 1, ...totals(reports), files }, null, 2)}\n`;
}
