// The server render's widgets, and the entry of its Node bundle (dist/server/render.mjs, built by
// build/server-bundle.mjs). Its widgets are every widget whose widget.json says `"ssr": true`, each its
// definition.ts's default export: `virtual:server-widgets`, which the build and the tests make from the widget
// folders (serverWidgetsModule in build/entries.mjs). See mount/server-render.md.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { renderCli } from '../mount/server/render-cli';
import { createServerRender } from '../mount/server/render-request';
import { serverWidgets } from 'virtual:server-widgets';

export { serverWidgets };

export const { names: serverWidgetNames, renderSlot, renderRequest } = createServerRender(serverWidgets);
export { RenderInputError } from '../mount/server/render-slot';
export { preloadTags } from '../mount/server/preload-tags';
export { adSlotStyles } from '../stores/ads/ad-reserve';

/** `node dist/server/render.mjs ...` (npm run render): the CLI and the HTTP sidecar. */
export function main(argv = process.argv.slice(2)): Promise<number> {
  return renderCli(argv, renderRequest);
}

const script = process.argv[1];
if (script && import.meta.url === pathToFileURL(realpathSync(script)).href) process.exitCode = await main();
