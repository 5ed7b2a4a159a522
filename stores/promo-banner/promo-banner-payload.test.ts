import { describe, expect, it } from 'vitest';
import { PROMO_BANNER } from '../../fixtures/data/promo-banner';
import { readPromoBanner } from './promo-banner-payload';

const full = { ...PROMO_BANNER };

describe('readPromoBanner', () => {
  it('reads the fixture banner', () => {
    expect(readPromoBanner({ banner: full })).toEqual({
      bannerText: 'Free standard shipping on orders over $149.',
      link: { path: '/shop/sale', text: 'Shop the Sale' },
      promoDetails: PROMO_BANNER.promo_details,
      color: 'forrest',
      placement: 'top',
    });
  });

  it.each([
    ['no body', undefined],
    ['an HTML string', '<!doctype html><p>Oops</p>'],
    ['an empty object', {}],
    ['banner null', { banner: null }],
    ['banner not an object', { banner: 'Sale!' }],
    ['no banner_text', { banner: { ...full, banner_text: undefined } }],
    ['banner_text blank', { banner: { ...full, banner_text: '   ' } }],
    ['banner_text not a string', { banner: { ...full, banner_text: 42 } }],
  ])('%s: no banner', (_case, body) => {
    expect(readPromoBanner(body)).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/sale'],
    ['a relative path', 'shop/sale'],
    ['not a string', 7],
    ['missing', undefined],
  ])('a %s link_path leaves the text without a link', (_case, link_path) => {
    const banner = readPromoBanner({ banner: { ...full, link_path } });
    expect(banner).toMatchObject({ bannerText: full.banner_text, link: null });
  });

  it('a link without link_text is dropped (it would have no name)', () => {
    expect(readPromoBanner({ banner: { ...full, link_text: '' } })?.link).toBeNull();
  });

  it('keeps an absolute https link', () => {
    expect(readPromoBanner({ banner: { ...full, link_path: 'https://shop.example.com/sale' } })?.link?.path).toBe(
      'https://shop.example.com/sale',
    );
  });

  it.each(['forrest', 'turmeric', 'haskap', 'sage', 'butter', 'toast', 'sand'])('keeps the colour %s', (color) => {
    expect(readPromoBanner({ banner: { ...full, color } })?.color).toBe(color);
  });

  it.each([
    ['an unknown colour', 'fuchsia'],
    ['a missing colour', undefined],
    ['markup as colour', 'forrest x" onclick="'],
  ])('%s gets the default look (null)', (_case, color) => {
    expect(readPromoBanner({ banner: { ...full, color } })?.color).toBeNull();
  });

  it('only banner_text: the rest defaults', () => {
    expect(readPromoBanner({ banner: { banner_text: ' Hello ' } })).toEqual({
      bannerText: 'Hello',
      link: null,
      promoDetails: '',
      color: null,
      placement: 'top',
    });
  });

  it('keeps markup in the text as plain text', () => {
    expect(readPromoBanner({ banner: { banner_text: '<b>Sale</b>' } })?.bannerText).toBe('<b>Sale</b>');
  });
});
