import { describe, expect, it } from 'vitest';
import { readRecirculation } from './recirculation-payload';

const image = (url: string) => ({
  uuid: 'u1',
  alt: 'A skillet',
  base: { url, width: 360, height: 240 },
  desktop: { url: '/images/posts/big.svg', width: 600, height: 400 },
});
const post = {
  type: 'post',
  id: 6002,
  uri: '/blog/thanksgiving-timeline',
  name: 'Our Foolproof Thanksgiving Timeline',
  user: { name: 'Ana Ortiz' },
  images: [image('/images/posts/t.svg')],
};

describe('readRecirculation', () => {
  it('reads recommendedContent as items: name, uri, the smallest image, the byline', () => {
    expect(readRecirculation({ recommendedContent: [post], collections: null }, 'post')).toEqual({
      items: [
        {
          type: 'post',
          id: '6002',
          name: post.name,
          uri: post.uri,
          image: { url: '/images/posts/t.svg', alt: 'A skillet' },
          byline: 'Ana Ortiz',
        },
      ],
      collections: null,
    });
  });

  it('keeps collections when it is an object', () => {
    const collections = { userCollections: [{ id: 1, name: 'Weeknight' }] };
    expect(readRecirculation({ recommendedContent: [], collections }, 'recipe').collections).toBe(collections);
  });

  describe('given bad input', () => {
    it.each([
      ['no body', undefined],
      ['an array', [post]],
      ['a string', '<!doctype html>'],
      ['no recommendedContent', { collections: null }],
      ['recommendedContent that is not a list', { recommendedContent: { 0: post } }],
      ['recommendedContent null', { recommendedContent: null }],
    ])('%s: no items and no collections', (_case, body) => {
      expect(readRecirculation(body, 'post')).toEqual({ items: [], collections: null });
    });

    it.each([
      ['a javascript: uri', { ...post, uri: 'javascript:alert(1)' }],
      ['a protocol-relative uri', { ...post, uri: '//evil.example/x' }],
      ['no uri', { ...post, uri: undefined }],
      ['no name', { ...post, name: '  ' }],
      ['a name that is an object', { ...post, name: { text: 'x' } }],
      ['not an object', 'post'],
      ['null', null],
    ])('an entry with %s is dropped alone', (_case, entry) => {
      const { items } = readRecirculation({ recommendedContent: [entry, post] }, 'post');
      expect(items.map((item) => item.uri)).toEqual([post.uri]);
    });

    it.each([
      ['a javascript: image', [{ base: { url: 'javascript:alert(1)' } }], null],
      [
        'a data: image, then a safe larger size',
        [{ base: { url: 'data:image/svg+xml,<svg>' }, tablet: { url: '/images/a.svg' } }],
        { url: '/images/a.svg', alt: post.name },
      ],
      ['no images', undefined, null],
      ['images that are not a list', { base: { url: '/images/a.svg' } }, null],
    ])('%s: image %j', (_case, images, expected) => {
      expect(readRecirculation({ recommendedContent: [{ ...post, images }] }, 'post').items[0]?.image).toEqual(
        expected,
      );
    });

    it('markup in a name stays text; an unknown type is the asked type; a vendor is the byline', () => {
      const [item] = readRecirculation(
        { recommendedContent: [{ type: 'video', uri: '/shop/x', name: '<b>Pan</b>', vendor: { name: 'Field Co.' } }] },
        'product',
      ).items;
      expect(item).toMatchObject({ type: 'product', name: '<b>Pan</b>', byline: 'Field Co.', id: '' });
    });

    it('the same uri twice is one item', () => {
      expect(readRecirculation({ recommendedContent: [post, post] }, 'post').items).toHaveLength(1);
    });
  });
});
