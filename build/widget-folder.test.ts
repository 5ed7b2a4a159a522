// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryProps, readGallerySchemas } from '../fixtures/pages/widget-gallery';

const root = join(import.meta.dirname, '..');

// A copy of the house (node_modules hard-linked: the chunk groups read packages by their path under the root),
// so that the probe widget never shows in the working tree while other tests read it. It is made in node_modules'
// cache, on the same file system as node_modules, where hard links work (a tmpfs /tmp would refuse them).
let house: string;
let buildOutput: string;
beforeAll(() => {
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  house = mkdtempSync(join(root, 'node_modules', '.cache', 'widget-folder-'));
  for (const item of [
    'widgets',
    'shared',
    'stores',
    'mount',
    'build',
    'esbuild.config.mjs',
    'package.json',
    'tsconfig.json',
  ]) {
    cpSync(join(root, item), join(house, item), { recursive: true, filter: (source) => !source.includes('.reports') });
  }
  // Every package but the cache this house is in.
  const packages = readdirSync(join(root, 'node_modules')).filter((name) => name !== '.cache');
  mkdirSync(join(house, 'node_modules'));
  execFileSync('cp', ['-al', ...packages.map((name) => join(root, 'node_modules', name)), join(house, 'node_modules')]);
  // The checklist's plain widget, server-rendered: its folder and nothing else.
  const probe = join(house, 'widgets', 'probe');
  mkdirSync(probe);
  writeFileSync(
    join(probe, 'probe.tsx'),
    'export function Probe({ text }: { text: string }) {\n  return <p className="probe">{text}</p>;\n}\n',
  );
  writeFileSync(
    join(probe, 'definition.ts'),
    "import * as v from 'valibot';\nimport type { WidgetDefinition } from '../../mount/mount-slot';\nimport { Probe } from './probe';\n\nconst probeProps = v.object({ text: v.string() });\n\nexport default { name: 'probe', component: Probe, props: probeProps } satisfies WidgetDefinition<v.InferOutput<typeof probeProps>>;\n",
  );
  writeFileSync(
    join(probe, 'entry.ts'),
    "import { defineWidget } from '../../mount/define-widget';\nimport definition from './definition';\n\nexport default defineWidget(definition);\n",
  );
  writeFileSync(join(probe, 'widget.json'), `${JSON.stringify({ load: 'idle', budget: 1024, ssr: true })}\n`);
  buildOutput = execFileSync(process.execPath, ['esbuild.config.mjs'], { cwd: house, encoding: 'utf8' });
}, 180_000);
afterAll(() => rmSync(house, { recursive: true, force: true }));

describe('a plain widget is its folder', () => {
  it('is built, in the manifest with its load default, in the size check against its budget, and server-rendered', async () => {
    const manifest = JSON.parse(readFileSync(join(house, 'dist', 'manifest.json'), 'utf8')) as Record<
      string,
      { load: string; file: string }
    >;
    expect(manifest.probe).toMatchObject({ load: 'idle', file: expect.stringMatching(/^probe-[A-Z0-9]+\.js$/) });
    expect(buildOutput).toMatch(/^probe\s+[\d.]+ KB\s+1\.00 KB\s+ok/m);
    const render = (await import(pathToFileURL(join(house, 'dist', 'server', 'render.mjs')).href)) as {
      serverWidgetNames: string[];
      renderSlot: (widget: string, input: { props: object }) => string;
    };
    expect(render.serverWidgetNames).toContain('probe');
    expect(render.renderSlot('probe', { props: { text: 'Hello <b>' } })).toContain(
      '<p class="probe">Hello &lt;b&gt;</p>',
    );
    // Importing React's server renderer alone takes seconds on a loaded machine.
  }, 60_000);

  it("is in the widget gallery, from the build's schemas: its load, its props, a default state", () => {
    const schemas = readGallerySchemas(join(house, 'dist'))!;
    expect(schemas.index.probe).toEqual({ load: 'idle', ssr: true, config: [] });
    const probe = galleryProps(schemas, (widget, state) => `${widget}/${state}`).widgets.find(
      (widget) => widget.name === 'probe',
    );
    expect(probe?.fields.map((field) => field.name)).toEqual(['text']);
    expect(probe?.states).toEqual([
      expect.objectContaining({ id: 'default', slot: expect.objectContaining({ attributes: { text: '' } }) }),
    ]);
  });

  it('without its widget.json the build refuses it and names the file', () => {
    const json = join(house, 'widgets', 'probe', 'widget.json');
    const saved = readFileSync(json, 'utf8');
    rmSync(json);
    try {
      expect(() =>
        execFileSync(process.execPath, ['esbuild.config.mjs', '--outdir', 'dist-refused'], {
          cwd: house,
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      ).toThrow(/widgets\/probe\/widget\.json is missing/);
    } finally {
      writeFileSync(json, saved);
    }
  });

  it('removed, its folder was all there was: the entries and the server render no longer have it', async () => {
    rmSync(join(house, 'widgets', 'probe'), { recursive: true });
    const entries = (await import(
      pathToFileURL(join(house, 'build', 'entries.mjs')).href
    )) as typeof import('./entries.mjs');
    expect(entries.widgetEntries().map((widget) => widget.name)).not.toContain('probe');
    expect(entries.widgetEntries().length).toBeGreaterThan(20);
    expect(entries.serverWidgetsModule()).not.toContain('probe');
    expect(entries.serverWidgetsModule()).toContain('header');
  });
});
