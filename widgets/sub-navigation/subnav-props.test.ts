import { describe, expect, it } from 'vitest';
import { absoluteUrl, readLinks, readSections, recType } from './subnav-props';

describe('readLinks', () => {
  it.each([
    [
      'links',
      [{ name: ' Cookware ', uri: '/shop?category=cookware' }],
      [{ name: 'Cookware', uri: '/shop?category=cookware' }],
    ],
    ['a javascript: uri', [{ name: 'Evil', uri: 'javascript:alert(1)' }], []],
    ['a protocol-relative uri', [{ name: 'Away', uri: '//evil.example/' }], []],
    ['no name', [{ uri: '/shop' }], []],
    ['a number for a name', [{ name: 5, uri: '/shop' }], []],
    ['not a list', { name: 'Shop', uri: '/shop' }, []],
    ['entries that are not objects', ['/shop', null, [1]], []],
  ])('%s', (_case, value, links) => {
    expect(readLinks(value)).toEqual(links);
  });
});

describe('readSections', () => {
  it.each([
    [
      'sections',
      [{ name: 'Ingredients', id: 'ingredients-title' }],
      [{ name: 'Ingredients', id: 'ingredients-title' }],
    ],
    ['an id that would escape the fragment', [{ name: 'X', id: 'a"><img' }], []],
    ['an id with a space', [{ name: 'X', id: 'a b' }], []],
    ['an id starting with a digit', [{ name: 'X', id: '1a' }], []],
    ['missing', undefined, []],
  ])('%s', (_case, value, sections) => {
    expect(readSections(value)).toEqual(sections);
  });
});

describe('recType', () => {
  it.each([
    ['product', 'post', 'product'],
    [undefined, 'post', 'post'],
    [undefined, 'recipe', 'recipe'],
    ['video', 'recipe', 'recipe'],
    [undefined, 'shop', null],
  ])('%s on a %s page: %s', (requested, pageType, type) => {
    expect(recType(requested, pageType)).toBe(type);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/blog/a', `${window.location.origin}/blog/a`],
    ['https://example.com/a', 'https://example.com/a'],
    ['javascript:alert(1)', null],
    ['blog/a', null],
    [undefined, null],
  ])('%s: %s', (url, absolute) => {
    expect(absoluteUrl(url)).toBe(absolute);
  });
});
