// The files a widget loaded, from the page's resource timing entries matched against the widget's files in the
// manifest (baked in by build/inspect.mjs).

export interface ResourceFacts {
  name: string;
  transferSize: number;
  encodedBodySize: number;
}

export interface LoadedFile {
  file: string;
  /** Bytes over the network (headers included), or the body's size when it came from the cache. */
  bytes: number;
  cached: boolean;
  /** No size at all: a cross-origin response without Timing-Allow-Origin. */
  unknown?: boolean;
  /** A chunk other widgets import too (the runtime, the shared groups): not the widget's own bytes. */
  shared?: boolean;
}

/**
 * Each of `files` the page fetched, once, in the widget's order; the retried entry (`?retry=1`), when there is
 * one, is the file (the first attempt failed). `shared` marks the chunks other widgets import too.
 */
export function loadedFiles(
  files: readonly string[],
  entries: readonly ResourceFacts[],
  shared: ReadonlySet<string> = new Set(),
): LoadedFile[] {
  const loaded: LoadedFile[] = [];
  for (const file of files) {
    const matching = entries.filter((candidate) => {
      const path = candidate.name.split(/[?#]/)[0]!;
      return path === file || path.endsWith(`/${file}`);
    });
    const entry = matching.find((candidate) => /[?&]retry=1(&|#|$)/.test(candidate.name)) ?? matching[0];
    if (!entry) continue;
    // transferSize is 0 for a cached response, and both sizes for a cross-origin one without Timing-Allow-Origin.
    const cached = entry.transferSize === 0;
    const unknown = cached && entry.encodedBodySize === 0;
    loaded.push({
      file,
      bytes: cached ? entry.encodedBodySize : entry.transferSize,
      cached: cached && !unknown,
      ...(unknown && { unknown }),
      ...(shared.has(file) && { shared: true }),
    });
  }
  return loaded;
}

export const formatBytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

export const describeFile = ({ file, bytes, cached, unknown, shared }: LoadedFile) =>
  `${file} ${unknown ? 'size unknown' : formatBytes(bytes)}${cached ? ' cached' : ''}${shared ? ' shared' : ''}`;

/** The bytes of the files that are the widget's own. */
export const ownBytes = (files: readonly LoadedFile[]) =>
  files.reduce((sum, file) => sum + (file.shared ? 0 : file.bytes), 0);

/** `1 file`, `2 files`: the panel's nouns all take an s. */
export const count = (amount: number, noun: string) => `${amount} ${noun}${amount === 1 ? '' : 's'}`;
