import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, url, widgetsIdle } from '../../../build/e2e/browser';

// Product tile: image 520x520 (shopping spec, section 9). The tile's image box is square and at most 520px
// wide (tile-frame.css, --product-image-size), and at the large desktop breakpoint the picture asks for the
// image set's 520x520 size. The fixture images share one file per image, so each size's URL is tagged here
// to tell which one the browser chose.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIZES = ['base', 'tablet', 'desktop', 'large_desktop'] as const;

describe('the product tile image in Chromium', () => {
  it('in a slot wider than 520px at a large desktop width, is a 520x520 box showing the set’s 520x520 size', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1600, height: 1000 } });
    await page.goto(url('/shop'));
    await widgetsIdle(page);
    // A CMS editor pastes a product tile into a wide column: the first product's data, each image size tagged.
    await page.evaluate((sizes) => {
      const served = document.querySelector('[data-widget="tile"][data-type="product"] script[data-props]')!;
      const props = JSON.parse(served.textContent!) as { item: { images: Array<Record<string, unknown>> } };
      const tag = (set: Record<string, unknown>, prefix: string) => {
        for (const size of sizes) {
          for (const name of [size, `${size}_2x`]) {
            const entry = set[name] as { url: string } | undefined;
            if (entry) entry.url = `${entry.url.split('?')[0]}?size=${prefix}${name}`;
          }
        }
      };
      for (const image of props.item.images) {
        tag(image, '');
        if (image.webp) tag(image.webp as Record<string, unknown>, 'webp-');
      }
      const column = document.createElement('div');
      column.style.inlineSize = '800px';
      column.id = 'wide-column';
      const slot = document.createElement('div');
      slot.dataset.widget = 'tile';
      slot.dataset.type = 'product';
      slot.dataset.button = 'none';
      const script = document.createElement('script');
      script.type = 'application/json';
      script.dataset.props = '';
      script.textContent = JSON.stringify(props);
      slot.append(script);
      column.append(slot);
      document.querySelector('main')!.prepend(column);
    }, SIZES);
    const tile = page.locator('#wide-column article.tile-product');
    await tile.scrollIntoViewIfNeeded();
    await tile.waitFor();
    const image = tile.locator('.tile-frame__image');
    await expect
      .poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await page.locator('#wide-column').evaluate((column) => column.getBoundingClientRect().width)).toBe(800);
    const box = await image.boundingBox();
    expect([box?.width, box?.height]).toEqual([520, 520]);
    const chosen = await image.locator('img').evaluate((img: HTMLImageElement) => {
      const urls = (srcset: string) =>
        srcset.split(',').map((candidate) => new URL(candidate.trim().split(' ')[0]!, location.href).href);
      const source = Array.from(img.parentElement!.querySelectorAll('source')).find((candidate) =>
        urls(candidate.srcset).includes(img.currentSrc),
      );
      return {
        size: new URL(img.currentSrc).searchParams.get('size'),
        width: source?.getAttribute('width'),
        height: source?.getAttribute('height'),
      };
    });
    expect(chosen).toEqual({ size: 'webp-large_desktop', width: '520', height: '520' });
    await closePage(page);
  });
});
