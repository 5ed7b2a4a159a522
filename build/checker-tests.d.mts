// Types for the TypeScript callers of build/checker-tests.mjs.
export const BROKEN_PAGES: string;
export const CHECKER_WORDS_TEST: string;
/** The unit test paths (files or folders) to run beyond vitest's own selection, for these changed files. */
export function checkerTests(changed: readonly string[]): string[];
