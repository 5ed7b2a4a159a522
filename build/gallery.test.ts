// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryStates } from '../fixtures/pages/widget-gallery-states';
import { widgetEntries } from './entries.mjs';
import { exportGallery } from './gallery';

let outdir: string;
let files: string[];
beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'gallery-'));
  files = await exportGallery(outdir);
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(outdir, file), 'utf8');
/** What a page loads: its scripts' and stylesheets' URLs (a link in a state's markup is the page's own business). */
const urls = (page: string) =>
  [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]*)"/g)].map(([, url]) => url!);

describe('npm run gallery: the widget gallery as static files', () => {
  it('writes index.html, one preview page per state of every production widget, the script and the bundle', () => {
    const widgets = widgetEntries().map((entry) => entry.name);
    expect(widgets.length).toBeGreaterThan(20);
    for (const widget of widgets) {
      const schema = JSON.parse(read(`assets/schemas/widgets/${widget}.json`)) as object;
      for (const state of galleryStates(widget, schema))
        expect(files, `${widget} ${state.id}`).toContain(`preview/${widget}/${state.id}.html`);
    }
    for (const file of ['index.html', 'preview.js', 'site.css', 'assets/loader.js', 'assets/schemas/index.json'])
      expect(existsSync(join(outdir, file)), file).toBe(true);
    // The server render's Node bundle stays out of a static site.
    expect(existsSync(join(outdir, 'assets/server'))).toBe(false);
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
    const props = JSON.parse(
      /<script type="application\/json" data-props>(.*?)<\/script>/s.exec(read('index.html'))![1]!,
    );
    const previews = (props.widgets as Array<{ name: string; states: Array<{ preview: string }> }>).flatMap((widget) =>
      widget.states.map((state) => state.preview),
    );
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
