// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetEntries } from './entries.mjs';
import { countFiles, exportGallery, MARKER, outdirRefusal } from './gallery';

let outdir: string;
let files: string[];
beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'gallery-'));
  files = await exportGallery(outdir);
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(outdir, file), 'utf8');
/** The props index.html hands the gallery: each widget and its states' preview pages. */
const galleryData = () =>
  JSON.parse(/<script type="application\/json" data-props>(.*?)<\/script>/s.exec(read('index.html'))![1]!) as {
    widgets: Array<{ name: string; states: Array<{ id: string; preview: string }> }>;
  };
/** What a page loads: its scripts' and stylesheets' URLs (a link in a state's markup is the page's own business). */
const urls = (page: string) =>
  [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]*)"/g)].map(([, url]) => url!);

describe('npm run gallery: the widget gallery as static files', () => {
  it('writes index.html, one preview page per state of every production widget, the script and the bundle', () => {
    const widgets = widgetEntries().map((entry) => entry.name);
    expect(widgets.length).toBeGreaterThan(20);
    const shown = galleryData().widgets;
    expect(shown.map((widget) => widget.name).sort()).toEqual([...widgets].sort());
    for (const widget of shown) {
      for (const state of widget.states)
        expect(files, `${widget.name} ${state.id}`).toContain(`preview/${widget.name}/${state.id}.html`);
    }
    for (const file of ['index.html', 'preview.js', 'site.css', 'assets/loader.js'])
      expect(existsSync(join(outdir, file)), file).toBe(true);
  });

  it("leaves out the build's server-side tools (mount/README.md section 1): the schemas are in the page", () => {
    for (const file of ['schemas', 'server', 'meta.json', 'check-page.mjs', 'check-page.d.mts'])
      expect(existsSync(join(outdir, 'assets', file)), file).toBe(false);
  });

  it('counts the files it wrote, not its folders', () => {
    expect(countFiles(outdir)).toBeGreaterThan(files.length);
    expect(countFiles(join(outdir, 'preview', 'flash-bar'))).toBe(4);
  });

  it('loads everything by relative URLs, each of them there', () => {
    const pages = files.filter((file) => file.endsWith('.html'));
    for (const page of pages) {
      for (const url of urls(read(page))) {
        expect(url, `${page}: ${url}`).not.toMatch(/^(\/|[a-z]+:)/);
        expect(existsSync(join(outdir, page, '..', url)), `${page}: ${url}`).toBe(true);
      }
    }
    expect(urls(read('index.html'))).toEqual(['site.css', 'assets/loader.js']);
    expect(urls(read('preview/flash-bar/success.html'))).toEqual([
      '../../site.css',
      '../../assets/loader.js',
      '../../preview.js',
    ]);
  });

  it("gives the gallery every widget's preview pages, relative to index.html", () => {
    const previews = galleryData().widgets.flatMap((widget) => widget.states.map((state) => state.preview));
    expect(previews).toContain('preview/basket-drawer/lines.html');
    for (const preview of previews) expect(files).toContain(preview);
  });

  it("holds each state's backend answers in its page: the basket drawer's lines", () => {
    const page = read('preview/basket-drawer/lines.html');
    const { answers } = JSON.parse(
      /<script type="application\/json" id="gallery-backend">(.*?)<\/script>/s.exec(page)![1]!,
    );
    expect(answers['GET /users/cart/ajax_basket'].body.basket.basketItems).toHaveLength(2);
    expect(page).toContain('<div id="gallery-slot"><div data-widget="basket-drawer"></div></div>');
  });
});

describe('npm run gallery --outdir: empties only a folder it wrote', () => {
  it('refuses a non-empty folder without its marker, and leaves the files there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gallery-mine-'));
    try {
      writeFileSync(join(dir, 'keep.txt'), 'mine');
      await expect(exportGallery(dir)).rejects.toThrow(/will not empty/);
      expect(readFileSync(join(dir, 'keep.txt'), 'utf8')).toBe('mine');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses the repository, a folder that holds it, and dist/; takes a new, empty or earlier gallery's folder", () => {
    const repository = mkdtempSync(join(tmpdir(), 'gallery-repo-'));
    try {
      mkdirSync(join(repository, 'dist'));
      expect(outdirRefusal(repository, repository)).toMatch(/repository/);
      expect(outdirRefusal(dirname(repository), repository)).toMatch(/repository/);
      expect(outdirRefusal('/', repository)).toMatch(/repository/);
      expect(outdirRefusal(join(repository, 'dist'), repository)).toMatch(/dist/);
      expect(outdirRefusal(join(repository, 'dist', 'x'), repository)).toMatch(/dist/);
      expect(outdirRefusal(join(repository, 'dist-gallery'), repository)).toBeUndefined();
      const earlier = join(repository, 'earlier');
      mkdirSync(earlier);
      expect(outdirRefusal(earlier, repository)).toBeUndefined();
      writeFileSync(join(earlier, 'index.html'), '');
      expect(outdirRefusal(earlier, repository)).toMatch(/no \.widget-gallery/);
      writeFileSync(join(earlier, MARKER), '');
      expect(outdirRefusal(earlier, repository)).toBeUndefined();
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });
});
