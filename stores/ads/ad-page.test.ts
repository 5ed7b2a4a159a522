import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_ATTRIBUTE, WIDGETS_READY_ATTRIBUTE, WIDGETS_READY_EVENT } from '../../shared/page-widgets';
import { holdAddedScripts } from '../../fixtures/testing/added-scripts';
import { TestObserver } from '../../fixtures/testing/intersection-observer';
import { pageConfig } from '../../fixtures/testing/user-test-server';
import { readAdSlots } from './ad-slots';
import { READY_CEILING_MS } from './widgets-ready';

// The page controller against the fixture site's fake GPT (fixtures/public/fake-gpt.js), run as the page would
// run gpt.js once it arrives. happy-dom's IntersectionObserver never reports, so TestObserver says what is in view.

const fakeGpt = readFileSync(join(process.cwd(), 'fixtures/public/fake-gpt.js'), 'utf8');
const GPT_SRC = '/fake-gpt/gpt.js';

interface FakeGpt {
  calls: Array<{ name: string; args: unknown[] }>;
  rendered: Record<string, number>;
}
const page = window as unknown as { googletag?: unknown; __fakeGpt?: FakeGpt };

const TOP = {
  name: 'ad-top',
  path: '/1234/site/top',
  sizes: [
    [728, 90],
    [970, 250],
  ],
};
const MID = { name: 'ad-mid', path: '/1234/site/mid', sizes: [[300, 250]] };

function containers(...names: string[]): void {
  document.body.innerHTML = names.map((name) => `<div id="${name}"></div>`).join('');
}

function start(definitions: unknown[], device: 'mobile' | 'tablet' | 'desktop' = 'desktop') {
  return startAds({ slots: readAdSlots(definitions).slots, gptSrc: GPT_SRC, device });
}

/** Microtasks (the fake renders on one, and the MutationObserver reports on one) run; no timer does. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/** The next frame has been produced (the collapse is decided in it). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** gpt.js arrives and runs the queue. */
async function gptArrives(): Promise<FakeGpt> {
  new Function(fakeGpt)();
  await settle();
  return page.__fakeGpt!;
}

const gptScript = () => added.find((script) => script.getAttribute('src') === GPT_SRC);
const calls = (fake: FakeGpt, name: string) => fake.calls.filter((call) => call.name === name).map((call) => call.args);
const creative = (name: string) => document.querySelector(`#${name} [data-fake-ad]`);

/** The observer deciding whether the slot counts as seen (the refresh's), and the lazy one (1500 px ahead). */
const viewObserver = (name: string) =>
  TestObserver.allWatching(document.getElementById(name)).find((observer) =>
    Array.isArray(observer.options.threshold),
  )!;
const lazyObserver = (name: string) =>
  TestObserver.allWatching(document.getElementById(name)).find((observer) => observer.options.rootMargin)!;

function setTabHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let added: HTMLScriptElement[] = [];
let stops: Array<() => void> = [];
const track = (stop: () => void) => (stops.push(stop), stop);

// A fresh module for every test, as on a new page: GPT is started and set up once per page (gpt.ts).
type AdPage = typeof import('./ad-page');
let $adStatus: AdPage['$adStatus'];
let AD_LABEL: AdPage['AD_LABEL'];
let holdPageAds: AdPage['holdPageAds'];
let startAds: AdPage['startAds'];

beforeEach(async () => {
  vi.resetModules();
  ({ $adStatus, AD_LABEL, holdPageAds, startAds } = await import('./ad-page'));
  vi.stubGlobal('IntersectionObserver', TestObserver);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // The scripts the page adds, held here instead of in the document (happy-dom does not run them).
  added = holdAddedScripts();
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
  delete page.googletag;
  delete page.__fakeGpt;
  TestObserver.made = [];
  document.documentElement.removeAttribute(LOADER_ATTRIBUTE);
  document.documentElement.removeAttribute(WIDGETS_READY_ATTRIBUTE);
  document.cookie = 'usprivacy=; Max-Age=0; Path=/';
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('defining the slots', () => {
  it('defines, through the command queue, each slot flagged for the device class whose container is on the page', async () => {
    containers('ad-top', 'ad-phone');
    track(
      start([
        { ...TOP, mobile: false, tablet: false },
        { name: 'ad-phone', path: '/1234/site/phone', sizes: [[320, 50]], desktop: false },
        { ...MID },
      ]),
    );
    await settle();
    const script = gptScript();
    expect(script?.async).toBe(true);
    expect(creative('ad-top')).toBeNull();

    const fake = await gptArrives();
    expect(calls(fake, 'defineSlot')).toEqual([
      [
        '/1234/site/top',
        [
          [728, 90],
          [970, 250],
        ],
        'ad-top',
      ],
    ]);
    expect(calls(fake, 'pubads.enableSingleRequest')).toHaveLength(1);
    expect(calls(fake, 'enableServices')).toHaveLength(1);
    expect(calls(fake, 'display')).toEqual([['ad-top']]);
    expect(creative('ad-top')?.getAttribute('data-size')).toBe('728x90');
    expect(creative('ad-phone')).toBeNull();
    expect($adStatus.get()).toEqual({ 'ad-top': 'filled' });
  });

  it('on a phone defines the phone slot, with its size mapping and only the targeting entries that have a name and a value', async () => {
    containers('ad-phone');
    const targeting = [
      { name: 'section', value: 'recipes' },
      { name: 'tags', value: ['chicken', 'roast'] },
      { name: 'empty', value: '' },
      { value: 'nameless' },
      { name: 'valueless' },
    ];
    const sizeMapping = [
      { viewport: [0, 0], sizes: [[320, 50]] },
      { viewport: [728, 0], sizes: [[728, 90]] },
    ];
    track(
      start(
        [
          {
            name: 'ad-phone',
            path: '/1234/site/phone',
            sizes: [
              [320, 50],
              [728, 90],
            ],
            sizeMapping,
            targeting,
            desktop: false,
          },
        ],
        'mobile',
      ),
    );
    const fake = await gptArrives();
    expect(calls(fake, 'slot.defineSizeMapping')).toEqual([
      [
        'ad-phone',
        [
          [[0, 0], [[320, 50]]],
          [[728, 0], [[728, 90]]],
        ],
      ],
    ]);
    expect(calls(fake, 'slot.setTargeting')).toEqual([
      ['ad-phone', 'section', 'recipes'],
      ['ad-phone', 'tags', ['chicken', 'roast']],
    ]);
  });

  it('requests nothing while no configured container is on the page, and defines a container added later', async () => {
    document.body.innerHTML = '<main></main>';
    track(start([TOP, MID]));
    await settle();
    expect(gptScript()).toBeUndefined();

    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<section><div id="ad-mid"></div></section>');
    await settle();
    expect(gptScript()).toBeDefined();
    const fake = await gptArrives();
    expect(calls(fake, 'defineSlot')).toEqual([['/1234/site/mid', [[300, 250]], 'ad-mid']]);
    expect(creative('ad-mid')).not.toBeNull();
  });

  it('waits for the page’s load widgets to mount before asking for GPT', async () => {
    document.documentElement.setAttribute(LOADER_ATTRIBUTE, '');
    containers('ad-top');
    track(start([TOP]));
    await settle();
    expect(gptScript()).toBeUndefined();

    document.documentElement.setAttribute(WIDGETS_READY_ATTRIBUTE, '');
    document.dispatchEvent(new Event(WIDGETS_READY_EVENT));
    await settle();
    expect(gptScript()).toBeDefined();
  });

  it('waits no longer than READY_CEILING_MS after load for a load widget that never settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.documentElement.setAttribute(LOADER_ATTRIBUTE, '');
    containers('ad-top');
    track(start([TOP]));
    await vi.advanceTimersByTimeAsync(READY_CEILING_MS - 1);
    expect(gptScript()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(gptScript()).toBeDefined();
  });

  it('defines a container that gets its id after it was added', async () => {
    document.body.innerHTML = '<div class="ad-slot"></div>';
    track(start([TOP]));
    await settle();
    expect(gptScript()).toBeUndefined();
    document.querySelector('.ad-slot')!.id = 'ad-top';
    await settle();
    const fake = await gptArrives();
    expect(calls(fake, 'defineSlot').map((args) => args[2])).toEqual(['ad-top']);
  });

  it('restricts data processing when the usprivacy cookie is 1YNY, and only then', async () => {
    containers('ad-top');
    document.cookie = 'usprivacy=1YNY; Path=/';
    track(start([TOP]));
    const fake = await gptArrives();
    expect(calls(fake, 'pubads.setPrivacySettings')).toEqual([[{ restrictDataProcessing: true }]]);
    const setUp = fake.calls.map((call) => call.name);
    expect(setUp.indexOf('pubads.setPrivacySettings')).toBeLessThan(setUp.indexOf('enableServices'));
  });

  it('sends no privacy setting for another usprivacy value', async () => {
    containers('ad-top');
    document.cookie = 'usprivacy=1YNN; Path=/';
    track(start([TOP]));
    const fake = await gptArrives();
    expect(calls(fake, 'pubads.setPrivacySettings')).toEqual([]);
  });

  it('leaves the boxes empty and says so once when GPT does not load', async () => {
    containers('ad-top', 'ad-mid');
    track(start([TOP, MID]));
    await settle();
    gptScript()!.dispatchEvent(new Event('error'));
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(
      `[ads] GPT did not load (${GPT_SRC}); the ad boxes stay empty.`,
    );
    expect(document.getElementById('ad-top')!.childElementCount).toBe(0);
    expect($adStatus.get()).toEqual({ 'ad-top': 'waiting', 'ad-mid': 'waiting' });
  });
});

describe('what a rendered slot shows', () => {
  it('puts the label on top of a filled slot with hasLabel, and on no other', async () => {
    containers('ad-top', 'ad-mid');
    track(start([{ ...TOP, hasLabel: true }, MID]));
    await gptArrives();
    const top = document.getElementById('ad-top')!;
    expect(top.firstElementChild?.textContent).toBe(AD_LABEL);
    expect(top.firstElementChild?.className).toBe('ad-label');
    expect(document.querySelectorAll('.ad-label')).toHaveLength(1);
  });

  it('shows no label on an empty slot', async () => {
    containers('ad-empty');
    track(start([{ name: 'ad-empty', path: '/1234/site/empty', sizes: [[300, 250]], hasLabel: true }]));
    await gptArrives();
    expect(document.querySelector('.ad-label')).toBeNull();
    expect($adStatus.get()).toEqual({ 'ad-empty': 'empty' });
  });

  it('collapses an empty collapseEmpty slot below the fold, and keeps one in view at its reserved height', async () => {
    containers('ad-below', 'ad-above');
    const top = (name: string, y: number) =>
      vi.spyOn(document.getElementById(name)!, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, y, 300, 250));
    top('ad-below', window.innerHeight + 10);
    top('ad-above', 100);
    track(
      start([
        { name: 'ad-below', path: '/1234/site/empty-below', sizes: [[300, 250]], collapseEmpty: true },
        { name: 'ad-above', path: '/1234/site/empty-above', sizes: [[300, 250]], collapseEmpty: true },
      ]),
    );
    await gptArrives();
    await nextFrame();
    expect(document.getElementById('ad-below')!.hidden).toBe(true);
    expect(document.getElementById('ad-above')!.hidden).toBe(false);
    expect($adStatus.get()).toEqual({ 'ad-below': 'collapsed', 'ad-above': 'empty' });
  });

  it('judges the fold in the frame the collapse would show in: a slot scrolled into view after the empty answer keeps its box', async () => {
    containers('ad-scrolled-away', 'ad-scrolled-to');
    const rect = (name: string) => vi.spyOn(document.getElementById(name)!, 'getBoundingClientRect');
    rect('ad-scrolled-away').mockReturnValue(new DOMRect(0, 100, 300, 250));
    const scrolledTo = rect('ad-scrolled-to').mockReturnValue(new DOMRect(0, window.innerHeight + 10, 300, 250));
    track(
      start([
        { name: 'ad-scrolled-away', path: '/1234/site/empty-away', sizes: [[300, 250]], collapseEmpty: true },
        { name: 'ad-scrolled-to', path: '/1234/site/empty-scrolled', sizes: [[300, 250]], collapseEmpty: true },
      ]),
    );
    await gptArrives();
    // Answered empty while below the fold; the reader's scroll brings it into view before the next frame.
    expect($adStatus.get()).toEqual({ 'ad-scrolled-away': 'empty', 'ad-scrolled-to': 'empty' });
    scrolledTo.mockReturnValue(new DOMRect(0, 200, 300, 250));
    // And the other way: in view at the answer, below the fold by the frame: collapsed, unseen.
    rect('ad-scrolled-away').mockReturnValue(new DOMRect(0, window.innerHeight, 300, 250));
    await nextFrame();
    expect(document.getElementById('ad-scrolled-to')!.hidden).toBe(false);
    expect(document.getElementById('ad-scrolled-away')!.hidden).toBe(true);
    expect($adStatus.get()).toEqual({ 'ad-scrolled-away': 'collapsed', 'ad-scrolled-to': 'empty' });
  });

  it('watches no refresh on a slot it collapses (a collapsed slot is never refreshed), and does on an empty one kept in view', async () => {
    containers('ad-below', 'ad-above');
    vi.spyOn(document.getElementById('ad-below')!, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, window.innerHeight + 10, 300, 250),
    );
    vi.spyOn(document.getElementById('ad-above')!, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 100, 300, 250),
    );
    track(
      start([
        {
          name: 'ad-below',
          path: '/1234/site/empty-below',
          sizes: [[300, 250]],
          collapseEmpty: true,
          refreshInterval: 30_000,
        },
        {
          name: 'ad-above',
          path: '/1234/site/empty-above',
          sizes: [[300, 250]],
          collapseEmpty: true,
          refreshInterval: 30_000,
        },
      ]),
    );
    await gptArrives();
    await nextFrame();
    expect($adStatus.get()).toEqual({ 'ad-below': 'collapsed', 'ad-above': 'empty' });
    expect(viewObserver('ad-below')).toBeUndefined();
    expect(viewObserver('ad-above')).toBeDefined();
  });

  it('does not collapse a slot whose container left the page before the frame', async () => {
    containers('ad-below');
    const container = document.getElementById('ad-below')!;
    vi.spyOn(container, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, window.innerHeight + 10, 300, 250));
    track(start([{ name: 'ad-below', path: '/1234/site/empty-below', sizes: [[300, 250]], collapseEmpty: true }]));
    await gptArrives();
    container.remove();
    await settle();
    await nextFrame();
    expect(container.hidden).toBe(false);
    expect($adStatus.get()).toEqual({});
  });
  it('a collapsed slot stays collapsed when the ads stop (nothing moves)', async () => {
    containers('ad-below');
    vi.spyOn(document.getElementById('ad-below')!, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, window.innerHeight + 10, 300, 250),
    );
    const stop = start([
      { name: 'ad-below', path: '/1234/site/empty-below', sizes: [[300, 250]], collapseEmpty: true },
    ]);
    await gptArrives();
    await nextFrame();
    expect(document.getElementById('ad-below')!.hidden).toBe(true);
    stop();
    expect(document.getElementById('ad-below')!.hidden).toBe(true);
  });
});

describe('lazy loading', () => {
  it('defines a lazyLoad slot only once its container comes within 1500 px of the viewport', async () => {
    containers('ad-top', 'ad-lazy');
    track(start([TOP, { name: 'ad-lazy', path: '/1234/site/lazy', sizes: [[300, 600]], lazyLoad: true }]));
    const fake = await gptArrives();
    expect(calls(fake, 'defineSlot').map((args) => args[2])).toEqual(['ad-top']);
    const near = lazyObserver('ad-lazy');
    expect(near.options.rootMargin).toBe('1500px 0px');

    near.report(0);
    await settle();
    expect(calls(fake, 'defineSlot')).toHaveLength(1);
    near.report(0.01);
    await settle();
    expect(calls(fake, 'defineSlot').map((args) => args[2])).toEqual(['ad-top', 'ad-lazy']);
    expect(calls(fake, 'enableServices')).toHaveLength(1);
    expect(creative('ad-lazy')?.getAttribute('data-size')).toBe('300x600');
    expect(near.targets).toEqual([]);
  });

  it('requests GPT only when the first lazy slot comes near', async () => {
    containers('ad-lazy');
    track(start([{ name: 'ad-lazy', path: '/1234/site/lazy', sizes: [[300, 600]], lazyLoad: true }]));
    await settle();
    expect(gptScript()).toBeUndefined();
    lazyObserver('ad-lazy').report(1);
    await settle();
    expect(gptScript()).toBeDefined();
  });
});

describe('refreshing', () => {
  const REFRESHING = { ...TOP, refreshInterval: 30_000 };
  const refreshes = (fake: FakeGpt) => calls(fake, 'pubads.refresh');

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  async function refreshingSlot(definition: Record<string, unknown> = REFRESHING) {
    containers('ad-top');
    track(start([definition]));
    const fake = await gptArrives();
    return { fake, view: viewObserver('ad-top') };
  }

  async function seenFor(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
    await settle();
  }

  it('refreshes every 30 s while the slot is in view, and not while it is out of view', async () => {
    const { fake, view } = await refreshingSlot();
    await seenFor(60_000);
    expect(refreshes(fake)).toEqual([]);

    view.report(0.6);
    await seenFor(29_999);
    expect(refreshes(fake)).toEqual([]);
    await seenFor(1);
    expect(refreshes(fake)).toEqual([[['ad-top']]]);
    expect(creative('ad-top')?.getAttribute('data-render')).toBe('2');

    view.report(0.3);
    await seenFor(120_000);
    expect(refreshes(fake)).toHaveLength(1);
    view.report(1);
    await seenFor(30_000);
    expect(refreshes(fake)).toHaveLength(2);
  });

  it('does not refresh while the tab is hidden, for minutes, and resumes once it is visible', async () => {
    const { fake, view } = await refreshingSlot();
    view.report(1);
    await seenFor(10_000);
    setTabHidden(true);
    await seenFor(5 * 60_000);
    expect(refreshes(fake)).toEqual([]);
    setTabHidden(false);
    await seenFor(19_999);
    expect(refreshes(fake)).toEqual([]);
    await seenFor(1);
    expect(refreshes(fake)).toHaveLength(1);
  });

  it('keeps a longer interval of the slot’s own, and raises a shorter one to 30 s', async () => {
    const { fake, view } = await refreshingSlot({ ...TOP, refreshInterval: 5_000 });
    view.report(1);
    await seenFor(29_000);
    expect(refreshes(fake)).toEqual([]);
    await seenFor(1_000);
    expect(refreshes(fake)).toHaveLength(1);
  });

  it('never refreshes a slot without a refreshInterval', async () => {
    containers('ad-top');
    track(start([TOP]));
    const fake = await gptArrives();
    expect(TestObserver.allWatching(document.getElementById('ad-top'))).toEqual([]);
    await seenFor(10 * 60_000);
    expect(refreshes(fake)).toEqual([]);
  });

  it('destroys a slot whose container is removed, and never refreshes it again', async () => {
    const { fake, view } = await refreshingSlot();
    view.report(1);
    await seenFor(30_000);
    document.getElementById('ad-top')!.remove();
    await settle();
    expect(calls(fake, 'destroySlots')).toEqual([[['ad-top']]]);
    expect(view.targets).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    await seenFor(5 * 60_000);
    expect(refreshes(fake)).toHaveLength(1);
    expect($adStatus.get()).toEqual({});
  });

  it('a container removed while its refresh is under way: destroyed, nothing thrown, no refresh after', async () => {
    const { fake, view } = await refreshingSlot();
    view.report(1);
    // The refresh is asked for and its render queued (on a microtask); the container goes before it runs.
    vi.advanceTimersByTime(30_000);
    expect(refreshes(fake)).toHaveLength(1);
    const box = document.getElementById('ad-top')!;
    box.remove();
    await settle();
    expect(fake.rendered['ad-top']).toBe(1);
    expect(box.querySelector('[data-fake-ad]')).toBeNull();
    expect(calls(fake, 'destroySlots')).toEqual([[['ad-top']]]);
    expect($adStatus.get()).toEqual({});
    await seenFor(5 * 60_000);
    expect(refreshes(fake)).toHaveLength(1);
  });

  it('defines a container put back under the same id afresh', async () => {
    const { fake } = await refreshingSlot();
    document.getElementById('ad-top')!.remove();
    await settle();
    document.body.insertAdjacentHTML('beforeend', '<div id="ad-top"></div>');
    await settle();
    expect(calls(fake, 'defineSlot').map((args) => args[2])).toEqual(['ad-top', 'ad-top']);
    expect(creative('ad-top')).not.toBeNull();
  });

  it('a container replaced by a new one of the same id (a CMS re-render) is destroyed and the new one defined', async () => {
    const { fake } = await refreshingSlot();
    document.getElementById('ad-top')!.replaceWith(Object.assign(document.createElement('div'), { id: 'ad-top' }));
    await settle();
    expect(calls(fake, 'destroySlots')).toEqual([[['ad-top']]]);
    expect(calls(fake, 'defineSlot').map((args) => args[2])).toEqual(['ad-top', 'ad-top']);
    expect(creative('ad-top')).not.toBeNull();
  });

  it('leaves a container that is only moved alone', async () => {
    const { fake } = await refreshingSlot();
    const box = document.getElementById('ad-top')!;
    document.body.insertAdjacentHTML('afterbegin', '<aside></aside>');
    document.querySelector('aside')!.append(box);
    await settle();
    expect(calls(fake, 'destroySlots')).toEqual([]);
    expect(calls(fake, 'defineSlot')).toHaveLength(1);
  });
});

describe('the page’s ads (holdPageAds)', () => {
  afterEach(() => {
    document.getElementById('site-config')?.remove();
  });

  it('started again after the last slot let go, sets GPT up no second time and defines the slots afresh', async () => {
    pageConfig({ adSlots: [TOP], gptSrc: GPT_SRC });
    containers('ad-top');
    const release = holdPageAds();
    const fake = await gptArrives();
    release();
    await settle();
    track(holdPageAds());
    await settle();
    expect(added).toHaveLength(1);
    for (const name of ['pubads.enableSingleRequest', 'pubads.addEventListener', 'enableServices'])
      expect(calls(fake, name)).toHaveLength(1);
    expect(calls(fake, 'defineSlot')).toHaveLength(2);
    expect(calls(fake, 'destroySlots')).toEqual([[['ad-top']]]);
    expect(creative('ad-top')).not.toBeNull();
    expect($adStatus.get()).toEqual({ 'ad-top': 'filled' });
  });

  it('with noAds asks for nothing', async () => {
    pageConfig({ noAds: true, adSlots: [TOP], gptSrc: GPT_SRC });
    containers('ad-top');
    track(holdPageAds());
    await settle();
    expect(gptScript()).toBeUndefined();
    expect(page.googletag).toBeUndefined();
  });

  it('drops a slot without sizes and a second slot of one name, each with a console line, and shows the rest', async () => {
    pageConfig({
      adSlots: [TOP, { name: 'ad-mid', path: '/1234/site/mid', sizes: [] }, { ...TOP, path: '/1234/site/again' }],
      gptSrc: GPT_SRC,
    });
    containers('ad-top', 'ad-mid');
    track(holdPageAds());
    const fake = await gptArrives();
    expect(console.warn).toHaveBeenCalledWith('[ads] ad slot "ad-mid" is dropped: at least one size (sizes)');
    expect(console.warn).toHaveBeenCalledWith('[ads] ad slot "ad-top" is dropped: an earlier slot has that name');
    expect(calls(fake, 'defineSlot')).toEqual([
      [
        '/1234/site/top',
        [
          [728, 90],
          [970, 250],
        ],
        'ad-top',
      ],
    ]);
  });

  it('runs once however many slots hold it, until the last lets go', async () => {
    pageConfig({ adSlots: [TOP], gptSrc: GPT_SRC });
    containers('ad-top');
    const first = holdPageAds();
    const second = track(holdPageAds());
    const fake = await gptArrives();
    expect(added).toHaveLength(1);
    expect(calls(fake, 'defineSlot')).toHaveLength(1);
    first();
    first();
    await settle();
    expect(calls(fake, 'destroySlots')).toEqual([]);
    second();
    await settle();
    expect(calls(fake, 'destroySlots')).toEqual([[['ad-top']]]);
  });

  it("keeps the device class of the page's load: after a resize to a phone's width, held again, it defines the desktop slots still", async () => {
    const viewport = (width: number) =>
      (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
        width,
      });
    const PHONE = { name: 'ad-phone', path: '/1234/site/phone', sizes: [[320, 50]], tablet: false, desktop: false };
    pageConfig({ adSlots: [{ ...TOP, mobile: false, tablet: false }, PHONE], gptSrc: GPT_SRC });
    containers('ad-top', 'ad-phone');
    viewport(1280);
    try {
      const release = holdPageAds();
      const fake = await gptArrives();
      release();
      await settle();
      viewport(400);
      window.dispatchEvent(new Event('resize'));
      track(holdPageAds());
      await settle();
      expect(matchMedia('(min-width: 620px)').matches).toBe(false);
      expect(calls(fake, 'defineSlot').map(([path]) => path)).toEqual(['/1234/site/top', '/1234/site/top']);
    } finally {
      viewport(1024);
    }
  });
});
