import { screen, waitFor, within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openInspector } from './panel';

const WIDGETS = { tile: ['visible', ['tile-AAAA.js']], header: ['load', ['header-BBBB.js']] } satisfies Parameters<
  typeof openInspector
>[0];

let close = () => {};
afterEach(() => {
  close();
  document.body.replaceChildren();
});

const cellsOf = (widget: string) =>
  within(screen.getByRole('region', { name: 'Widgets inspector' }))
    .getByRole('button', { name: widget })
    .closest('tr')!
    .querySelectorAll('td');
const texts = (widget: string) => Array.from(cellsOf(widget), (cell) => cell.textContent);

describe('the inspector panel', () => {
  describe('given a page with a waiting, a failed and an unknown slot', () => {
    it('lists each with its strategy, state, why it waits, its error and what to fix; one outline each', () => {
      document.body.innerHTML = `
        <div data-widget="tile" data-widget-state="waiting"></div>
        <div data-widget="header" data-widget-state="error" data-widget-error="config: ConfigError: site-config key &quot;hub&quot;: bad"></div>
        <div data-widget="recipe-card" data-widget-state="error"></div>`;
      close = openInspector(WIDGETS);
      expect(texts('tile').slice(1, 4)).toEqual([
        'visible',
        'waiting',
        'not yet visible: it loads within 200px of the viewport',
      ]);
      expect(texts('header').slice(6)).toEqual([
        'config: site-config key "hub": bad',
        'site-config key "hub": bad; fix that key in the page\'s #site-config',
      ]);
      expect(texts('recipe-card')[6]).toBe('load: unknown widget "recipe-card"');
      expect(document.querySelectorAll('[data-slot]')).toHaveLength(3);
    });
  });

  describe('after a slot changes state', () => {
    it('its row follows', async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      document.querySelector('[data-widget]')!.setAttribute('data-widget-state', 'mounted');
      await waitFor(() => expect(texts('tile')[2]).toBe('mounted'));
    });
  });

  describe('after Escape in the panel', () => {
    it('is gone, outlines too; opened again it is there once', async () => {
      document.body.innerHTML = '<div data-widget="tile" data-widget-state="waiting"></div>';
      close = openInspector(WIDGETS);
      openInspector(WIDGETS);
      expect(screen.getAllByRole('region', { name: 'Widgets inspector' })).toHaveLength(1);
      screen.getByRole('button', { name: 'tile' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('region', { name: 'Widgets inspector' })).toBeNull();
      expect(document.querySelectorAll('[data-slot]')).toHaveLength(0);
    });
  });
});
