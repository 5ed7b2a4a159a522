// Types for the test of build/manifest.mjs (the build's scripts are plain ESM, run by node).
export function buildManifest(
  metafile: object,
  outdir: string,
  widgets: Array<{ name: string; in: string }>,
): Record<string, object>;
