import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define-widget';

const Hello = () => <p>Hello from the widget</p>;

describe('defineWidget without the loader (the page included the entry itself)', () => {
  it('mounts every slot of its name, and slots inserted later', async () => {
    document.body.innerHTML = '<div data-widget="hello">one</div><div data-widget="other">keep</div>';
    defineWidget({ name: 'hello', component: Hello });
    await screen.findByText('Hello from the widget');
    expect(screen.getByText('keep')).toBeTruthy();
    document.body.insertAdjacentHTML('beforeend', '<section><div data-widget="hello">two</div></section>');
    await vi.waitFor(() => expect(screen.getAllByText('Hello from the widget')).toHaveLength(2));
  });

  it('leaves the slots to the loader when the loader is on the page', async () => {
    document.documentElement.setAttribute('data-widget-loader', '');
    document.body.innerHTML = '<div data-widget="hello-again">server</div>';
    const widget = defineWidget({ name: 'hello-again', component: Hello });
    const element = document.querySelector('[data-widget]')!;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(element.hasAttribute('data-widget-state')).toBe(false);
    expect(screen.getByText('server')).toBeTruthy();
    await widget.mount(document.querySelector('[data-widget]')!);
    expect(screen.getByText('Hello from the widget')).toBeTruthy();
    document.documentElement.removeAttribute('data-widget-loader');
  });
});
