// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkerTests } from './checker-tests.mjs';

describe("test:changed's picks for the page checker", () => {
  it.each([
    [['fixtures/broken-pages/ads.html'], ['fixtures/broken-pages/']],
    [['widgets/auth/widget.json'], ['fixtures/broken-pages/', 'widgets/check-page.test.ts']],
    [['mount/loader.ts'], ['fixtures/broken-pages/', 'widgets/check-page.test.ts']],
    [['widgets/auth/auth-dialog.tsx', 'mount/mount-slot.ts', 'fixtures/widgets/x/widget.json'], []],
  ])('%j: %j', (changed, tests) => {
    expect(checkerTests(changed)).toEqual(tests);
  });
});
