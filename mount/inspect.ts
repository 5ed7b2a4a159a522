// dist/inspect-[hash].js: the in-page inspector (README "Inspecting a page"). speculate.js imports it at idle when
// the page asks for it (mount/inspect/flag.ts), so it is in no page's closure. build/inspect.mjs bakes in each
// widget's default strategy and files from the manifest.
import { openInspector, type InspectedWidgets } from './inspect/panel';

declare const __INSPECT_WIDGETS__: InspectedWidgets;
/** The chunks more than one widget imports. */
declare const __INSPECT_SHARED__: string[];

openInspector(__INSPECT_WIDGETS__, __INSPECT_SHARED__);
