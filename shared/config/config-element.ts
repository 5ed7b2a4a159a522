// Where the page's config is: its `#site-config` block. The server bundle swaps this module for
// config-element.server.ts (see build/server-bundle.mjs), which hands out the config given to the render.
export const configElement = (): { textContent: string | null } | null => document.getElementById('site-config');
