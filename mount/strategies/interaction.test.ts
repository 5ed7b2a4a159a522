import { describe, expect, it, vi } from 'vitest';
import { onInteraction } from './interaction';

function slot(html: string): HTMLElement {
  document.body.innerHTML = `<div data-widget="demo">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

/** Stands in for mounting: replaces the server markup with the widget's own, as createRoot does. */
function mountLater(element: HTMLElement, html: string) {
  let finish!: () => void;
  const load = vi.fn(() => new Promise<void>((resolve) => (finish = () => {
    element.innerHTML = html;
    resolve();
  })));
  return { load, mounted: async () => { finish(); await Promise.resolve(); await Promise.resolve(); } };
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
