// The types of dist/check-page.mjs for a Node server's TypeScript (copied beside it as dist/check-page.d.mts by
// build/check-page-bundle.mjs). Written by hand; build/check-page-bundle.test.ts holds them to the source's
// (widgets/check-page.ts, mount/check-page/).

export type Severity = 'error' | 'warning';

/** Each rule's id (mount/check-page/README.md, "What it checks"). */
export type Rule =
  | 'slot-name'
  | 'unknown-widget'
  | 'props'
  | 'once-per-page'
  | 'nested-slot'
  | 'runtime-attribute'
  | 'data-load'
  | 'config-block'
  | 'config-key'
  | 'config-value'
  | 'json-escape'
  | 'loader'
  | 'csp-nonce'
  | 'csrf-meta'
  | 'ad-container'
  | 'ad-slot';

export interface Finding {
  rule: Rule;
  severity: Severity;
  /** 1-based, in the page's source. */
  line: number;
  column: number;
  /** The widget it is about, when it is about one. */
  widget?: string;
  message: string;
}

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

/** One page's findings against the page contract, in source order. */
export function checkPage(html: string, options: CheckOptions): PageReport;

/** The command (`node check-page.mjs ...`): resolves to its exit code. */
export function main(argv?: string[]): Promise<number>;
