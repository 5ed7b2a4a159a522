import { describe, expect, it } from 'vitest';
import { setPath } from './hostile-paths';

describe('setPath', () => {
  const payload = () => ({ a: { list: [{ name: 'one', uri: '/1' }, { name: 'two', uri: '/2' }, { name: 'three' }] }, images: [{ base: { url: '/b' }, tablet: { url: '/t' }, alt: 'x' }] });
  const nth = (n: number) => `v${n}`;

  it.each([
    ['a.list.0.name', 1, (p: ReturnType<typeof payload>) => p.a.list[0]!.name, 'v0'],
    ['a.list.*.uri', 3, (p: ReturnType<typeof payload>) => p.a.list.map((entry) => (entry as { uri?: string }).uri).join(), 'v0,v1,v2'],
    ['a.list.1+.name', 2, (p: ReturnType<typeof payload>) => p.a.list.map((entry) => entry.name).join(), 'one,v0,v1'],
    ['images.0.*.url', 2, (p: ReturnType<typeof payload>) => `${p.images[0]!.base.url} ${p.images[0]!.tablet.url} ${p.images[0]!.alt}`, 'v0 v1 x'],
  ])('%s sets %i places, each its own value', (path, count, read, expected) => {
    const target = payload();
    expect(setPath(target, path, nth)).toBe(count);
    expect(read(target)).toBe(expected);
  });

  it('sets nothing under a parent that is not there, so a stale path counts 0', () => {
    const target = payload();
    expect(setPath(target, 'a.missing.name', nth)).toBe(0);
    expect(setPath(target, 'a.list.5.name', nth)).toBe(0);
    expect(target).toEqual(payload());
  });
});
