// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'build/eslint.config.mjs') });

async function messages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the import directions of the style guide', () => {
  it.each([
    ['shared/x.ts', "import { flash } from '../stores/flash'; export { flash };"],
    ['shared/x.ts', "import { FlashBar } from '../widgets/flash-bar/flash-bar'; export { FlashBar };"],
    ['stores/x.ts', "import { FlashBar } from '../widgets/flash-bar/flash-bar'; export { FlashBar };"],
    ['mount/x.ts', "import { flash } from '../stores/flash'; export { flash };"],
    // the page checker's rules get the widgets' and stores' tables from widgets/check-page.ts
    ['mount/check-page/x.ts', "import { readAdSlots } from '../../stores/ads/ad-slots'; export { readAdSlots };"],
    ['widgets/skip-link/x.ts', "import { FlashBar } from '../flash-bar/flash-bar'; export { FlashBar };"],
    // what ships imports no test code and not the build
    [
      'stores/basket/x.ts',
      "import { checkoutAnswer } from '../../fixtures/testing/checkout-test-server'; export { checkoutAnswer };",
    ],
    ['widgets/header/x.tsx', "import { PRODUCTS } from '../../fixtures/data/products'; export { PRODUCTS };"],
    ['shared/x.ts', "import { launchBrowser } from '../build/e2e/browser'; export { launchBrowser };"],
    ['mount/x.ts', "import { pkg } from '../build/entries.mjs'; export { pkg };"],
  ])('refuses %s importing across: %s', async (file, code) => {
    expect(await messages(file, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    ['stores/x.ts', "import { getCookie } from '../shared/cookies'; export { getCookie };"],
    [
      'widgets/flash-bar/x.ts',
      "import { flash } from '../../stores/flash'; import { FlashBar } from './flash-bar'; export { flash, FlashBar };",
    ],
    ['widgets/skip-link/x.ts', "import { defineWidget } from '../../mount/define-widget'; export { defineWidget };"],
    // the fake vendor's frame and the fixture server share the card rules
    [
      'fixtures/public/fake-vendors/x.ts',
      "import { checkNumber } from '../../data/card-rules'; export { checkNumber };",
    ],
    // tests stand on the test kits
    [
      'stores/basket/x.test.ts',
      "import { checkoutAnswer } from '../../fixtures/testing/checkout-test-server'; export { checkoutAnswer };",
    ],
    ['widgets/header/x.e2e.ts', "import { launchBrowser } from '../../build/e2e/browser'; export { launchBrowser };"],
  ])('allows %s: %s', async (file, code) => {
    expect(await messages(file, code)).toEqual([]);
  });

  // The unit tests' kit: test:changed runs no browser suite for a change there, so none may stand on it.
  it.each([
    [
      'widgets/header/x.e2e.ts',
      "import { signedIn } from '../../fixtures/testing/user-test-server'; export { signedIn };",
    ],
    [
      'build/e2e/x.ts',
      "import { checkoutAnswer } from '../../fixtures/testing/checkout-test-server'; export { checkoutAnswer };",
    ],
    [
      'fixtures/server/x.ts',
      "import { checkoutAnswer } from '../testing/checkout-test-server'; export { checkoutAnswer };",
    ],
  ])("keeps the unit tests' kit from %s: %s", async (file, code) => {
    expect(await messages(file, code)).toContain('no-restricted-imports');
  });

  it('lets a unit test anywhere use the kit', async () => {
    expect(
      await messages(
        'fixtures/public/x.test.ts',
        "import { TestObserver } from '../testing/intersection-observer'; export { TestObserver };",
      ),
    ).toEqual([]);
  });
});
