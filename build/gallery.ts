// npm run gallery [-- --outdir DIR]: the widget gallery (/widgets on the fixture site) as static files any web
// server can host for an editing team: index.html, one preview page per widget state (preview/<name>/<state>.html),
// the preview script, the site's stylesheet and images, and the bundle with the fixture widgets in assets/ (the
// gallery is one). Every URL between them is relative. The states' backend answers are in their pages; other
// calls a widget makes (the fixture site's endpoints) find nothing on a static host.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { galleryDocument, galleryProps, previewDocument, readGallerySchemas } from '../fixtures/pages/widget-gallery';
import { galleryStates } from '../fixtures/pages/widget-gallery-states';
import { previewScript } from '../fixtures/server/routes/widget-gallery';
import { root } from './entries.mjs';

export const DEFAULT_OUTDIR = 'dist-gallery';
/** What the build writes for servers, not for a browser (mount/README.md section 1): left out of the export. */
export const SERVER_SIDE = ['schemas', 'server', 'meta.json', 'check-page.mjs', 'check-page.d.mts'];

const previewFile = (widget: string, state: string) => `preview/${widget}/${state}.html`;

/** The file the export leaves in its folder: only a folder that holds it (or an empty one) is emptied by the next. */
export const MARKER = '.widget-gallery';

/** Why `outdir` must not be emptied for the gallery, or undefined when it may be. */
export function outdirRefusal(outdir: string, repository = root): string | undefined {
  const dir = resolve(outdir);
  const fromDir = relative(dir, resolve(repository));
  if (fromDir === '' || (!fromDir.startsWith('..') && !fromDir.startsWith(sep) && !/^[a-z]:/i.test(fromDir)))
    return `${dir} is the repository or a folder that holds it`;
  const dist = resolve(repository, 'dist');
  if (dir === dist || dir.startsWith(dist + sep)) return `${dir} is the build's dist/`;
  if (!existsSync(dir)) return undefined;
  if (!statSync(dir).isDirectory()) return `${dir} is not a folder`;
  const entries = readdirSync(dir);
  if (entries.length > 0 && !entries.includes(MARKER))
    return `${dir} holds files that are not an earlier gallery's (no ${MARKER} in it)`;
  return undefined;
}

/** Writes the gallery into `outdir` (emptied first); returns the files written, relative to it. */
export async function exportGallery(outdir: string): Promise<string[]> {
  const refusal = outdirRefusal(outdir);
  if (refusal) throw new Error(`gallery: will not empty it: ${refusal}; give an empty or new folder`);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  writeFileSync(join(outdir, MARKER), 'Written by npm run gallery, which empties this folder when it writes again.\n');
  const assets = join(outdir, 'assets');
  // As the browser suite builds (build/e2e/global-setup.ts): the bundle with the fixture widgets; throws if it fails.
  execFileSync(process.execPath, ['esbuild.config.mjs', '--fixtures', '--outdir', assets], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const schemas = readGallerySchemas(assets);
  if (!schemas) throw new Error(`gallery: the build wrote no ${join(assets, 'schemas', 'index.json')}`);
  // mount/README.md section 1: the server-side tools are not served; the schemas are embedded in the page already.
  for (const file of SERVER_SIDE) rmSync(join(assets, file), { recursive: true, force: true });
  const written: string[] = [];
  const write = async (file: string, text: string | Promise<string>) => {
    mkdirSync(dirname(join(outdir, file)), { recursive: true });
    writeFileSync(join(outdir, file), await text);
    written.push(file);
  };
  await write(
    'index.html',
    String(
      await galleryDocument({
        props: galleryProps(schemas, previewFile),
        assetBase: 'assets/',
        siteCss: 'site.css',
      }),
    ),
  );
  for (const [widget, schema] of Object.entries(schemas.widgets)) {
    for (const state of galleryStates(widget, schema)) {
      const page = previewDocument({
        widget,
        state,
        schema,
        assetBase: '../../assets/',
        siteCss: '../../site.css',
        previewScript: '../../preview.js',
        csrfToken: 'gallery',
      });
      await write(previewFile(widget, state.id), String(await page));
    }
  }
  await write('preview.js', previewScript());
  const publicDir = join(root, 'fixtures', 'public');
  cpSync(join(publicDir, 'site.css'), join(outdir, 'site.css'));
  cpSync(join(publicDir, 'images'), join(outdir, 'images'), { recursive: true });
  written.push('site.css', 'images/', 'assets/');
  return written;
}

/** How many files a folder holds, in all its folders (what the export says it wrote). */
export function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({ options: { outdir: { type: 'string', default: DEFAULT_OUTDIR } } });
  const outdir = resolve(root, values.outdir!);
  const refusal = outdirRefusal(outdir);
  if (refusal) {
    console.error(`npm run gallery: will not empty --outdir: ${refusal}. Give an empty or new folder.`);
    process.exit(1);
  }
  await exportGallery(outdir);
  console.log(
    `Widget gallery: ${countFiles(outdir)} files in ${outdir} (open index.html through any static web server)`,
  );
}
