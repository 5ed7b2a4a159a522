// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildManifest } from './manifest.mjs';

const input = (bytesInOutput: number) => ({ bytesInOutput });
const statically = (path: string) => ({ path, kind: 'import-statement' });
const dynamically = (path: string) => ({ path, kind: 'dynamic-import' });

// The header imports the runtime; its sheet (with a chunk of its own) and the error reporter's vendor come with import().
const metafile = {
  outputs: {
    'dist/header-H.js': {
      entryPoint: 'widgets/header/entry.ts',
      imports: [
        statically('dist/chunk-runtime.js'),
        dynamically('dist/chunk-sheet.js'),
        dynamically('dist/chunk-vendor.js'),
      ],
      inputs: {},
    },
    'dist/chunk-runtime.js': {
      imports: [],
      inputs: { 'node_modules/react/index.js': input(9000), 'mount/mount-slot.tsx': input(1000) },
    },
    'dist/chunk-sheet.js': {
      imports: [statically('dist/chunk-runtime.js'), statically('dist/chunk-sheet-parts.js')],
      inputs: { 'widgets/header/mobile-menus.tsx': input(2000) },
    },
    'dist/chunk-sheet-parts.js': { imports: [], inputs: { 'stores/navigation/sections.ts': input(500) } },
    'dist/chunk-vendor.js': {
      imports: [],
      inputs: { 'node_modules/@airbrake/browser/dist/index.js': input(17000), 'mount/report-error.ts': input(300) },
    },
  },
};

describe('buildManifest', () => {
  const manifest = buildManifest(metafile, 'dist', [{ name: 'header', in: 'widgets/header/entry.ts' }]) as Record<
    string,
    { preload: string[]; intent: string[] }
  >;

  it("preloads the entry's whole static closure and the entry", () => {
    expect(manifest.header!.preload).toEqual(['chunk-runtime.js', 'header-H.js']);
  });

  it("gives as intent each import() with its static closure, less what the entry already has and less a vendor's chunk", () => {
    expect(manifest.header!.intent).toEqual(['chunk-sheet-parts.js', 'chunk-sheet.js']);
  });
});
