// What a check finds, in the stable shape `--json` prints (README.md here, "Output").

export type Severity = 'error' | 'warning';

/** Each rule's id, as the output names it; README.md here lists them with the contract section each comes from. */
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

/** A place in the page's source: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

export interface Finding extends Position {
  rule: Rule;
  severity: Severity;
  /** The widget it is about, when it is about one. */
  widget?: string;
  message: string;
}

export const isError = (finding: Finding) => finding.severity === 'error';
