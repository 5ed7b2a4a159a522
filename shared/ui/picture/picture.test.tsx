import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageSet } from '../../../fixtures/data/images';
import type { ImageSet, ImageSizes } from './image-set';
import { Picture } from './picture';

function sizes(path: string): Required<ImageSizes> {
  const at = (name: string, width: number, height: number) => ({ url: `${path}-${name}.jpg`, width, height });
  return {
    base: at('base', 260, 260),
    base_2x: at('base-2x', 520, 520),
    tablet: at('tablet', 320, 320),
    tablet_2x: at('tablet-2x', 640, 640),
    desktop: at('desktop', 400, 300),
    desktop_2x: at('desktop-2x', 800, 600),
    large_desktop: at('large', 520, 390),
    large_desktop_2x: at('large-2x', 1040, 780),
  };
}

const full: ImageSet = { ...sizes('/img/oven'), alt: 'Dutch oven', webp: sizes('/img/oven-webp') };

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((source) => ({
    media: source.getAttribute('media'),
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
  }));

describe('Picture', () => {
  describe('given every size', () => {
    it('has a webp and a fallback source per breakpoint, largest first, then the base webp', () => {
      const { container } = render(<Picture image={full} alt="Dutch oven" />);
      expect(sources(container)).toEqual([
        {
          media: '(min-width: 1400px)',
          type: 'image/webp',
          srcset: '/img/oven-webp-large.jpg 1x, /img/oven-webp-large-2x.jpg 2x',
        },
        { media: '(min-width: 1400px)', type: null, srcset: '/img/oven-large.jpg 1x, /img/oven-large-2x.jpg 2x' },
        {
          media: '(min-width: 1024px)',
          type: 'image/webp',
          srcset: '/img/oven-webp-desktop.jpg 1x, /img/oven-webp-desktop-2x.jpg 2x',
        },
        { media: '(min-width: 1024px)', type: null, srcset: '/img/oven-desktop.jpg 1x, /img/oven-desktop-2x.jpg 2x' },
        {
          media: '(min-width: 768px)',
          type: 'image/webp',
          srcset: '/img/oven-webp-tablet.jpg 1x, /img/oven-webp-tablet-2x.jpg 2x',
        },
        { media: '(min-width: 768px)', type: null, srcset: '/img/oven-tablet.jpg 1x, /img/oven-tablet-2x.jpg 2x' },
        { media: null, type: 'image/webp', srcset: '/img/oven-webp-base.jpg 1x, /img/oven-webp-base-2x.jpg 2x' },
      ]);
      const desktop = container.querySelectorAll('source')[3]!;
      expect([desktop.getAttribute('width'), desktop.getAttribute('height')]).toEqual(['400', '300']);
    });

    it('ends in a lazy, async base <img> with its width, height and alt', () => {
      render(<Picture image={full} alt="Dutch oven" />);
      const img = screen.getByRole('img', { name: 'Dutch oven' });
      expect(img.tagName).toBe('IMG');
      expect(img.getAttribute('src')).toBe('/img/oven-base.jpg');
      expect(img.getAttribute('srcset')).toBe('/img/oven-base.jpg 1x, /img/oven-base-2x.jpg 2x');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['260', '260']);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.hasAttribute('fetchpriority')).toBe(false);
    });
  });

  describe('given priority', () => {
    it('loads eagerly with high fetch priority', () => {
      render(<Picture image={full} alt="Dutch oven" priority />);
      const img = screen.getByRole('img', { name: 'Dutch oven' });
      expect(img.getAttribute('loading')).toBe('eager');
      expect(img.getAttribute('fetchpriority')).toBe('high');
    });
  });

  describe('given an empty alt', () => {
    it('is decoration: an <img alt=""> that screen readers skip', () => {
      const { container } = render(<Picture image={full} alt="" />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    });
  });

  describe('given missing or refused sizes', () => {
    it('drops those sources, and a 2x alone still makes a source', () => {
      const { desktop: _desktop, desktop_2x: _desktop2x, tablet: _tablet, ...rest } = sizes('/img/a');
      const image: ImageSet = {
        ...rest,
        large_desktop: { url: 'javascript:alert(1)', width: 520, height: 390 },
        webp: { base: { url: '//evil.example/a.webp', width: 260, height: 260 } },
      };
      const { container } = render(<Picture image={image} alt="A" />);
      expect(sources(container)).toEqual([
        { media: '(min-width: 1400px)', type: null, srcset: '/img/a-large-2x.jpg 2x' },
        { media: '(min-width: 768px)', type: null, srcset: '/img/a-tablet-2x.jpg 2x' },
      ]);
      expect(container.innerHTML).not.toMatch(/javascript|evil/);
      const tablet = container.querySelectorAll('source')[1]!;
      expect([tablet.getAttribute('width'), tablet.getAttribute('height')]).toEqual(['320', '320']);
    });

    it('leaves srcset off the <img> when the base 2x is refused', () => {
      render(
        <Picture
          image={{ ...full, base_2x: { url: 'data:image/png;base64,AAAA', width: 520, height: 520 } }}
          alt="Dutch oven"
        />,
      );
      expect(screen.getByRole('img', { name: 'Dutch oven' }).hasAttribute('srcset')).toBe(false);
    });
  });

  describe('given a refused or missing base image', () => {
    it('renders no image but keeps the box, named by the alt', () => {
      const { container } = render(
        <Picture image={{ ...full, base: { url: 'javascript:alert(1)', width: 260, height: 195 } }} alt="Dutch oven" />,
      );
      expect(container.querySelector('picture, img, source')).toBeNull();
      const box = screen.getByRole('img', { name: 'Dutch oven' });
      expect(box.tagName).toBe('DIV');
      expect(box.style.aspectRatio).toBe('260 / 195');
      expect(box.style.inlineSize).toBe('260px');
    });

    it('reserves the tablet size when there is no base, and says nothing for an empty alt', () => {
      const { base: _base, ...rest } = full;
      const { container } = render(<Picture image={rest} alt="" />);
      expect(screen.queryByRole('img')).toBeNull();
      const box = container.firstElementChild as HTMLElement;
      expect(box.style.aspectRatio).toBe('320 / 320');
    });
  });

  describe('given an image set from the fixture data', () => {
    it('takes it as it is', () => {
      const image = imageSet({
        folder: 'products',
        slug: 'dutch-oven',
        label: 'Dutch oven',
        alt: 'A red dutch oven',
        aspect: 'square',
      });
      render(<Picture image={image} alt={image.alt} />);
      expect(screen.getByRole('img', { name: 'A red dutch oven' }).getAttribute('src')).toBe(
        '/images/products/dutch-oven.svg',
      );
    });
  });
});
