// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { usedNames } from './chunk-groups.mjs';

describe('usedNames', () => {
  it.each([
    ["import * as v from 'valibot'; v.object({ a: v.string() }); type T = v.InferOutput<S>;", 'valibot', ['InferOutput', 'object', 'string']],
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
