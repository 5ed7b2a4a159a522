import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  callsEnded,
  closePage,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
} from '../../build/e2e/browser';
import { POSTS } from '../../fixtures/data/posts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const POST = POSTS[0]!;
const bar = (page: Page) => page.locator('[data-widget="sub-navigation"] nav');
const state = (page: Page) => bar(page).getAttribute('data-state');
/** Scrolls, then waits two frames: the scroll event and the widget's frame have run. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
// The page's other widgets have their own axe checks (fixtures/pages/pages.e2e.ts checks whole pages).
const SLOT = '[data-widget="sub-navigation"]';
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/**
 * Serves the fixture article as long as a real one (the fixture's text is short): its main content is 4000px, so
 * the reader can pass the 1300px threshold and 0.8 x content. The style is in the served HTML, so the widget's
 * first scroll sample already sees the long article (a style added after load could come after that sample,
 * which would count the short article as read).
 */
async function longArticle(page: Page) {
  await page.route(url(POST.uri), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // With the page's own nonce: its CSP refuses a <style> without it.
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    const body = html.replace(
      '</head>',
      `<style nonce="${nonce}">#main-content { min-height: 4000px; }</style></head>`,
    );
    await route.fulfill({ response, body });
  });
}

/** Opens the long article; `window.open` calls are recorded. */
async function article(viewport = { width: 1280, height: 900 }) {
  const opened = await openPage(browser, { viewport });
  await opened.page.addInitScript(() => {
    const calls: string[][] = [];
    const open = window.open.bind(window);
    Object.assign(window, { opened: calls, open: (...args: string[]) => (calls.push(args), open(...args)) });
  });
  await opened.page.route('https://www.pinterest.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pin</title><p>Pin it</p>' }),
  );
  await longArticle(opened.page);
  await opened.page.goto(url(POST.uri));
  await widgetsIdle(opened.page);
  expect(
    await opened.page.evaluate(() => document.getElementById('main-content')!.offsetHeight),
  ).toBeGreaterThanOrEqual(4000);
  await expect
    .poll(() => opened.page.locator('[data-widget="sub-navigation"]').getAttribute('data-widget-state'))
    .toBe('mounted');
  return opened;
}

/** Down past the threshold, then 20px up: the bar slides in. */
async function reveal(page: Page, y = 2000) {
  await scrollTo(page, y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  await scrollTo(page, y - 20);
  await expect.poll(() => state(page)).toBe('open');
  await animationsDone(bar(page));
}

describe('sub-navigation in Chromium', () => {
  it('on a post: hidden until the reader scrolls up past 1300px; a 64px bar fixed at the top; hidden again on the way down', async () => {
    const { page, errors } = await article();
    expect(await state(page)).toBe('closed');
    expect(await bar(page).isVisible()).toBe(false);
    await scrollTo(page, 1000);
    await scrollTo(page, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    expect(await state(page)).toBe('closed');
    await reveal(page);
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 64 });
    expect(await bar(page).getByText(POST.name).isVisible()).toBe(true);
    await scrollTo(page, 2300);
    await expect.poll(() => state(page)).toBe('closed');
    await animationsDone(bar(page), 'attached');
    expect(await bar(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('recirculation: Up next appears once the reader passes 0.8 x content', async () => {
    const { page, requests } = await article();
    await reveal(page);
    // Asked for as the bar mounts, which can be a moment after it shows on a loaded machine; answered before the
    // check that Up next waits for the reader (so it is not merely still on its way).
    await expect
      .poll(() => requests.filter((path) => path.startsWith('/blog/ajax_recommended_content')))
      .toEqual([`/blog/ajax_recommended_content?id=${POST.id}&rec_type=post`]);
    await callsEnded(page, (request) => request.url().includes('/blog/ajax_recommended_content'));
    expect(await bar(page).getByRole('list', { name: 'Up next' }).count()).toBe(0);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await reveal(page, bottom);
    const upNext = bar(page).getByRole('list', { name: 'Up next' });
    await expect.poll(() => upNext.getByRole('link').count()).toBe(3);
    const names = await upNext.getByRole('link').allTextContents();
    expect(names).toEqual(
      POSTS.filter((post) => post.id !== POST.id)
        .slice(0, 3)
        .map((post) => post.name),
    );
    expect(await upNext.getByRole('link').first().isVisible()).toBe(true);
    expect((await bar(page).boundingBox())!.height).toBe(64);
    await closePage(page);
  });

  it('by keyboard: the Article tools button shows the bar, and Tab reaches its share links', async () => {
    const { page } = await article();
    for (let step = 0; step < 40 && (await focusedName(page)) !== 'Article tools'; step++)
      await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Article tools');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).position)).toBe('fixed');
    await page.keyboard.press('Enter');
    await expect.poll(() => state(page)).toBe('open');
    const names: string[] = [];
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(names).toEqual(['Share on Pinterest', 'Share on Facebook', 'Share by Email']);
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(
      'Article tools',
    );
    await closePage(page);
  });

  it('the Pinterest share link opens a 600x320 popup', async () => {
    const { page } = await article();
    await reveal(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bar(page).getByRole('link', { name: 'Share on Pinterest' }).click(),
    ]);
    const [[address, target, features]] = (await page.evaluate(
      () => (window as unknown as { opened: string[][] }).opened,
    )) as [[string, string, string]];
    expect(new URL(address).searchParams.get('url')).toBe(url(POST.uri));
    expect(target).toBe('_blank');
    expect(features).toMatch(/^width=600,height=320,left=\d+,top=\d+$/);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 320]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // the article stays where it was
    expect(page.url()).toBe(url(POST.uri));
    await closePage(page);
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 375, height: 740 }],
  ])('at %s width, with the bar and Up next shown, axe finds nothing', async (_name, viewport) => {
    const { page } = await article(viewport);
    await reveal(page);
    expect(await axeViolations(page, SLOT)).toEqual([]);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await reveal(page, bottom);
    await expect.poll(() => bar(page).getByRole('list', { name: 'Up next' }).count()).toBe(1);
    expect((await bar(page).boundingBox())!.height).toBe(64);
    expect(await axeViolations(page, SLOT)).toEqual([]);
    await closePage(page);
  });

  it('a failing recommended-content call: the bar keeps its title, with no message', async () => {
    const { page, errors, requests } = await openPage(browser);
    await page.route('**/blog/ajax_recommended_content*', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await longArticle(page);
    await page.goto(url(POST.uri));
    await widgetsIdle(page);
    await expect
      .poll(() => page.locator('[data-widget="sub-navigation"]').getAttribute('data-widget-state'))
      .toBe('mounted');
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await reveal(page, bottom);
    // The checks are of the bar after the 500 came back.
    await expect.poll(() => requests.some((path) => path.startsWith('/blog/ajax_recommended_content'))).toBe(true);
    await callsEnded(page);
    expect(await bar(page).getByText(POST.name).isVisible()).toBe(true);
    expect(await bar(page).getByRole('list', { name: 'Up next' }).count()).toBe(0);
    expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
    await closePage(page);
  });

  it('on the shop: a 44px bar of shop links appears on a scroll up', async () => {
    const { page } = await openPage(browser);
    await page.goto(url('/shop'));
    await widgetsIdle(page);
    await expect
      .poll(() => page.locator('[data-widget="sub-navigation"]').getAttribute('data-widget-state'))
      .toBe('mounted');
    // the listing's images set its height as they load
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeGreaterThan(800);
    await reveal(page, 800);
    const shop = page.getByRole('navigation', { name: 'Shop shortcuts' });
    expect(await shop.boundingBox()).toMatchObject({ y: 0, height: 44 });
    expect(await shop.getByRole('link', { name: 'All Shop' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page, SLOT)).toEqual([]);
    await closePage(page);
  });
});
