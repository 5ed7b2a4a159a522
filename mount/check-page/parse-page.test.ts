import { describe, expect, it } from 'vitest';
import { datasetOf, parsePage } from './parse-page';

describe('parsePage', () => {
  const page = parsePage(
    '<!doctype html>\n<div data-widget="tile"\n  data-product-id="7" data-x-y-z="1">\n<script type="application/json" data-props>{\n  "a": "<"}</script></div>\n<template><div data-widget="hidden"></div></template>',
  );
  const slot = page.find((element) => element.tag === 'div')!;
  const script = page.find((element) => element.tag === 'script')!;

  it('gives each element and attribute its line and column', () => {
    expect(slot.at).toEqual({ line: 2, column: 1 });
    expect(slot.attributeAt('data-product-id')).toEqual({ line: 3, column: 3 });
    expect(script.at).toEqual({ line: 4, column: 1 });
  });

  it("places a character of a script's text", () => {
    expect(script.text).toBe('{\n  "a": "<"}');
    expect(script.textAt(0)).toEqual({ line: 4, column: 44 });
    expect(script.textAt(script.text.indexOf('<'))).toEqual({ line: 5, column: 9 });
  });

  it('counts columns on the first line after a byte order mark, as a browser that strips it does', () => {
    const [html, , , div] = parsePage('\uFEFF<div data-widget="tile"></div>');
    expect(html!.tag).toBe('html');
    expect(div).toMatchObject({ tag: 'div', at: { line: 1, column: 1 } });
    expect(div!.attributeAt('data-widget')).toEqual({ line: 1, column: 6 });
  });

  it('counts CRLF line ends as one, in tags and in script text', () => {
    const script = parsePage('<script type="application/json"\r\n  data-props>{\r\n"a": "<"}</script>').find(
      (element) => element.tag === 'script',
    );
    expect(script!.attributeAt('data-props')).toEqual({ line: 2, column: 3 });
    expect(script!.textAt(script!.text.indexOf('<'))).toEqual({ line: 3, column: 7 });
  });

  it('camelCases data-* attributes as the DOM dataset does', () => {
    expect(datasetOf(slot)).toEqual({ widget: 'tile', productId: '7', xYZ: '1' });
  });

  it("leaves out a template's content: it is not on the page", () => {
    expect(page.filter((element) => element.attributes.get('data-widget') === 'hidden')).toEqual([]);
  });
});
