import { describe, expect, it, vi } from 'vitest';
import { onInteraction } from './interaction';

function slot(html: string): HTMLElement {
  document.body.innerHTML = `<div data-widget="demo">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

/** Stands in for mounting: replaces the server markup with the widget's own, as createRoot does. */
function mountLater(element: HTMLElement, html: string) {
  let finish!: () => void;
  const load = vi.fn(
    () =>
      new Promise<void>(
        (resolve) =>
          (finish = () => {
            element.innerHTML = html;
            resolve();
          }),
      ),
  );
  return {
    load,
    mounted: async () => {
      finish();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('onInteraction', () => {
  it('waits for the first interaction before loading', () => {
    const element = slot('<button>Add to basket</button>');
    const { load } = mountLater(element, '');
    onInteraction(element, load);
    expect(load).not.toHaveBeenCalled();
    element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('given a click before the widget is mounted', () => {
    it('holds it (no navigation) and replays it on the widget element with the same text', async () => {
      const element = slot('<a href="/server">Add to basket</a>');
      const { load, mounted } = mountLater(element, '<button type="button">Add to basket</button>');
      onInteraction(element, load);
      const link = element.querySelector('a')!;
      link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      link.focus(); // as a browser does on mousedown
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      const replayed = vi.fn();
      element.addEventListener('click', replayed);
      await mounted();
      expect(replayed).toHaveBeenCalledTimes(1);
      expect((replayed.mock.calls[0]![0] as Event).target).toBe(element.querySelector('button'));
      expect(document.activeElement).toBe(element.querySelector('button'));
    });
  });

  describe('after the widget is mounted', () => {
    it('lets clicks through untouched', async () => {
      const element = slot('<button>Go</button>');
      const { load, mounted } = mountLater(element, '<button>Go</button>');
      onInteraction(element, load);
      element.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      await mounted();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.querySelector('button')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    });
  });
});

describe('onInteraction, given a click with nothing before it (screen readers, element.click())', () => {
  it('starts loading and replays that click', async () => {
    const element = slot('<button>Open basket</button>');
    const { load, mounted } = mountLater(element, '<button>Open basket</button>');
    onInteraction(element, load);
    const replayed = vi.fn();
    element.querySelector('button')!.click();
    expect(load).toHaveBeenCalledTimes(1);
    element.addEventListener('click', replayed);
    await mounted();
    expect(replayed).toHaveBeenCalledTimes(1);
  });
});

describe('onInteraction, given only a hover', () => {
  it('loads without taking focus', async () => {
    const element = slot('<button>Details</button>');
    const { load, mounted } = mountLater(element, '<button>Details</button>');
    onInteraction(element, load);
    element.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await mounted();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('onInteraction, given a widget that fails to load', () => {
  it('replays the held click on the server element, which is still in place', async () => {
    const element = slot('<a href="#server-target">Open basket</a>');
    let fail!: () => void;
    const load = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('gone')))));
    onInteraction(element, load);
    const link = element.querySelector('a')!;
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const replayed: boolean[] = [];
    link.addEventListener('click', (event) => replayed.push(event.defaultPrevented));
    fail();
    await vi.waitFor(() => expect(replayed).toEqual([false]));
  });
});

describe('onInteraction, given a bare slot (a CMS editor pasted it with nothing inside)', () => {
  it('loads when the page is idle instead, and says so once per widget', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) =>
      // eslint-disable-next-line no-restricted-syntax -- on the fake clock: the idle deadline as a timer
      setTimeout(run, options.timeout),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    document.body.innerHTML = '<div data-widget="bare-demo"></div><div data-widget="bare-demo"></div>';
    const loads = [vi.fn(async () => {}), vi.fn(async () => {})];
    document
      .querySelectorAll<HTMLElement>('[data-widget]')
      .forEach((element, index) => onInteraction(element, loads[index]!));
    expect(warn.mock.calls).toEqual([['[widgets] bare-demo: nothing to interact with; loading when idle']]);
    vi.advanceTimersByTime(1999);
    expect(loads[0]).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1]);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('with a link inside, still waits for the interaction', () => {
    const element = slot('<a href="/x">Open</a>');
    const load = vi.fn(async () => {});
    const warn = vi.spyOn(console, 'warn');
    onInteraction(element, load);
    expect(load).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stopped (its slot removed), a later interaction loads nothing', () => {
    const element = slot('<button>Add to basket</button>');
    const load = vi.fn(async () => {});
    const stop = onInteraction(element, load);
    stop();
    element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    element.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
