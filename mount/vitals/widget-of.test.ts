import { beforeEach, describe, expect, it } from 'vitest';
import { widgetOf } from './widget-of';

describe('widgetOf', () => {
  beforeEach(() => {
    document.body.innerHTML = `<header><div data-widget="header"><nav><button>Shop</button></nav></div></header>
<main><p id="plain">Server text</p><div data-widget="tile"><div data-widget="save-to-collection"><b>Save</b></div></div></main>`;
  });
  const $ = (selector: string) => document.querySelector(selector);

  it.each([
    ['an element inside a slot: the slot', 'button', 'header'],
    ['the slot itself', '[data-widget="header"]', 'header'],
    ['an element in no slot: the page', '#plain', 'page'],
    ['a slot inside another: the nearest', 'b', 'save-to-collection'],
  ])('%s', (_, selector, widget) => {
    expect(widgetOf($(selector))).toBe(widget);
  });

  it('reads a text node as its parent, and no node as the page', () => {
    expect(widgetOf($('button')!.firstChild)).toBe('header');
    expect(widgetOf(null)).toBe('page');
    expect(widgetOf(undefined)).toBe('page');
  });

  it('reads a slot whose name the beacon schema refuses as unknown', () => {
    document.body.innerHTML = '<div data-widget="Promo_Banner"><p>x</p></div>';
    expect(widgetOf($('p'))).toBe('unknown');
  });

  it('reads a slot left without a name as the page', () => {
    document.body.innerHTML = '<div data-widget=""><p>x</p></div>';
    expect(widgetOf($('p'))).toBe('page');
  });
});
