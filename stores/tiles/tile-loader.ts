import type { TileEntry, TileItems, TileType } from '../../shared/commerce/tiles/tile-types';
import type { TileRequest } from './tile-queries';

/** A tile slot's source: the item itself (server data, shown at once), or what to load it by. */
export type TileSource = { [K in TileType]: TileRequest & { type: K; item?: TileItems[K] | undefined } }[TileType];

// A cache of requests (in flight or done), not state: React's `use` needs the same promise on every render.
const loads = new Map<string, Promise<TileEntry | null>>();

/** What identifies a load: a product collection by slug, product, recipe and post by id; video and resident have no query. */
export function tileRequestKey({ type, id, slug, imageUuids }: TileRequest): string | undefined {
  const key = type === 'product-collection' ? slug : type === 'video' || type === 'resident' ? undefined : id;
  return key ? [type, key, ...(imageUuids ?? [])].join(' ') : undefined;
}

/**
 * The per-slot loader: the tile's item from the pantry, resolving to null on a failed request (logged on one
 * console line) or an empty answer (both are the error state); undefined when there is nothing to load it by
 * (no query, id or slug).
 * One promise per item and page, so slots showing the same item share a request, and React's `use` gets
 * the same promise on every render. A failure is not retried.
 */
export function loadTile(request: TileRequest): Promise<TileEntry | null> | undefined {
  const key = tileRequestKey(request);
  if (!key) return undefined;
  let load = loads.get(key);
  if (!load) {
    // The pantry client (ky) is fetched with the first tile that needs a request, not with every tile. A failed
    // call has had its one console line (shared/http/pantry.ts).
    load = import('./tile-queries').then(({ fetchTile }) => fetchTile(request)).catch(() => null);
    loads.set(key, load);
  }
  return load;
}

/** For tests: forget every load. */
export function resetTileLoads(): void {
  loads.clear();
}
