import { join } from 'node:path';
import { root, serverWidgetsModule, widgetEntries } from './entries.mjs';

export const SERVER_ENTRY = 'widgets/server-render.ts';
export const SERVER_BUNDLE = 'server/render.mjs';

// Where the browser reads the page's #site-config block, the server reads the config given to the render.
const serverConfig = {
  name: 'server-config',
  setup(build) {
    build.onResolve({ filter: /\/config-element$/ }, (args) =>
      args.importer.endsWith(join('shared', 'config', 'site-config.ts'))
        ? { path: join(root, 'shared/config/config-element.server.ts') }
        : undefined,
    );
  },
};

// `virtual:server-widgets`: the definitions of the widgets whose widget.json says ssr (widgets/server-render.ts).
const serverWidgets = {
  name: 'server-widgets',
  setup(build) {
    build.onResolve({ filter: /^virtual:server-widgets$/ }, () => ({
      path: 'server-widgets',
      namespace: 'server-widgets',
    }));
    build.onLoad({ filter: /.*/, namespace: 'server-widgets' }, () => ({
      contents: serverWidgetsModule(),
      // npm run dev: a widget added, or one's ssr flag changed, builds the server render again.
      watchDirs: [join(root, 'widgets')],
      watchFiles: widgetEntries().map((widget) => join(root, 'widgets', widget.name, 'widget.json')),
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

/**
 * What bundling our widgets' code for Node takes: their CSS left out (a page links the stylesheets), React in the
 * mode given, and a `require` for the CommonJS packages (react-dom/server needs Node's built-ins).
 */
export function nodeBundleOptions({ production = true } = {}) {
  return {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    loader: { '.css': 'empty' },
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  };
}

/**
 * The server render as one Node module (dist/server/render.mjs): React's server renderer and the widgets it
 * renders, with their CSS left out (the page links the stylesheets) and no code splitting. Not loaded by any page.
 */
export function serverBundleOptions({ outdir, production = true }) {
  return {
    ...nodeBundleOptions({ production }),
    entryPoints: [SERVER_ENTRY],
    outfile: join(outdir, SERVER_BUNDLE),
    sourcemap: true,
    plugins: [serverConfig, serverWidgets],
    logLevel: 'warning',
  };
}
