import { adFindings } from './ad-rules';
import { configKeyFindings, readPageConfig } from './config-rules';
import type { ContractTables } from './contract-tables';
import { cspFindings, metaPolicies } from './csp-rules';
import type { Finding } from './findings';
import { parsePage } from './parse-page';
import { runtimeAttributeFindings } from './runtime-rules';
import { csrfFindings, jsonEscapeFindings, loaderFindings } from './script-rules';
import { slotFindings } from './slot-rules';
import { findSlots } from './slots';

export interface CheckOptions {
  /** The file or URL, for the report. */
  file: string;
  /** Policies the page is served under beyond its own <meta> (a response's header, a --csp flag). */
  csp?: string | readonly string[];
}

export interface PageReport {
  file: string;
  findings: Finding[];
}

/** Every finding on one page against the page contract (mount/README.md), in source order. */
export function checkPageWith(tables: ContractTables, html: string, options: CheckOptions): PageReport {
  const elements = parsePage(html);
  const slots = findSlots(elements);
  const widgets = new Map(tables.widgets.map((widget) => [widget.name, widget]));
  const config = readPageConfig(elements);
  const policies = [...metaPolicies(elements), ...(options.csp === undefined ? [] : [options.csp].flat())];
  const findings = [
    ...slotFindings(slots, widgets),
    ...runtimeAttributeFindings(elements, slots),
    ...config.findings,
    ...configKeyFindings(config, slots, tables),
    ...jsonEscapeFindings(elements),
    ...loaderFindings(elements, slots, widgets),
    ...cspFindings(elements, policies, options.file),
    ...csrfFindings(elements, slots),
    ...adFindings(elements, slots, config, tables),
  ];
  findings.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file: options.file, findings };
}
