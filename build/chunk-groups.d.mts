// Types for the test of build/chunk-groups.mjs (the build's scripts are plain ESM, run by node).
export function usedNames(sources: string[], packages: string[]): Map<string, Set<string>>;
/** Our modules' chunk groups (root-relative path -> group name), from the folders' chunk-group.json files. */
export function declaredGroups(base?: string): Map<string, string>;
/** The names the bundle imports from each of our modules (root-relative path), or 'all' for the whole module. */
export function importedNames(
  sources: string[],
  inputs: Set<string>,
  read?: (file: string) => string,
): Map<string, Set<string> | 'all'>;
