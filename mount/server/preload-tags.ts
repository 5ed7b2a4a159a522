import { readFileSync } from 'node:fs';

/** One widget of dist/manifest.json, as far as preloading goes; `preload` is absent from older manifests. */
export interface ManifestWidget {
  file: string;
  imports?: string[];
  preload?: string[];
}

export type Manifest = Record<string, ManifestWidget>;

export interface PreloadOptions {
  /** Where dist/ is served; default `/assets/`. */
  assetBase?: string;
  /** The manifest; default the dist/manifest.json beside this module (dist/server/render.mjs). */
  manifest?: Manifest;
  /** The page's CSP nonce, on every tag (mount/README.md, "Content Security Policy"). */
  nonce?: string;
}

let bundled: Manifest | undefined;
const manifestBeside = (): Manifest =>
  (bundled ??= JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8')) as Manifest);

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The files that load some widgets in one wave: each widget's entry and its whole static closure (`preload`, or
 * `imports` then `file` in an older manifest), every file once however many widgets share it or however often
 * a name is listed. A name the manifest does not know adds nothing.
 */
export function preloadFiles(widgetNames: readonly string[], manifest: Manifest): string[] {
  const files = new Set<string>();
  for (const name of widgetNames) {
    const widget = Object.hasOwn(manifest, name) ? manifest[name] : undefined;
    if (!widget) continue;
    for (const file of widget.preload ?? [...(widget.imports ?? []), widget.file]) files.add(file);
  }
  return [...files];
}

/**
 * `<link rel="modulepreload">` tags for the widgets a page loads at once (its `load` widgets), for its <head>:
 * the `preloadFiles` of those widgets. A name the manifest does not know adds nothing (the loader reports the
 * slot).
 */
export function preloadTags(widgetNames: readonly string[], options: PreloadOptions = {}): string {
  const base = options.assetBase ?? '/assets/';
  const nonce = options.nonce ? ` nonce="${attribute(options.nonce)}"` : '';
  return (
    preloadFiles(widgetNames, options.manifest ?? manifestBeside())
      // Low: a page's render-blocking stylesheet should not share the first round trips with its scripts, which
      // only run after it anyway (a module script waits for the stylesheets before it).
      .map((file) => `<link rel="modulepreload" fetchpriority="low" href="${attribute(base + file)}"${nonce}>`)
      .join('\n')
  );
}
