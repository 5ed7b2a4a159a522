import { describe, expect, it } from 'vitest';
import { count, describeFile, loadedFiles, ownBytes } from './files';

const entry = (name: string, transferSize: number, encodedBodySize: number) => ({
  name,
  transferSize,
  encodedBodySize,
});

describe('loadedFiles', () => {
  const files = ['tile-AAAA.js', 'tile-BBBB.css', 'chunk-CCCC.js', 'chunk-DDDD.js'];

  it("lists each of the widget's files the page fetched, in the widget's order, with its bytes", () => {
    const entries = [
      entry('http://shop.test/assets/chunk-CCCC.js', 30_300, 30_000),
      entry('http://shop.test/assets/tile-AAAA.js?retry=1', 1_800, 1_500),
      entry('http://shop.test/assets/other-EEEE.js', 900, 600),
      entry('http://shop.test/assets/tile-BBBB.css', 0, 700),
    ];
    expect(loadedFiles(files, entries)).toEqual([
      { file: 'tile-AAAA.js', bytes: 1_800, cached: false },
      { file: 'tile-BBBB.css', bytes: 700, cached: true },
      { file: 'chunk-CCCC.js', bytes: 30_300, cached: false },
    ]);
  });

  it('does not take a file whose name only ends the same', () => {
    expect(loadedFiles(['a.js'], [entry('http://shop.test/assets/data.js', 10, 10)])).toEqual([]);
  });

  it('says "cached" for a file from the cache', () => {
    expect(describeFile({ file: 'tile-AAAA.js', bytes: 2_048, cached: true })).toBe('tile-AAAA.js 2.0 KB cached');
    expect(describeFile({ file: 'tile-AAAA.js', bytes: 300, cached: false })).toBe('tile-AAAA.js 300 B');
  });

  it('takes the retried entry over the failed first attempt', () => {
    const entries = [
      entry('http://shop.test/assets/tile-AAAA.js', 300, 0),
      entry('http://shop.test/assets/tile-AAAA.js?retry=1', 1_800, 1_500),
    ];
    expect(loadedFiles(['tile-AAAA.js'], entries)).toEqual([{ file: 'tile-AAAA.js', bytes: 1_800, cached: false }]);
  });

  it('marks the shared chunks, which the own total leaves out', () => {
    const entries = [
      entry('http://shop.test/a/tile-AAAA.js', 1_000, 900),
      entry('http://shop.test/a/chunk-CCCC.js', 80_000, 79_000),
    ];
    const loaded = loadedFiles(files, entries, new Set(['chunk-CCCC.js']));
    expect(loaded.map(describeFile)).toEqual(['tile-AAAA.js 1000 B', 'chunk-CCCC.js 78.1 KB shared']);
    expect(ownBytes(loaded)).toBe(1_000);
  });

  it('says "size unknown" for a cross-origin file without timing, not "0 B cached"', () => {
    const [file] = loadedFiles(['tile-AAAA.js'], [entry('https://cdn.test/tile-AAAA.js', 0, 0)]);
    expect(describeFile(file!)).toBe('tile-AAAA.js size unknown');
  });

  it('counts one file or slot as one', () => {
    expect([count(1, 'file'), count(2, 'file'), count(1, 'slot'), count(0, 'slot')]).toEqual([
      '1 file',
      '2 files',
      '1 slot',
      '0 slots',
    ]);
  });
});
