import * as v from 'valibot';
import { ConfigError } from '../../shared/config/site-config';
import type { ContractTables } from './contract-tables';
import type { Finding, Position } from './findings';
import { keyAt, scriptType, type PageElement } from './parse-page';
import type { Slot } from './slots';

// The page config (mount/README.md section 3, "Page config: #site-config"): one JSON block, and the keys the
// page's widgets name, read as the runtime reads them.

/** What the runtime's configValueIn says of a key's value (shared/config/site-config.ts), or undefined when it reads. */
function configProblem(schema: v.GenericSchema, key: string, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  const issue = result.issues[0];
  const where = issue.path?.length ? ` at ${issue.path.map((item) => String(item.key)).join('.')}` : '';
  return new ConfigError(key, `${issue.message}${where}`).message;
}

export interface PageConfig {
  /** The block the runtime reads (the first with the id), if any. */
  block: PageElement | undefined;
  /** Its keys; undefined when it does not parse (every key then fails). */
  value: Record<string, unknown> | undefined;
  findings: Finding[];
}

/** The block, checked as a block: one, a JSON script, a JSON object (the runtime's words for the last two). */
export function readPageConfig(elements: readonly PageElement[]): PageConfig {
  const blocks = elements.filter((element) => element.attributes.get('id') === 'site-config');
  const [block] = blocks;
  const findings: Finding[] = blocks.slice(1).map((extra) => ({
    rule: 'config-block',
    severity: 'error',
    ...extra.at,
    message: `a second #site-config block; the runtime reads only the first (line ${block!.at.line})`,
  }));
  if (!block) return { block, value: {}, findings };
  const error = (message: string, at: Position = block.at) =>
    findings.push({ rule: 'config-block', severity: 'error', ...at, message });
  if (block.tag !== 'script' || scriptType(block) !== 'application/json') {
    error(
      `the #site-config block is a <${block.tag}${block.attributes.has('type') ? ` type="${block.attributes.get('type')}"` : ''}>, not a <script type="application/json">`,
      block.attributes.has('type') ? block.attributeAt('type') : block.at,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.text);
  } catch (thrown) {
    error(`the #site-config block is not valid JSON (${(thrown as Error).message})`);
    return { block, value: undefined, findings };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    error('the #site-config block is not a JSON object');
    return { block, value: undefined, findings };
  }
  return { block, value: parsed as Record<string, unknown>, findings };
}

/**
 * The keys: each widget on the page fails on the first of its keys that does not read (mount-slot reads them in
 * order), an error; a key the page writes that no widget here names but that does not read is a warning (what
 * reads it falls back to its default or goes without: sign-in, the registry, the checkout's vendors).
 */
export function configKeyFindings(config: PageConfig, slots: readonly Slot[], tables: ContractTables): Finding[] {
  const { value, block } = config;
  if (!value) return [];
  // Own keys only: `toString` or `constructor` in a page's config is a key no table has, not Object's member.
  const schemaOf = (key: string) => tables.configTables.find((table) => Object.hasOwn(table, key))?.[key];
  const widgets = new Map(tables.widgets.map((widget) => [widget.name, widget]));
  const findings: Finding[] = [];
  const named = new Set<string>();
  const seen = new Set<string>();
  for (const slot of slots) {
    const widget = widgets.get(slot.name);
    if (slot.outer || !widget || seen.has(widget.name)) continue;
    seen.add(widget.name);
    for (const key of widget.config ?? []) named.add(key);
    for (const key of widget.config ?? []) {
      const schema = schemaOf(key);
      const problem = schema && configProblem(schema, key, value[key]);
      if (problem) {
        const at = (block && keyAt(block, [key])) ?? block?.at ?? slot.element.at;
        findings.push({ rule: 'config-key', severity: 'error', ...at, widget: widget.name, message: problem });
        break;
      }
    }
  }
  for (const [key, item] of Object.entries(value)) {
    const schema = schemaOf(key);
    const problem = !named.has(key) && schema && configProblem(schema, key, item);
    if (problem) {
      findings.push({
        rule: 'config-value',
        severity: 'warning',
        ...(keyAt(block!, [key]) ?? block!.at),
        message: `${problem} (no widget on this page fails for it; what reads it falls back or goes without)`,
      });
    }
  }
  return findings;
}
