// @vitest-environment node
import { build } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The project files an entry importing only `name` from `module` ends up carrying. */
async function carried(module: string, name: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: `export { ${name} } from './${module}';`, resolveDir: root, loader: 'ts' },
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'out',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'valibot', 'nanostores', '@nanostores/react'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).filter((input) => input.startsWith('shared/'));
}

// The build then groups the primitives several widgets share into chunk groups, loaded whole
// (build/chunk-groups.mjs); this holds that the sources stay apart, so the groups can be cut along them.
describe('shared/ui primitives import no other primitive they do not use', () => {
  it.each([
    [
      'shared/ui/rating/rating',
      'Rating',
      ['shared/ui/modal', 'shared/ui/accordion', 'shared/ui/text-input', 'shared/ui/button'],
    ],
    ['shared/ui/accordion/accordion', 'Accordion', ['shared/ui/modal', 'shared/ui/rating']],
    [
      'shared/ui/modal/modal',
      'Modal',
      ['shared/ui/rating', 'shared/ui/accordion', 'shared/ui/drawer', 'shared/ui/picture'],
    ],
    ['shared/ui/button', 'Button', ['shared/ui/modal', 'shared/ui/rating']],
    ['shared/ui/picture/picture', 'Picture', ['shared/ui/modal', 'shared/ui/button']],
  ])('%s carries none of %s', async (module, name, absent) => {
    const files = await carried(module, name);
    expect(files.some((file) => file.startsWith(module))).toBe(true);
    for (const other of absent) expect(files.filter((file) => file.startsWith(other))).toEqual([]);
  });

  it('a widget using only Rating carries only the rating files and their CSS', async () => {
    const files = await carried('shared/ui/rating/rating', 'Rating');
    expect(
      files.every((file) => file.startsWith('shared/ui/rating/') || file.startsWith('shared/ui/visually-hidden')),
    ).toBe(true);
  });
});
