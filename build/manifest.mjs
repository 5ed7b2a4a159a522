import { relative } from 'node:path';
import { ALL_CSS } from './chunk-groups.mjs';
import { REPORT_ENTRY, TOKENS_ENTRY } from './entries.mjs';

/**
 * dist/manifest.json, shaped like Vite's backend-integration manifest but keyed by widget name:
 * { file, css, imports, dynamicImports, load, preload, intent }, paths relative to dist/; `load` is the widget's
 * default strategy (its widget.json). `css` is the stylesheets to
 * link beside the one stylesheet (`tokens`: every widget's rules, build/chunk-groups.mjs), so none today. `imports` is every chunk
 * the entry needs before it runs (the whole static closure); `preload` is what a page modulepreloads to load
 * the widget in one wave: those chunks and the entry itself (the server render's preloadTags reads it).
 * `intent` is what the entry's lazy parts need (each import() with its static closure), without heavy vendors
 * (the error reporter's notifier loads only when something fails): mount/speculation.ts fetches it ahead of a tap.
 */
export function buildManifest(metafile, outdir, widgets) {
  const rel = (path) => relative(outdir, path);
  const outputs = metafile.outputs;
  const closure = (file, seen = new Set()) => {
    for (const item of outputs[file]?.imports ?? []) {
      if (item.kind === 'import-statement' && !seen.has(item.path)) {
        seen.add(item.path);
        closure(item.path, seen);
      }
    }
    return seen;
  };
  const names = new Map([
    ...widgets.map((widget) => [widget.in, widget.name]),
    ['mount/report-error.ts', REPORT_ENTRY],
  ]);
  const loads = new Map(widgets.map((widget) => [widget.name, widget.load]));
  const manifest = {};
  // A chunk mostly of packages (the error reporter's Airbrake notifier): a heavy vendor, loaded only when needed.
  const vendor = (path) => {
    const inputs = Object.entries(outputs[path]?.inputs ?? {});
    const packaged = inputs
      .filter(([input]) => input.includes('node_modules/'))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    return packaged * 2 > inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  };
  const intent = (files) =>
    [
      ...new Set(
        files.flatMap((path) =>
          (outputs[path]?.imports ?? [])
            .filter((item) => item.kind === 'dynamic-import' && !vendor(item.path))
            .flatMap((item) => [...closure(item.path), item.path]),
        ),
      ),
    ].filter((path) => !files.includes(path));
  const tokens = Object.entries(outputs).find(([, output]) => output.entryPoint === ALL_CSS);
  if (tokens) manifest[TOKENS_ENTRY] = { file: rel(tokens[0]), css: [], imports: [], dynamicImports: [] };
  for (const [file, output] of Object.entries(outputs)) {
    const name = output.entryPoint && names.get(output.entryPoint);
    if (!name) continue;
    const imports = [...closure(file)];
    manifest[name] = {
      file: rel(file),
      css: output.cssBundle ? [rel(output.cssBundle)] : [],
      imports: imports.map(rel),
      dynamicImports: [
        ...new Set(
          imports
            .concat(file)
            .flatMap((path) =>
              (outputs[path]?.imports ?? [])
                .filter((item) => item.kind === 'dynamic-import')
                .map((item) => rel(item.path)),
            ),
        ),
      ],
      ...(name === REPORT_ENTRY
        ? {}
        : {
            load: loads.get(name),
            preload: [...imports.map(rel), rel(file)],
            intent: intent(imports.concat(file)).map(rel),
          }),
    };
  }
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}
