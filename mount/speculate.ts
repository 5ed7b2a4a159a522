// dist/speculate.js: the loader imports it once the page's own widgets are in (or 5 s after the window's load),
// the window has loaded and the main thread is idle (mount/loader.ts), so it is never part of a page's JavaScript before interaction.
// build/speculate.mjs bakes in the table (mount/speculation.ts) and the vitals and inspector entries' names.
import { configElement } from '../shared/config/config-element';
import { inspectRequested } from './inspect/flag';
import { speculate, type SpeculationWidgets } from './speculation';

declare const __SPECULATE_FILES__: string;
declare const __SPECULATE_WIDGETS__: SpeculationWidgets;
declare const __SPECULATE_BUDGET__: number;
declare const __VITALS__: string;
declare const __INSPECT__: string;

// try/finally: field data and the inspector still start when speculation throws (a bad table), and the error still
// surfaces.
try {
  speculate({
    files: __SPECULATE_FILES__,
    widgets: __SPECULATE_WIDGETS__,
    budget: __SPECULATE_BUDGET__,
    base: import.meta.url,
  });
} finally {
  // Field data (README "Field data"), also on Save-Data: a page naming `vitals` imports the vitals entry, which
  // checks the value and draws the sample. A look at the text, not a parse: these bytes count against the prefetch.
  const load = (file: string) => import(new URL(file, import.meta.url).href).catch(() => {});
  if (configElement()?.textContent?.includes('"vitals"')) void load(__VITALS__);

  // The inspector (README "Inspecting a page"), for an editor who asks with `?widgets-inspect`: a slot that failed
  // before it came left its error on the slot (`data-widget-error`), so idle is soon enough.
  if (inspectRequested()) void load(__INSPECT__);
}
