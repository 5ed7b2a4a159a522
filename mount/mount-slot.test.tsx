import { screen, within } from '@testing-library/react';
import { useEffect, useId } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSlot, unmountSlot } from './mount-slot';

const Greeting = ({ name, count }: { name: string; count: number }) => (
  <button type="button">
    Hello {name} x{count}
  </button>
);
const greeting = {
  name: 'greeting',
  component: Greeting,
  props: v.object({ name: v.string(), count: v.optional(v.pipe(v.string(), v.transform(Number), v.number()), '1') }),
};

function Broken(): never {
  throw new Error('render exploded');
}

function slot(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget]')) unmountSlot(element);
});

describe('mountSlot', () => {
  describe('given a good slot', () => {
    it('renders with props from data-* attributes merged over the data-props script', async () => {
      const element = slot(
        `<div data-widget="greeting" data-count="3"><script type="application/json" data-props>{"name":"Ada","count":"2"}</script><a href="/x">server</a></div>`,
      );
      await expect(mountSlot(greeting, element)).resolves.toBe('mounted');
      expect(screen.getByRole('button', { name: 'Hello Ada x3' })).toBeTruthy();
      expect(element.getAttribute('data-widget-state')).toBe('mounted');
    });

    it("carries focus from the server's markup to the same control in the widget's, where it would be lost", async () => {
      const Links = () => (
        <nav aria-label="Items">
          <a href="/a">A, drawn by the widget</a>
          <a href="/b">B, drawn by the widget</a>
        </nav>
      );
      const definition = { name: 'links', component: Links };
      const element = slot('<div data-widget="links"><a href="/a">A</a><a href="/b">B</a></div>');
      element.querySelector<HTMLElement>('a[href="/b"]')!.focus();
      await mountSlot(definition, element);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'B, drawn by the widget' }));

      // Focus the shopper moved out of the slot stays where they put it.
      const other = slot('<div data-widget="links"><a href="/a">A</a></div>');
      const outside = slot('<div><button type="button">Elsewhere</button></div>');
      other.querySelector<HTMLElement>('a')!.focus();
      const mounting = mountSlot(definition, other);
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
      await mounting;
      expect(document.activeElement).toBe(within(outside).getByRole('button', { name: 'Elsewhere' }));
    });

    it('gives every root its own identifierPrefix, or the one the slot names', async () => {
      const Ids = () => <span>{useId()}</span>;
      const definition = { name: 'ids', component: Ids };
      const first = slot('<div data-widget="ids"></div>');
      const second = slot('<div data-widget="ids"></div>');
      const named = slot('<div data-widget="ids" data-id-prefix="hdr-"></div>');
      await mountSlot(definition, first);
      await mountSlot(definition, second);
      await mountSlot(definition, named);
      const prefix = (element: HTMLElement) => element.textContent!.match(/w\d+-/)?.[0];
      expect(prefix(first)).toBeDefined();
      expect(prefix(second)).toBeDefined();
      expect(prefix(first)).not.toBe(prefix(second));
      expect(named.textContent).toContain('hdr-');
    });

    it('dispatches widget:mounted', async () => {
      const seen: string[] = [];
      document.addEventListener('widget:mounted', (event) => seen.push((event as CustomEvent).detail.widget), {
        once: true,
      });
      await mountSlot(greeting, slot('<div data-widget="greeting" data-name="Bo"></div>'));
      expect(seen).toEqual(['greeting']);
    });
  });

  describe('given a widget that throws on render', () => {
    it('puts the server markup back, dispatches a bubbling cancelable widget:error and reports it', async () => {
      const element = slot('<div data-widget="broken"><a href="/fallback">Server link</a></div>');
      const events: CustomEvent[] = [];
      document.addEventListener('widget:error', (event) => events.push(event as CustomEvent), { once: true });
      await expect(mountSlot({ name: 'broken', component: Broken }, element)).resolves.toBe('failed');
      await Promise.resolve();
      expect(screen.getByRole('link', { name: 'Server link' }).getAttribute('href')).toBe('/fallback');
      expect(element.getAttribute('data-widget-state')).toBe('error');
      expect(element.getAttribute('data-widget-error')).toBe('render: Error: render exploded');
      expect(events[0]!.cancelable).toBe(true);
      expect(events[0]!.detail).toMatchObject({ widget: 'broken', phase: 'render' });
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('[widgets] broken (render): render exploded'),
        expect.any(Error),
      );
    });

    it('leaves the slot to the page when the page cancels the event', async () => {
      const element = slot('<div data-widget="broken"><a href="/fallback">Server link</a></div>');
      element.addEventListener('widget:error', (event) => event.preventDefault());
      await mountSlot({ name: 'broken', component: Broken }, element);
      await Promise.resolve();
      expect(element.childNodes).toHaveLength(0);
    });

    it('fails alone: a widget on the same page still mounts', async () => {
      const broken = slot('<div data-widget="broken">Server</div>');
      const good = slot('<div data-widget="greeting" data-name="Cy"></div>');
      await Promise.all([mountSlot({ name: 'broken', component: Broken }, broken), mountSlot(greeting, good)]);
      expect(screen.getByRole('button', { name: 'Hello Cy x1' })).toBeTruthy();
    });
  });

  describe('given bad input', () => {
    it('a bad config key: not mounted, one console error naming the key and the widget', async () => {
      document.head.innerHTML =
        '<script type="application/json" id="site-config">{"productChooserDetailsPath":42}</script>';
      const element = slot('<div data-widget="greeting" data-name="Di">Server</div>');
      await expect(mountSlot({ ...greeting, config: ['productChooserDetailsPath'] }, element)).resolves.toBe('failed');
      expect(element.textContent).toBe('Server');
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toMatch(
        /\[widgets\] greeting \(config\): site-config key "productChooserDetailsPath"/,
      );
    });

    it('a bad prop: not mounted, naming the prop', async () => {
      const element = slot('<div data-widget="greeting">Server</div>');
      await expect(mountSlot(greeting, element)).resolves.toBe('failed');
      expect(String(errors.mock.calls[0]![0])).toMatch(/greeting \(props\): prop "name" is invalid/);
      expect(element.getAttribute('data-widget-error')).toMatch(/^props: Error: prop "name" is invalid/);
    });

    it('a malformed data-props script: not mounted, saying so', async () => {
      const element = slot(
        '<div data-widget="greeting"><script type="application/json" data-props>{name:</script></div>',
      );
      await mountSlot(greeting, element);
      expect(String(errors.mock.calls[0]![0])).toMatch(/greeting \(props\): its data-props script is not valid JSON/);
    });

    it('the same slot twice: mounted once, the second mount refused with an error', async () => {
      const element = slot('<div data-widget="greeting" data-name="Ed"></div>');
      await mountSlot(greeting, element);
      await expect(mountSlot(greeting, element)).resolves.toBe('skipped');
      expect(screen.getAllByRole('button')).toHaveLength(1);
      expect(String(errors.mock.calls[0]![0])).toMatch(/greeting: this slot is already mounted/);
    });

    it('a slot removed before its code arrived: not mounted, saying so', async () => {
      const element = slot('<div data-widget="greeting" data-name="Fa"></div>');
      element.remove();
      await expect(mountSlot(greeting, element)).resolves.toBe('skipped');
      expect(String(errors.mock.calls[0]![0])).toMatch(/greeting: the slot left the page before its code loaded/);
    });
  });

  describe('after the slot leaves the page', () => {
    it('unmounts it, running the widget cleanup', async () => {
      const cleanup = vi.fn();
      const Effectful = () => {
        useEffect(() => cleanup, []);
        return <p>on</p>;
      };
      const element = slot('<div data-widget="effectful"></div>');
      await mountSlot({ name: 'effectful', component: Effectful }, element);
      element.remove();
      await vi.waitFor(() => expect(cleanup).toHaveBeenCalled());
      expect(element.hasAttribute('data-widget-state')).toBe(false);
    });

    it('settles the mount as skipped when the slot leaves before its first commit', async () => {
      const element = slot('<div data-widget="greeting" data-name="Gil"></div>');
      const mounting = mountSlot(greeting, element);
      unmountSlot(element);
      await expect(mounting).resolves.toBe('skipped');
    });

    it('keeps a slot that was only moved mounted', async () => {
      const cleanup = vi.fn();
      const Effectful = () => {
        useEffect(() => cleanup, []);
        return <p>on</p>;
      };
      const element = slot('<div data-widget="effectful"></div>');
      const other = slot('<section></section>');
      await mountSlot({ name: 'effectful', component: Effectful }, element);
      other.append(element);
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await Promise.resolve();
      expect(cleanup).not.toHaveBeenCalled();
      expect(element.getAttribute('data-widget-state')).toBe('mounted');
    });
  });
});
