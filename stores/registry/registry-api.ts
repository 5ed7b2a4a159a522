import { http } from '../../shared/http/http';
import { readRegistry, type RegistryAnswer } from './registry-payload';
import type { RegistryPaths } from './registry-paths';

// The registry calls (fixtures/README.md "Registry"), at the paths the page config gives: each answers the
// whole registry, read by readRegistry. Only the registry's owner may add, update or remove (403 otherwise).

export async function fetchRegistry(paths: RegistryPaths): Promise<RegistryAnswer> {
  return readRegistry(await http.get(paths.data).json());
}

export async function postAddRegistryItem(
  paths: RegistryPaths,
  skuId: number,
  requested: number,
): Promise<RegistryAnswer> {
  return readRegistry(await http.post(paths.add, { json: { sku_id: skuId, requested } }).json());
}

export async function postUpdateRegistryItem(
  paths: RegistryPaths,
  itemId: number,
  requested: number,
): Promise<RegistryAnswer> {
  return readRegistry(await http.post(paths.update, { json: { item_id: itemId, requested } }).json());
}

export async function postRemoveRegistryItem(paths: RegistryPaths, itemId: number): Promise<RegistryAnswer> {
  return readRegistry(await http.post(paths.remove, { json: { item_id: itemId } }).json());
}
