import type * as v from 'valibot';
import type { Severity } from './findings';

// What the checker knows of the widgets and the config: handed in by its entry (widgets/check-page.ts), which
// reads them from the widgets' own definitions, widget.json files and the stores' config tables. mount/ knows no
// widget and no store (build/eslint.config.mjs), and this way the rules are the runtime's own.

/** widget.json `once`: why a page holds at most one slot, and how bad a second is (build/entries.mjs). */
export interface OncePerPage {
  why: string;
  /** `warning` where the runtime copes (the second slot renders nothing), `error` where the page shows harm. */
  severity: Severity;
}

export interface CheckedWidget {
  name: string;
  /** Its definition's props schema: what mount-slot validates the slot's props with. */
  props?: v.GenericSchema;
  /** Its definition's config keys: mount-slot reads each before mounting, and a bad one fails the widget. */
  config?: readonly string[];
  /** widget.json `once`. */
  once?: OncePerPage;
}

export interface ContractTables {
  widgets: readonly CheckedWidget[];
  /** The site config's key tables (build/schemas.mjs CONFIG_TABLES), the one widgets name keys from first. */
  configTables: ReadonlyArray<Record<string, v.GenericSchema>>;
  /** The ads store's reading of `adSlots`: each definition alone, a bad one dropped with a console line. */
  readAdSlots(raw: unknown): { slots: ReadonlyArray<{ name: string }>; problems: string[] };
}
