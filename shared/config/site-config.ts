import * as v from 'valibot';
import { configElement } from './config-element';
import { siteConfigSchema, type ConfigKey, type SiteConfig } from './schema';

/** A config key a widget needs is missing, malformed or of the wrong type. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(`site-config key "${key}": ${detail}`);
  }
}

type Block = { ok: true; value: Record<string, unknown> } | { ok: false; reason: string };

// A parse cache, not state: the block is read once per page, and a key validated once.
let block: Block | undefined;
const values = new Map<string, unknown>();

// Parsed once per page. A malformed block fails only the widgets that need a key from it.
function readBlock(): Block {
  if (block) return block;
  const element = configElement();
  if (!element) return (block = { ok: true, value: {} });
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    block =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? { ok: true, value: parsed as Record<string, unknown> }
        : { ok: false, reason: 'the #site-config block is not a JSON object' };
  } catch (error) {
    block = { ok: false, reason: `the #site-config block is not valid JSON (${(error as Error).message})` };
  }
  return block;
}

/**
 * The validated value of a key whose schema is in `schemas` (a feature's own table), or its default. Throws
 * ConfigError naming the key.
 */
export function configValueIn<S extends Record<string, v.GenericSchema>, K extends keyof S & string>(
  schemas: S,
  key: K,
): v.InferOutput<S[K]> {
  if (values.has(key)) return values.get(key) as v.InferOutput<S[K]>;
  const read = readBlock();
  if (!read.ok) throw new ConfigError(key, read.reason);
  const result = v.safeParse(schemas[key] as S[K], read.value[key]);
  if (!result.success) {
    const issue = result.issues[0];
    const where = issue.path?.length ? ` at ${issue.path.map((item) => String(item.key)).join('.')}` : '';
    throw new ConfigError(key, `${issue.message}${where}`);
  }
  values.set(key, result.output);
  return result.output;
}

/** The validated value of one key, or its default. Throws ConfigError naming the key. */
export function configValue<K extends ConfigKey>(key: K): SiteConfig[K] {
  return configValueIn(siteConfigSchema, key) as SiteConfig[K];
}

/** The value, or undefined when it is bad: for optional features that must not fail a widget. */
export function configValueOrUndefined<K extends ConfigKey>(key: K): SiteConfig[K] | undefined {
  return configValueInOrUndefined(siteConfigSchema, key) as SiteConfig[K] | undefined;
}

/** The same for a key of a feature's own table (configValueIn). */
export function configValueInOrUndefined<S extends Record<string, v.GenericSchema>, K extends keyof S & string>(
  schemas: S,
  key: K,
): v.InferOutput<S[K]> | undefined {
  try {
    return configValueIn(schemas, key);
  } catch {
    return undefined;
  }
}

/** Forget the parsed block: the server render, between requests (each has its own config), and tests. */
export function resetSiteConfig(): void {
  block = undefined;
  values.clear();
}
