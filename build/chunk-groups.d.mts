// Types for the test of build/chunk-groups.mjs (the build's scripts are plain ESM, run by node).
export function usedNames(sources: string[], packages: string[]): Map<string, Set<string>>;
/** Our modules' chunk groups (root-relative path -> group name), from the folders' chunk-group.json files. */
export function declaredGroups(base?: string): Map<string, string>;
