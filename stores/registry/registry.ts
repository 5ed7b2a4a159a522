import { atom, onMount } from 'nanostores';
import { isHTTPError } from '../../shared/http/http';
import { isId } from '../../shared/ids';
import { flash } from '../flash';
import { fetchRegistry, postAddRegistryItem, postRemoveRegistryItem, postUpdateRegistryItem } from './registry-api';
import { readRegistryError, type RegistryAnswer, type RegistryItem } from './registry-payload';
import { configValueInOrUndefined } from '../../shared/config/site-config';
import { registryConfigSchema } from './registry-config';
import { registryPaths, type RegistryPaths } from './registry-paths';

// The shell's Registry state: the registry this page is about (page config `registryId`), its items and their
// skus, and its paths. The basket's registry items and the checkout's registry gifter read it.

export type RegistryStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RegistryState {
  /** From the page config; null: this page has no registry, and the store stays empty. */
  registryId: number | null;
  /** The data, update, remove, add and edit paths, with the registry id in them; null without a registry. */
  paths: RegistryPaths | null;
  items: RegistryItem[];
  skuIdsOnRegistry: number[];
  /** The item in focus (the one a gifter is buying, or the one being edited): `focusRegistryItem`. */
  item: RegistryItem | null;
  /** 'idle' until first listened to (and always without a registry). */
  status: RegistryStatus;
  /** An add, update or remove is out. */
  changing: boolean;
}

export const REGISTRY_EMPTY: RegistryState = {
  registryId: null,
  paths: null,
  items: [],
  skuIdsOnRegistry: [],
  item: null,
  status: 'idle',
  changing: false,
};

export const $registry = atom<RegistryState>(REGISTRY_EMPTY);

/** Copy for a failure the server did not explain. */
export const REGISTRY_MESSAGES = {
  add: 'This item could not be added to the registry. Please try again.',
  update: 'This registry item could not be updated. Please try again.',
  remove: 'This item could not be removed from the registry. Please try again.',
  offline: 'We could not reach the store. Please check your connection and try again.',
} as const;

function update(change: Partial<RegistryState>): void {
  $registry.set({ ...$registry.get(), ...change });
}

let config: { registryId: number; paths: RegistryPaths } | null | undefined;

/**
 * The registry id and path templates of the page config, read once. Absent or bad, there is no registry:
 * nothing is sent to a path the page did not give.
 */
function registryConfig(): { registryId: number; paths: RegistryPaths } | null {
  if (config !== undefined) return config;
  const registryId = configValueInOrUndefined(registryConfigSchema, 'registryId');
  const templates = configValueInOrUndefined(registryConfigSchema, 'registryPaths');
  config = registryId && templates ? { registryId, paths: registryPaths(templates, registryId) } : null;
  if (config) update({ registryId: config.registryId, paths: config.paths });
  return config;
}

/** The id of the item in focus, kept so the focus follows (or waits for) a new list of items. */
let focusedId: number | null = null;

// Every call gets a number as it is sent; an answer older than one already applied is stale.
let sent = 0;
let applied = 0;
let changes = 0;

function apply(seq: number, answer: RegistryAnswer): void {
  if (seq < applied) return;
  applied = seq;
  const item = answer.items.find((entry) => entry.id === focusedId) ?? null;
  update({ items: answer.items, skuIdsOnRegistry: answer.skuIdsOnRegistry, item });
}

async function refresh(paths: RegistryPaths): Promise<void> {
  const seq = ++sent;
  apply(seq, await fetchRegistry(paths));
}

let load: Promise<void> | undefined;

/** GET the data path, once per page; without a registry it sends nothing. Resolves when settled. */
export function loadRegistry(): Promise<void> {
  load ??= (async () => {
    const found = registryConfig();
    if (!found) return;
    update({ status: 'loading' });
    try {
      await refresh(found.paths);
      update({ status: 'loaded' });
    } catch {
      // Nothing to flash: the registry page's own markup and the server's basket rules stand without it.
      update({ status: 'failed' });
    }
  })();
  return load;
}

onMount($registry, () => {
  void loadRegistry();
});

/** Puts one item of the registry in focus (null: none); it follows the item through later answers. */
export function focusRegistryItem(itemId: number | null): void {
  focusedId = itemId;
  update({ item: $registry.get().items.find((entry) => entry.id === itemId) ?? null });
}

/** The server's own words when it sent some; a dropped connection or a timeout (no answer at all) says so. */
async function failureMessage(error: unknown, fallback: string): Promise<string> {
  if (isHTTPError(error)) return readRegistryError(await error.response.json().catch(() => undefined)) ?? fallback;
  const noAnswer = error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
  return noAnswer ? REGISTRY_MESSAGES.offline : fallback;
}

/**
 * One change: its answer (the whole registry) replaces items and skus. A failure changes nothing and flashes
 * why; when no answer came (offline, a timeout, an unreadable body) the server may have made the change all the
 * same, so the registry is asked for again.
 */
async function change(
  action: 'add' | 'update' | 'remove',
  call: (paths: RegistryPaths) => Promise<RegistryAnswer>,
): Promise<boolean> {
  const found = registryConfig();
  if (!found) return false;
  const seq = ++sent;
  changes++;
  update({ changing: true });
  try {
    apply(seq, await call(found.paths));
    return true;
  } catch (error) {
    flash(await failureMessage(error, REGISTRY_MESSAGES[action]), 'error');
    if (!isHTTPError(error)) void refresh(found.paths).catch(() => undefined);
    return false;
  } finally {
    changes--;
    update({ changing: changes > 0 });
  }
}

/** POST the add path: `sku_id`, `requested` (a whole number from 1). Resolves true when the server took it. */
export function addRegistryItem(skuId: number, requested = 1): Promise<boolean> {
  if (!isId(skuId) || !isId(requested)) return Promise.resolve(false);
  return change('add', (paths) => postAddRegistryItem(paths, skuId, requested));
}

/** POST the update path: `item_id`, `requested` (a whole number from 1; removing is its own action). */
export function updateRegistryItem(itemId: number, requested: number): Promise<boolean> {
  if (!isId(itemId) || !isId(requested)) return Promise.resolve(false);
  return change('update', (paths) => postUpdateRegistryItem(paths, itemId, requested));
}

/** POST the remove path: `item_id`. */
export function removeRegistryItem(itemId: number): Promise<boolean> {
  if (!isId(itemId)) return Promise.resolve(false);
  return change('remove', (paths) => postRemoveRegistryItem(paths, itemId));
}
