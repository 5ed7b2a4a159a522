// dist/speculate.js: the loader imports it once the page's own widgets are in, the window has loaded and
// the main thread is idle (mount/loader.ts), so it is never part of a page's JavaScript before interaction.
// build/speculate.mjs bakes in the table (mount/speculation.ts).
import { speculate, type SpeculationWidgets } from './speculation';

declare const __SPECULATE_FILES__: string;
declare const __SPECULATE_WIDGETS__: SpeculationWidgets;
declare const __SPECULATE_BUDGET__: number;

speculate({
  files: __SPECULATE_FILES__,
  widgets: __SPECULATE_WIDGETS__,
  budget: __SPECULATE_BUDGET__,
  base: import.meta.url,
});
