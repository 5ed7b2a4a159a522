// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredGroups, importedNames, usedNames } from './chunk-groups.mjs';

describe('usedNames', () => {
  it.each([
    [
      "import * as v from 'valibot'; v.object({ a: v.string() }); type T = v.InferOutput<S>;",
      'valibot',
      ['InferOutput', 'object', 'string'],
    ],
    ["import { atom, onMount as mounted, type ReadableAtom } from 'nanostores';", 'nanostores', ['atom', 'onMount']],
    ["import ky, { isHTTPError } from 'ky';", 'ky', ['default', 'isHTTPError']],
    ["import ky from 'ky';", 'ky', ['default']],
    ["import type * as v from 'valibot'; v.object;", 'valibot', undefined],
    ["import { useStore } from '@nanostores/react';", '@nanostores/react', ['useStore']],
  ])('reads %s', (source, specifier, expected) => {
    const names = usedNames([source], ['valibot', 'nanostores', 'ky', '@nanostores/react']).get(specifier);
    expect(names && [...names].sort()).toEqual(expected);
  });

  it('leaves other packages alone', () => {
    expect(usedNames(["import { useState } from 'react';"], ['valibot']).size).toBe(0);
  });
});

describe('declaredGroups: a folder says which chunk group its modules join', () => {
  let base = '';
  afterEach(() => rmSync(base, { recursive: true, force: true }));
  /** A house of these files (path -> content). */
  const house = (files: Record<string, string>) => {
    base = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), content);
    }
    return base;
  };

  it("gives every module of the folder its group, a new one too; a file's own line wins; subfolders and tests apart", () => {
    const groups = declaredGroups(
      house({
        'stores/basket/chunk-group.json': JSON.stringify({
          group: 'shell',
          files: { 'basket-actions.ts': 'basket', 'lazy.ts': null },
        }),
        'stores/basket/basket.ts': '',
        'stores/basket/added-later.tsx': '',
        'stores/basket/basket-actions.ts': '',
        'stores/basket/lazy.ts': '',
        'stores/basket/basket.test.ts': '',
        'stores/basket/inner/deep.ts': '',
        'shared/http/chunk-group.json': JSON.stringify({ files: { 'http.ts': 'runtime' } }),
        'shared/http/http.ts': '',
        'shared/http/other.ts': '',
      }),
    );
    expect(Object.fromEntries([...groups].sort())).toEqual({
      'shared/http/http.ts': 'runtime',
      'stores/basket/added-later.tsx': 'shell',
      'stores/basket/basket-actions.ts': 'basket',
      'stores/basket/basket.ts': 'shell',
    });
  });

  it.each([
    [{ group: 'shel' }, /stores\/x\/chunk-group\.json: no chunk group "shel"/],
    [{ files: { 'gone.ts': 'shell' } }, /stores\/x\/chunk-group\.json: "gone\.ts" is not a module of stores\/x\//],
    [{ group: 'shell', modules: [] }, /unknown key "modules"/],
  ])('refuses %j, naming the declaration', (declaration, message) => {
    expect(() =>
      declaredGroups(house({ 'stores/x/chunk-group.json': JSON.stringify(declaration), 'stores/x/a.ts': '' })),
    ).toThrow(message);
  });

  it("the house's own: every group's modules are declared, and the build's chunks come from them", () => {
    const groups = declaredGroups();
    expect(groups.get('mount/mount-slot.tsx')).toBe('runtime');
    expect(groups.has('mount/loader.ts')).toBe(false);
    expect(groups.get('stores/basket/basket.ts')).toBe('shell');
    expect(groups.get('stores/basket/basket-actions.ts')).toBe('basket');
    expect(new Set(groups.values())).toEqual(
      new Set(['runtime', 'shell', 'cards', 'basket', 'collections', 'checkout', 'dialogs']),
    );
  });
});

describe('importedNames: what the bundle takes from each of our modules (the rest of a group member does not ship)', () => {
  const files: Record<string, string> = {
    'widgets/a/entry.ts':
      "import def, { one, type Two, three as drei } from '../../stores/x/x';\nimport * as all from '../../stores/y';\nimport './a.css';",
    'widgets/a/lazy.ts':
      "export const later = () => import('../../stores/z');\nexport { four } from '../../stores/x/x';",
    'stores/x/x.ts': '',
    'stores/y/index.ts': '',
    'stores/z.tsx': '',
  };
  const names = importedNames(
    Object.keys(files).filter((file) => file.startsWith('widgets/')),
    new Set(Object.keys(files)),
    (file) => files[file]!,
  );

  it('named, default and re-exported names, types left out', () => {
    expect([...(names.get('stores/x/x.ts') as Set<string>)].sort()).toEqual(['default', 'four', 'one', 'three']);
  });

  it('the whole module where its namespace is taken or it loads with import()', () => {
    expect(names.get('stores/y/index.ts')).toBe('all');
    expect(names.get('stores/z.tsx')).toBe('all');
  });
});
