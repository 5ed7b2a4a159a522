import { describe, expect, it } from 'vitest';
import {
  contentTypeForPage,
  escapeRegExp,
  SEARCH_WAIT_MS,
  searchDestination,
  submitDisabled,
  suggestionMode,
} from './search-destination';

describe('searchDestination', () => {
  it.each([
    ['products', 'knife', undefined, '/shop/search?q=knife'],
    ['articles', 'knife', undefined, '/blog/search?q=knife'],
    ['hotline', 'knife', undefined, '/hotline/search?q=knife'],
    ['users', 'knife', undefined, '/users/search?q=knife'],
    ['recipes', 'knife', undefined, '/recipes/search?q=knife'],
    ['videos', 'knife', undefined, '/recipes/search?q=knife'],
    ['', 'knife', undefined, '/recipes/search?q=knife'],
    ['toString', 'knife', undefined, '/recipes/search?q=knife'],
    ['recipes', '  apple pie  ', undefined, '/recipes/search?q=apple%20pie'],
    ['recipes', 'mac & cheese?', undefined, '/recipes/search?q=mac%20%26%20cheese%3F'],
    ['recipes', '<script>', undefined, '/recipes/search?q=%3Cscript%3E'],
    ['recipes', 'knife', '/shop/search', '/shop/search?q=knife'],
    ['recipes', 'knife', '/search?scope=shop', '/search?scope=shop&q=knife'],
    ['recipes', 'knife', 'https://shop.example.com/search', '/recipes/search?q=knife'],
    ['products', 'knife', '/\\evil.example/search', '/shop/search?q=knife'],
    ['products', 'knife', 'data:text/html,x', '/shop/search?q=knife'],
    ['products', 'knife', null, '/shop/search?q=knife'],
    ['products', 'knife', '', '/shop/search?q=knife'],
    ['products', 'knife', 'javascript:alert(1)', '/shop/search?q=knife'],
    ['products', 'knife', '//evil.example/search', '/shop/search?q=knife'],
  ])('%j, %j, search_url %j -> %s', (contentType, input, searchUrl, expected) => {
    expect(searchDestination(input, contentType, searchUrl)).toBe(expected);
  });
});

describe('contentTypeForPage', () => {
  it.each([
    ['shop', '/shop', 'products', true],
    ['product', '/shop/products/1-skillet', 'products', true],
    ['other', '/shop/registry', 'products', true],
    ['post', '/blog/1-a-story', 'articles', true],
    ['other', '/blog', 'articles', true],
    ['other', '/topics/baking', 'articles', true],
    ['other', '/blog/topics/makers', 'articles', true],
    ['hotline', '/hotline/12-question', 'hotline', true],
    ['other', '/hotline', 'hotline', true],
    ['recipe', '/recipes/12-apple-pie', 'recipes', true],
    ['other', '/recipes', 'recipes', true],
    ['home', '/', 'recipes', false],
    ['other', '/shopping-guide', 'recipes', false],
    ['collection', '/users/7/collections/3', 'recipes', false],
    ['checkout', '/shop/checkout', 'products', true],
  ])('%s page at %s: %s (known %s)', (pageType, path, contentType, contentTypeIsKnown) => {
    expect(contentTypeForPage(pageType, path)).toEqual({ contentType, contentTypeIsKnown });
  });
});

describe('escapeRegExp', () => {
  it.each([
    ['pie', 'pie'],
    ['  pie  ', 'pie'],
    ['a.b*c', 'a\\.b\\*c'],
    ['(1+1)?', '\\(1\\+1\\)\\?'],
    ['[x]{2}', '\\[x\\]\\{2\\}'],
    ['^$|\\', '\\^\\$\\|\\\\'],
    ['a/b-c', 'a\\/b\\-c'],
  ])('%j -> %j', (query, expected) => {
    expect(escapeRegExp(query)).toBe(expected);
    expect(new RegExp(escapeRegExp(query)).test(query.trim())).toBe(true);
  });
});

describe('submitDisabled', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\n\t', true],
    ['a', false],
    [' pie ', false],
  ])('%j -> %s', (input, expected) => {
    expect(submitDisabled(input)).toBe(expected);
  });
});

describe('suggestionMode', () => {
  it.each([
    [0, 'debounce'],
    [1, 'debounce'],
    [4, 'debounce'],
    [5, 'throttle'],
    [12, 'throttle'],
  ])('%i characters -> %s', (length, expected) => {
    expect(suggestionMode(length)).toBe(expected);
  });

  it('waits 250 ms either way', () => {
    expect(SEARCH_WAIT_MS).toBe(250);
  });
});
