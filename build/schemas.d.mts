// Types for the test of build/schemas.mjs (the build's scripts are plain ESM, run by node).
export function keyDescriptions(source: string): Record<string, string>;
export function makeSchemas(workdir: string): Promise<Record<string, Record<string, unknown>>>;
export function buildSchemas(outdir: string): Promise<number>;
/** widget.json `once`: a page holds at most one slot; `why` for a second one, and how check-page reports it. */
export interface SchemaOnce {
  why: string;
  severity: 'error' | 'warning';
}
export interface SchemaIndexEntry {
  load: string;
  ssr: boolean;
  config: string[];
  once?: SchemaOnce;
}
export function schemaIndex(
  entries: Array<{ name: string; load: string; ssr: boolean; once?: SchemaOnce }>,
  definitions: Array<{ name: string; config?: readonly string[] }>,
): Record<string, SchemaIndexEntry>;
