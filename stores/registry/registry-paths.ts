// The registry calls' paths: the page config's templates (`registryPaths`) with the segment `0` standing for
// the registry id, as the fixture server writes them (fixtures/data/registries.ts).

export const REGISTRY_PATH_NAMES = ['data', 'update', 'remove', 'add', 'edit'] as const;
export type RegistryPathName = (typeof REGISTRY_PATH_NAMES)[number];
export type RegistryPaths = Record<RegistryPathName, string>;

/** registry paths: the first path segment that is exactly `0` becomes the registry id. */
export function fillRegistryPath(template: string, registryId: number): string {
  return template.replace(/\/0(?=\/|$)/, `/${registryId}`);
}

export function registryPaths(templates: RegistryPaths, registryId: number): RegistryPaths {
  const paths = {} as RegistryPaths;
  for (const name of REGISTRY_PATH_NAMES) paths[name] = fillRegistryPath(templates[name], registryId);
  return paths;
}
