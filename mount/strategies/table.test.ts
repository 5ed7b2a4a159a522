import { describe, expect, it } from 'vitest';
import names from './names.json';
import { strategies } from './table';

// The build writes a widget's default into the loader as its index in names.json (build/loader.mjs), and the
// loader reads it back from the table: each strategy must sit at its name's index. Each lives in ./<name>.ts as
// on<Name>.
describe("the loader's strategy table", () => {
  it.each(names.map((name, index) => [name, index] as const))('holds %s at index %i', async (name, index) => {
    const module = (await import(`./${name}.ts`)) as Record<string, unknown>;
    expect(strategies[index]).toBe(module[`on${name[0]!.toUpperCase()}${name.slice(1)}`]);
  });

  it('holds nothing else', () => {
    expect(strategies).toHaveLength(names.length);
  });

  // A widget's default index is the first character of its assets in the loader (build/loader.mjs encodeAssets).
  it('has an index of one digit for each name', () => {
    expect(names.length).toBeLessThanOrEqual(10);
  });
});
