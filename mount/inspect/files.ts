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
}

/** Each of `files` the page fetched, once, in the widget's order; a retried entry (`?retry=1`) counts as its file. */
export function loadedFiles(files: readonly string[], entries: readonly ResourceFacts[]): LoadedFile[] {
  const loaded: LoadedFile[] = [];
  for (const file of files) {
    const entry = entries.find((candidate) => {
      const path = candidate.name.split(/[?#]/)[0]!;
      return path === file || path.endsWith(`/${file}`);
    });
    if (!entry) continue;
    // transferSize is 0 for a cached response (and for a cross-origin one without Timing-Allow-Origin).
    const cached = entry.transferSize === 0;
    loaded.push({ file, bytes: cached ? entry.encodedBodySize : entry.transferSize, cached });
  }
  return loaded;
}

export const formatBytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

export const describeFile = ({ file, bytes, cached }: LoadedFile) =>
  `${file} ${formatBytes(bytes)}${cached ? ' cached' : ''}`;
