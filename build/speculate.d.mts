// Types for build/page-budgets.ts, which reads build/speculate.mjs's table (the build's scripts are plain ESM, run by node).
import type { SpeculationWidgets } from '../mount/speculation';

export function speculationTable(
  manifest: object,
  outdir: string,
): { files: string; widgets: SpeculationWidgets; budget: number };
export function buildSpeculate(manifest: object, outdir: string, options?: { production?: boolean }): Promise<string>;
