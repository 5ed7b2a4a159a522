// dist/speculate.js: the loader imports it once the page's own widgets are in, the window has loaded and
// the main thread is idle (mount/loader.ts), so it is never part of a page's JavaScript before interaction.
// build/speculate.mjs bakes in the table (mount/speculation.ts) and the vitals entry's name.
import { configElement } from '../shared/config/config-element';
import { speculate, type SpeculationWidgets } from './speculation';

declare const __SPECULATE_FILES__: string;
declare const __SPECULATE_WIDGETS__: SpeculationWidgets;
declare const __SPECULATE_BUDGET__: number;
declare const __VITALS__: string;

// try/finally: field data still starts when speculation throws (a bad table), and the error still surfaces.
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
  if (configElement()?.textContent?.includes('"vitals"'))
    import(new URL(__VITALS__, import.meta.url).href).catch(() => {});
}
