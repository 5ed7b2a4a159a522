// The page checker's unit tests that vitest's `--changed` cannot find from a change (build/test-changed.mjs): they
// read what they test as data, not through an import. The broken pages are HTML its corpus test reads; a
// widget.json reaches the checker through a build plugin's virtual module (`virtual:page-widgets`: once and its
// severity); mount/loader.ts is a script with no exports, whose lines widgets/check-page.test.ts reads as text.

export const BROKEN_PAGES = 'fixtures/broken-pages/';
export const CHECKER_WORDS_TEST = 'widgets/check-page.test.ts';

/** The unit test paths (files or folders) to run beyond vitest's own selection, for these changed files. */
export function checkerTests(changed) {
  const tests = new Set();
  for (const file of changed) {
    if (file.startsWith(BROKEN_PAGES)) tests.add(BROKEN_PAGES);
    if (/^widgets\/[^/]+\/widget\.json$/.test(file) || file === 'mount/loader.ts') {
      tests.add(BROKEN_PAGES);
      tests.add(CHECKER_WORDS_TEST);
    }
  }
  return [...tests].sort();
}
