// Types for the TypeScript callers of build/entries.mjs (the build's scripts are plain ESM, run by node).
export interface WidgetJson {
  load: 'load' | 'idle' | 'visible' | 'interaction' | 'demand';
  budget: number;
  ssr: boolean;
  sizeGroup?: string;
  /** Why a page holds at most one slot of it, and how bad a second is. */
  once?: { why: string; severity: 'error' | 'warning' };
  /** Site-config keys it reads while it runs, beyond its definition's `config`. */
  reads?: string[];
}
export interface WidgetEntry extends Partial<WidgetJson> {
  name: string;
  in: string;
  fixture: boolean;
}
export const root: string;
export const LOADS: ReadonlyArray<WidgetJson['load']>;
export function readWidgetJson(dir: string): WidgetJson;
export function widgetEntries(options?: { fixtures?: boolean }): WidgetEntry[];
export function definitionsModule(widgets: ReadonlyArray<{ name: string }>, name: string): string;
export function serverWidgetsModule(): string;
export function pageWidgetsModule(): string;
